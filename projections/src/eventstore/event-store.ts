/**
 * The event store port. Every adapter (PostgreSQL/PGlite, EventStoreDB) implements it and passes the
 * conformance suite in `event-store.conformance.ts`.
 */
import type { EventMetadata } from '../events/metadata';

/** Where an append may happen, relative to the stream's current revision. */
export type ExpectedRevision = 'no_stream' | 'any' | 'stream_exists' | bigint;

/** An event about to be stored. `eventId` makes appends idempotent: the same id is stored once. */
export interface EventToAppend {
  eventId: string;
  type: string;
  version: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

/** An event as the store recorded it. */
export interface RecordedEvent {
  eventId: string;
  streamId: string;
  /** 0-based position of the event inside its stream. */
  streamRevision: bigint;
  /** Position in the whole log; strictly increasing in read order. */
  globalPosition: bigint;
  type: string;
  version: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recordedAt: Date;
}

export interface AppendResult {
  /** The stream's revision after the append (the revision of its last event). */
  nextExpectedRevision: bigint;
  /** Global position of the last event written; read models that reach it include this append. */
  position: bigint;
}

export type Direction = 'forwards' | 'backwards';

export interface ReadStreamOptions {
  direction?: Direction;
  /** Inclusive start revision; defaults to the first (forwards) or last (backwards) event. */
  fromRevision?: bigint;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this global position. 0n reads from the start. */
  after?: bigint;
  maxCount?: number;
}

export type SubscriptionMessage =
  | { kind: 'event'; event: RecordedEvent }
  /** Everything committed so far has been delivered; what follows is live. */
  | { kind: 'caught-up'; position: bigint }
  /** A filtered subscription passed events it does not deliver: everything up to here is done. */
  | { kind: 'checkpoint'; position: bigint };

export interface SubscribeOptions {
  /** Exclusive: deliver events strictly after this global position. */
  after?: bigint;
  signal?: AbortSignal;
  /**
   * Deliver only events of these types, and `checkpoint` messages for the stretches of the log passed
   * without one, so a subscriber's position still moves; absent, every event is delivered.
   */
  eventTypes?: ReadonlySet<string>;
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catches up from `after`, emits `caught-up`, then delivers new events live until aborted. */
  subscribeToAll(options?: SubscribeOptions): AsyncIterable<SubscriptionMessage>;
  /** Global position of the newest event readers may pass, 0n for an empty log. */
  headPosition(): Promise<bigint>;
  close(): Promise<void>;
}

/** The expected revision did not match the stream's actual revision. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export class StreamNotFoundError extends Error {
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} does not exist`);
    this.name = 'StreamNotFoundError';
  }
}
