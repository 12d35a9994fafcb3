import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../eventstore/event-store';
import type { Category, DiscountCodeDetails, TicketTypeDetails } from '../../events/catalog/catalog-values';
import type { Projector } from '../projector';
import type { ReadModelTables } from '../read-model-database';
import { groupTable, iso, isoOrNull, projectGroups, type GroupedReadModel } from '../table-rows';
import {
  applyCatalogEvent,
  CATALOG_EVENT_TYPES,
  type CatalogDiscountCodeRow,
  type CatalogEventDocument,
  type CatalogEventRow,
  type CatalogProjectedEvent,
  type CatalogRows,
  type CatalogRowStatus,
  type CatalogTicketTypeRow,
} from './catalog';

/** Columns of `read_models.catalog_events`. */
export interface CatalogEventsTable {
  id: string;
  status: CatalogRowStatus;
  featured: boolean;
  featured_at: Date | null;
  category: Category;
  starts_at: Date;
  ends_at: Date | null;
  search_text: string;
  document: CatalogEventDocument;
  created_at: Date;
  updated_at: Date;
  last_position: bigint;
}

/**
 * Columns of `read_models.catalog_ticket_types`. `quantity_held`, `quantity_sold`, `quantity_returned`
 * and `revenue_cents` are the sales figures: they start at 0 and only the seat inventory's events move
 * them. Held seats are reserved for orders not yet paid; sold seats given back (a full refund, a voided
 * ticket) leave `quantity_sold` and its revenue for `quantity_returned`; the seats still for sale are
 * `quantity - held - sold`.
 */
export interface CatalogTicketTypesTable {
  id: string;
  catalog_event_id: string;
  sort_position: bigint;
  document: TicketTypeDetails;
  removed: boolean;
  quantity_held: number;
  quantity_sold: number;
  quantity_returned: number;
  revenue_cents: bigint;
  last_position: bigint;
}

/** Columns of `read_models.catalog_discount_codes`; `used_count` moves with orders, like sales. */
export interface CatalogDiscountCodesTable {
  id: string;
  catalog_event_id: string;
  code: string;
  document: DiscountCodeDetails;
  removed: boolean;
  used_count: number;
  created_at: Date;
  last_position: bigint;
}

// Postgres allows 65,535 parameters per statement; rows here have at most twelve.
const CHUNK = 2000;

export const catalogProjector: Projector = {
  name: 'catalog',
  eventTypes: CATALOG_EVENT_TYPES,
  // 3: seats given back (SoldSeatsReturned, VoidedSeatsReturned) leave the sales figures.
  version: 3,
  tables: ['catalog_events', 'catalog_ticket_types', 'catalog_discount_codes'],
  queryIndexes: ['catalog_events_listing'],
  migrations: {
    '0001_catalog': {
      async up(db) {
        await db.schema
          .createTable('catalog_events')
          .addColumn('id', 'uuid', (c) => c.primaryKey())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('featured', 'boolean', (c) => c.notNull())
          .addColumn('featured_at', 'timestamptz')
          .addColumn('category', 'text', (c) => c.notNull())
          .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
          .addColumn('ends_at', 'timestamptz')
          .addColumn('search_text', 'text', (c) => c.notNull())
          .addColumn('document', 'jsonb', (c) => c.notNull())
          .addColumn('created_at', 'timestamptz', (c) => c.notNull())
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
          .addColumn('last_position', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('catalog_events_listing')
          .on('catalog_events')
          .columns(['status', 'category', 'starts_at'])
          .execute();
        await db.schema
          .createTable('catalog_ticket_types')
          .addColumn('id', 'uuid', (c) => c.primaryKey())
          .addColumn('catalog_event_id', 'uuid', (c) => c.notNull())
          .addColumn('sort_position', 'bigint', (c) => c.notNull())
          .addColumn('document', 'jsonb', (c) => c.notNull())
          .addColumn('removed', 'boolean', (c) => c.notNull())
          .addColumn('quantity_sold', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('revenue_cents', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('last_position', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('catalog_ticket_types_by_event')
          .on('catalog_ticket_types')
          .columns(['catalog_event_id', 'sort_position'])
          .execute();
        await db.schema
          .createTable('catalog_discount_codes')
          .addColumn('id', 'uuid', (c) => c.primaryKey())
          .addColumn('catalog_event_id', 'uuid', (c) => c.notNull())
          .addColumn('code', 'text', (c) => c.notNull())
          .addColumn('document', 'jsonb', (c) => c.notNull())
          .addColumn('removed', 'boolean', (c) => c.notNull())
          .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'timestamptz', (c) => c.notNull())
          .addColumn('last_position', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('catalog_discount_codes_by_event')
          .on('catalog_discount_codes')
          .columns(['catalog_event_id', 'code'])
          .execute();
      },
    },
    '0002_quantity_held': {
      async up(db) {
        await db.schema
          .alterTable('catalog_ticket_types')
          .addColumn('quantity_held', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      },
    },
    '0003_quantity_returned': {
      async up(db) {
        await db.schema
          .alterTable('catalog_ticket_types')
          .addColumn('quantity_returned', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      },
    },
  },

  async project(events: readonly RecordedEvent[], db: Kysely<ReadModelTables>): Promise<void> {
    await projectGroups(events, db, catalogReadModel);
  },
};

const catalogReadModel: GroupedReadModel<CatalogRows, CatalogProjectedEvent> = {
  eventTypes: CATALOG_EVENT_TYPES,
  groupIdField: 'catalogEventId',
  chunk: CHUNK,
  emptyGroup: () => ({ event: undefined, ticketTypes: new Map(), discountCodes: new Map() }),
  tables: [
    groupTable({
      table: 'catalog_events',
      groupColumn: 'id',
      key: 'id',
      update: [
        'status',
        'featured',
        'featured_at',
        'category',
        'starts_at',
        'ends_at',
        'search_text',
        'document',
        'updated_at',
        'last_position',
      ],
      add: (group: CatalogRows, row: CatalogEventsTable) => {
        group.event = eventFromTable(row);
      },
      rows: (group) => [group.event],
      toTable: eventToTable,
    }),
    groupTable({
      table: 'catalog_ticket_types',
      groupColumn: 'catalog_event_id',
      key: 'id',
      update: [
        'document',
        'removed',
        'quantity_held',
        'quantity_sold',
        'quantity_returned',
        'revenue_cents',
        'last_position',
      ],
      add: (group: CatalogRows, row: CatalogTicketTypesTable) => {
        group.ticketTypes.set(row.id, ticketTypeFromTable(row));
      },
      rows: (group) => [...group.ticketTypes.values()],
      toTable: ticketTypeToTable,
    }),
    groupTable({
      table: 'catalog_discount_codes',
      groupColumn: 'catalog_event_id',
      key: 'id',
      update: ['code', 'document', 'removed', 'used_count', 'last_position'],
      add: (group: CatalogRows, row: CatalogDiscountCodesTable) => {
        group.discountCodes.set(row.id, discountCodeFromTable(row));
      },
      rows: (group) => [...group.discountCodes.values()],
      toTable: discountCodeToTable,
    }),
  ],
  apply: applyCatalogEvent,
};

function eventFromTable(row: CatalogEventsTable): CatalogEventRow {
  return {
    id: row.id,
    status: row.status,
    featured: row.featured,
    featuredAt: isoOrNull(row.featured_at),
    category: row.category,
    startsAt: row.document.details.startsAt,
    endsAt: row.document.details.endsAt,
    searchText: row.search_text,
    document: row.document,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    lastPosition: BigInt(row.last_position),
  };
}

function eventToTable(row: CatalogEventRow) {
  return {
    id: row.id,
    status: row.status,
    featured: row.featured,
    featured_at: row.featuredAt,
    category: row.category,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    search_text: row.searchText,
    document: row.document,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    last_position: row.lastPosition.toString(),
  };
}

function ticketTypeFromTable(row: CatalogTicketTypesTable): CatalogTicketTypeRow {
  return {
    id: row.id,
    catalogEventId: row.catalog_event_id,
    sortPosition: BigInt(row.sort_position),
    details: row.document,
    removed: row.removed,
    quantityHeld: Number(row.quantity_held),
    quantitySold: Number(row.quantity_sold),
    quantityReturned: Number(row.quantity_returned),
    revenueCents: BigInt(row.revenue_cents),
    lastPosition: BigInt(row.last_position),
  };
}

function ticketTypeToTable(row: CatalogTicketTypeRow) {
  return {
    id: row.id,
    catalog_event_id: row.catalogEventId,
    sort_position: row.sortPosition.toString(),
    document: row.details,
    removed: row.removed,
    quantity_held: row.quantityHeld,
    quantity_sold: row.quantitySold,
    quantity_returned: row.quantityReturned,
    revenue_cents: row.revenueCents.toString(),
    last_position: row.lastPosition.toString(),
  };
}

function discountCodeFromTable(row: CatalogDiscountCodesTable): CatalogDiscountCodeRow {
  return {
    id: row.id,
    catalogEventId: row.catalog_event_id,
    code: row.code,
    details: row.document,
    removed: row.removed,
    usedCount: Number(row.used_count),
    createdAt: iso(row.created_at),
    lastPosition: BigInt(row.last_position),
  };
}

function discountCodeToTable(row: CatalogDiscountCodeRow) {
  return {
    id: row.id,
    catalog_event_id: row.catalogEventId,
    code: row.code,
    document: row.details,
    removed: row.removed,
    used_count: row.usedCount,
    created_at: row.createdAt,
    last_position: row.lastPosition.toString(),
  };
}
