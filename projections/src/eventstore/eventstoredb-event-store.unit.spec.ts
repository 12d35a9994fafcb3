/**
 * The EventStoreDB adapter's translations, checked against the client's own error classes and the event
 * shapes its typings define (what the client hands back after decoding the gRPC messages). No server.
 */
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  ANY,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError as ClientStreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamBinaryRecordedEvent,
  type AllStreamJSONRecordedEvent,
  type AllStreamResolvedEvent,
  type EventData,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  assertExpectedRevision,
  UnstorableEventError,
  WrongExpectedRevisionError,
  type EventToAppend,
} from './event-store';
import { EventStoreDbEventStore, itemsOf } from './eventstoredb-event-store';
import {
  PositionUnavailableError,
  UNKNOWN_POSITION,
  comparePositions,
  eventsAfter,
  fromClientExpectedRevision,
  isStreamNotFoundError,
  isSystemEventType,
  isWrongExpectedVersionError,
  toClientExpectedRevision,
  toEventData,
  toReadPosition,
  toRecordedEvent,
  toWrongExpectedRevisionError,
} from './eventstoredb-mapping';
import { testEvent, testMetadata } from '../testing/events';

const created = new Date('2026-11-01T10:00:01.234Z');

function at(commit: bigint, prepare = commit): Position {
  return { commit, prepare };
}

/** Stored JSON comes back parsed from bytes, never as the object that was sent; absent stays absent. */
function overTheWire<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** What the client yields for an event it read from `$all`. */
function fromAll(
  sent: EventData,
  options: { streamId?: string; revision?: bigint; position?: Position } = {},
): AllStreamResolvedEvent {
  if (sent.contentType !== 'application/json') throw new Error('only JSON events are built here');
  const position = options.position ?? at(1000n);
  const event: AllStreamJSONRecordedEvent = {
    streamId: options.streamId ?? 'ticket-type-1',
    id: sent.id,
    isJson: true,
    revision: options.revision ?? 0n,
    type: sent.type,
    created,
    data: overTheWire(sent.data),
    metadata: overTheWire(sent.metadata),
    position,
  };
  return { event, commitPosition: position.commit };
}

function foreignEvent(type: string, metadata: Record<string, unknown> | undefined, position = at(500n)) {
  return fromAll({ id: randomUUID(), contentType: 'application/json', type, data: {}, metadata }, { position });
}

describe('EventStoreDB mapping: expected revisions', () => {
  it.each([
    ['no_stream', NO_STREAM],
    ['any', ANY],
    ['stream_exists', STREAM_EXISTS],
    [7n, 7n],
  ] as const)('maps the port expected revision %p to the client value %p and back', (port, client) => {
    expect(toClientExpectedRevision(port)).toBe(client);
    expect(fromClientExpectedRevision(client)).toBe(port);
  });

  it('reads the legacy numeric expected versions a server error may carry', () => {
    expect(fromClientExpectedRevision(-1n)).toBe('no_stream');
    expect(fromClientExpectedRevision(-2n)).toBe('any');
    expect(fromClientExpectedRevision(-4n)).toBe('stream_exists');
    expect(fromClientExpectedRevision(0n)).toBe(0n);
  });

  it.each([
    ['any', -1n, true],
    ['any', 3n, true],
    ['no_stream', -1n, true],
    ['no_stream', 0n, false],
    ['stream_exists', 0n, true],
    ['stream_exists', -1n, false],
    [2n, 2n, true],
    [2n, 3n, false],
    [0n, -1n, false],
  ] as const)('settles expected %p against current revision %p locally (ok: %p)', (expected, current, ok) => {
    const check = () => assertExpectedRevision('s-1', expected, current);
    if (ok) expect(check).not.toThrow();
    else expect(check).toThrow(WrongExpectedRevisionError);
  });

  it('reports a missing stream as no_stream, not -1, when settling locally', () => {
    expect(() => assertExpectedRevision('s-1', 0n, -1n)).toThrow(
      expect.objectContaining({ streamId: 's-1', expected: 0n, actual: 'no_stream' }),
    );
  });
});

describe('EventStoreDB mapping: wrong expected version', () => {
  it('given the client error for a stale revision, then the port error carries stream, expected and actual', () => {
    const clientError = new WrongExpectedVersionError(undefined, { streamName: 'cart-1', expected: 1n, current: 2n });

    expect(isWrongExpectedVersionError(clientError)).toBe(true);
    const error = toWrongExpectedRevisionError(clientError, 'cart-1');

    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ name: 'WrongExpectedRevisionError', streamId: 'cart-1', expected: 1n, actual: 2n });
    expect(error.message).toBe('Stream cart-1: expected revision 1, actual 2');
  });

  it('given the client error for an existing stream expected absent, then expected is no_stream', () => {
    const clientError = new WrongExpectedVersionError(undefined, {
      streamName: 'cart-1',
      expected: NO_STREAM,
      current: 0n,
    });
    expect(toWrongExpectedRevisionError(clientError, 'cart-1')).toMatchObject({ expected: 'no_stream', actual: 0n });
  });

  it('given the client error for a missing stream, then actual is no_stream, also when sent as -1', () => {
    const named = new WrongExpectedVersionError(undefined, {
      streamName: 'cart-1',
      expected: STREAM_EXISTS,
      current: 'no_stream',
    });
    const numeric = new WrongExpectedVersionError(undefined, { streamName: 'cart-1', expected: 0n, current: -1n });

    expect(toWrongExpectedRevisionError(named, 'cart-1')).toMatchObject({
      expected: 'stream_exists',
      actual: 'no_stream',
    });
    expect(toWrongExpectedRevisionError(numeric, 'cart-1')).toMatchObject({ expected: 0n, actual: 'no_stream' });
  });

  it('tells the client errors apart by type', () => {
    const notFound = new ClientStreamNotFoundError(undefined, 'cart-1');
    expect(isWrongExpectedVersionError(notFound)).toBe(false);
    expect(isWrongExpectedVersionError(new Error('boom'))).toBe(false);
    expect(isWrongExpectedVersionError(undefined)).toBe(false);
    expect(isStreamNotFoundError(notFound)).toBe(true);
    expect(
      isStreamNotFoundError(new WrongExpectedVersionError(undefined, { streamName: 's', expected: 0n, current: 1n })),
    ).toBe(false);
    expect(isStreamNotFoundError(null)).toBe(false);
  });
});

describe('EventStoreDB mapping: events', () => {
  const metadata = testMetadata({ actor: { kind: 'user', userId: randomUUID(), role: 'admin' } });
  const toAppend: EventToAppend = {
    eventId: randomUUID(),
    type: 'TicketTypeAdded',
    version: 3,
    data: { price: 1999, name: { lt: 'Ąžuolas', en: 'Oak' }, tags: ['a', 'b'] },
    metadata,
  };

  it('writes a JSON event with the version and EventStoreDB correlation/causation ids in its metadata', () => {
    expect(toEventData(toAppend)).toEqual({
      id: toAppend.eventId,
      contentType: 'application/json',
      type: 'TicketTypeAdded',
      data: toAppend.data,
      metadata: {
        ...metadata,
        $v: 3,
        $correlationId: metadata.correlationId,
        $causationId: metadata.causationId,
      },
    });
  });

  it('given an event read back from $all, then data, version and metadata round-trip exactly', () => {
    const resolved = fromAll(toEventData(toAppend), { streamId: 'ticket-type-9', revision: 4n, position: at(8812n) });

    expect(toRecordedEvent(resolved)).toStrictEqual({
      eventId: toAppend.eventId,
      streamId: 'ticket-type-9',
      streamRevision: 4n,
      globalPosition: 8812n,
      type: 'TicketTypeAdded',
      version: 3,
      data: toAppend.data,
      metadata,
      recordedAt: created,
    });
  });

  it('given a stream read carrying the $all position, then the global position is its commit position', () => {
    const { event } = fromAll(toEventData(toAppend), { position: at(42n) });
    const fromStream: ResolvedEvent = { event };
    expect(toRecordedEvent(fromStream)?.globalPosition).toBe(42n);
  });

  it('given one of our events without a usable position, then it fails instead of inventing one', () => {
    const { event } = fromAll(toEventData(toAppend));
    const withoutPosition: ResolvedEvent = { event: { ...event!, position: undefined } };
    const unknownPosition: ResolvedEvent = { event: { ...event!, position: at(UNKNOWN_POSITION) } };

    expect(() => toRecordedEvent(withoutPosition)).toThrow(PositionUnavailableError);
    expect(() => toRecordedEvent(unknownPosition)).toThrow(PositionUnavailableError);
  });

  it.each(['$metadata', '$>', '$UserCreated', '$statsCollected'])('skips the system event type %s', (type) => {
    expect(isSystemEventType(type)).toBe(true);
    expect(toRecordedEvent(fromAll({ ...toEventData(toAppend), type }))).toBeUndefined();
  });

  it('skips events other writers put in $all', () => {
    const ourMetadata = toEventData(testEvent()).metadata as Record<string, unknown>;
    const { $v: _version, ...withoutVersion } = ourMetadata;
    const { actor: _actor, ...withoutActor } = ourMetadata;

    expect(toRecordedEvent(foreignEvent('OrderPlaced', undefined))).toBeUndefined();
    expect(toRecordedEvent(foreignEvent('OrderPlaced', { $correlationId: 'x' }))).toBeUndefined();
    expect(toRecordedEvent(foreignEvent('OrderPlaced', withoutVersion))).toBeUndefined();
    expect(toRecordedEvent(foreignEvent('OrderPlaced', withoutActor))).toBeUndefined();
    expect(toRecordedEvent(foreignEvent('OrderPlaced', { ...ourMetadata, $v: '1' }))).toBeUndefined();
    expect(toRecordedEvent(foreignEvent('OrderPlaced', { ...ourMetadata, $v: 1.5 }))).toBeUndefined();
    expect(toRecordedEvent(foreignEvent('OrderPlaced', ourMetadata))).toBeDefined();
  });

  it('skips binary events and resolved links without an event', () => {
    const binary: AllStreamBinaryRecordedEvent = {
      streamId: 'blobs',
      id: randomUUID(),
      isJson: false,
      revision: 0n,
      type: 'BlobStored',
      created,
      data: new Uint8Array([1, 2, 3]),
      metadata: overTheWire(toEventData(testEvent()).metadata) as Record<string, unknown>,
      position: at(10n),
    };
    expect(toRecordedEvent({ event: binary, commitPosition: 10n })).toBeUndefined();
    expect(toRecordedEvent({ commitPosition: 10n })).toBeUndefined();
  });
});

describe('EventStoreDB mapping: positions', () => {
  const event = (commit: bigint) => fromAll(toEventData(testEvent()), { position: at(commit) });

  it('reads from the start for position 0 and from the event itself otherwise', () => {
    expect(toReadPosition(0n)).toBe(START);
    expect(toReadPosition(1234n)).toEqual({ commit: 1234n, prepare: 1234n });
  });

  it('given a read that starts at the event of the position, then that first event is dropped', () => {
    const read = [event(100n), event(250n), event(300n)];

    const after = eventsAfter(read, toReadPosition(100n));

    expect(after.map((e) => e.event?.position?.commit)).toEqual([250n, 300n]);
  });

  it('keeps everything read from the start and nothing at or before the cursor', () => {
    const read = [event(100n), event(250n)];
    expect(eventsAfter(read, START)).toHaveLength(2);
    expect(eventsAfter(read, at(250n))).toEqual([]);
    expect(eventsAfter(read, at(99n))).toHaveLength(2);
  });

  it('orders positions by commit, then prepare', () => {
    expect(comparePositions(at(1n), at(2n))).toBeLessThan(0);
    expect(comparePositions(at(5n, 1n), at(5n, 3n))).toBeLessThan(0);
    expect(comparePositions(at(5n, 3n), at(5n, 3n))).toBe(0);
    expect(comparePositions(at(6n, 0n), at(5n, 9n))).toBeGreaterThan(0);
  });
});

describe('EventStoreDB adapter: reading a client stream', () => {
  const listeners = (stream: PassThrough) =>
    ['readable', 'end', 'close'].reduce((sum, name) => sum + stream.listenerCount(name), 0);

  it('yields every item, then ends with the stream and lets go of it', async () => {
    const stream = new PassThrough({ objectMode: true });
    const before = listeners(stream);
    stream.write(1);
    stream.write(2);
    setImmediate(() => stream.end(3));

    const items: number[] = [];
    for await (const item of itemsOf<number>(stream, new AbortController().signal)) items.push(item);

    expect(items).toEqual([1, 2, 3]);
    expect(listeners(stream)).toBe(before);
  });

  it('given a stream that never ends, when the signal aborts, then the reading ends', async () => {
    const stream = new PassThrough({ objectMode: true });
    const controller = new AbortController();
    stream.write('first');

    const items: string[] = [];
    for await (const item of itemsOf<string>(stream, controller.signal)) {
      items.push(item);
      setImmediate(() => controller.abort());
    }

    expect(items).toEqual(['first']);
  });

  it('fails with the error the stream fails with, and survives its later errors', async () => {
    const stream = new PassThrough({ objectMode: true });
    const failure = new ClientStreamNotFoundError(undefined, 'missing');
    setImmediate(() => stream.emit('error', failure));

    const reading = (async () => {
      for await (const _ of itemsOf(stream, new AbortController().signal));
    })();

    await expect(reading).rejects.toBe(failure);
    expect(() => stream.emit('error', new Error('late'))).not.toThrow();
  });

  it('fails when the stream is destroyed before its end', async () => {
    const stream = new PassThrough({ objectMode: true });
    setImmediate(() => stream.destroy());

    const reading = (async () => {
      for await (const _ of itemsOf(stream, new AbortController().signal));
    })();

    await expect(reading).rejects.toThrow('closed before its end');
  });
});

describe('EventStoreDB adapter: unstorable text', () => {
  it('refuses an append with a NUL or an unpaired surrogate as every adapter does, before asking a server', async () => {
    // Nothing listens on this port: an append that reached the client would fail otherwise.
    const store = await EventStoreDbEventStore.connect('esdb://127.0.0.1:1?tls=false');
    try {
      await expect(
        store.appendToStream('order-1', [testEvent('OrderPlaced', { buyer: { firstName: 'Ona\u0000' } })]),
      ).rejects.toMatchObject({ name: 'UnstorableEventError', eventIndex: 0, path: ['data', 'buyer', 'firstName'] });
      await expect(store.appendToStream('order-\ud800', [testEvent()])).rejects.toBeInstanceOf(UnstorableEventError);
    } finally {
      await store.close();
    }
  });
});
