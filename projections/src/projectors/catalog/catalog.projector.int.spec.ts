import { randomUUID } from 'node:crypto';
import type { EventToAppend, RecordedEvent } from '../../eventstore/event-store';
import { PostgresEventStore } from '../../eventstore/postgres-event-store';
import { eventCatalog } from '../../events/shop-event-catalog';
import {
  applyBatch,
  digestOf,
  prepareGeneration,
  publishGeneration,
  inGeneration,
} from '../../runner/projection-store';
import { publishedCatalogEvent, ticketTypeDetails } from '../../testing/catalog-fixtures';
import { testMetadata } from '../../testing/events';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { catalogProjector } from './catalog.projector';

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

const change = (type: string, data: Record<string, unknown>): EventToAppend => ({
  eventId: randomUUID(),
  type,
  version: eventCatalog.versionOf(type),
  data,
  metadata: testMetadata(),
});

/** A life with every kind of change: images, ticket types, codes, featuring, and a deletion. */
function eventfulHistory(a: string, b: string): RecordedEvent[] {
  const ticketTypeId = randomUUID();
  const discountCodeId = randomUUID();
  const image = { id: 'img-2', urls: { thumbnail: '/t', card: '/c', large: '/l' } };
  return [
    ...recorded(publishedCatalogEvent(a, {}, [{}, { priceCents: 4500 }]), `catalog-event-${a}`, 1n),
    ...recorded(
      [
        change('EventImageAdded', { catalogEventId: a, image }),
        change('EventImagesReordered', { catalogEventId: a, imageIds: ['img-2', 'image-1'] }),
        change('TicketTypeAdded', { catalogEventId: a, ticketTypeId, details: ticketTypeDetails() }),
        change('DiscountCodeCreated', {
          catalogEventId: a,
          discountCodeId,
          details: {
            code: 'RUDUO',
            discountType: 'fixed',
            amount: 500,
            currency: 'EUR',
            validFrom: '2027-01-01T00:00:00.000Z',
            validUntil: '2027-02-01T00:00:00.000Z',
            usageLimit: 10,
            ticketTypeIds: [ticketTypeId],
            isActive: true,
          },
        }),
        change('TicketTypeRemoved', { catalogEventId: a, ticketTypeId }),
        change('CatalogEventFeatured', { catalogEventId: a }),
      ],
      `catalog-event-${a}`,
      5n,
    ),
    ...recorded(publishedCatalogEvent(b, { category: 'Sports' }), `catalog-event-${b}`, 20n),
    ...recorded([change('CatalogEventDeleted', { catalogEventId: b })], `catalog-event-${b}`, 30n),
  ];
}

describe('catalog projector', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
    await PostgresEventStore.create(database);
  });
  afterEach(() => database.dispose());

  async function project(batches: RecordedEvent[][]): Promise<string> {
    const schema = await prepareGeneration(database, catalogProjector, 1);
    await database.db.transaction().execute((trx) => publishGeneration(trx, catalogProjector, schema));
    for (const batch of batches) {
      // Straight to the projector, past the checkpoint, as a redelivery before the checkpoint check would be.
      await database.db.transaction().execute((trx) => catalogProjector.project(batch, inGeneration(trx, schema)));
    }
    return digestOf(database.db, catalogProjector);
  }

  it('given every event delivered twice, then the tables equal those of a single delivery', async () => {
    const events = eventfulHistory(randomUUID(), randomUUID());
    const once = await project([events]);
    await database.dispose();
    database = await createTestDatabase();
    await PostgresEventStore.create(database);

    const twice = await project([events.flatMap((e) => [e, e]), events, events.slice(0, 5)]);

    expect(once).toMatch(/catalog_events:2:/);
    expect(twice).toBe(once);
  });

  it('given a history, then the rows show what happened to each event', async () => {
    const a = randomUUID();
    const b = randomUUID();
    await project([eventfulHistory(a, b)]);
    const events = await database.db
      .selectFrom('read_models.catalog_events')
      .select(['id', 'status', 'featured', 'document'])
      .orderBy('status')
      .execute();
    expect(events).toEqual([
      expect.objectContaining({ id: b, status: 'deleted', featured: false }),
      expect.objectContaining({ id: a, status: 'published', featured: true }),
    ]);
    const cover = (events[1]!.document as { images: { id: string }[] }).images.map((image) => image.id);
    expect(cover).toEqual(['img-2', 'image-1']);
    const ticketTypes = await database.db
      .selectFrom('read_models.catalog_ticket_types')
      .select(['removed', 'quantity_sold'])
      .where('catalog_event_id', '=', a)
      .orderBy('sort_position')
      .execute();
    expect(ticketTypes).toEqual([
      { removed: false, quantity_sold: 0 },
      { removed: false, quantity_sold: 0 },
      { removed: true, quantity_sold: 0 },
    ]);
    const code = await database.db
      .selectFrom('read_models.catalog_discount_codes')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(code).toMatchObject({ code: 'RUDUO', removed: false, document: { ticketTypeIds: [] } });
  });

  it('given a batch through the runner path, then rows and checkpoint move together', async () => {
    const id = randomUUID();
    const schema = await prepareGeneration(database, catalogProjector, 1);
    const events = recorded(publishedCatalogEvent(id), `catalog-event-${id}`);

    const position = await database.db
      .transaction()
      .execute((trx) => applyBatch(trx, catalogProjector, { schema }, events));
    const again = await database.db
      .transaction()
      .execute((trx) => applyBatch(trx, catalogProjector, { schema }, events));

    expect(position).toBe(3n);
    expect(again).toBe(3n);
    const row = await inGeneration(database.db, schema)
      .selectFrom('catalog_events')
      .select(['status', 'last_position'])
      .executeTakeFirst();
    expect({ ...row, last_position: BigInt(row!.last_position) }).toEqual({ status: 'published', last_position: 3n });
  });
});
