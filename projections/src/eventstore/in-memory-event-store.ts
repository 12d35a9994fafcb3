import {
  assertExpectedRevision,
  serializeForAppend,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type SubscriptionMessage,
} from './event-store';

const NO_STREAM = -1n;

/** The event store in process memory, for fast specs without a database; not a storage mode of the shop. */
export class InMemoryEventStore implements EventStore {
  /** The whole log; an event's global position is its index plus one. */
  private readonly log: RecordedEvent[] = [];
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly byEventId = new Map<string, RecordedEvent>();
  /** Live subscribers waiting for the next append (or for close). */
  private readonly waiting = new Set<() => void>();
  private closed = false;

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    const json = serializeForAppend(streamId, events);
    const stream = this.streams.get(streamId) ?? [];
    const current = stream.length === 0 ? NO_STREAM : BigInt(stream.length - 1);
    if (events.length === 0) {
      assertExpectedRevision(streamId, expected, current);
      return { nextExpectedRevision: current, position: this.head() };
    }
    if (new Set(events.map((event) => event.eventId)).size < events.length) {
      throw new Error(`Append to ${streamId} names one event id twice`);
    }
    const stored = events.map((event) => this.byEventId.get(event.eventId)).filter((event) => event !== undefined);
    if (stored.length > 0) {
      // A retry answers as the first append did, whatever revision it now expects.
      if (stored.length === events.length && stored.every((event) => event.streamId === streamId)) {
        const last = stored.reduce((a, b) => (a.globalPosition > b.globalPosition ? a : b));
        return { nextExpectedRevision: last.streamRevision, position: last.globalPosition };
      }
      throw new Error(`Append to ${streamId} repeats some, but not all, event ids of an earlier append`);
    }
    // Checked and applied without an await in between, so of concurrent writers at one revision exactly one wins.
    assertExpectedRevision(streamId, expected, current);
    const recordedAt = new Date();
    for (const text of json) {
      // Stored as the JSON reads back from a database, never as the caller's objects.
      const event = JSON.parse(text) as EventToAppend;
      const recorded: RecordedEvent = {
        eventId: event.eventId,
        streamId,
        streamRevision: BigInt(stream.length),
        globalPosition: BigInt(this.log.length + 1),
        type: event.type,
        version: event.version,
        data: event.data,
        metadata: event.metadata,
        recordedAt,
      };
      stream.push(recorded);
      this.log.push(recorded);
      this.byEventId.set(recorded.eventId, recorded);
    }
    this.streams.set(streamId, stream);
    this.wakeSubscribers();
    return { nextExpectedRevision: BigInt(stream.length - 1), position: this.head() };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    let events = [...(this.streams.get(streamId) ?? [])];
    if (backwards) events.reverse();
    const from = options.fromRevision;
    if (from !== undefined) {
      events = events.filter((event) => (backwards ? event.streamRevision <= from : event.streamRevision >= from));
    }
    return events.slice(0, options.maxCount).map(copyOf);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const start = Number(options.after ?? 0n);
    const end = options.maxCount === undefined ? undefined : start + options.maxCount;
    return this.log.slice(start, end).map(copyOf);
  }

  async headPosition(): Promise<bigint> {
    return this.head();
  }

  async *subscribeToAll(options: SubscribeOptions = {}): AsyncGenerator<SubscriptionMessage> {
    const { signal, eventTypes } = options;
    let position = options.after ?? 0n;
    let caughtUp = false;
    while (!signal?.aborted && !this.closed) {
      const head = this.head();
      for (const event of this.log.slice(Number(position), Number(head))) {
        if (signal?.aborted) return;
        if (eventTypes && !eventTypes.has(event.type)) continue;
        yield { kind: 'event', event: copyOf(event) };
        position = event.globalPosition;
      }
      if (head > position) {
        position = head;
        yield { kind: 'checkpoint', position };
      }
      if (!caughtUp) {
        caughtUp = true;
        yield { kind: 'caught-up', position };
      }
      // Checked and awaited in one step: an append made while the subscriber handled a message is
      // already in the log, so it is never slept through.
      if (this.head() === position) await this.nextAppend(signal);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeSubscribers();
  }

  private head(): bigint {
    return BigInt(this.log.length);
  }

  private nextAppend(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.waiting.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      this.waiting.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  private wakeSubscribers(): void {
    for (const wake of [...this.waiting]) wake();
  }
}

/**
 * Readers get their own copy, as they would from a database. Not structuredClone: under Jest it makes
 * the Date of another realm, which fails `instanceof Date` in the spec that reads it.
 */
function copyOf(event: RecordedEvent): RecordedEvent {
  return {
    ...event,
    data: JSON.parse(JSON.stringify(event.data)) as RecordedEvent['data'],
    metadata: JSON.parse(JSON.stringify(event.metadata)) as RecordedEvent['metadata'],
    recordedAt: new Date(event.recordedAt),
  };
}
