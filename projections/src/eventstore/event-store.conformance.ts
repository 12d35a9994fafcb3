/**
 * What every EventStore adapter must do. Each adapter's spec calls `describeEventStoreConformance` with
 * a factory; streams are unique per test so the suite also runs against a shared server.
 */
import { randomUUID } from 'node:crypto';
import {
  UnstorableEventError,
  WrongExpectedRevisionError,
  type EventStore,
  type EventToAppend,
  type SubscriptionMessage,
} from './event-store';
import { testEvent, testMetadata, uniqueStream } from '../testing/events';

/**
 * Readers of the whole log may hold back committed events while an older transaction is still in
 * flight (any transaction of the database server), so a reader waits until the head includes a write.
 */
async function headReaches(store: EventStore, position: bigint, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await store.headPosition()) < position) {
    if (Date.now() > deadline) throw new Error(`the log head did not reach ${position} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface ConformanceTarget {
  store: EventStore;
  dispose(): Promise<void>;
}

export function describeEventStoreConformance(name: string, open: () => Promise<ConformanceTarget>): void {
  describe(`EventStore conformance: ${name}`, () => {
    let target: ConformanceTarget;
    let store: EventStore;

    beforeAll(async () => {
      target = await open();
      store = target.store;
    });
    afterAll(async () => {
      await target?.dispose();
    });

    describe('appending', () => {
      it('given no stream, when appending with no_stream, then the events get revisions from 0 and read back intact', async () => {
        const stream = uniqueStream();
        const metadata = testMetadata({ actor: { kind: 'user', userId: randomUUID(), role: 'admin' } });
        const first = {
          ...testEvent('TicketTypeAdded', { price: 1999, name: { lt: 'Ąžuolas', en: 'Oak' } }),
          metadata,
        };
        const second = testEvent('CatalogEventPublished', { nested: { list: [1, 2, 3] } });

        const result = await store.appendToStream(stream, [first, second], { expectedRevision: 'no_stream' });

        expect(result.nextExpectedRevision).toBe(1n);
        const events = await store.readStream(stream);
        expect(events.map((e) => [e.streamRevision, e.type, e.eventId])).toEqual([
          [0n, 'TicketTypeAdded', first.eventId],
          [1n, 'CatalogEventPublished', second.eventId],
        ]);
        expect(events[0]!.data).toEqual(first.data);
        expect(events[0]!.metadata).toEqual(metadata);
        expect(events[0]!.version).toBe(1);
        expect(events[1]!.globalPosition).toBeGreaterThan(events[0]!.globalPosition);
        expect(result.position).toBe(events[1]!.globalPosition);
        expect(events[0]!.recordedAt).toBeInstanceOf(Date);
      });

      it('given an existing stream, when appending with no_stream, then it fails with a wrong expected revision', async () => {
        const stream = uniqueStream();
        await store.appendToStream(stream, [testEvent()]);

        await expect(
          store.appendToStream(stream, [testEvent()], { expectedRevision: 'no_stream' }),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('given a stream at revision 1, when appending at exact revision 1, then it succeeds, and a stale revision fails', async () => {
        const stream = uniqueStream();
        await store.appendToStream(stream, [testEvent(), testEvent()]);

        const result = await store.appendToStream(stream, [testEvent()], { expectedRevision: 1n });
        expect(result.nextExpectedRevision).toBe(2n);

        const stale = store.appendToStream(stream, [testEvent()], { expectedRevision: 1n });
        await expect(stale).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', streamId: stream, actual: 2n });
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('given no stream, when appending with stream_exists or an exact revision, then it fails', async () => {
        const stream = uniqueStream();
        await expect(
          store.appendToStream(stream, [testEvent()], { expectedRevision: 'stream_exists' }),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(store.appendToStream(stream, [testEvent()], { expectedRevision: 0n })).rejects.toBeInstanceOf(
          WrongExpectedRevisionError,
        );
        expect(await store.readStream(stream)).toEqual([]);
      });

      it('given any stream state, when appending with any, then it succeeds', async () => {
        const stream = uniqueStream();
        await store.appendToStream(stream, [testEvent()], { expectedRevision: 'any' });
        const result = await store.appendToStream(stream, [testEvent()], { expectedRevision: 'any' });
        expect(result.nextExpectedRevision).toBe(1n);
        const exists = await store.appendToStream(stream, [testEvent()], { expectedRevision: 'stream_exists' });
        expect(exists.nextExpectedRevision).toBe(2n);
      });

      it('given events already appended, when the same events are appended again, then they are stored once', async () => {
        const stream = uniqueStream();
        const events = [testEvent(), testEvent()];
        const first = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });

        const again = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });

        expect(again).toEqual(first);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('given many writers at the same expected revision, then exactly one wins and the rest are told the revision moved', async () => {
        const stream = uniqueStream();
        await store.appendToStream(stream, [testEvent()]);

        const outcomes = await Promise.allSettled(
          Array.from({ length: 10 }, () => store.appendToStream(stream, [testEvent()], { expectedRevision: 0n })),
        );

        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
          expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
        }
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('given text with a NUL or an unpaired surrogate anywhere in an event, then the append is refused as unstorable and stores nothing', async () => {
        const cases: { event: EventToAppend; index: number; path: (string | number)[] }[] = [
          {
            event: testEvent('Named', { buyer: { firstName: 'Ona\u0000' } }),
            index: 0,
            path: ['data', 'buyer', 'firstName'],
          },
          { event: testEvent('Named', { ['key\ud800']: 'value' }), index: 1, path: ['data', 'key\ud800'] },
          { event: testEvent('Named', { lines: ['ok', 'x\udc00y'] }), index: 1, path: ['data', 'lines', 1] },
          { event: testEvent('Bad\u0000Type'), index: 1, path: ['type'] },
          {
            event: { ...testEvent(), metadata: testMetadata({ correlationId: '\ud83c' }) },
            index: 1,
            path: ['metadata', 'correlationId'],
          },
        ];
        for (const { event, index, path } of cases) {
          const stream = uniqueStream('unstorable');
          const events = index === 0 ? [event, testEvent()] : [testEvent(), event];

          const refused = await store.appendToStream(stream, events).catch((error: unknown) => error);

          expect(refused).toBeInstanceOf(UnstorableEventError);
          expect(refused).toMatchObject({ streamId: stream, eventIndex: index, path });
          expect(await store.readStream(stream)).toEqual([]);
        }
      });

      it('given a stream id with a NUL or an unpaired surrogate, or data that is not JSON, then the append is refused as unstorable', async () => {
        for (const stream of [`${uniqueStream()}\u0000`, `${uniqueStream()}\ud800`]) {
          await expect(store.appendToStream(stream, [testEvent()])).rejects.toMatchObject({
            name: 'UnstorableEventError',
            eventIndex: null,
          });
        }
        const stream = uniqueStream();
        await expect(store.appendToStream(stream, [testEvent('Counted', { count: 1n })])).rejects.toMatchObject({
          name: 'UnstorableEventError',
          eventIndex: 0,
          reason: 'the event is not JSON',
        });
        expect(await store.readStream(stream)).toEqual([]);
      });

      it('given text that only looks like an unstorable character, then it is stored and read back as written', async () => {
        const stream = uniqueStream();
        const data = {
          escaped: 'a literal \\u0000 and \\\\ud800, not the characters',
          paired: 'Bilietas 🎫 į 𝄞',
          control: 'tab\tbell\u0007',
        };

        await store.appendToStream(stream, [testEvent('Written', data)]);

        expect((await store.readStream(stream))[0]!.data).toEqual(data);
      });
    });

    describe('reading a stream', () => {
      it('reads forwards and backwards, from a revision, at most maxCount', async () => {
        const stream = uniqueStream();
        await store.appendToStream(
          stream,
          [0, 1, 2, 3, 4].map((n) => testEvent('Numbered', { n })),
        );

        const revisions = async (options: Parameters<EventStore['readStream']>[1]) =>
          (await store.readStream(stream, options)).map((e) => e.data.n);

        expect(await revisions({})).toEqual([0, 1, 2, 3, 4]);
        expect(await revisions({ direction: 'backwards' })).toEqual([4, 3, 2, 1, 0]);
        expect(await revisions({ fromRevision: 2n })).toEqual([2, 3, 4]);
        expect(await revisions({ direction: 'backwards', fromRevision: 2n, maxCount: 2 })).toEqual([2, 1]);
        expect(await revisions({ maxCount: 1 })).toEqual([0]);
      });

      it('reads a stream that does not exist as empty', async () => {
        expect(await store.readStream(uniqueStream())).toEqual([]);
      });
    });

    describe('reading all', () => {
      it('reads every stream in append order after a position, at most maxCount', async () => {
        const start = await store.headPosition();
        const a = uniqueStream('a');
        const b = uniqueStream('b');
        await store.appendToStream(a, [testEvent('One')]);
        await store.appendToStream(b, [testEvent('Two')]);
        const last = await store.appendToStream(a, [testEvent('Three')]);
        await headReaches(store, last.position);

        const mine = (await store.readAll({ after: start, maxCount: 10_000 })).filter((e) =>
          [a, b].includes(e.streamId),
        );
        expect(mine.map((e) => e.type)).toEqual(['One', 'Two', 'Three']);
        const positions = mine.map((e) => e.globalPosition);
        expect([...positions].sort((x, y) => (x < y ? -1 : 1))).toEqual(positions);

        const afterFirst = (await store.readAll({ after: mine[0]!.globalPosition, maxCount: 10_000 })).filter((e) =>
          [a, b].includes(e.streamId),
        );
        expect(afterFirst.map((e) => e.type)).toEqual(['Two', 'Three']);
        expect(await store.readAll({ after: start, maxCount: 1 })).toHaveLength(1);
        expect(await store.headPosition()).toBeGreaterThanOrEqual(mine[2]!.globalPosition);
      });
    });

    describe('subscribing to all', () => {
      it('catches up from a position, says so, then delivers new events live', async () => {
        const start = await store.headPosition();
        const stream = uniqueStream();
        const before = await store.appendToStream(stream, [testEvent('Before')]);
        await headReaches(store, before.position);
        const controller = new AbortController();
        const received: SubscriptionMessage[] = [];
        let caughtUp!: () => void;
        const caughtUpSeen = new Promise<void>((resolve) => (caughtUp = resolve));
        let live!: () => void;
        const liveSeen = new Promise<void>((resolve) => (live = resolve));

        const consuming = (async () => {
          for await (const message of store.subscribeToAll({ after: start, signal: controller.signal })) {
            if (message.kind === 'caught-up') {
              received.push(message);
              caughtUp();
            } else if (message.kind === 'event' && message.event.streamId === stream) {
              received.push(message);
              if (message.event.type === 'Live') live();
            }
          }
        })();

        await caughtUpSeen;
        await store.appendToStream(stream, [testEvent('Live')]);
        await liveSeen;
        controller.abort();
        await consuming;

        expect(received.map((m) => (m.kind === 'event' ? m.event.type : m.kind))).toEqual([
          'Before',
          'caught-up',
          'Live',
        ]);
      }, 60_000);

      it('given event types, delivers only those, and checkpoints past the others, catching up and live', async () => {
        const start = await store.headPosition();
        const stream = uniqueStream();
        const types = new Set([`Wanted-${stream}`]);
        const wanted = () => testEvent(`Wanted-${stream}`);
        await store.appendToStream(stream, [wanted(), testEvent('Other'), wanted()]);
        const skippedBefore = await store.appendToStream(stream, [testEvent('Other')]);
        await headReaches(store, skippedBefore.position);
        const controller = new AbortController();
        const events: string[] = [];
        let passed = start;
        const waiters: { position: bigint; resolve: () => void }[] = [];
        const reached = (position: bigint) =>
          new Promise<void>((resolve) => {
            if (passed >= position) resolve();
            else waiters.push({ position, resolve });
          });

        const consuming = (async () => {
          for await (const message of store.subscribeToAll({
            after: start,
            signal: controller.signal,
            eventTypes: types,
          })) {
            if (message.kind === 'event') {
              events.push(
                `${message.event.type === `Wanted-${stream}` ? 'wanted' : 'other'}@${message.event.streamRevision}`,
              );
              passed = message.event.globalPosition;
            } else {
              passed = passed > message.position ? passed : message.position;
            }
            for (const waiter of waiters.filter((w) => passed >= w.position)) waiter.resolve();
          }
        })();

        await reached(skippedBefore.position);
        expect(events).toEqual(['wanted@0', 'wanted@2']);
        const skippedLive = await store.appendToStream(stream, [testEvent('Other')]);
        await reached(skippedLive.position);
        expect(events).toEqual(['wanted@0', 'wanted@2']);
        const deliveredLive = await store.appendToStream(stream, [wanted()]);
        await reached(deliveredLive.position);
        controller.abort();
        await consuming;

        expect(events).toEqual(['wanted@0', 'wanted@2', 'wanted@5']);
      }, 60_000);
    });
  });
}
