import { randomUUID } from 'node:crypto';
import {
  eventCatalog,
  UnstorableEventError,
  WrongExpectedRevisionError,
  type DomainEvent,
  type EventStore,
  type EventToAppend,
} from '@ticketshop/projections';
import { eventMetadata, type CommandMetadata } from './command-metadata';
import type { DomainError } from './domain-error';
import { StreamStateCache } from './stream-state-cache';

export type BatchOutcome<Event> = { ok: true; events: Event[] } | { ok: false; error: DomainError };

/** An aggregate that can decide several commands against one state (see seat-inventory.decider.ts). */
export interface BatchDecider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  fold: (state: State, events: Event[]) => State;
  decideBatch: (commands: readonly Command[], state: State) => { state: State; outcomes: BatchOutcome<Event>[] };
}

export interface BatchedResult<Event> {
  events: Event[];
  /** Global position of the append that recorded them (or of the stream's head when nothing was new). */
  position: bigint;
}

interface Pending<Command, Event> {
  command: Command;
  metadata: CommandMetadata;
  resolve: (result: BatchedResult<Event>) => void;
  reject: (error: unknown) => void;
}

const MAX_ATTEMPTS = 50;

/**
 * Commands for one stream wait in a queue; whatever queued up while the previous append was in flight
 * is decided together and recorded with a single append and a single expected revision. A rush on one
 * event then costs one append per batch instead of a storm of conflicting appends. A conflict (another
 * process appended) reads the new events and decides the batch again. A command whose events the
 * store cannot keep fails alone (`recordIsolating`).
 */
export class BatchingStreamWriter<State, Command, Event extends DomainEvent> {
  private readonly queues = new Map<string, Pending<Command, Event>[]>();
  private readonly cache: StreamStateCache<State, Event>;

  constructor(
    private readonly store: EventStore,
    private readonly decider: BatchDecider<State, Command, Event>,
    private readonly maxBatch = 500,
  ) {
    this.cache = new StreamStateCache(store, decider.initialState, decider.fold);
  }

  /** Resolves with the command's events once they are stored; rejects with its DomainError if refused. */
  execute(streamId: string, command: Command, metadata: CommandMetadata): Promise<BatchedResult<Event>> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(streamId);
      const pending = { command, metadata, resolve, reject };
      if (queue) {
        queue.push(pending);
        return;
      }
      this.queues.set(streamId, [pending]);
      void this.drain(streamId);
    });
  }

  /** Forgets the streams' states kept in memory; queued commands are unaffected. */
  clearCache(): void {
    this.cache.clear();
  }

  /** The stream's current state, as of a fresh read of its tail. */
  async read(streamId: string): Promise<State> {
    return (await this.cache.load(streamId)).state;
  }

  private async drain(streamId: string): Promise<void> {
    const queue = this.queues.get(streamId)!;
    while (queue.length > 0) await this.recordIsolating(streamId, queue.splice(0, this.maxBatch));
    this.queues.delete(streamId);
  }

  /**
   * An append the store refuses as unstorable stored nothing, and the fault lies with some command's
   * events: each half of the batch is decided and recorded on its own, in order, down to the command
   * at fault, which alone fails with that error. The others are decided without it, so it takes no
   * seats from them. Any other failure fails the whole batch.
   */
  private async recordIsolating(streamId: string, batch: Pending<Command, Event>[]): Promise<void> {
    try {
      await this.record(streamId, batch);
    } catch (error) {
      if (error instanceof UnstorableEventError && batch.length > 1) {
        const half = Math.ceil(batch.length / 2);
        await this.recordIsolating(streamId, batch.slice(0, half));
        await this.recordIsolating(streamId, batch.slice(half));
        return;
      }
      this.cache.forget(streamId);
      for (const pending of batch) pending.reject(error);
    }
  }

  private async record(streamId: string, batch: Pending<Command, Event>[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const cached = await this.cache.load(streamId);
      const { state, outcomes } = this.decider.decideBatch(
        batch.map((pending) => pending.command),
        cached.state,
      );
      const toAppend: EventToAppend[] = outcomes.flatMap((outcome, index) =>
        outcome.ok
          ? outcome.events.map((event) => ({
              eventId: randomUUID(),
              type: event.type,
              version: eventCatalog.versionOf(event.type),
              data: event.data as Record<string, unknown>,
              metadata: eventMetadata(batch[index]!.metadata),
            }))
          : [],
      );
      let position = cached.position;
      if (toAppend.length > 0) {
        try {
          const appended = await this.store.appendToStream(streamId, toAppend, {
            expectedRevision: cached.revision ?? 'no_stream',
          });
          position = appended.position;
          this.cache.remember(streamId, { state, revision: appended.nextExpectedRevision, position });
        } catch (error) {
          if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
          throw error;
        }
      }
      outcomes.forEach((outcome, index) => {
        const pending = batch[index]!;
        if (outcome.ok) pending.resolve({ events: outcome.events, position });
        else pending.reject(outcome.error);
      });
      return;
    }
  }
}
