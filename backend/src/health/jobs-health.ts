import { Inject, Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Gauge, type Registry } from 'prom-client';
import type { JobLeases } from '@ticketshop/projections';
import { JOB_LEASES } from '../infrastructure/storage/storage.tokens';

const NOT_RUNNING_ANYWHERE = 'not running anywhere';

export class JobHealth {
  @ApiProperty({ description: 'The background job', example: 'process:order-mails' }) name!: string;
  @ApiProperty({
    enum: ['running', NOT_RUNNING_ANYWHERE],
    description: 'Whether some process holds the job’s lease and runs it',
    example: 'running',
  })
  state!: 'running' | typeof NOT_RUNNING_ANYWHERE;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The process running it: its INSTANCE_NAME (default hostname:pid); null when none does',
    example: 'shop-1:4242',
  })
  holder!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Since when it runs there',
    example: '2026-05-01T10:00:00.000Z',
  })
  since!: string | null;
  @ApiProperty({ description: 'Whether this process (the one answering) runs it', example: true }) here!: boolean;
  @ApiProperty({
    description:
      'Whether this process takes part in running it (false: opted out by RUN_PROJECTIONS/RUN_PROCESS_MANAGERS)',
    example: true,
  })
  runsHere!: boolean;
}

/** How long one reading of the leases serves every health answer (probes come many times a second). */
const READ_EVERY_MS = 1_000;

/**
 * Who runs each background job, for `/api/health` and the metrics: read from the database (which
 * session holds each job's advisory lock, and the name its holder recorded), so every process answers
 * the same (docs/operations.md, "Who runs the background jobs").
 */
@Injectable()
export class JobsHealth {
  private last: { at: number; jobs: Promise<JobHealth[]> } | undefined;

  constructor(@Inject(JOB_LEASES) private readonly leases: JobLeases) {}

  /** `fresh`: read again now (a reader that waited for a position wants figures from after it). */
  current(fresh = false): Promise<JobHealth[]> {
    if (!fresh && this.last && Date.now() - this.last.at < READ_EVERY_MS) return this.last.jobs;
    const jobs = this.leases.status().then((statuses) =>
      statuses.map(({ name, holder, since, here, runsHere }): JobHealth => ({
        name,
        state: holder === null ? NOT_RUNNING_ANYWHERE : 'running',
        holder,
        since,
        here,
        runsHere,
      })),
    );
    // A failed reading is not kept; whoever awaits it reports the failure.
    jobs.catch(() => (this.last = undefined));
    this.last = { at: Date.now(), jobs };
    return jobs;
  }

  /** A health answer with the jobs added: `degraded` when any job runs nowhere. */
  async addTo<T extends { status: 'ok' | 'degraded' }>(health: T, fresh = false): Promise<T & { jobs: JobHealth[] }> {
    const jobs = await this.current(fresh);
    const idle = jobs.some((job) => job.state === NOT_RUNNING_ANYWHERE);
    return { ...health, status: idle ? 'degraded' : health.status, jobs };
  }

  /** `ticketshop_job_lease_held{job}`: 1 for each job this process runs, 0 for the others. */
  registerOn(registry: Registry): void {
    const leases = this.leases;
    new Gauge({
      name: 'ticketshop_job_lease_held',
      help: 'Whether this process holds the lease of a background job and runs it (1) or not (0)',
      labelNames: ['job'],
      registers: [registry],
      collect() {
        for (const name of leases.names) this.set({ job: name }, leases.holds(name) ? 1 : 0);
      },
    });
  }
}
