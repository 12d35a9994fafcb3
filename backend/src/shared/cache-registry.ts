import { Injectable } from '@nestjs/common';

export type ClearCache = () => void | Promise<void>;

/**
 * The in-memory caches this process keeps, by name, so an admin can empty them all at once (the
 * settings screen's "clear caches"). A cache registers itself when it is made; clearing one only costs
 * the reads that fill it again, never a stored fact.
 */
@Injectable()
export class CacheRegistry {
  private readonly caches = new Map<string, ClearCache>();

  register(name: string, clear: ClearCache): void {
    if (this.caches.has(name)) throw new Error(`A cache named ${name} is registered already`);
    this.caches.set(name, clear);
  }

  names(): string[] {
    return [...this.caches.keys()];
  }

  /** Empties every registered cache; answers their names. */
  async clearAll(): Promise<string[]> {
    await Promise.all([...this.caches.values()].map(async (clear) => clear()));
    return this.names();
  }
}
