import { Inject, Injectable } from '@nestjs/common';
import type { Projections, ProjectionStatus, Storage } from '@ticketshop/projections';
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

/**
 * The database round trips of a health check (every projection's checkpoint and the log's head), made
 * at most once per HEALTH_CHECK_CACHE_MS however many load balancers and probes ask; a failure is
 * remembered as long, so a struggling database is not asked more often because it struggles.
 */
@Injectable()
export class ReadinessCheck {
  private last: Check | undefined;

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
      const entry = this.last!;
      return result.then(() => entry.version!);
    },
    reset: () => (this.last = undefined),
  };

  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `fresh`: the caller waited for a position and wants figures from after it. */
  current(fresh = false): Promise<Readiness> {
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

  private isFresh(checkedAt: number): boolean {
    return Date.now() - checkedAt < this.config.HEALTH_CHECK_CACHE_MS;
  }

  private async check(): Promise<Readiness> {
    const projections = await this.projections.status();
    const failing = projections.some((p) => p.state === 'retrying');
    return { status: failing ? 'degraded' : 'ok', storage: this.storage.mode, projections };
  }
}
