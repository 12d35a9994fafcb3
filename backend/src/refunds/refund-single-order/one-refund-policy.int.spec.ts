import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { sql } from 'kysely';
import { orderLine, orderPlacedData, orderingEvent } from '@ticketshop/projections/testing';
import type { Database, EventStore, RecordedEvent } from '@ticketshop/projections';
import { DATABASE, EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { SandboxPaymentProvider } from '../../payments/providers/sandbox/sandbox.provider';
import { OrderStreams } from '../../ordering/infrastructure/order-streams';
import { eventOnSale, settle } from '../../ordering/testing/checkout-fixtures';
import { createAccount, signIn, type TestAccount } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { RefundsModule } from '../refunds.module';

interface Admin {
  account: TestAccount;
  token: string;
}

/**
 * One refund policy for every refund path (docs/money.md, issue 22 items 2 and 3): the single-order
 * refund counts against the limits and, past one, becomes a request for a second admin; a request never
 * takes an order another open request holds; usage counts money actually returned.
 */
describe('one refund policy: the single-order refund, open requests and usage given back', () => {
  let shop: TestApp;
  let admin: Admin;
  let approver: Admin;
  let superAdmin: Admin;
  let catalogEventId: string;
  let ticketTypeId: string;

  const api = () => request(shop.app.getHttpServer());
  const post = (who: Admin, path: string, body: object = {}) =>
    api().post(path).set('Authorization', `Bearer ${who.token}`).send(body);
  const get = (who: Admin, path: string) => api().get(path).set('Authorization', `Bearer ${who.token}`);
  const store = () => shop.app.get<EventStore>(EVENT_STORE);

  async function settleAll(): Promise<void> {
    const database = shop.app.get<Database>(DATABASE);
    const head = async () =>
      BigInt(
        (await sql<{ p: string | null }>`select max(global_position)::text as p from event_log`.execute(database.db))
          .rows[0]?.p ?? 0,
      );
    for (;;) {
      const last = await head();
      await shop.app.get(RefundsModule).whenProcessed(last);
      await settle(shop.app);
      if ((await head()) === last) return;
    }
  }

  async function paidOrder(priceCents: number): Promise<string> {
    const orderId = randomUUID();
    const placed = orderPlacedData(orderId, catalogEventId, [orderLine(ticketTypeId, { unitPriceCents: priceCents })], {
      expiresAt: '2099-12-31T00:00:00.000Z',
    });
    await store().appendToStream(
      `order-${orderId}`,
      [
        orderingEvent('OrderPlaced', placed),
        orderingEvent('PaymentSucceeded', {
          orderId,
          provider: 'sandbox',
          providerTransactionId: `tx-${randomUUID()}`,
          amountCents: placed.totalCents,
          currency: 'EUR',
        }),
      ],
      { expectedRevision: 'no_stream' },
    );
    await settleAll();
    return orderId;
  }

  const refund = (orderId: string, amount: number, who: Admin = admin) =>
    post(who, `/api/orders/${orderId}/refund`, { amount, reason: 'Pirkėjo prašymu', notify_customer: false });
  const askRefund = (orderIds: string[], who: Admin = admin) =>
    post(who, `/api/admin/events/${catalogEventId}/request-bulk-refund`, {
      reason: 'Grąžinti',
      refund_type: 'bulk',
      order_ids: orderIds,
      notify_customers: false,
      admin_password_confirmation: who.account.password,
    });
  const approve = (id: string) =>
    post(approver, `/api/admin/refund-requests/${id}/approve`, {
      admin_password_confirmation: approver.account.password,
    });
  const setLimits = (limits: object) =>
    api()
      .put('/api/admin/refund-limits')
      .set('Authorization', `Bearer ${superAdmin.token}`)
      .send({ daily_amount: 10_000, daily_count: 100, weekly_count: 1000, self_approval_allowed: false, ...limits })
      .expect(200);
  const dayAmountUsed = async (): Promise<number> => {
    const limits = (await get(admin, '/api/admin/refund-limits').expect(200)).body.limits as {
      limit_type: string;
      current_usage: number;
    }[];
    return limits.find((limit) => limit.limit_type === 'daily_amount')!.current_usage;
  };
  const orderEvents = (orderId: string): Promise<RecordedEvent[]> => store().readStream(`order-${orderId}`);
  const typesOf = (events: RecordedEvent[]) => events.map((event) => event.type);

  beforeAll(async () => {
    shop = await createTestApp({ ORDER_SWEEP_INTERVAL_MS: '600000' });
    const make = async (role: 'admin' | 'super_admin'): Promise<Admin> => {
      const account = await createAccount(shop.app, role);
      return { account, token: (await signIn(shop.app, account)).accessToken };
    };
    admin = await make('admin');
    approver = await make('admin');
    superAdmin = await make('super_admin');
    const event = await eventOnSale(shop.app, [{ priceCents: 2_500, quantity: 500 }]);
    catalogEventId = event.catalogEventId;
    ticketTypeId = event.ticketTypeIds[0]!;
  });
  afterAll(() => shop.close());
  afterEach(() => jest.restoreAllMocks());

  it('given room under both, when one admin refunds an order, then it is refunded at once and counted in the usage', async () => {
    await setLimits({ daily_amount: 10_000, single_refund_max: 100 });
    const before = await dayAmountUsed();
    const order = await paidOrder(6_000);
    const answer = (await refund(order, 60).expect(202)).body;
    expect(answer).toMatchObject({ outcome: 'refund_started', refund_request_id: null, second_admin_reason: null });
    await settleAll();
    expect(typesOf(await orderEvents(order))).toContain('PaymentRefunded');
    expect(await dayAmountUsed()).toBe(before + 60);
    const policy = await store().readStream('refund-policy');
    expect(policy.at(-1)).toMatchObject({
      type: 'SingleRefundCounted',
      data: { orderId: order, refundId: answer.refund_id, amountCents: 6_000 },
      metadata: { actor: { kind: 'user', userId: admin.account.userId } },
    });
  });

  it('given the single-refund amount, when one admin refunds more, then it becomes a request a second admin approves', async () => {
    await setLimits({ daily_amount: 10_000, single_refund_max: 50 });
    const before = await dayAmountUsed();
    const order = await paidOrder(6_000);
    const answer = (await refund(order, 50.01).expect(202)).body;
    expect(answer).toMatchObject({
      outcome: 'sent_for_approval',
      refund_id: null,
      second_admin_reason: 'single_refund_max',
    });
    await settleAll();
    // Not passed: nothing asked of the order, nothing used of the day.
    expect(typesOf(await orderEvents(order))).not.toContain('PaymentRefundRequested');
    expect(await dayAmountUsed()).toBe(before);
    const asked = (await get(approver, `/api/admin/refund-requests/${answer.refund_request_id}`).expect(200)).body;
    expect(asked).toMatchObject({
      status: 'pending',
      total_amount: 50.01,
      requested_by: { id: admin.account.userId },
      orders: [{ order_id: order, amount: 50.01 }],
    });
    // The asker cannot approve it alone; a second admin can.
    await post(admin, `/api/admin/refund-requests/${answer.refund_request_id}/approve`, {
      admin_password_confirmation: admin.account.password,
    }).expect(403);
    await approve(answer.refund_request_id).expect(200);
    await settleAll();
    expect(typesOf(await orderEvents(order))).toContain('PaymentRefunded');
    expect(await dayAmountUsed()).toBeCloseTo(before + 50.01, 2);
  });

  it("given the day's amount used up, when one admin refunds an order in full, then it is neither refused nor passed: it becomes a request", async () => {
    await setLimits({ daily_amount: 10_000, single_refund_max: 10_000 });
    const used = await dayAmountUsed();
    await setLimits({ daily_amount: used, single_refund_max: 10_000 });
    const order = await paidOrder(2_500);
    const answer = (await refund(order, 25).expect(202)).body;
    expect(answer).toMatchObject({ outcome: 'sent_for_approval', second_admin_reason: 'daily_amount' });
    await settleAll();
    expect(typesOf(await orderEvents(order))).not.toContain('PaymentRefundRequested');
    expect(await dayAmountUsed()).toBe(used);
    // The approval itself stays within the day's limit: it waits for tomorrow or a higher limit.
    const refused = await approve(answer.refund_request_id).expect(409);
    expect(refused.body.message).toMatch(/dienos grąžinimų sumos limitas|Daily refund amount limit/);
    await setLimits({ daily_amount: used + 25, single_refund_max: 10_000 });
    await approve(answer.refund_request_id).expect(200);
    await settleAll();
    expect(typesOf(await orderEvents(order))).toContain('PaymentRefunded');
    expect(await dayAmountUsed()).toBe(used + 25);
  });

  it('given an order in a pending request, then a second request and a single-order refund of it are refused with a field error', async () => {
    await setLimits({ daily_amount: 10_000, single_refund_max: 10_000 });
    const held = await paidOrder(2_500);
    const free = await paidOrder(2_500);
    const first = (await askRefund([held]).expect(201)).body.refund_request_id as string;
    await settleAll();
    const refused = (await askRefund([free, held]).expect(400)).body;
    expect(JSON.stringify(refused)).toMatch(/laukiančiame grąžinimo prašyme/);
    // Staff read orders and requests by their numbers, the ids' last 8 characters upper-case.
    expect(JSON.stringify(refused)).toContain(`Užsakymas ${held.slice(-8).toUpperCase()} jau yra`);
    expect(JSON.stringify(refused)).toContain(`prašyme ${first.slice(-8).toUpperCase()}`);
    expect(JSON.stringify(refused)).toContain('order_ids');
    await refund(held, 10).expect(400);
    // Nothing of the refused ask was written: the free order may still be asked for alone.
    await askRefund([free]).expect(201);
  });

  it('given an approved request whose order refunds nothing, then its share of the day is given back, with a code in place of English text', async () => {
    await setLimits({ daily_amount: 10_000, single_refund_max: 10_000 });
    const before = await dayAmountUsed();
    const order = await paidOrder(2_500);
    const id = (await askRefund([order]).expect(201)).body.refund_request_id as string;
    await settleAll();
    // Refunded meanwhile by other means (as before this policy, straight on the order's stream).
    await shop.app.get(OrderStreams).decide(
      {
        type: 'RefundOrder',
        data: {
          orderId: order,
          refundId: randomUUID(),
          amountCents: 2_500,
          reason: 'admin',
          note: 'Grąžinta atskirai',
          notifyCustomer: false,
          refundRequestId: null,
        },
      },
      {
        commandId: randomUUID(),
        actor: { kind: 'system', name: 'test' },
        correlationId: randomUUID(),
        now: new Date(),
      },
    );
    await approve(id).expect(200);
    await settleAll();
    const failed = (await get(approver, `/api/admin/refund-requests/${id}`).expect(200)).body;
    expect(failed.orders[0]).toMatchObject({ state: 'failed', error_code: 'order.refund-too-large' });
    expect(await dayAmountUsed()).toBe(before);

    // Retried, it counts again; refusing again (still nothing left), it gives back again.
    await post(approver, `/api/admin/refund-requests/${id}/retry-failed`).expect(200);
    await settleAll();
    expect((await get(approver, `/api/admin/refund-requests/${id}`).expect(200)).body.orders[0]).toMatchObject({
      attempt: 2,
      state: 'failed',
    });
    expect(await dayAmountUsed()).toBe(before);
    const retried = (await store().readStream('refund-policy')).slice(-2);
    expect(retried.map((event) => event.type)).toEqual(['SingleRefundCounted', 'RefundUsageReturned']);
    const policy = await store().readStream('refund-policy');
    expect(policy.at(-1)).toMatchObject({
      type: 'RefundUsageReturned',
      data: { orderId: order, refundRequestId: id, amountCents: 2_500 },
      metadata: { actor: { kind: 'system', name: 'refund-requests' } },
    });
  });

  it('given a single-order refund the provider refuses, then its usage is given back; sent again, it counts again', async () => {
    await setLimits({ daily_amount: 10_000, single_refund_max: 10_000 });
    const before = await dayAmountUsed();
    const order = await paidOrder(4_000);
    jest.spyOn(SandboxPaymentProvider.prototype, 'refund').mockResolvedValueOnce({ kind: 'failed', error: 'declined' });
    const answer = (await refund(order, 40).expect(202)).body;
    await settleAll();
    expect(typesOf(await orderEvents(order))).toContain('PaymentRefundFailed');
    expect(await dayAmountUsed()).toBe(before);

    await post(admin, `/api/orders/${order}/refunds/${answer.refund_id}/retry`).expect(202);
    await settleAll();
    expect(typesOf(await orderEvents(order))).toContain('PaymentRefunded');
    expect(await dayAmountUsed()).toBe(before + 40);
  });

  it("given a request's refund the provider refuses, when an admin sends it again from the order, then it counts again", async () => {
    await setLimits({ daily_amount: 10_000, single_refund_max: 10_000 });
    const before = await dayAmountUsed();
    const order = await paidOrder(3_000);
    const id = (await askRefund([order]).expect(201)).body.refund_request_id as string;
    await settleAll();
    jest.spyOn(SandboxPaymentProvider.prototype, 'refund').mockResolvedValueOnce({ kind: 'failed', error: 'declined' });
    await approve(id).expect(200);
    await settleAll();
    const failed = (await get(approver, `/api/admin/refund-requests/${id}`).expect(200)).body.orders[0];
    expect(failed).toMatchObject({ state: 'failed' });
    expect(await dayAmountUsed()).toBe(before);

    // The order's own retry route is no way around the limits: the share given back is taken again.
    await post(admin, `/api/orders/${order}/refunds/${failed.refund_id}/retry`).expect(202);
    await settleAll();
    expect(typesOf(await orderEvents(order))).toContain('PaymentRefunded');
    expect(await dayAmountUsed()).toBe(before + 30);
  });
});
