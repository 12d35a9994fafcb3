import { Inject, Injectable } from '@nestjs/common';
import {
  DatabaseUnavailableError,
  type Projections,
  type ProjectionStatus,
  type Storage,
} from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PROJECTIONS, STORAGE } from '../infrastructure/storage/storage.tokens';
import type { ReadSource, ReadVersion } from '../shared/http/public-reads/read-version';

export interface Readiness {
  status: 'ok' | 'degraded';
  storage: string;
  projections: ProjectionStatus[];
}

interface Check {
  at: number;
  result: Promise<Readiness>;
  /** Set once the check succeeded. */
  version?: ReadVersion;
}

/** While the database is known to be away, how often a probe looks whether it is back. */
const PROBE_EVERY_MS = 250;

/**
 * The database round trips of a health check (every projection's checkpoint and the log's head), made
 * at most once per HEALTH_CHECK_CACHE_MS however many load balancers and probes ask; a failure is
 * remembered as long, so a struggling database is not asked more often because it struggles.
 *
 * Any query of the process that fails for want of the database marks it away (the storage layer's
 * DatabaseAvailability), and from then on the check fails at once, without a round trip and whatever it
 * answered before: readiness turns 503 within a moment of the outage, not when the cache runs out. One
 * probe at a time (at most every PROBE_EVERY_MS) looks whether the database is back; the first query
 * that succeeds, the probe's or any other, makes the next check a real one again.
 */
@Injectable()
export class ReadinessCheck {
  private last: Check | undefined;
  private probing = false;
  private probedAt = -Infinity;

  /**
   * The version of answers built from a check: one per successful check, so a health answer is sent
   * from memory exactly as long as its check is reused. A reader that waited for a position gets a new
   * check; a failed one leaves the request to its route, which reports the failure.
   */
  readonly readSource: ReadSource = {
    name: 'health',
    current: (atLeast) => {
      const last = this.last;
      if (atLeast === undefined && last?.version && this.isFresh(last.at)) return last.version;
      const result = this.current(atLeast !== undefined);
      const entry = this.last;
      const version = result.then(() => entry!.version!);
      // Whoever awaits the version gets the failure; the fast path, which only looks, drops it.
      version.catch(() => undefined);
      return version;
    },
    reset: () => (this.last = undefined),
  };

  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // An outage seen by any query, or its end, makes the last check's answer worthless at once.
    storage.database.availability.onChange(() => (this.last = undefined));
  }

  /** `fresh`: the caller waited for a position and wants figures from after it. */
  current(fresh = false): Promise<Readiness> {
    if (!this.storage.database.availability.available) {
      this.probe();
      return Promise.reject(new DatabaseUnavailableError());
    }
    const now = Date.now();
    if (!fresh && this.last && this.isFresh(this.last.at)) return this.last.result;
    const result = this.check();
    const entry: Check = { at: now, result };
    // A rejection is handled by whoever awaits it; this handler only keeps it from counting as unhandled.
    result.then(
      () => (entry.version = { position: 0n }),
      () => undefined,
    );
    this.last = entry;
    return result;
  }

  /** A check made only to find the database back; its queries report to the availability themselves. */
  private probe(): void {
    const now = Date.now();
    if (this.probing || now - this.probedAt < PROBE_EVERY_MS) return;
    this.probing = true;
    this.probedAt = now;
    this.check()
      .catch(() => undefined)
      .finally(() => (this.probing = false));
  }

  private isFresh(checkedAt: number): boolean {
    return Date.now() - checkedAt < this.config.HEALTH_CHECK_CACHE_MS;
  }

  private async check(): Promise<Readiness> {
    const projections = await this.projections.status();
    const failing = projections.some((p) => p.state === 'retrying');
    return { status: failing ? 'degraded' : 'ok', storage: this.storage.mode, projections };
  }
}
