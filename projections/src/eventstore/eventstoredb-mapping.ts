/**
 * Pure translations between the event store port and `@eventstore/db-client` 6.x. Everything that
 * touches the network lives in `eventstoredb-event-store.ts`; this file is the protocol boundary and is
 * unit tested on the client's own error and event shapes.
 *
 * Our events are JSON events whose metadata is the port's `EventMetadata` plus `$v` (the event
 * version) and EventStoreDB's `$correlationId`/`$causationId`, so the server's by-correlation
 * projections see them. Anything else in `$all` (system events, other writers) is not ours.
 */
import {
  ANY,
  END,
  ErrorType,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type EventData,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
  type WrongExpectedVersionError,
} from '@eventstore/db-client';
import type { EventMetadata } from '../events/metadata';
import {
  WrongExpectedRevisionError,
  type EventToAppend,
  type ExpectedRevision,
  type RecordedEvent,
} from './event-store';

/** The metadata key holding the event (schema) version. */
const VERSION_KEY = '$v';

/** What the server reports instead of a position it does not know (ulong max). */
export const UNKNOWN_POSITION = 2n ** 64n - 1n;

/** The legacy numeric expected versions the server may echo in an error's gRPC metadata. */
const LEGACY_NO_STREAM = -1n;
const LEGACY_ANY = -2n;
const LEGACY_STREAM_EXISTS = -4n;

/** Metadata keys the adapter adds on write and strips on read. */
const STORE_ONLY_KEYS: ReadonlySet<string> = new Set([VERSION_KEY, '$correlationId', '$causationId']);

type StoredMetadata = EventMetadata & {
  [VERSION_KEY]: number;
  $correlationId: string;
  $causationId: string;
};

export type AnyResolvedEvent = ResolvedEvent | AllStreamResolvedEvent;

export function toClientExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'any':
      return ANY;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return expected;
  }
}

export function fromClientExpectedRevision(expected: AppendExpectedRevision): ExpectedRevision {
  if (typeof expected !== 'bigint') return expected;
  if (expected === LEGACY_NO_STREAM) return 'no_stream';
  if (expected === LEGACY_ANY) return 'any';
  if (expected === LEGACY_STREAM_EXISTS) return 'stream_exists';
  return expected;
}

/** A current revision as the port reports it: a missing stream is `no_stream`, never -1. */
export function toActualRevision(current: bigint | 'no_stream'): bigint | 'no_stream' {
  return current === 'no_stream' || current < 0n ? 'no_stream' : current;
}

export function isWrongExpectedVersionError(error: unknown): error is WrongExpectedVersionError {
  // Compared by `type`, not `instanceof`, so a second copy of the client package still matches.
  return (error as { type?: unknown } | null)?.type === ErrorType.WRONG_EXPECTED_VERSION;
}

export function isStreamNotFoundError(error: unknown): boolean {
  return (error as { type?: unknown } | null)?.type === ErrorType.STREAM_NOT_FOUND;
}

export function toWrongExpectedRevisionError(
  error: WrongExpectedVersionError,
  streamId: string,
): WrongExpectedRevisionError {
  return new WrongExpectedRevisionError(
    streamId,
    fromClientExpectedRevision(error.expectedVersion),
    toActualRevision(error.actualVersion),
  );
}

function toStoredMetadata(event: EventToAppend): StoredMetadata {
  return {
    ...event.metadata,
    [VERSION_KEY]: event.version,
    $correlationId: event.metadata.correlationId,
    $causationId: event.metadata.causationId,
  };
}

export function toEventData(event: EventToAppend): EventData {
  return jsonEvent({ id: event.eventId, type: event.type, data: event.data, metadata: toStoredMetadata(event) });
}

export function isSystemEventType(type: string): boolean {
  return type.startsWith('$');
}

/**
 * The position of a resolved event in `$all`, or undefined when the server did not report one (stream
 * reads on servers before 22.6, events of explicit transactions).
 */
export function positionOf(resolved: AnyResolvedEvent): Position | undefined {
  const position = resolved.event?.position;
  if (!position || position.commit === UNKNOWN_POSITION || position.commit < 0n) return undefined;
  return position;
}

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** Where to start reading `$all` for events after a port position (0n is the beginning). */
export function toReadPosition(after: bigint): ReadPosition {
  return after === 0n ? START : { commit: after, prepare: after };
}

/**
 * Reads and subscriptions from a position include the event at that position; this drops it (and
 * anything older) so the port's `after` stays exclusive.
 */
export function isAfter(resolved: AnyResolvedEvent, cursor: ReadPosition): boolean {
  const position = positionOf(resolved);
  return position !== undefined && isPositionAfter(position, cursor);
}

export function isPositionAfter(position: Position, cursor: ReadPosition): boolean {
  if (cursor === START) return true;
  if (cursor === END) return false;
  return comparePositions(position, cursor) > 0;
}

export function eventsAfter<T extends AnyResolvedEvent>(events: readonly T[], cursor: ReadPosition): T[] {
  return events.filter((resolved) => isAfter(resolved, cursor));
}

/** Thrown when one of our events comes back without the `$all` position the port promises. */
export class PositionUnavailableError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventId: string,
  ) {
    super(
      `EventStoreDB did not report the $all position of event ${eventId} in ${streamId}; ` +
        'stream reads carry it from server 22.6 on',
    );
    this.name = 'PositionUnavailableError';
  }
}

/**
 * The port's view of a resolved event, or undefined when the event is not one of ours: a system event
 * (type starting with `$`), a binary event, or one without our version and metadata.
 */
export function toRecordedEvent(resolved: AnyResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || isSystemEventType(event.type) || !event.isJson) return undefined;
  if (!isPlainObject(event.data)) return undefined;
  const stored = event.metadata;
  if (!isPlainObject(stored)) return undefined;
  const version = stored[VERSION_KEY];
  const metadata = Object.fromEntries(Object.entries(stored).filter(([key]) => !STORE_ONLY_KEYS.has(key)));
  if (typeof version !== 'number' || !Number.isInteger(version) || !isEventMetadata(metadata)) return undefined;
  const position = positionOf(resolved);
  if (!position) throw new PositionUnavailableError(event.streamId, event.id);
  return {
    eventId: event.id,
    streamId: event.streamId,
    streamRevision: event.revision,
    globalPosition: position.commit,
    type: event.type,
    version,
    data: event.data,
    metadata,
    recordedAt: event.created,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

function isEventMetadata(value: Record<string, unknown>): value is Record<string, unknown> & EventMetadata {
  const actor = value.actor;
  return (
    isPlainObject(actor) &&
    (actor.kind === 'user' || actor.kind === 'system') &&
    typeof value.correlationId === 'string' &&
    typeof value.causationId === 'string' &&
    typeof value.occurredAt === 'string'
  );
}
