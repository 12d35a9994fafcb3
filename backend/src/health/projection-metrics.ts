import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Projections } from '@ticketshop/projections';
import { PROJECTIONS } from '../infrastructure/storage/storage.tokens';
import { MailMetrics } from '../mail/public-api';
import { JobsHealth } from './jobs-health';

/** Prometheus metrics; projection lag is read when scraped, so it is never stale. The mail figures join them. */
@Injectable()
export class ProjectionMetrics {
  private readonly registry = new Registry();

  constructor(@Inject(PROJECTIONS) projections: Projections, mail: MailMetrics, jobs: JobsHealth) {
    collectDefaultMetrics({ register: this.registry });
    mail.registerOn(this.registry);
    jobs.registerOn(this.registry);
    new Gauge({
      name: 'ticketshop_projection_lag_events',
      help: 'Events in the log that a projection has not applied yet',
      labelNames: ['projection'],
      registers: [this.registry],
      async collect() {
        for (const status of await projections.status()) this.set({ projection: status.name }, status.lag);
      },
    });
    new Gauge({
      name: 'ticketshop_projection_position',
      help: 'Last log position a projection applied',
      labelNames: ['projection'],
      registers: [this.registry],
      async collect() {
        for (const status of await projections.status()) this.set({ projection: status.name }, Number(status.position));
      },
    });
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}
