import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../eventstore/event-store';
import type { UserEvent } from '../../events/identity/identity-events';
import type { UserRole, UserStatus } from '../../events/identity/identity-values';
import type { Projector } from '../projector';
import type { ReadModelTables } from '../read-model-database';
import { chunksOf, iso, isoOrNull, upsertRows } from '../table-rows';
import { evolveUserRow, USERS_EVENT_TYPES, type UserChange, type UserRow } from './users';

/** Columns of `read_models.users`. */
export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  status: UserStatus;
  registered_at: Date;
  last_login_at: Date | null;
  last_change: UserChange | null;
  last_position: bigint;
}

// Postgres allows 65,535 parameters per statement; ten per row.
const UPSERT_CHUNK = 1000;

export const usersProjector: Projector = {
  name: 'users',
  eventTypes: USERS_EVENT_TYPES,
  version: 1,
  tables: ['users'],
  queryIndexes: ['users_by_registration'],
  migrations: {
    '0001_users': {
      async up(db) {
        await db.schema
          .createTable('users')
          .addColumn('id', 'uuid', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('first_name', 'text', (c) => c.notNull())
          .addColumn('last_name', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('registered_at', 'timestamptz', (c) => c.notNull())
          .addColumn('last_login_at', 'timestamptz')
          .addColumn('last_change', 'jsonb')
          .addColumn('last_position', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('users_by_registration').on('users').columns(['registered_at', 'id']).execute();
      },
    },
  },

  async project(events: readonly RecordedEvent[], db: Kysely<ReadModelTables>): Promise<void> {
    const relevant = events.filter((event) => USERS_EVENT_TYPES.has(event.type));
    if (relevant.length === 0) return;
    const ids = [...new Set(relevant.map((event) => String(event.data.userId)))];
    const rows = new Map<string, UserRow>();
    for (const chunk of chunksOf(ids, UPSERT_CHUNK)) {
      const existing = (await db.selectFrom('users').selectAll().where('id', 'in', chunk).execute()) as UsersTable[];
      for (const row of existing) rows.set(row.id, fromTable(row));
    }
    const changed = new Set<string>();
    for (const event of relevant) {
      const userEvent = { type: event.type, data: event.data } as UserEvent;
      const id = userEvent.data.userId;
      const before = rows.get(id);
      const after = evolveUserRow(before, userEvent, {
        position: event.globalPosition,
        occurredAt: event.metadata.occurredAt,
        actor: event.metadata.actor,
      });
      if (after && after !== before) {
        rows.set(id, after);
        changed.add(id);
      }
    }
    const values = [...changed].map((id) => toTable(rows.get(id)!));
    await upsertRows(db, 'users', values, {
      key: 'id',
      update: ['email', 'first_name', 'last_name', 'role', 'status', 'last_login_at', 'last_change', 'last_position'],
      chunk: UPSERT_CHUNK,
    });
  },
};

function fromTable(row: UsersTable): UserRow {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    status: row.status,
    registeredAt: iso(row.registered_at),
    lastLoginAt: isoOrNull(row.last_login_at),
    lastChange: row.last_change,
    lastPosition: BigInt(row.last_position),
  };
}

function toTable(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    status: row.status,
    registered_at: row.registeredAt,
    last_login_at: row.lastLoginAt,
    last_change: row.lastChange,
    last_position: row.lastPosition.toString(),
  };
}
