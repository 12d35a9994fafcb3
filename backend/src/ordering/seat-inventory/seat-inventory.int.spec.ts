import { randomUUID } from 'node:crypto';
import { PostgresEventStore, seatInventoryStreamId, UnstorableEventError } from '@ticketshop/projections';
import { createTestDatabase, type TestDatabase } from '@ticketshop/projections/testing';
import { CacheRegistry } from '../../shared/cache-registry';
import { commandMetadata, SYSTEM_ACTOR } from '../../shared/event-sourcing/command-metadata';
import { SeatInventory } from './seat-inventory';

describe('seat inventory: one command the store cannot keep', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    database = await createTestDatabase();
    store = await PostgresEventStore.create(database);
  });
  afterEach(() => database.dispose());

  it('given commands batched into one append, when one holds text the store refuses, then only it fails', async () => {
    const inventory = new SeatInventory(store, new CacheRegistry());
    const catalogEventId = randomUUID();
    const bad = new Set([3, 8, 15]);
    const ticketTypeIds = Array.from({ length: 20 }, (_, index) =>
      bad.has(index) ? `${randomUUID()}${index === 8 ? '\ud800' : '\u0000'}` : randomUUID(),
    );

    const outcomes = await Promise.allSettled(
      ticketTypeIds.map((ticketTypeId, capacity) =>
        inventory.setCapacity({ catalogEventId, ticketTypeId, capacity }, commandMetadata(SYSTEM_ACTOR)),
      ),
    );

    for (const [index, outcome] of outcomes.entries()) {
      if (bad.has(index))
        expect(outcome).toMatchObject({ status: 'rejected', reason: expect.any(UnstorableEventError) });
      else expect(outcome.status).toBe('fulfilled');
    }
    const good = ticketTypeIds.flatMap((id, capacity) => (bad.has(capacity) ? [] : [[id, capacity] as const]));
    expect((await inventory.state(catalogEventId)).capacity).toEqual(new Map(good));
    const stored = await store.readStream(seatInventoryStreamId(catalogEventId));
    expect(stored.map((event) => event.data.ticketTypeId)).toEqual(good.map(([id]) => id));
  });
});
