/**
 * A small seeded generator, so a benchmark writes the same log on every run and figures from two runs
 * (or two machines) compare like with like. Not for anything that needs to be unpredictable.
 */

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: 32 bits of state is plenty for test data and costs a few integer operations. */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** In [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const taken: T[] = [];
    for (let i = 0; i < count && copy.length > 0; i++) {
      taken.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    }
    return taken;
  }

  /** A well-formed version 4 UUID (the store's `event_id` column is `uuid`, and ESDB checks too). */
  uuid(): string {
    const a = this.nextUint32();
    const b = this.nextUint32();
    const c = this.nextUint32();
    const d = this.nextUint32();
    return (
      HEX[a >>> 24]! +
      HEX[(a >>> 16) & 0xff]! +
      HEX[(a >>> 8) & 0xff]! +
      HEX[a & 0xff]! +
      '-' +
      HEX[b >>> 24]! +
      HEX[(b >>> 16) & 0xff]! +
      '-' +
      HEX[0x40 | ((b >>> 8) & 0x0f)]! +
      HEX[b & 0xff]! +
      '-' +
      HEX[0x80 | ((c >>> 24) & 0x3f)]! +
      HEX[(c >>> 16) & 0xff]! +
      '-' +
      HEX[(c >>> 8) & 0xff]! +
      HEX[c & 0xff]! +
      HEX[d >>> 24]! +
      HEX[(d >>> 16) & 0xff]! +
      HEX[(d >>> 8) & 0xff]! +
      HEX[d & 0xff]!
    );
  }
}
