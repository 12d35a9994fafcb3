import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../eventstore/event-store';
import type { CatalogEventEvent } from '../../events/catalog/catalog-events';
import type { Projector } from '../projector';
import {
  evolvePublicEvent,
  PUBLIC_CATALOG_EVENT_TYPES,
  type PublicEventDocument,
  type PublicEventRow,
  type PublicEventStatus,
} from './public-catalog';
import type { Category } from '../../events/catalog/catalog-values';

/** Columns of `read_models.public_events`. */
export interface PublicEventsTable {
  id: string;
  status: PublicEventStatus;
  category: Category;
  starts_at: Date;
  ends_at: Date | null;
  document: PublicEventDocument;
  last_position: bigint;
}

// Postgres allows 65,535 parameters per statement; six per row.
const UPSERT_CHUNK = 2000;

export const publicCatalogProjector: Projector = {
  name: 'public-catalog',
  version: 1,
  tables: ['public_events'],
  migrations: {
    '0001_public_events': {
      async up(db) {
        await db.schema
          .createTable('public_events')
          .addColumn('id', 'uuid', (c) => c.primaryKey())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('category', 'text', (c) => c.notNull())
          .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
          .addColumn('ends_at', 'timestamptz')
          .addColumn('document', 'jsonb', (c) => c.notNull())
          .addColumn('last_position', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('public_events_listing')
          .on('public_events')
          .columns(['status', 'category', 'starts_at'])
          .execute();
      },
    },
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async project(events: readonly RecordedEvent[], db: Kysely<any>): Promise<void> {
    const relevant = events.filter((event) => PUBLIC_CATALOG_EVENT_TYPES.has(event.type));
    if (relevant.length === 0) return;
    const ids = [...new Set(relevant.map((event) => String(event.data.catalogEventId)))];
    const rows = new Map<string, PublicEventRow>();
    for (let i = 0; i < ids.length; i += UPSERT_CHUNK) {
      const existing = (await db
        .selectFrom('public_events')
        .selectAll()
        .where('id', 'in', ids.slice(i, i + UPSERT_CHUNK))
        .execute()) as PublicEventsTable[];
      for (const row of existing) rows.set(row.id, fromTable(row));
    }
    const changed = new Set<string>();
    for (const event of relevant) {
      const domainEvent = { type: event.type, data: event.data } as CatalogEventEvent;
      const id = domainEvent.data.catalogEventId;
      const before = rows.get(id);
      const after = evolvePublicEvent(before, domainEvent, event.globalPosition);
      if (after && after !== before) {
        rows.set(id, after);
        changed.add(id);
      }
    }
    const values = [...changed].map((id) => toTable(rows.get(id)!));
    for (let i = 0; i < values.length; i += UPSERT_CHUNK) {
      await db
        .insertInto('public_events')
        .values(values.slice(i, i + UPSERT_CHUNK))
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet({
            status: sql.ref('excluded.status'),
            category: sql.ref('excluded.category'),
            starts_at: sql.ref('excluded.starts_at'),
            ends_at: sql.ref('excluded.ends_at'),
            document: sql.ref('excluded.document'),
            last_position: sql.ref('excluded.last_position'),
          }),
        )
        .execute();
    }
  },
};

function fromTable(row: PublicEventsTable): PublicEventRow {
  return {
    id: row.id,
    status: row.status,
    category: row.category,
    startsAt: row.document.startsAt,
    endsAt: row.document.endsAt,
    document: row.document,
    lastPosition: BigInt(row.last_position),
  };
}

function toTable(row: PublicEventRow) {
  return {
    id: row.id,
    status: row.status,
    category: row.category,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    document: JSON.stringify(row.document),
    last_position: row.lastPosition.toString(),
  };
}
