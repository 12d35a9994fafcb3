import { sql } from 'kysely';
import type { RecordedEvent } from '../../eventstore/event-store';
import { PostgresEventStore } from '../../eventstore/postgres-event-store';
import { digestOf, prepareGeneration, publishGeneration, inGeneration } from '../../runner/projection-store';
import { generateOrderLog } from '../../testing/finance-order-log';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { financeLedgerProjector } from './finance-ledger.projector';

describe('finance ledger projector', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
    await PostgresEventStore.create(database);
  });
  afterEach(() => database.dispose());

  async function project(batches: readonly (readonly RecordedEvent[])[]): Promise<string> {
    const schema = await prepareGeneration(database, financeLedgerProjector, 1);
    await database.db.transaction().execute((trx) => publishGeneration(trx, financeLedgerProjector, schema));
    for (const batch of batches) {
      // Straight to the projector, past the checkpoint, as a redelivery would come.
      await database.db
        .transaction()
        .execute((trx) => financeLedgerProjector.project(batch, inGeneration(trx, schema)));
    }
    return digestOf(database.db, financeLedgerProjector);
  }

  async function fresh(): Promise<void> {
    await database.dispose();
    database = await createTestDatabase();
    await PostgresEventStore.create(database);
  }

  const batchesOf = (events: readonly RecordedEvent[], size: number) =>
    Array.from({ length: Math.ceil(events.length / size) }, (_, i) => events.slice(i * size, (i + 1) * size));

  it('given thousands of orders with every event delivered twice, then each order reconciles and the tables equal one delivery', async () => {
    const log = generateOrderLog(2_000, 7);
    const once = await project(batchesOf(log.events, 500));

    const sums = await sql<{ order_id: string; cents: string }>`
      select order_id, sum(amount_cents)::text as cents from read_models.finance_entries group by order_id`.execute(
      database.db,
    );
    const ledger = new Map(sums.rows.map((row) => [row.order_id, Number(row.cents)]));
    const wrong = log.orders
      .filter((order) => (ledger.get(order.orderId) ?? 0) !== order.paidCents - order.refundedCents)
      .map((order) => order.orderId);
    expect(wrong).toEqual([]);
    const total = log.orders.reduce((sum, order) => sum + order.paidCents - order.refundedCents, 0);
    expect([...ledger.values()].reduce((sum, cents) => sum + cents, 0)).toBe(total);

    await fresh();
    // Each event twice in a row, then whole batches again, overlapping: a redelivery after a crash.
    const doubled = log.events.flatMap((event) => [event, event]);
    const twice = await project([...batchesOf(doubled, 700), ...batchesOf(log.events.slice(1_000, 4_000), 900)]);
    expect(once).toMatch(/^finance_entries:\d+:/);
    expect(twice).toBe(once);
  });
});
