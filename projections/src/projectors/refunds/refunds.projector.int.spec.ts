import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../../eventstore/event-store';
import { PostgresEventStore } from '../../eventstore/postgres-event-store';
import type { Actor } from '../../events/metadata';
import { digestOf, prepareGeneration, publishGeneration, inGeneration } from '../../runner/projection-store';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { refundsProjector } from './refunds.projector';

const requester: Actor = { kind: 'user', userId: randomUUID(), role: 'admin' };
const approver: Actor = { kind: 'user', userId: randomUUID(), role: 'super_admin' };
const system: Actor = { kind: 'system', name: 'refund-requests' };

/** Events as the log would deliver them, in this order. */
function recorded(
  events: [streamId: string, type: string, data: Record<string, unknown>, actor: Actor][],
): RecordedEvent[] {
  return events.map(([streamId, type, data, actor], i) => ({
    eventId: randomUUID(),
    type,
    version: 1,
    data,
    metadata: {
      actor,
      correlationId: 'c',
      causationId: 'c',
      occurredAt: new Date(Date.UTC(2026, 10, 25, 10, i)).toISOString(),
    },
    streamId,
    streamRevision: BigInt(i),
    globalPosition: BigInt(i + 1),
    recordedAt: new Date('2026-11-25T10:00:00Z'),
  }));
}

function story(): { events: RecordedEvent[]; approved: string; rejected: string } {
  const [approved, rejected, catalogEventId, o1, o2] = [1, 2, 3, 4, 5].map(() => randomUUID()) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const submitted = (id: string) => ({
    refundRequestId: id,
    catalogEventId,
    refundType: 'event_cancelled',
    orders: [
      { orderId: o1, amountCents: 2_000, currency: 'EUR' },
      { orderId: o2, amountCents: 3_000, currency: 'EUR' },
    ],
    totalAmountCents: 5_000,
    reason: 'Renginys atšauktas',
    notifyCustomers: true,
  });
  const stream = (id: string) => `refund-request-${id}`;
  const events = recorded([
    [
      'refund-policy',
      'RefundPolicyChanged',
      { dailyAmountCents: 100_000, dailyCount: 5, weeklyCount: 9, selfApprovalAllowed: false },
      approver,
    ],
    [stream(approved), 'RefundRequestSubmitted', submitted(approved), requester],
    [stream(rejected), 'RefundRequestSubmitted', submitted(rejected), requester],
    [
      'refund-policy',
      'RefundApprovalCounted',
      { refundRequestId: approved, amountCents: 5_000, vilniusDay: '2026-11-25', vilniusWeek: '2026-W48' },
      approver,
    ],
    [
      stream(approved),
      'RefundRequestApproved',
      { refundRequestId: approved, approvalNotes: 'Gerai', selfApproved: false },
      approver,
    ],
    [stream(rejected), 'RefundRequestRejected', { refundRequestId: rejected, reason: 'Dublikatas' }, approver],
    [
      stream(approved),
      'RefundRequestOrderRefunded',
      { refundRequestId: approved, orderId: o1, refundId: 'r1' },
      system,
    ],
    [
      stream(approved),
      'RefundRequestOrderFailed',
      { refundRequestId: approved, orderId: o2, refundId: 'r2', error: 'card closed' },
      system,
    ],
    [stream(approved), 'RefundRequestFailed', { refundRequestId: approved }, system],
    [
      stream(approved),
      'RefundRequestOrderRetried',
      { refundRequestId: approved, orderId: o2, refundId: 'r3' },
      approver,
    ],
    [
      stream(approved),
      'RefundRequestOrderRefunded',
      { refundRequestId: approved, orderId: o2, refundId: 'r3' },
      system,
    ],
    [stream(approved), 'RefundRequestCompleted', { refundRequestId: approved }, system],
    [
      'refund-policy',
      'RefundPolicyChanged',
      {
        dailyAmountCents: 200_000,
        dailyCount: 6,
        weeklyCount: 10,
        selfApprovalAllowed: true,
        singleRefundMaxCents: 7_500,
      },
      approver,
    ],
    // One admin refunded an order alone (counted), and a request's order refunded nothing (given back).
    [
      'refund-policy',
      'SingleRefundCounted',
      { orderId: o1, refundId: 's1', amountCents: 4_000, vilniusDay: '2026-11-25', vilniusWeek: '2026-W48' },
      requester,
    ],
    [
      'refund-policy',
      'RefundUsageReturned',
      {
        orderId: o2,
        refundId: 'r2',
        refundRequestId: approved,
        amountCents: 3_000,
        vilniusDay: '2026-11-25',
        vilniusWeek: '2026-W48',
      },
      system,
    ],
  ]);
  return { events, approved, rejected };
}

describe('refunds projector', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
    await PostgresEventStore.create(database);
  });
  afterEach(() => database.dispose());

  async function project(batches: RecordedEvent[][]): Promise<string> {
    const schema = await prepareGeneration(database, refundsProjector, 1);
    await database.db.transaction().execute((trx) => publishGeneration(trx, refundsProjector, schema));
    for (const batch of batches) {
      // Straight to the projector, past the checkpoint, as a redelivery would come.
      await database.db.transaction().execute((trx) => refundsProjector.project(batch, inGeneration(trx, schema)));
    }
    return digestOf(database.db, refundsProjector);
  }

  async function fresh(): Promise<void> {
    await database.dispose();
    database = await createTestDatabase();
    await PostgresEventStore.create(database);
  }

  it('given every event delivered twice or out of its batch, then the tables equal those of a single delivery', async () => {
    const { events } = story();
    const once = await project([events]);
    await fresh();
    const twice = await project([events.flatMap((e) => [e, e]), events, events.slice(0, 6), events.slice(4, 9)]);
    await fresh();
    const oneByOne = await project(events.map((event) => [event]));

    expect(once).toMatch(/refund_requests:2:.*refund_policy:1:.*refund_policy_usage:1:.*refund_usage_entries:2:/);
    expect(twice).toBe(once);
    expect(oneByOne).toBe(once);
  });

  it('given a story, then each request shows its decisions and per-order progress, and the latest policy', async () => {
    const { events, approved, rejected } = story();
    await project([events]);
    const rows = await database.db.selectFrom('read_models.refund_requests').selectAll().execute();
    const byId = new Map(rows.map((row) => [row.id as string, row]));
    expect(byId.get(approved)).toMatchObject({
      status: 'completed',
      self_approved: false,
      approval: { actor: approver, text: 'Gerai' },
      requested_by: requester,
      orders: [
        { amountCents: 2_000, attempt: 1, refundId: 'r1', state: 'refunded', error: null },
        { amountCents: 3_000, attempt: 2, refundId: 'r3', state: 'refunded', error: null },
      ],
    });
    expect(byId.get(rejected)).toMatchObject({ status: 'rejected', rejection: { text: 'Dublikatas' }, approval: null });
    const policy = await database.db.selectFrom('read_models.refund_policy').selectAll().executeTakeFirstOrThrow();
    expect(policy).toMatchObject({ daily_count: 6, weekly_count: 10, self_approval_allowed: true });
    expect(Number(policy.single_refund_max_cents)).toBe(7_500);
    const entries = await database.db
      .selectFrom('read_models.refund_usage_entries')
      .select(['amount_cents', 'counts', 'vilnius_day'])
      .orderBy('position')
      .execute();
    expect(entries.map((entry) => [Number(entry.amount_cents), entry.counts, entry.vilnius_day])).toEqual([
      [4_000, 1, '2026-11-25'],
      [-3_000, 0, '2026-11-25'],
    ]);
    const usage = await database.db.selectFrom('read_models.refund_policy_usage').selectAll().execute();
    expect(usage).toMatchObject([{ refund_request_id: approved, vilnius_day: '2026-11-25', vilnius_week: '2026-W48' }]);
  });
});
