import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../eventstore/event-store';
import type { CatalogEventDetailsChanged, CatalogEventDrafted } from '../../events/catalog/catalog-events';
import type { Category, LocalizedText } from '../../events/catalog/catalog-values';
import type { UserRegistered } from '../../events/identity/identity-events';
import type { Projector } from '../projector';
import type { ReadModelTables } from '../read-model-database';
import { chunksOf, iso, upsertRows } from '../table-rows';
import {
  applyOrderEvent,
  emptyBook,
  FINANCE_ORDER_EVENT_TYPES,
  type LedgerEntry,
  type OrderBook,
} from './finance-ledger';

/** Columns of `read_models.finance_entries`: the ledger, append-only, one row per movement of money. */
export type FinanceEntriesTable = Omit<LedgerEntry, 'position' | 'occurred_at'> & {
  position: bigint;
  occurred_at: Date;
};

/** Columns of `read_models.finance_users`: registrations, for user growth, append-only. */
export interface FinanceUsersTable {
  user_id: string;
  position: bigint;
  registered_at: Date;
}

/**
 * Columns of `read_models.finance_catalog_events`: each catalog event's name and category as every
 * draft or details change set them, append-only, so a report as of a position names events as they
 * were named then.
 */
export interface FinanceCatalogEventsTable {
  id: string;
  catalog_event_id: string;
  position: bigint;
  name: LocalizedText;
  category: Category;
  occurred_at: Date;
}

const CATALOG_TYPES = new Set(['CatalogEventDrafted', 'CatalogEventDetailsChanged']);

const EVENT_TYPES: ReadonlySet<string> = new Set([...FINANCE_ORDER_EVENT_TYPES, ...CATALOG_TYPES, 'UserRegistered']);

type Db = Kysely<ReadModelTables>;

// Postgres allows 65,535 parameters per statement; ledger rows have 14 columns.
const CHUNK = 1000;

async function loadBooks(db: Db, orderIds: string[]): Promise<Map<string, OrderBook>> {
  const books = new Map(orderIds.map((id) => [id, emptyBook()]));
  for (const ids of chunksOf(orderIds, CHUNK)) {
    const [orders, refunds] = await Promise.all([
      db.selectFrom('finance_orders').selectAll().where('order_id', 'in', ids).execute(),
      db.selectFrom('finance_refunds').selectAll().where('order_id', 'in', ids).execute(),
    ]);
    for (const row of orders) books.get(row.order_id)!.order = row;
    for (const row of refunds) books.get(row.order_id)!.refunds.set(row.refund_id, row);
  }
  return books;
}

async function projectOrders(events: readonly RecordedEvent[], db: Db): Promise<void> {
  const relevant = events.filter((event) => FINANCE_ORDER_EVENT_TYPES.has(event.type));
  if (relevant.length === 0) return;
  const books = await loadBooks(db, [...new Set(relevant.map((event) => String(event.data.orderId)))]);
  const before = new Map(
    [...books].map(([id, book]) => [id, { order: book.order, refunds: new Set(book.refunds.values()) }]),
  );
  for (const event of relevant) applyOrderEvent(books.get(String(event.data.orderId))!, event);

  const orders: Record<string, unknown>[] = [];
  const refunds: Record<string, unknown>[] = [];
  const entries: Record<string, unknown>[] = [];
  for (const [id, book] of books) {
    const was = before.get(id)!;
    if (book.order && book.order !== was.order) {
      orders.push({
        ...book.order,
        late_payment: book.order.late_payment,
        paid: book.order.paid,
        last_position: book.order.last_position.toString(),
      });
    }
    for (const refund of book.refunds.values()) {
      if (!was.refunds.has(refund)) refunds.push({ ...refund, last_position: refund.last_position.toString() });
    }
    for (const entry of book.entries) entries.push({ ...entry, position: entry.position.toString() });
  }
  const columns = (rows: Record<string, unknown>[], key: string) =>
    Object.keys(rows[0] ?? {}).filter((column) => column !== key);
  await upsertRows(db, 'finance_orders', orders, {
    key: 'order_id',
    update: columns(orders, 'order_id'),
    chunk: CHUNK,
  });
  await upsertRows(db, 'finance_refunds', refunds, {
    key: 'refund_id',
    update: columns(refunds, 'refund_id'),
    chunk: CHUNK,
  });
  // Entries are never changed: one already there is the same entry delivered again.
  await upsertRows(db, 'finance_entries', entries, { key: 'id', chunk: CHUNK });
}

async function projectCatalogAndUsers(events: readonly RecordedEvent[], db: Db): Promise<void> {
  const details = events
    .filter((event) => CATALOG_TYPES.has(event.type))
    .map((event) => {
      const data = event.data as (CatalogEventDrafted | CatalogEventDetailsChanged)['data'];
      return {
        id: `${data.catalogEventId}:${event.globalPosition}`,
        catalog_event_id: data.catalogEventId,
        position: event.globalPosition.toString(),
        name: data.details.name,
        category: data.details.category,
        occurred_at: iso(event.metadata.occurredAt),
      };
    });
  await upsertRows(db, 'finance_catalog_events', details, { key: 'id', chunk: CHUNK });
  const users = events
    .filter((event) => event.type === 'UserRegistered')
    .map((event) => ({
      user_id: (event.data as UserRegistered['data']).userId,
      position: event.globalPosition.toString(),
      registered_at: iso(event.metadata.occurredAt),
    }));
  await upsertRows(db, 'finance_users', users, { key: 'user_id', chunk: CHUNK });
}

export const financeLedgerProjector: Projector = {
  name: 'finance-ledger',
  eventTypes: EVENT_TYPES,
  version: 1,
  tables: ['finance_entries', 'finance_orders', 'finance_refunds', 'finance_users', 'finance_catalog_events'],
  queryIndexes: [
    'finance_entries_by_time',
    'finance_entries_by_position',
    'finance_entries_by_order',
    'finance_catalog_events_by_event',
  ],
  migrations: {
    '0001_finance_ledger': {
      async up(db) {
        await db.schema
          .createTable('finance_entries')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('position', 'bigint', (c) => c.notNull())
          .addColumn('event_id', 'uuid', (c) => c.notNull())
          .addColumn('event_type', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('order_id', 'uuid', (c) => c.notNull())
          .addColumn('catalog_event_id', 'uuid', (c) => c.notNull())
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('amount_cents', 'bigint', (c) => c.notNull())
          .addColumn('tickets', 'integer', (c) => c.notNull())
          .addColumn('orders', 'integer', (c) => c.notNull())
          .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('finance_entries_by_time')
          .on('finance_entries')
          .columns(['currency', 'occurred_at'])
          .execute();
        await db.schema.createIndex('finance_entries_by_position').on('finance_entries').column('position').execute();
        await db.schema.createIndex('finance_entries_by_order').on('finance_entries').column('order_id').execute();

        await db.schema
          .createTable('finance_orders')
          .addColumn('order_id', 'uuid', (c) => c.primaryKey())
          .addColumn('catalog_event_id', 'uuid', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
          .addColumn('discount_cents', 'integer', (c) => c.notNull())
          .addColumn('fee_cents', 'integer', (c) => c.notNull())
          .addColumn('tickets', 'integer', (c) => c.notNull())
          .addColumn('late_payment', 'jsonb')
          .addColumn('paid', 'jsonb')
          .addColumn('refunded_cents', 'integer', (c) => c.notNull())
          .addColumn('last_position', 'bigint', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('finance_refunds')
          .addColumn('refund_id', 'text', (c) => c.primaryKey())
          .addColumn('order_id', 'uuid', (c) => c.notNull())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('amount_cents', 'integer', (c) => c.notNull())
          .addColumn('refunded', 'boolean', (c) => c.notNull())
          .addColumn('last_position', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('finance_refunds_by_order').on('finance_refunds').column('order_id').execute();

        await db.schema
          .createTable('finance_users')
          .addColumn('user_id', 'uuid', (c) => c.primaryKey())
          .addColumn('position', 'bigint', (c) => c.notNull())
          .addColumn('registered_at', 'timestamptz', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('finance_catalog_events')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('catalog_event_id', 'uuid', (c) => c.notNull())
          .addColumn('position', 'bigint', (c) => c.notNull())
          .addColumn('name', 'jsonb', (c) => c.notNull())
          .addColumn('category', 'text', (c) => c.notNull())
          .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('finance_catalog_events_by_event')
          .on('finance_catalog_events')
          .columns(['catalog_event_id', 'position'])
          .execute();
      },
    },
  },

  async project(events: readonly RecordedEvent[], db: Db): Promise<void> {
    await projectOrders(events, db);
    await projectCatalogAndUsers(events, db);
  },
};
