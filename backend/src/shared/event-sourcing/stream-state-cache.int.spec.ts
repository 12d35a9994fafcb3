import { PostgresEventStore, type EventStore, type ReadStreamOptions } from '@ticketshop/projections';
import { createTestDatabase, testEvent, uniqueStream, type TestDatabase } from '@ticketshop/projections/testing';
import { StreamStateCache } from './stream-state-cache';

/** The store, counting the stream reads that reach it. */
function countingReads(store: EventStore): { store: EventStore; reads: () => number } {
  let reads = 0;
  const counted = Object.create(store) as EventStore;
  counted.readStream = (streamId: string, options?: ReadStreamOptions) => {
    reads++;
    return store.readStream(streamId, options);
  };
  return { store: counted, reads: () => reads };
}

describe('StreamStateCache', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    database = await createTestDatabase();
    store = await PostgresEventStore.create(database);
  });
  afterEach(() => database.dispose());

  /** A cache whose state is the list of the stream's event types. */
  const typesCache = (source: EventStore) =>
    new StreamStateCache<string[], { type: string; data: Record<string, unknown> }>(
      source,
      () => [],
      (state, events) => [...state, ...events.map((event) => event.type)],
    );
  const countingCache = () => {
    const counting = countingReads(store);
    return { cache: typesCache(counting.store), reads: counting.reads };
  };

  it('given many loads of one stream at once, then they share reads and all see its events', async () => {
    const stream = uniqueStream('catalog-event');
    await store.appendToStream(stream, [testEvent('CatalogEventPublished'), testEvent('CatalogEventFeatured')]);
    const { cache, reads } = countingCache();

    const loaded = await Promise.all(Array.from({ length: 50 }, () => cache.load(stream)));

    expect(loaded.every((entry) => entry.state.join() === 'CatalogEventPublished,CatalogEventFeatured')).toBe(true);
    expect(reads()).toBe(2);
  });

  it('given a load that asks while a read is in flight, then it waits for a read that sees an append made meanwhile', async () => {
    const stream = uniqueStream('catalog-event');
    await store.appendToStream(stream, [testEvent('CatalogEventPublished')]);
    const { cache } = countingCache();

    const first = cache.load(stream);
    await store.appendToStream(stream, [testEvent('CatalogEventUnpublished')]);
    const second = cache.load(stream);

    expect((await second).state).toEqual(['CatalogEventPublished', 'CatalogEventUnpublished']);
    expect((await first).state.length).toBeGreaterThanOrEqual(1);
    expect((await cache.load(stream)).revision).toBe(1n);
  });

  it('given a failed read, then the loads waiting for the next read still get the stream', async () => {
    const stream = uniqueStream('catalog-event');
    await store.appendToStream(stream, [testEvent('CatalogEventPublished')]);
    let failNext = true;
    const flaky = Object.create(store) as EventStore;
    flaky.readStream = (streamId, options) => {
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('connection lost'));
      }
      return store.readStream(streamId, options);
    };
    const cache = typesCache(flaky);

    const [failed, waited] = await Promise.allSettled([cache.load(stream), cache.load(stream)]);

    expect(failed.status).toBe('rejected');
    expect(waited).toMatchObject({ status: 'fulfilled', value: { state: ['CatalogEventPublished'] } });
  });
});
