import type { ColumnType, Kysely } from 'kysely';
import type { RecordedEvent } from '../../eventstore/event-store';
import type { Projector } from '../projector';
import type { ReadModelTables } from '../read-model-database';
import { chunksOf, upsertRows } from '../table-rows';
import {
  AUDITED_EVENT_TYPES,
  SUBJECT_EVENT_TYPES,
  subjectEventOf,
  toAuditEntry,
  type AuditAction,
  type AuditEntry,
} from './audit-log';

/**
 * Columns of `read_models.audit_log`: append-only, rows come only from the log. Nothing in the shop
 * updates or deletes them; a rebuild writes the same rows again from the same events.
 */
export interface AuditLogTable {
  position: bigint;
  occurred_at: Date;
  action: AuditAction;
  actor_kind: string;
  actor_id: string;
  actor_role: string | null;
  order_id: string | null;
  refund_request_id: string | null;
  refund_id: string | null;
  catalog_event_id: string | null;
  // A bigint column: read back as a BigInt, written as the entry's number.
  amount_cents: ColumnType<bigint | null, number | null, number | null>;
  currency: string | null;
  reason: string;
  request_id: string;
  details: Record<string, string>;
}

const CHUNK = 2000;

type Db = Kysely<ReadModelTables>;

export const auditLogProjector: Projector = {
  name: 'audit-log',
  // 2: settings changes are audited too; a rebuild adds those made before.
  // 3: role changes too (issue 22), the same way.
  // 4: event cancellations too, under the admin who cancelled (issue 22).
  version: 4,
  tables: ['audit_log', 'audit_log_subjects'],
  queryIndexes: ['audit_log_occurred_at', 'audit_log_order', 'audit_log_request', 'audit_log_event'],
  eventTypes: new Set([...AUDITED_EVENT_TYPES, ...SUBJECT_EVENT_TYPES]),
  migrations: {
    '0001_audit_log': {
      async up(db) {
        await db.schema
          .createTable('audit_log')
          .addColumn('position', 'bigint', (c) => c.primaryKey())
          .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('actor_kind', 'text', (c) => c.notNull())
          .addColumn('actor_id', 'text', (c) => c.notNull())
          .addColumn('actor_role', 'text')
          .addColumn('order_id', 'uuid')
          .addColumn('refund_request_id', 'uuid')
          .addColumn('refund_id', 'uuid')
          .addColumn('catalog_event_id', 'uuid')
          .addColumn('amount_cents', 'bigint')
          .addColumn('currency', 'text')
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('request_id', 'text', (c) => c.notNull())
          .addColumn('details', 'jsonb', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('audit_log_occurred_at').on('audit_log').column('occurred_at').execute();
        await db.schema.createIndex('audit_log_order').on('audit_log').column('order_id').execute();
        await db.schema.createIndex('audit_log_request').on('audit_log').column('refund_request_id').execute();
        await db.schema.createIndex('audit_log_event').on('audit_log').column('catalog_event_id').execute();
        await db.schema.createIndex('audit_log_refund').on('audit_log').column('refund_id').execute();
        // Which catalog event an order or a refund request belongs to (their ids are UUIDs: they never collide).
        await db.schema
          .createTable('audit_log_subjects')
          .addColumn('subject_id', 'uuid', (c) => c.primaryKey())
          .addColumn('catalog_event_id', 'uuid', (c) => c.notNull())
          .execute();
      },
    },
  },

  async project(events: readonly RecordedEvent[], db: Db): Promise<void> {
    const subjects = new Map<string, string>();
    for (const event of events) {
      const subject = SUBJECT_EVENT_TYPES.has(event.type) ? subjectEventOf(event) : undefined;
      if (subject) subjects.set(subject.subjectId, subject.catalogEventId);
    }
    const entries = events.flatMap((event) => toAuditEntry(event) ?? []);
    await upsertRows(
      db,
      'audit_log_subjects',
      [...subjects].map(([subject_id, catalog_event_id]) => ({ subject_id, catalog_event_id })),
      { key: 'subject_id', chunk: CHUNK },
    );
    if (entries.length === 0) return;

    const missing = entries
      .flatMap((entry) => [entry.orderId, entry.refundRequestId])
      .filter((id): id is string => id !== null && !subjects.has(id));
    for (const [id, catalogEventId] of await storedSubjects(db, missing)) subjects.set(id, catalogEventId);

    const refundMoney = await requestedRefunds(db, entries);
    const rows = entries.map((entry) => {
      const catalogEventId =
        entry.catalogEventId ||
        (entry.orderId && subjects.get(entry.orderId)) ||
        (entry.refundRequestId && subjects.get(entry.refundRequestId)) ||
        null;
      // A refund's later steps carry no amount: they show the one it was requested with, if that came
      // first in the log (a request's retry names its new refund before the order is asked for it).
      const requested = entry.refundId === null ? undefined : refundMoney.get(entry.refundId);
      const money =
        entry.amountCents === null && requested && requested.position < entry.position
          ? { amountCents: requested.amountCents, currency: requested.currency }
          : {};
      if (entry.action === 'order.refund_requested' && entry.refundId !== null) {
        refundMoney.set(entry.refundId, {
          position: entry.position,
          amountCents: entry.amountCents,
          currency: entry.currency,
        });
      }
      return toRow({ ...entry, catalogEventId, ...money });
    });
    // The position is the key: a redelivered event finds its row there and leaves it as it is.
    await upsertRows(db, 'audit_log', rows, { key: 'position', chunk: CHUNK });
  },
};

async function storedSubjects(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const chunk of chunksOf([...new Set(ids)], CHUNK)) {
    const rows = (await db
      .selectFrom('audit_log_subjects')
      .select(['subject_id', 'catalog_event_id'])
      .where('subject_id', 'in', chunk)
      .execute()) as { subject_id: string; catalog_event_id: string }[];
    for (const row of rows) found.set(row.subject_id, row.catalog_event_id);
  }
  return found;
}

type RequestedMoney = Pick<AuditEntry, 'position' | 'amountCents' | 'currency'>;

/** The amounts of the refunds the batch's entries name, as their `order.refund_requested` rows hold them. */
async function requestedRefunds(db: Db, entries: readonly AuditEntry[]): Promise<Map<string, RequestedMoney>> {
  const ids = [...new Set(entries.flatMap((entry) => (entry.refundId === null ? [] : [entry.refundId])))];
  const found = new Map<string, RequestedMoney>();
  for (const chunk of chunksOf(ids, CHUNK)) {
    const rows = (await db
      .selectFrom('audit_log')
      .select(['refund_id', 'position', 'amount_cents', 'currency'])
      .where('action', '=', 'order.refund_requested')
      .where('refund_id', 'in', chunk)
      .execute()) as {
      refund_id: string;
      position: string | bigint;
      amount_cents: string | number | null;
      currency: string | null;
    }[];
    for (const row of rows) {
      found.set(row.refund_id, {
        position: BigInt(row.position),
        amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
        currency: row.currency,
      });
    }
  }
  return found;
}

function toRow(entry: AuditEntry): Record<string, unknown> {
  return {
    position: entry.position.toString(),
    occurred_at: entry.occurredAt,
    action: entry.action,
    actor_kind: entry.actorKind,
    actor_id: entry.actorId,
    actor_role: entry.actorRole,
    order_id: entry.orderId,
    refund_request_id: entry.refundRequestId,
    refund_id: entry.refundId,
    catalog_event_id: entry.catalogEventId,
    amount_cents: entry.amountCents,
    currency: entry.currency,
    reason: entry.reason,
    request_id: entry.requestId,
    details: entry.details,
  };
}
