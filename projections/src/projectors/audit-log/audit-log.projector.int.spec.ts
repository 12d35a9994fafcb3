import { randomUUID } from 'node:crypto';
import type { EventToAppend, RecordedEvent } from '../../eventstore/event-store';
import type { Actor } from '../../events/metadata';
import { PostgresEventStore } from '../../eventstore/postgres-event-store';
import { digestOf, prepareGeneration, publishGeneration, inGeneration } from '../../runner/projection-store';
import { orderingEvent, orderLine, orderPlacedData } from '../../testing/ordering-fixtures';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { auditLogProjector } from './audit-log.projector';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString();
const admin: Actor = { kind: 'user', userId: randomUUID(), role: 'admin' };
const approver: Actor = { kind: 'user', userId: randomUUID(), role: 'super_admin' };
const refunds: Actor = { kind: 'system', name: 'payment-refunds' };

interface Step {
  stream: string;
  type: string;
  data: Record<string, unknown>;
  actor?: Actor;
  requestId?: string;
}

/** Stored events as the log would deliver them, in this order, each a minute after the one before. */
function recorded(steps: Step[]): RecordedEvent[] {
  const revisions = new Map<string, bigint>();
  return steps.map((step, i) => {
    const revision = revisions.get(step.stream) ?? 0n;
    revisions.set(step.stream, revision + 1n);
    const event: EventToAppend = orderingEvent(step.type, step.data, at(i));
    return {
      ...event,
      metadata: {
        ...event.metadata,
        actor: step.actor ?? event.metadata.actor,
        correlationId: step.requestId ?? event.metadata.correlationId,
      },
      streamId: step.stream,
      streamRevision: revision,
      globalPosition: BigInt(i + 1),
      recordedAt: new Date('2026-11-01T10:00:00Z'),
    };
  });
}

function story() {
  const catalogEventId = randomUUID();
  const [orderId, otherOrderId, refundRequestId] = [randomUUID(), randomUUID(), randomUUID()];
  const [singleRefund, requestRefund, retriedRefund] = [randomUUID(), randomUUID(), randomUUID()];
  const order = (id: string, type: string, data: Record<string, unknown>, extra: Partial<Step> = {}): Step => ({
    stream: `order-${id}`,
    type,
    data: { orderId: id, ...data },
    ...extra,
  });
  const request = (type: string, data: Record<string, unknown>, extra: Partial<Step> = {}): Step => ({
    stream: `refund-request-${refundRequestId}`,
    type,
    data: { refundRequestId, ...data },
    ...extra,
  });
  const payment = { provider: 'makecommerce', providerTransactionId: 'mc-1', amountCents: 5000, currency: 'EUR' };
  const events = recorded([
    order(orderId, 'OrderPlaced', orderPlacedData(orderId, catalogEventId, [orderLine(randomUUID(), { quantity: 2 })])),
    order(orderId, 'PaymentInitiated', {
      paymentId: randomUUID(),
      provider: 'makecommerce',
      amountCents: 5000,
      currency: 'EUR',
      providerTransactionId: 'mc-1',
    }),
    order(orderId, 'PaymentSucceeded', payment, { actor: { kind: 'system', name: 'makecommerce' } }),
    order(
      orderId,
      'PaymentRefundRequested',
      {
        ...payment,
        amountCents: 1250,
        refundId: singleRefund,
        reason: 'admin',
        note: 'Sulūžusi kėdė',
        notifyCustomer: true,
        refundRequestId: null,
      },
      { actor: admin, requestId: 'req-single' },
    ),
    order(
      orderId,
      'PaymentRefundSent',
      { refundId: singleRefund, providerRefundId: 'mc-r-1', awaiting: 'provider' },
      { actor: refunds, requestId: 'req-single' },
    ),
    order(
      orderId,
      'PaymentRefunded',
      { refundId: singleRefund, providerRefundId: 'mc-r-1' },
      { actor: refunds, requestId: 'req-single' },
    ),
    order(orderId, 'OrderConfirmationResent', { email: 'ona@example.lt' }, { actor: admin, requestId: 'req-resend' }),
    order(
      otherOrderId,
      'OrderPlaced',
      orderPlacedData(otherOrderId, catalogEventId, [orderLine(randomUUID())], { totalCents: 2500 }),
    ),
    order(otherOrderId, 'OrderCancelledByAdmin', { reason: 'Pirkėjo prašymu' }, { actor: admin, requestId: 'req-c' }),
    {
      stream: 'refund-policy',
      type: 'RefundPolicyChanged',
      data: {
        dailyAmountCents: 100000,
        dailyCount: 10,
        weeklyCount: 30,
        selfApprovalAllowed: false,
        singleRefundMaxCents: 50000,
      },
      actor: approver,
      requestId: 'req-policy',
    },
    request(
      'RefundRequestSubmitted',
      {
        catalogEventId,
        refundType: 'event_cancelled',
        orders: [{ orderId, amountCents: 3750, currency: 'EUR' }],
        totalAmountCents: 3750,
        reason: 'Renginys atšauktas',
        notifyCustomers: true,
      },
      { actor: admin, requestId: 'req-submit' },
    ),
    {
      stream: 'refund-policy',
      type: 'RefundApprovalCounted',
      data: { refundRequestId, amountCents: 3750, vilniusDay: '2026-11-01', vilniusWeek: '2026-W44' },
      actor: approver,
      requestId: 'req-approve',
    },
    request('RefundRequestApproved', { approvalNotes: 'Patvirtinta', selfApproved: false }, { actor: approver }),
    order(
      orderId,
      'PaymentRefundRequested',
      {
        ...payment,
        amountCents: 3750,
        refundId: requestRefund,
        reason: 'event-cancelled',
        note: '',
        notifyCustomer: true,
        refundRequestId,
      },
      { actor: { kind: 'system', name: 'refund-requests' } },
    ),
    order(orderId, 'PaymentRefundFailed', { refundId: requestRefund, error: 'Insufficient funds', manual: false }),
    request('RefundRequestOrderFailed', { orderId, refundId: requestRefund, error: 'Insufficient funds' }),
    request('RefundRequestFailed', {}),
    request('RefundRequestOrderRetried', { orderId, refundId: retriedRefund }, { actor: admin }),
    {
      stream: 'settings',
      type: 'SystemSettingsChanged',
      data: {
        changes: [
          { field: 'siteName', from: 'Bilietų parduotuvė', to: 'Koncertai' },
          { field: 'allowRegistration', from: true, to: false },
        ],
      },
      actor: admin,
      requestId: 'req-system',
    },
    {
      stream: 'settings',
      type: 'EmailSettingsChanged',
      data: {
        changes: [{ field: 'smtpPort', from: 587, to: 465 }],
        secrets: [{ field: 'smtpPassword', change: 'changed', encrypted: 'v1:sealed-new-password' }],
      },
      actor: approver,
      requestId: 'req-email',
    },
    // Last, so the positions above stay as they were before cancellations were audited.
    {
      stream: `catalog-event-${catalogEventId}`,
      type: 'CatalogEventCancelled',
      data: { catalogEventId },
      actor: admin,
      requestId: 'req-cancel',
    },
  ]);
  return { catalogEventId, orderId, otherOrderId, refundRequestId, singleRefund, requestRefund, events };
}

describe('audit log projector', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
    await PostgresEventStore.create(database);
  });
  afterEach(() => database.dispose());

  async function project(batches: RecordedEvent[][]): Promise<string> {
    const schema = await prepareGeneration(database, auditLogProjector, 1);
    await database.db.transaction().execute((trx) => publishGeneration(trx, auditLogProjector, schema));
    for (const batch of batches) {
      // Straight to the projector, past the checkpoint, as a redelivery before the checkpoint check would be.
      await database.db.transaction().execute((trx) => auditLogProjector.project(batch, inGeneration(trx, schema)));
    }
    return digestOf(database.db, auditLogProjector);
  }

  async function fresh() {
    await database.dispose();
    database = await createTestDatabase();
    await PostgresEventStore.create(database);
  }

  it('given every event delivered twice, then the tables equal those of a single delivery', async () => {
    const { events } = story();
    const once = await project([events]);
    await fresh();

    const twice = await project([
      events.flatMap((e) => [e, e]),
      events,
      events.slice(0, 5),
      events.slice(8, 17).flatMap((e) => [e, e]),
    ]);

    expect(once).toMatch(/^audit_log:18:.*;audit_log_subjects:3:/);
    expect(twice).toBe(once);
  });

  it('given the cancellation of an event delivered twice, then it is one entry under the admin who cancelled', async () => {
    const { catalogEventId, events } = story();
    const cancelled = events.at(-1)!;
    await project([[cancelled], [cancelled, cancelled]]);

    const rows = await database.db.selectFrom('read_models.audit_log').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'event.cancelled',
      actor_kind: 'user',
      actor_id: admin.userId,
      actor_role: 'admin',
      catalog_event_id: catalogEventId,
    });
  });

  it('given tickets voided delivered twice, then it is one entry under the admin, with the reason and the tickets', async () => {
    const orderId = randomUUID();
    const [voided] = recorded([
      {
        stream: `order-${orderId}`,
        type: 'TicketsVoided',
        data: { orderId, ticketIds: ['k1', 'k2'], reason: 'Pirkėjas grąžino bilietus' },
        actor: admin,
        requestId: 'req-void',
      },
    ]);
    await project([[voided!], [voided!, voided!]]);

    const rows = await database.db.selectFrom('read_models.audit_log').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'order.tickets_voided',
      actor_kind: 'user',
      actor_id: admin.userId,
      order_id: orderId,
      reason: 'Pirkėjas grąžino bilietus',
      request_id: 'req-void',
      details: { tickets: 'k1, k2', ticketCount: '2' },
    });
  });

  it('given one event per batch, as when live, then the tables equal those of one batch', async () => {
    const { events } = story();
    const once = await project([events]);
    await fresh();

    expect(await project(events.map((event) => [event]))).toBe(once);
  });

  it('given a story of refunds, then each money fact is one row naming its action, actor, money, reason and request', async () => {
    const s = story();
    await project([s.events]);
    const rows = await database.db.selectFrom('read_models.audit_log').selectAll().orderBy('position').execute();
    const shown = rows.map((row) => ({
      action: row.action as string,
      actor: `${String(row.actor_kind)}:${String(row.actor_id)}:${String(row.actor_role)}`,
      event: row.catalog_event_id as string | null,
      amount: row.amount_cents === null ? null : Number(row.amount_cents),
      reason: row.reason as string,
      request: row.request_id as string,
    }));

    // Payment attempts are not money facts; each order's and request's row names the catalog event.
    expect(shown.map((row) => row.action)).toEqual([
      'order.paid',
      'order.refund_requested',
      'order.refund_sent',
      'order.refunded',
      'order.confirmation_resent',
      'order.cancelled',
      'refund_policy.changed',
      'refund_request.submitted',
      'refund_policy.approval_counted',
      'refund_request.approved',
      'order.refund_requested',
      'order.refund_failed',
      'refund_request.order_failed',
      'refund_request.failed',
      'refund_request.order_retried',
      'settings.system_changed',
      'settings.email_changed',
      'event.cancelled',
    ]);
    expect(shown[1]).toEqual({
      action: 'order.refund_requested',
      actor: `user:${admin.userId}:admin`,
      event: s.catalogEventId,
      amount: 1250,
      reason: 'Sulūžusi kėdė',
      request: 'req-single',
    });
    // The steps after the request show its amount; the provider's refusal is the reason.
    expect(shown[3]).toMatchObject({ actor: 'system:payment-refunds:null', amount: 1250, request: 'req-single' });
    expect(shown[11]).toMatchObject({ amount: 3750, reason: 'Insufficient funds' });
    expect(shown[10]).toMatchObject({ actor: 'system:refund-requests:null', reason: 'event-cancelled' });
    expect(shown[5]).toMatchObject({ action: 'order.cancelled', reason: 'Pirkėjo prašymu', amount: null });
    expect(shown[6]).toMatchObject({ event: null, actor: `user:${approver.userId}:super_admin` });
    expect(shown[7]).toMatchObject({ event: s.catalogEventId, amount: 3750, reason: 'Renginys atšauktas' });
    expect(shown[8]).toMatchObject({ event: s.catalogEventId, amount: 3750, request: 'req-approve' });
    // A retry names a new refund the order is not yet asked for: no amount is made up for it.
    expect(shown[14]).toMatchObject({ action: 'refund_request.order_retried', amount: null });
    expect(rows[9]!.details).toEqual({ selfApproved: 'false' });
    // A settings change names each field from what to what, and a secret only by what happened to it.
    expect(shown[15]).toMatchObject({ event: null, actor: `user:${admin.userId}:admin`, request: 'req-system' });
    expect(rows[15]!.details).toEqual({
      'siteName.from': 'Bilietų parduotuvė',
      'siteName.to': 'Koncertai',
      'allowRegistration.from': 'true',
      'allowRegistration.to': 'false',
    });
    expect(rows[16]!.details).toEqual({ 'smtpPort.from': '587', 'smtpPort.to': '465', smtpPassword: 'changed' });
    expect(
      JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
    ).not.toContain('sealed-new-password');
    // The cancellation is the admin's who cancelled, about the event itself; the refunds keep their own actors.
    expect(shown[17]).toEqual({
      action: 'event.cancelled',
      actor: `user:${admin.userId}:admin`,
      event: s.catalogEventId,
      amount: null,
      reason: '',
      request: 'req-cancel',
    });
    expect(rows[6]!.details).toEqual({
      dailyAmountCents: '100000',
      dailyCount: '10',
      weeklyCount: '30',
      selfApprovalAllowed: 'false',
      singleRefundMaxCents: '50000',
    });
  });
});
