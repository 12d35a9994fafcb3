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

/**
 * The port's expected-revision rule, for every adapter that checks it itself: `current` is the stream's
 * last revision, or a negative number when the stream does not exist.
 */
export function assertExpectedRevision(streamId: string, expected: ExpectedRevision, current: bigint): void {
  const exists = current >= 0n;
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && !exists) ||
    (expected === 'stream_exists' && exists) ||
    (typeof expected === 'bigint' && expected === current);
  if (!ok) throw new WrongExpectedRevisionError(streamId, expected, exists ? current : 'no_stream');
}

export class StreamNotFoundError extends Error {
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} does not exist`);
    this.name = 'StreamNotFoundError';
  }
}

/**
 * An append the store cannot keep as it was given, so none of it was stored: text holding a NUL
 * character or half of a UTF-16 surrogate pair (PostgreSQL's text and jsonb refuse the first and
 * would store the second as U+FFFD, and every read model keeps its text in PostgreSQL), data that is
 * not JSON, or content the database refused. `path` leads to the offending value inside event
 * `eventIndex` (`['data', 'buyer', 'firstName']`); both are null when the fault is the stream id or
 * the database did not say.
 */
export class UnstorableEventError extends Error {
  constructor(
    readonly streamId: string,
    readonly reason: string,
    readonly eventIndex: number | null = null,
    readonly path: readonly (string | number)[] | null = null,
    options?: { cause?: unknown },
  ) {
    const at = eventIndex === null ? '' : ` (event ${eventIndex}${path ? `, at ${path.join('.')}` : ''})`;
    super(`Append to ${printable(streamId)} cannot be stored${at}: ${reason}`, options);
    this.name = 'UnstorableEventError';
  }
}

/**
 * A NUL, or a surrogate half JSON.stringify had to escape (it escapes only unpaired ones), preceded
 * by an even run of backslashes: an odd run would make it literal text (`\\u0000` is "\u0000").
 */
const UNSTORABLE_ESCAPE = /(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/i;
const UNSTORABLE_CHARACTER = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Every adapter's first step of an append: each event as the JSON text to store, or an
 * UnstorableEventError naming the first value no store can keep faithfully. One check for all
 * adapters, so an append one store refuses is refused by every store.
 */
export function serializeForAppend(streamId: string, events: readonly EventToAppend[]): string[] {
  if (UNSTORABLE_CHARACTER.test(streamId)) {
    throw new UnstorableEventError(streamId, 'the stream id holds a NUL or an unpaired surrogate');
  }
  return events.map((event, index) => {
    let json: string | undefined;
    try {
      json = JSON.stringify(event);
    } catch (error) {
      throw new UnstorableEventError(streamId, 'the event is not JSON', index, null, { cause: error });
    }
    if (json === undefined) throw new UnstorableEventError(streamId, 'the event is not JSON', index);
    if (UNSTORABLE_ESCAPE.test(json)) {
      const path = unstorablePath(JSON.parse(json)) ?? [];
      throw new UnstorableEventError(streamId, 'text holds a NUL or an unpaired surrogate', index, path);
    }
    return json;
  });
}

/** Where in a parsed JSON value the first text with an unstorable character is, key or value. */
function unstorablePath(value: unknown): (string | number)[] | null {
  if (typeof value === 'string') return UNSTORABLE_CHARACTER.test(value) ? [] : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const at = Array.isArray(value) ? Number(key) : key;
    if (UNSTORABLE_CHARACTER.test(key)) return [at];
    const below = unstorablePath(child);
    if (below) return [at, ...below];
  }
  return null;
}

/** Error messages land in logs: their control characters and surrogate halves are shown as escapes. */
function printable(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}
