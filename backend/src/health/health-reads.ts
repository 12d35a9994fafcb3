import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PublicReads } from '../shared/http/public-reads/public-reads';
import { StaticReadSource } from '../shared/http/public-reads/read-version';
import { JobsHealth } from './jobs-health';
import { ReadinessCheck } from './readiness-check';

/**
 * The health routes answered like public reads (docs/operations.md, "Public reads"): load balancers and
 * probes ask many times a second, and the answer only changes with the readiness check. Not for shared
 * caches: a CDN must not answer a probe for the shop.
 */
@Injectable()
export class HealthReads implements OnModuleInit {
  constructor(
    private readonly reads: PublicReads,
    private readonly readiness: ReadinessCheck,
    private readonly jobs: JobsHealth,
  ) {}

  onModuleInit(): void {
    const shared = false;
    this.reads.register('/api/health', {
      source: this.readiness.readSource,
      shared,
      // Built once per readiness check (a new version), so the jobs are read afresh with it.
      answer: async () => this.jobs.addTo(await this.readiness.current(), true),
    });
    this.reads.register('/api/health/live', {
      source: new StaticReadSource('liveness'),
      shared,
      answer: async () => ({ status: 'ok' }),
    });
    // A failed check throws, which leaves the request to the route: it answers 503.
    this.reads.register('/api/health/ready', {
      source: this.readiness.readSource,
      shared,
      answer: async () => {
        await this.readiness.current();
        return { status: 'ready' };
      },
    });
  }
}
