import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../eventstore/event-store';
import type { Actor } from '../../events/metadata';
import type { Projector } from '../projector';
import type { ReadModelTables } from '../read-model-database';
import { upsertRows } from '../table-rows';
import { ACTIVITY_EVENT_TYPES, toActivity, type ActivitySubject } from './admin-activity';

/** Columns of `read_models.admin_activity`. */
export interface AdminActivityTable {
  position: bigint;
  type: string;
  occurred_at: Date;
  actor: Actor;
  subject: ActivitySubject;
  details: Record<string, string>;
}

const INSERT_CHUNK = 5000;

export const adminActivityProjector: Projector = {
  name: 'admin-activity',
  eventTypes: ACTIVITY_EVENT_TYPES,
  version: 2,
  tables: ['admin_activity'],
  migrations: {
    '0001_admin_activity': {
      async up(db) {
        await db.schema
          .createTable('admin_activity')
          .addColumn('position', 'bigint', (c) => c.primaryKey())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
          .addColumn('actor', 'jsonb', (c) => c.notNull())
          .addColumn('subject', 'jsonb', (c) => c.notNull())
          .addColumn('details', 'jsonb', (c) => c.notNull())
          .execute();
      },
    },
  },

  async project(events: readonly RecordedEvent[], db: Kysely<ReadModelTables>): Promise<void> {
    const rows = events.flatMap((event) => {
      const activity = toActivity(event);
      return activity
        ? [
            {
              position: activity.position.toString(),
              type: activity.type,
              occurred_at: activity.occurredAt,
              actor: activity.actor,
              subject: activity.subject,
              details: activity.details,
            },
          ]
        : [];
    });
    // The position is the key, so a redelivered event finds its row already there.
    await upsertRows(db, 'admin_activity', rows, { key: 'position', chunk: INSERT_CHUNK });
  },
};
