import type { Logger } from '@nestjs/common';
import { ResumingLoop, type EventStore, type RecordedEvent } from '@ticketshop/projections';

const RESUME_AFTER_MS = 1_000;

export interface LogFollowerOptions {
  /** The event types to follow; the server filters, so the rest of the log costs nothing. */
  follows: ReadonlySet<string>;
  /** Named in the failure line: `following <what> failed; resuming`. */
  what: string;
  logger: Logger;
  /** Called for each followed event, in log order; a failure resumes the subscription from before it. */
  onEvent(event: RecordedEvent): void | Promise<void>;
}

/**
 * Follows some event types of the log live into this process's memory, from a position kept in
 * memory, resuming from there after a failure (the database away). For what every shop process must
 * learn whichever process wrote it and needs no checkpoint of its own (ended sessions, roles, cache
 * clearings); work that must survive a restart is an `EventReactor` (`shared/process-manager/`), with
 * its checkpoint in the database.
 */
export class LogFollower {
  private position = 0n;
  private isCaughtUp = false;
  private markCaughtUp!: () => void;
  /** Resolves once the log has been read up to its head once: until then an answer could miss an event. */
  readonly caughtUp = new Promise<void>((resolve) => (this.markCaughtUp = resolve));
  private readonly loop = new ResumingLoop(
    (signal) => this.follow(signal),
    (error) => {
      this.options.logger.error({ msg: `following ${this.options.what} failed; resuming`, error: String(error) });
      return RESUME_AFTER_MS;
    },
  );

  constructor(
    private readonly store: EventStore,
    private readonly options: LogFollowerOptions,
  ) {}

  get hasCaughtUp(): boolean {
    return this.isCaughtUp;
  }

  /** Follows what is recorded after `position`. */
  start(position: bigint): void {
    this.position = position;
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async follow(signal: AbortSignal): Promise<void> {
    const messages = this.store.subscribeToAll({ after: this.position, signal, eventTypes: this.options.follows });
    for await (const message of messages) {
      if (message.kind === 'event') {
        await this.options.onEvent(message.event);
        this.position = message.event.globalPosition;
        continue;
      }
      this.position = message.position;
      if (message.kind === 'caught-up' && !this.isCaughtUp) {
        this.isCaughtUp = true;
        this.markCaughtUp();
      }
    }
  }
}
