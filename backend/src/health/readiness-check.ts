import { Inject, Injectable } from '@nestjs/common';
import type { Projections, ProjectionStatus, Storage } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PROJECTIONS, STORAGE } from '../infrastructure/storage/storage.tokens';

export interface Readiness {
  status: 'ok' | 'degraded';
  storage: string;
  projections: ProjectionStatus[];
}

/**
 * The database round trips of a health check (every projection's checkpoint and the log's head), made
 * at most once per HEALTH_CHECK_CACHE_MS however many load balancers and probes ask; a failure is
 * remembered as long, so a struggling database is not asked more often because it struggles.
 */
@Injectable()
export class ReadinessCheck {
  private last: { at: number; result: Promise<Readiness> } | undefined;

  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `fresh`: the caller waited for a position and wants figures from after it. */
  current(fresh = false): Promise<Readiness> {
    const now = Date.now();
    if (!fresh && this.last && now - this.last.at < this.config.HEALTH_CHECK_CACHE_MS) return this.last.result;
    const result = this.check();
    // A rejection is handled by whoever awaits it; this copy only keeps it from counting as unhandled.
    result.catch(() => undefined);
    this.last = { at: now, result };
    return result;
  }

  private async check(): Promise<Readiness> {
    const projections = await this.projections.status();
    const failing = projections.some((p) => p.state === 'retrying');
    return { status: failing ? 'degraded' : 'ok', storage: this.storage.mode, projections };
  }
}
