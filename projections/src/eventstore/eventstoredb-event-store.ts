/**
 * The event store on EventStoreDB (gRPC, server 22.6 or newer). Stream revisions, expected revisions
 * and idempotency by event id are the server's own; the port's global position is the `$all` commit
 * position. `$all` also holds system events and other writers' events, which readers of the port never
 * see (`eventstoredb-mapping.ts` decides what is ours).
 *
 * Subscriptions catch up by paging `$all` to the head that existed when they started, say so, then
 * hand over to a live server subscription from the last position read. This keeps `caught-up` in
 * order with the events before it on every server version (the server's own caught-up signal only
 * exists from 23.10 and arrives outside the event stream).
 */
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  excludeSystemEvents,
  type AllStreamResolvedEvent,
  type Position,
  type ReadAllOptions as ClientReadAllOptions,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  SubscriptionMessage,
} from './event-store';
import { assertExpectedRevision, serializeForAppend, WrongExpectedRevisionError } from './event-store';
import {
  PositionUnavailableError,
  comparePositions,
  eventsAfter,
  isAfter,
  isPositionAfter,
  isStreamNotFoundError,
  isWrongExpectedVersionError,
  positionOf,
  toActualRevision,
  toClientExpectedRevision,
  toEventData,
  toReadPosition,
  toRecordedEvent,
  toWrongExpectedRevisionError,
} from './eventstoredb-mapping';

const NO_STREAM_REVISION = -1n;
/** Raw `$all` events fetched at least per round trip, so runs of system events cost few reads. */
const MIN_RAW_PAGE = 100;

export interface EventStoreDbEventStoreOptions {
  /** Raw `$all` events read per round trip while reading all or catching up. */
  pageSize?: number;
}

interface RawPage {
  /** Events strictly after the cursor the page was read from, in `$all` order. */
  events: AllStreamResolvedEvent[];
  /** The server had no more events than these. */
  end: boolean;
}

export class EventStoreDbEventStore implements EventStore {
  private readonly pageSize: number;
  /** Aborts on close: reads in flight stop (the client would leave them hanging) and new ones fail. */
  private readonly closing = new AbortController();

  private constructor(
    private readonly client: EventStoreDBClient,
    options: EventStoreDbEventStoreOptions,
  ) {
    this.pageSize = Math.max(options.pageSize ?? 1000, 1);
  }

  /** `connectionString` is an `esdb://` or `esdb+discover://` URL; the client connects on first use. */
  static async connect(
    connectionString: string,
    options: EventStoreDbEventStoreOptions = {},
  ): Promise<EventStoreDbEventStore> {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString), options);
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    this.assertOpen();
    // The same refusal as every adapter's: the server would keep such text, but the read models,
    // on PostgreSQL, could not.
    serializeForAppend(streamId, events);
    const expected = options.expectedRevision ?? 'any';
    if (events.length === 0) {
      // The server has nothing to write, and reports a missing stream as revision 0 on success.
      const current = await this.currentRevision(streamId);
      assertExpectedRevision(streamId, expected, current);
      return { nextExpectedRevision: current, position: await this.headPosition() };
    }

    const result = await this.client
      .appendToStream(streamId, events.map(toEventData), { expectedRevision: toClientExpectedRevision(expected) })
      .catch((error: unknown) => {
        throw isWrongExpectedVersionError(error) ? toWrongExpectedRevisionError(error, streamId) : error;
      });
    if (!result.success) {
      // Only with `throwOnAppendFailure=false` in the connection string; the client's revision in
      // that answer is unreliable (batch appends report a boolean), so ask the stream.
      const actual = await this.currentRevision(streamId);
      throw new WrongExpectedRevisionError(streamId, expected, toActualRevision(actual));
    }
    if (result.position) {
      return { nextExpectedRevision: result.nextExpectedRevision, position: result.position.commit };
    }
    // An append the server recognised as a repeat (by event id) may come back without a position.
    return this.readBackAppend(streamId, events, result.nextExpectedRevision);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    if (options.maxCount !== undefined && options.maxCount <= 0) return [];
    const backwards = options.direction === 'backwards';
    const resolved = await this.collectStream(streamId, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.fromRevision ?? (backwards ? END : START),
      ...(options.maxCount !== undefined ? { maxCount: options.maxCount } : {}),
    });
    return resolved.map((event) => {
      const recorded = toRecordedEvent(event);
      if (!recorded) {
        // Skipping it would silently shift what the caller thinks the stream's revisions are.
        throw new Error(
          `Stream ${streamId} holds event ${event.event?.id ?? '?'} (${event.event?.type ?? '?'}) ` +
            'that was not written through this event store',
        );
      }
      return recorded;
    });
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? 0n;
    const maxCount = options.maxCount ?? this.pageSize;
    const found: RecordedEvent[] = [];
    if (maxCount <= 0) return found;
    let cursor = toReadPosition(after);
    for (;;) {
      const wanted = Math.min(this.pageSize, Math.max(maxCount - found.length, MIN_RAW_PAGE));
      const page = await this.readRawPage(cursor, wanted);
      for (const resolved of page.events) {
        cursor = positionOf(resolved) ?? cursor;
        const event = toRecordedEvent(resolved);
        if (!event || event.globalPosition <= after) continue;
        found.push(event);
        if (found.length >= maxCount) return found;
      }
      if (page.end || page.events.length === 0) return found;
    }
  }

  async headPosition(): Promise<bigint> {
    let before: Position | undefined;
    for (;;) {
      const from = before;
      const raw = await this.collectAll({ direction: BACKWARDS, fromPosition: from ?? END, maxCount: MIN_RAW_PAGE });
      // A backwards read from a position starts before it; dropping what is not older keeps that true.
      const older = from ? raw.filter((resolved) => isBefore(resolved, from)) : raw;
      for (const resolved of older) {
        const event = toRecordedEvent(resolved);
        if (event) return event.globalPosition;
      }
      const oldest = older.length > 0 ? positionOf(older[older.length - 1]!) : undefined;
      if (raw.length < MIN_RAW_PAGE || !oldest) return 0n;
      before = oldest;
    }
  }

  async *subscribeToAll(options: SubscribeOptions = {}): AsyncGenerator<SubscriptionMessage> {
    const stop = anySignal([options.signal, this.closing.signal]);
    try {
      if (stop.signal.aborted) return;
      let delivered = options.after ?? 0n;
      let cursor = toReadPosition(delivered);

      const head = await this.rawHead(stop.signal).catch(quietlyIf(stop.signal));
      if (stop.signal.aborted) return;
      let behind = head !== undefined && isPositionAfter(head, cursor);
      while (behind) {
        const page = await this.readRawPage(cursor, this.pageSize, stop.signal).catch(quietlyIf(stop.signal));
        if (!page) return;
        for (const resolved of page.events) {
          cursor = positionOf(resolved) ?? cursor;
          const event = toRecordedEvent(resolved);
          if (!event || event.globalPosition <= delivered) continue;
          yield messageOf(event, options.eventTypes);
          delivered = event.globalPosition;
          if (stop.signal.aborted) return;
        }
        behind = !page.end && page.events.length > 0 && head !== undefined && isPositionAfter(head, cursor);
      }
      yield { kind: 'caught-up', position: delivered };

      for await (const resolved of this.live(cursor, stop.signal)) {
        const event = toRecordedEvent(resolved);
        if (!event || event.globalPosition <= delivered) continue;
        yield messageOf(event, options.eventTypes);
        delivered = event.globalPosition;
      }
    } finally {
      stop.dispose();
    }
  }

  async close(): Promise<void> {
    if (this.closing.signal.aborted) return;
    this.closing.abort();
    await this.client.dispose();
  }

  private assertOpen(): void {
    if (this.closing.signal.aborted) throw new EventStoreClosedError();
  }

  /** Live `$all` events after `cursor` until `signal` aborts; the server subscription is always cancelled. */
  private async *live(cursor: ReadPosition, signal: AbortSignal): AsyncGenerator<AllStreamResolvedEvent> {
    if (signal.aborted) return;
    const subscription = this.client.subscribeToAll({ fromPosition: cursor, filter: excludeSystemEvents() });
    let last = cursor;
    try {
      for await (const resolved of itemsOf<AllStreamResolvedEvent>(subscription, signal)) {
        // The subscription includes the event at its start position.
        if (!isAfter(resolved, last)) continue;
        last = positionOf(resolved) ?? last;
        yield resolved;
      }
    } finally {
      await subscription.unsubscribe().catch(() => undefined);
      subscription.destroy();
    }
  }

  /** Up to `count` raw `$all` events strictly after `cursor` (the server's start is inclusive). */
  private async readRawPage(cursor: ReadPosition, count: number, signal?: AbortSignal): Promise<RawPage> {
    const requested = cursor === START ? count : count + 1;
    const raw = await this.collectAll({ direction: FORWARDS, fromPosition: cursor, maxCount: requested }, signal);
    return { events: eventsAfter(raw, cursor), end: raw.length < requested };
  }

  /** The position of the newest record in `$all`, system events included. */
  private async rawHead(signal?: AbortSignal): Promise<Position | undefined> {
    const [newest] = await this.collectAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 }, signal);
    return newest ? positionOf(newest) : undefined;
  }

  private async currentRevision(streamId: string): Promise<bigint> {
    const [last] = await this.collectStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
    return last?.event?.revision ?? NO_STREAM_REVISION;
  }

  /** Revision and position of an append's last event, read back from the stream. */
  private async readBackAppend(
    streamId: string,
    events: readonly EventToAppend[],
    revision: bigint,
  ): Promise<AppendResult> {
    const lastId = events[events.length - 1]!.eventId;
    const [last] = await this.collectStream(streamId, { direction: FORWARDS, fromRevision: revision, maxCount: 1 });
    if (last?.event?.id !== lastId) {
      throw new Error(`Append to ${streamId} succeeded, but revision ${revision} is not event ${lastId}`);
    }
    const position = positionOf(last);
    if (!position) throw new PositionUnavailableError(streamId, lastId);
    return { nextExpectedRevision: revision, position: position.commit };
  }

  private async collectAll(
    options: ClientReadAllOptions,
    signal: AbortSignal = this.closing.signal,
  ): Promise<AllStreamResolvedEvent[]> {
    return collect<AllStreamResolvedEvent>(this.client.readAll(options), signal);
  }

  private async collectStream(
    streamId: string,
    options: Parameters<EventStoreDBClient['readStream']>[1],
  ): Promise<ResolvedEvent[]> {
    try {
      return await collect<ResolvedEvent>(this.client.readStream(streamId, options), this.closing.signal);
    } catch (error) {
      if (isStreamNotFoundError(error)) return [];
      throw error;
    }
  }
}

class EventStoreClosedError extends Error {
  constructor() {
    super('The EventStoreDB event store is closed');
    this.name = 'EventStoreClosedError';
  }
}

/**
 * What `itemsOf` needs of a Node readable stream. Structural, because the client's streams are typed
 * with its own copy of `@types/node`, which does not match ours.
 */
export interface ObjectStream {
  read(): unknown;
  readonly destroyed: boolean;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * The items of an object-mode stream, pulled one at a time so the stream keeps its backpressure. Ends
 * when the stream ends or `signal` aborts, whichever is first; the caller owns cancelling the stream.
 * (The client's read and subscription streams never end once their gRPC call is cancelled, so waiting
 * on them alone could hang.)
 */
export async function* itemsOf<T>(stream: ObjectStream, signal: AbortSignal): AsyncGenerator<T> {
  let wake: (() => void) | undefined;
  let ended = false;
  let failed = false;
  let failure: unknown;
  const notify = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const onEnd = () => {
    ended = true;
    notify();
  };
  const onError = (error: unknown) => {
    failed = true;
    failure = error;
    notify();
  };
  stream.on('readable', notify);
  stream.on('end', onEnd);
  stream.on('error', onError);
  stream.on('close', notify);
  signal.addEventListener('abort', notify);
  try {
    for (;;) {
      if (signal.aborted) return;
      if (failed) throw failure;
      const item = stream.read() as T | null;
      if (item !== null) {
        yield item;
        continue;
      }
      if (ended) return;
      // Destroyed without an end or an error: what was read is not all there is.
      if (stream.destroyed) throw new Error('The EventStoreDB read stream closed before its end');
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    signal.removeEventListener('abort', notify);
    stream.off('readable', notify);
    stream.off('end', onEnd);
    stream.off('error', onError);
    stream.off('close', notify);
    // A late failure of a stream nobody reads any more must not become an uncaught exception.
    stream.on('error', () => undefined);
  }
}

/** Every item of a finite client read; an abort cancels the read and fails with EventStoreClosedError. */
async function collect<T>(
  read: ObjectStream & { cancel(): Promise<void>; destroy(): unknown },
  signal: AbortSignal,
): Promise<T[]> {
  const items: T[] = [];
  try {
    for await (const item of itemsOf<T>(read, signal)) items.push(item);
  } finally {
    if (signal.aborted) await read.cancel().catch(() => undefined);
    read.destroy();
  }
  if (signal.aborted) throw new EventStoreClosedError();
  return items;
}

/** An abort signal that follows any of `signals`; `dispose` detaches it from them. */
function anySignal(signals: ReadonlyArray<AbortSignal | undefined>): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const abort = () => controller.abort();
  for (const signal of signals) {
    if (signal?.aborted) controller.abort();
    else signal?.addEventListener('abort', abort, { once: true });
  }
  return {
    signal: controller.signal,
    dispose: () => signals.forEach((signal) => signal?.removeEventListener('abort', abort)),
  };
}

/** For reads a subscription makes: an abort ends the subscription instead of failing it. */
function quietlyIf(signal: AbortSignal): (error: unknown) => undefined {
  return (error) => {
    if (signal.aborted) return undefined;
    throw error;
  };
}

function isBefore(resolved: AllStreamResolvedEvent, cursor: Position): boolean {
  const position = positionOf(resolved);
  return position !== undefined && comparePositions(position, cursor) < 0;
}

/**
 * A filtered subscription is filtered here, in the client: an event of another type is passed on as
 * a checkpoint at its position (the server's own filter would save the transfer, not the order).
 */
function messageOf(event: RecordedEvent, eventTypes: ReadonlySet<string> | undefined): SubscriptionMessage {
  return !eventTypes || eventTypes.has(event.type)
    ? { kind: 'event', event }
    : { kind: 'checkpoint', position: event.globalPosition };
}
