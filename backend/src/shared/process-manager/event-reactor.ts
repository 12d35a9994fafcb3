import { Logger } from '@nestjs/common';
import { sql } from 'kysely';
import {
  delay,
  LeaseLostError,
  isConnectionError,
  ResumingLoop,
  type Database,
  type EventStore,
  type LeaseFence,
  type Actor,
  type RecordedEvent,
} from '@ticketshop/projections';
import { commandMetadata, type CommandMetadata } from '../event-sourcing/command-metadata';
import { DomainError } from '../event-sourcing/domain-error';
import { upcastRecorded } from '../event-sourcing/domain-event-store';

/** A process manager: what it does when one of the events it follows is recorded. */
export interface Reaction {
  /** Names its checkpoint; never rename a running one (it would start over from the beginning). */
  readonly name: string;
  readonly follows: ReadonlySet<string>;
  /** `signal` aborts when the process manager stops: a reaction retrying a step of its own gives up then. */
  react(event: RecordedEvent, signal?: AbortSignal): Promise<void>;
}

/**
 * The metadata of the commands a reaction sends: the process manager is the actor, the flow is the
 * event's, and the event's id is the command's, so a redelivered event (at least once) derives the
 * same ids and appends nothing twice.
 */
export function reactionMetadata(actor: Actor, event: RecordedEvent, now?: Date): CommandMetadata {
  return { ...commandMetadata(actor, event.metadata.correlationId, now), commandId: event.eventId };
}

const RETRY_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];
/**
 * A reaction that failed because the database was away is retried this often, without growing: the
 * work resumes within a second of its return however long the outage lasted.
 */
const RETRY_WHILE_DATABASE_AWAY_MS = 1_000;
/** Checkpoints past events it does not follow, at most, between two saves of its position. */
const CHECKPOINTS_PER_SAVE = 500;

/**
 * Follows the whole log from a checkpoint and hands each followed event to its reaction, at least
 * once: the checkpoint moves after the reaction succeeded, so a crash repeats the last event, and
 * reactions are idempotent commands. A failing reaction is retried with growing pauses and never
 * skipped, except a refusal of the domain, which no retry can change.
 */
export class EventReactor {
  private readonly logger: Logger;
  private readonly loop = new ResumingLoop(
    (signal) => this.follow(signal),
    (error) => {
      this.logger.error({ msg: 'subscription failed; resuming from the checkpoint', error: String(error) });
      return RETRY_DELAYS_MS[1]!;
    },
  );
  private passed = 0n;
  private fence: LeaseFence | undefined;
  private readonly waiters = new Set<{ position: bigint; resolve: () => void }>();

  constructor(
    private readonly database: Database,
    private readonly store: EventStore,
    private readonly reaction: Reaction,
  ) {
    this.logger = new Logger(`Process ${reaction.name}`);
  }

  static async prepare(database: Database): Promise<void> {
    await sql`create table if not exists process_manager_checkpoints (
      name text primary key, position bigint not null)`.execute(database.db);
  }

  /**
   * Follows the log; with a `fence` (its job lease, job-lease.ts) each reaction first checks the lease
   * still holds and each checkpoint is saved only while it does, so a process that lost the lease
   * neither reacts again nor moves the checkpoint under the next holder.
   */
  start(fence?: LeaseFence): void {
    this.fence = fence;
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Resolves once every event up to `position` has been handled (tests and read-after-write). */
  whenPassed(position: bigint): Promise<void> {
    if (this.passed >= position) return Promise.resolve();
    return new Promise((resolve) => this.waiters.add({ position, resolve }));
  }

  private markPassed(position: bigint): void {
    if (position > this.passed) this.passed = position;
    for (const waiter of this.waiters) {
      if (waiter.position <= this.passed) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }

  private async follow(signal: AbortSignal): Promise<void> {
    let position = await this.checkpoint();
    this.markPassed(position);
    let unsaved = 0;
    const messages = this.store.subscribeToAll({ after: position, signal, eventTypes: this.reaction.follows });
    for await (const message of messages) {
      if (message.kind === 'caught-up') {
        if (unsaved > 0) await this.save(position);
        unsaved = 0;
        this.markPassed(message.position);
        continue;
      }
      if (message.kind === 'checkpoint') {
        // Events it does not follow were passed; saved now and then, as a restart only reads them again.
        position = message.position;
        if (++unsaved >= CHECKPOINTS_PER_SAVE) {
          await this.save(position);
          unsaved = 0;
        }
        this.markPassed(position);
        continue;
      }
      const { event } = message;
      const done = await this.reactWithRetries(event, signal);
      if (!done) return;
      await this.save(event.globalPosition);
      unsaved = 0;
      position = event.globalPosition;
      this.markPassed(position);
    }
  }

  private async reactWithRetries(event: RecordedEvent, signal: AbortSignal): Promise<boolean> {
    const current: RecordedEvent = { ...event, data: upcastRecorded(event).data };
    for (let attempt = 0; !signal.aborted; attempt++) {
      try {
        this.fence?.check();
        await this.reaction.react(current, signal);
        return true;
      } catch (error) {
        if (error instanceof LeaseLostError) throw error;
        if (error instanceof DomainError) {
          this.logger.warn({
            msg: 'refused; not retried',
            type: event.type,
            position: String(event.globalPosition),
            code: error.code,
          });
          return true;
        }
        this.logger.warn({
          msg: 'reaction failed, will retry',
          type: event.type,
          position: String(event.globalPosition),
          attempt: attempt + 1,
          error: String(error),
        });
        const pause = isConnectionError(error)
          ? RETRY_WHILE_DATABASE_AWAY_MS
          : RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
        await delay(pause, signal);
      }
    }
    return false;
  }

  private async checkpoint(): Promise<bigint> {
    const row = await this.database.db
      .selectFrom('process_manager_checkpoints')
      .select('position')
      .where('name', '=', this.reaction.name)
      .executeTakeFirst();
    return row?.position ?? 0n;
  }

  private async save(position: bigint): Promise<void> {
    const fence = this.fence;
    const saved = await sql`insert into process_manager_checkpoints (name, position)
      select ${this.reaction.name}, ${position.toString()}::bigint where ${fence?.stillHeld ?? sql`true`}
      on conflict (name) do update set position = excluded.position`.execute(this.database.db);
    if (fence && saved.numAffectedRows === 0n) throw new LeaseLostError(fence.job);
  }
}
