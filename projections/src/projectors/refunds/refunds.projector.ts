import type { ColumnType, Kysely } from 'kysely';
import type { RecordedEvent } from '../../eventstore/event-store';
import type {
  RefundApprovalCounted,
  RefundPolicyChanged,
  RefundUsageReturned,
  SingleRefundCounted,
} from '../../events/refunds/refund-events';
import { DEFAULT_SINGLE_REFUND_MAX_CENTS } from '../../events/refunds/refund-events';
import type { Projector } from '../projector';
import type { ReadModelTables } from '../read-model-database';
import { upsertRows } from '../table-rows';
import { applyRefundRequestEvent, REFUND_REQUEST_EVENT_TYPES, type RefundRequestRow } from './refunds';

/** A bigint column: `pg` and PGlite read it as a BigInt; written as a number or its digits. */
type BigintColumn = ColumnType<bigint, number | string | bigint, number | string | bigint>;
/** A timestamptz column: read as a Date; written as ISO text. */
type TimestampColumn = ColumnType<Date, string, string>;

/**
 * Columns of `read_models.refund_requests`: one row per request, its orders' progress inside. The
 * projector's row keeps times as ISO text and positions as digits; the table reads them back typed.
 */
export type RefundRequestsTable = Omit<
  RefundRequestRow,
  'total_amount_cents' | 'requested_at' | 'finished_at' | 'last_position'
> & {
  total_amount_cents: BigintColumn;
  requested_at: TimestampColumn;
  finished_at: ColumnType<Date | null, string | null, string | null>;
  last_position: BigintColumn;
};

/** Columns of `read_models.refund_policy`: the one row of limits a super admin last set (none: the defaults). */
export interface RefundPolicyTable {
  id: 'current';
  daily_amount_cents: BigintColumn;
  daily_count: number;
  weekly_count: number;
  self_approval_allowed: boolean;
  single_refund_max_cents: BigintColumn;
  last_position: BigintColumn;
}

/** Columns of `read_models.refund_policy_usage`: what each approval took of the limits, once per request. */
export interface RefundPolicyUsageTable {
  refund_request_id: string;
  amount_cents: BigintColumn;
  /** The approval's Vilnius day, YYYY-MM-DD, and ISO week, YYYY-Www. */
  vilnius_day: string;
  vilnius_week: string;
}

/**
 * Columns of `read_models.refund_usage_entries`: what single-order refunds took of the limits and what
 * failed or empty refunds gave back, one row per event (keyed by its log position, so a redelivered
 * event writes its row again, not a second one). `counts` is 1 for a refund counted, 0 for money given back.
 */
export interface RefundUsageEntriesTable {
  position: BigintColumn;
  amount_cents: BigintColumn;
  counts: number;
  vilnius_day: string;
  vilnius_week: string;
}

const EVENT_TYPES: ReadonlySet<string> = new Set([
  ...REFUND_REQUEST_EVENT_TYPES,
  'RefundPolicyChanged',
  'RefundApprovalCounted',
  'SingleRefundCounted',
  'RefundUsageReturned',
]);

type Db = Kysely<ReadModelTables>;

async function projectRequests(events: readonly RecordedEvent[], db: Db): Promise<void> {
  const ids = [...new Set(events.map((event) => String(event.data.refundRequestId)))];
  if (ids.length === 0) return;
  const stored = (await db.selectFrom('refund_requests').selectAll().where('id', 'in', ids).execute()) as Record<
    string,
    unknown
  >[];
  const rows = new Map<string, RefundRequestRow | null>(
    stored.map((row) => [
      String(row.id),
      {
        ...(row as unknown as RefundRequestRow),
        requested_at: new Date(row.requested_at as string).toISOString(),
        finished_at: row.finished_at === null ? null : new Date(row.finished_at as string).toISOString(),
        last_position: String(row.last_position),
      },
    ]),
  );
  const changed = new Set<string>();
  for (const event of events) {
    const id = String(event.data.refundRequestId);
    const before = rows.get(id) ?? null;
    const after = applyRefundRequestEvent(before, event);
    if (after !== before) {
      rows.set(id, after);
      changed.add(id);
    }
  }
  const values = [...changed].flatMap((id) => {
    const row = rows.get(id);
    return row ? [{ ...row }] : [];
  });
  const columns = Object.keys(values[0] ?? {}).filter((column) => column !== 'id');
  await upsertRows(db, 'refund_requests', values, { key: 'id', update: columns, chunk: 500 });
}

async function projectPolicy(events: readonly RecordedEvent[], db: Db): Promise<void> {
  const changes = events.filter((event) => event.type === 'RefundPolicyChanged');
  const latest = changes.at(-1);
  if (latest) {
    const data = latest.data as RefundPolicyChanged['data'];
    const position = latest.globalPosition.toString();
    // Only a later change replaces the row: a redelivered older one leaves it.
    await db
      .insertInto('refund_policy')
      .values({
        id: 'current',
        daily_amount_cents: data.dailyAmountCents,
        daily_count: data.dailyCount,
        weekly_count: data.weeklyCount,
        self_approval_allowed: data.selfApprovalAllowed,
        single_refund_max_cents: data.singleRefundMaxCents,
        last_position: position,
      })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) => ({
            daily_amount_cents: eb.ref('excluded.daily_amount_cents'),
            daily_count: eb.ref('excluded.daily_count'),
            weekly_count: eb.ref('excluded.weekly_count'),
            self_approval_allowed: eb.ref('excluded.self_approval_allowed'),
            single_refund_max_cents: eb.ref('excluded.single_refund_max_cents'),
            last_position: eb.ref('excluded.last_position'),
          }))
          .where('refund_policy.last_position', '<', latest.globalPosition),
      )
      .execute();
  }
  const usage = events
    .filter((event) => event.type === 'RefundApprovalCounted')
    .map((event) => {
      const data = event.data as RefundApprovalCounted['data'];
      return {
        refund_request_id: data.refundRequestId,
        amount_cents: data.amountCents,
        vilnius_day: data.vilniusDay,
        vilnius_week: data.vilniusWeek,
      };
    });
  await upsertRows(db, 'refund_policy_usage', usage, { key: 'refund_request_id', chunk: 1000 });
  const entries = events.flatMap((event) => {
    if (event.type === 'SingleRefundCounted') {
      const data = event.data as SingleRefundCounted['data'];
      return [{ ...entryOf(event, data), amount_cents: data.amountCents, counts: 1 }];
    }
    if (event.type === 'RefundUsageReturned') {
      const data = event.data as RefundUsageReturned['data'];
      return [{ ...entryOf(event, data), amount_cents: -data.amountCents, counts: 0 }];
    }
    return [];
  });
  await upsertRows(db, 'refund_usage_entries', entries, { key: 'position', chunk: 1000 });
}

const entryOf = (event: RecordedEvent, data: { vilniusDay: string; vilniusWeek: string }) => ({
  position: event.globalPosition.toString(),
  vilnius_day: data.vilniusDay,
  vilnius_week: data.vilniusWeek,
});

export const refundsProjector: Projector = {
  name: 'refunds',
  eventTypes: EVENT_TYPES,
  // 2: the single-refund amount and refund_usage_entries (single-order refunds, usage given back).
  version: 2,
  tables: ['refund_requests', 'refund_policy', 'refund_policy_usage', 'refund_usage_entries'],
  migrations: {
    '0001_refunds': {
      async up(db) {
        await db.schema
          .createTable('refund_requests')
          .addColumn('id', 'uuid', (c) => c.primaryKey())
          .addColumn('catalog_event_id', 'uuid', (c) => c.notNull())
          .addColumn('refund_type', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('notify_customers', 'boolean', (c) => c.notNull())
          .addColumn('total_amount_cents', 'bigint', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('orders', 'jsonb', (c) => c.notNull())
          .addColumn('requested_by', 'jsonb', (c) => c.notNull())
          .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
          .addColumn('approval', 'jsonb')
          .addColumn('self_approved', 'boolean', (c) => c.notNull())
          .addColumn('rejection', 'jsonb')
          .addColumn('finished_at', 'timestamptz')
          .addColumn('last_position', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('refund_requests_by_event')
          .on('refund_requests')
          .columns(['catalog_event_id', 'requested_at'])
          .execute();
        await db.schema
          .createTable('refund_policy')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('daily_amount_cents', 'bigint', (c) => c.notNull())
          .addColumn('daily_count', 'integer', (c) => c.notNull())
          .addColumn('weekly_count', 'integer', (c) => c.notNull())
          .addColumn('self_approval_allowed', 'boolean', (c) => c.notNull())
          .addColumn('last_position', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('refund_policy_usage')
          .addColumn('refund_request_id', 'uuid', (c) => c.primaryKey())
          .addColumn('amount_cents', 'bigint', (c) => c.notNull())
          .addColumn('vilnius_day', 'text', (c) => c.notNull())
          .addColumn('vilnius_week', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('refund_policy_usage_by_day')
          .on('refund_policy_usage')
          .column('vilnius_day')
          .execute();
        await db.schema
          .createIndex('refund_policy_usage_by_week')
          .on('refund_policy_usage')
          .column('vilnius_week')
          .execute();
      },
    },
    // One refund policy for every refund path (docs/money.md): the single-refund amount, and the usage
    // of single-order refunds and of refunds that returned nothing.
    '0002_single_refunds_and_returned_usage': {
      async up(db) {
        await db.schema
          .alterTable('refund_policy')
          .addColumn('single_refund_max_cents', 'bigint', (c) => c.notNull().defaultTo(DEFAULT_SINGLE_REFUND_MAX_CENTS))
          .execute();
        await db.schema
          .createTable('refund_usage_entries')
          .addColumn('position', 'bigint', (c) => c.primaryKey())
          .addColumn('amount_cents', 'bigint', (c) => c.notNull())
          .addColumn('counts', 'integer', (c) => c.notNull())
          .addColumn('vilnius_day', 'text', (c) => c.notNull())
          .addColumn('vilnius_week', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('refund_usage_entries_by_week')
          .on('refund_usage_entries')
          .column('vilnius_week')
          .execute();
      },
    },
  },

  async project(events: readonly RecordedEvent[], db: Db): Promise<void> {
    const ours = events.filter((event) => EVENT_TYPES.has(event.type));
    await projectRequests(
      ours.filter((event) => REFUND_REQUEST_EVENT_TYPES.has(event.type)),
      db,
    );
    await projectPolicy(ours, db);
  },
};
