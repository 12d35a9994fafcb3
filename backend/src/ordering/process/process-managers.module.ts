import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Database, EventStore } from '@ticketshop/projections';
import type { AppConfig } from '../../config/app-config';
import { EventReactor, type Reaction } from './event-reactor';

/**
 * What every module running process managers shares: each reaction follows the log from its own
 * checkpoint once the application has started (only where `RUN_PROCESS_MANAGERS` says this process
 * runs them), stops with the application, and tests can wait until all have passed a position.
 */
export abstract class ProcessManagersModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly reactors: readonly EventReactor[];

  protected constructor(
    private readonly database: Database,
    store: EventStore,
    protected readonly config: AppConfig,
    reactions: readonly Reaction[],
  ) {
    this.reactors = reactions.map((reaction) => new EventReactor(database, store, reaction));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.RUN_PROCESS_MANAGERS) return;
    await EventReactor.prepare(this.database);
    for (const reactor of this.reactors) reactor.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.reactors.map((reactor) => reactor.stop()));
  }

  /** Resolves once every process manager of the module has handled the log up to `position`. */
  whenProcessed(position: bigint): Promise<void> {
    return Promise.all(this.reactors.map((reactor) => reactor.whenPassed(position))).then(() => undefined);
  }
}
