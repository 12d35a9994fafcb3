import { Inject, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Database, EventStore, JobLeases } from '@ticketshop/projections';
import type { AppConfig } from '../../config/app-config';
import { JOB_LEASES } from '../../infrastructure/storage/storage.tokens';
import { EventReactor, type Reaction } from './event-reactor';

/**
 * What every module running process managers shares: each reaction is a background job,
 * `process:<name>`, that follows the log from its own checkpoint in the one process holding its lease
 * (docs/operations.md, "Who runs the background jobs"; `RUN_PROCESS_MANAGERS=false` keeps a process
 * from taking it). The lease stops it with the application, and tests can wait until all have passed a
 * position.
 */
export abstract class ProcessManagersModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly reactors: readonly EventReactor[];
  // A property, so the modules extending this one keep their constructors.
  @Inject(JOB_LEASES) protected readonly leases!: JobLeases;

  protected constructor(
    private readonly database: Database,
    store: EventStore,
    protected readonly config: AppConfig,
    private readonly reactions: readonly Reaction[],
  ) {
    this.reactors = reactions.map((reaction) => new EventReactor(database, store, reaction));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.RUN_PROCESS_MANAGERS) await EventReactor.prepare(this.database);
    this.reactors.forEach((reactor, i) =>
      this.leases.add(`process:${this.reactions[i]!.name}`, reactor, { runsHere: this.config.RUN_PROCESS_MANAGERS }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.reactors.map((reactor) => reactor.stop()));
  }

  /** Resolves once every process manager of the module has handled the log up to `position` in this process. */
  whenProcessed(position: bigint): Promise<void> {
    return Promise.all(this.reactors.map((reactor) => reactor.whenPassed(position))).then(() => undefined);
  }
}
