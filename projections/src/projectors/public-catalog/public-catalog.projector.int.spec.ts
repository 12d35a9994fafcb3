import { randomUUID } from 'node:crypto';
import type { EventToAppend, RecordedEvent } from '../../eventstore/event-store';
import { PostgresEventStore } from '../../eventstore/postgres-event-store';
import { applyBatch, digestOf, prepareGeneration, publishGeneration } from '../../runner/projection-store';
import { publishedCatalogEvent } from '../../testing/catalog-fixtures';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { publicCatalogProjector } from './public-catalog.projector';

/** Stored events as the log would deliver them, without going through a store. */
function recorded(events: EventToAppend[], streamId: string, from = 1n): RecordedEvent[] {
  return events.map((event, i) => ({
    ...event,
    streamId,
    streamRevision: BigInt(i),
    globalPosition: from + BigInt(i),
    recordedAt: new Date('2026-11-01T10:00:00Z'),
  }));
}

describe('public catalog projector', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
    await PostgresEventStore.create(database);
  });
  afterEach(() => database.dispose());

  async function project(batches: RecordedEvent[][]): Promise<string> {
    const schema = await prepareGeneration(database, publicCatalogProjector, 1);
    await database.db.transaction().execute((trx) => publishGeneration(trx, publicCatalogProjector, schema));
    for (const batch of batches) {
      // Straight to the projector, past the checkpoint, as a redelivery before the checkpoint check would be.
      await database.db.transaction().execute((trx) => publicCatalogProjector.project(batch, trx.withSchema(schema)));
    }
    return digestOf(database.db, publicCatalogProjector);
  }

  it('given every event delivered twice, then the tables equal those of a single delivery', async () => {
    const a = randomUUID();
    const b = randomUUID();
    const events = [
      ...recorded(publishedCatalogEvent(a, {}, [{}, { priceCents: 4500 }]), `catalog-event-${a}`, 1n),
      ...recorded(publishedCatalogEvent(b, { category: 'Sports' }), `catalog-event-${b}`, 10n),
    ];
    const once = await project([events]);
    await database.dispose();
    database = await createTestDatabase();
    await PostgresEventStore.create(database);

    const twice = await project([events.flatMap((e) => [e, e]), events, events.slice(0, 3)]);

    expect(once).toMatch(/^public_events:2:/);
    expect(twice).toBe(once);
  });

  it('given a batch through the runner path, then rows and checkpoint move together', async () => {
    const id = randomUUID();
    const schema = await prepareGeneration(database, publicCatalogProjector, 1);
    const events = recorded(publishedCatalogEvent(id), `catalog-event-${id}`);

    const position = await database.db
      .transaction()
      .execute((trx) => applyBatch(trx, publicCatalogProjector, { schema }, events));
    const again = await database.db
      .transaction()
      .execute((trx) => applyBatch(trx, publicCatalogProjector, { schema }, events));

    expect(position).toBe(3n);
    expect(again).toBe(3n);
    const row = await database.db
      .withSchema(schema)
      .selectFrom('public_events')
      .select(['status', 'last_position'])
      .executeTakeFirst();
    expect({ ...row, last_position: BigInt(row!.last_position) }).toEqual({ status: 'published', last_position: 3n });
  });
});
