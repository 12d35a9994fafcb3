import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { sql } from 'kysely';
import { orderLine, orderPlacedData, orderingEvent } from '@ticketshop/projections/testing';
import { delay, type Database, type EventStore, type RecordedEvent } from '@ticketshop/projections';
import { DATABASE, EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { OrderStreams } from '../ordering/infrastructure/order-streams';
import { eventOnSale, settle } from '../ordering/testing/checkout-fixtures';
import { createAccount, signIn, type TestAccount } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { interleaveAppends } from '../testing/interleaved-appends';
import { refundIdFor } from './domain/refund-request.decider';
import { RefundsModule } from './refunds.module';

interface Admin {
  account: TestAccount;
  token: string;
}

describe('refund requests: four eyes, limits, carried out order by order', () => {
  let shop: TestApp;
  let requester: Admin;
  let approver: Admin;
  let superAdmin: Admin;
  let organizerToken: string;
  let catalogEventId: string;
  let ticketTypeId: string;

  const api = () => request(shop.app.getHttpServer());
  const as = (admin: Admin | string) => (admin as Admin).token ?? (admin as string);
  const post = (who: Admin | string, path: string, body: object = {}) =>
    api()
      .post(path)
      .set('Authorization', `Bearer ${as(who)}`)
      .send(body);
  const get = (who: Admin | string, path: string) =>
    api()
      .get(path)
      .set('Authorization', `Bearer ${as(who)}`);
  const store = () => shop.app.get<EventStore>(EVENT_STORE);

  /** Read models and every process manager have handled everything recorded. */
  async function settleAll(): Promise<void> {
    const database = shop.app.get<Database>(DATABASE);
    for (;;) {
      const last = BigInt(
        (await sql<{ p: string | null }>`select max(global_position)::text as p from event_log`.execute(database.db))
          .rows[0]?.p ?? 0,
      );
      await shop.app.get(RefundsModule).whenProcessed(last);
      await settle(shop.app);
      const now = (
        await sql<{ p: string | null }>`select max(global_position)::text as p from event_log`.execute(database.db)
      ).rows[0]?.p;
      if (BigInt(now ?? 0) === last) return;
    }
  }

  /** A paid order of the event (appended as checkout would have recorded it), paid through the sandbox. */
  async function paidOrder(priceCents = 2_500, eventId = catalogEventId, typeId = ticketTypeId): Promise<string> {
    const orderId = randomUUID();
    const placed = orderPlacedData(orderId, eventId, [orderLine(typeId, { unitPriceCents: priceCents })], {
      expiresAt: '2099-12-31T00:00:00.000Z',
    });
    const paid = {
      provider: 'sandbox',
      providerTransactionId: `tx-${randomUUID()}`,
      amountCents: placed.totalCents,
      currency: 'EUR',
    };
    await store().appendToStream(
      `order-${orderId}`,
      [orderingEvent('OrderPlaced', placed), orderingEvent('PaymentSucceeded', { orderId, ...paid })],
      { expectedRevision: 'no_stream' },
    );
    return orderId;
  }

  async function askRefund(orderIds: string[], who: Admin = requester): Promise<string> {
    const answer = await post(who, `/api/admin/events/${catalogEventId}/request-bulk-refund`, {
      reason: 'Renginys atšauktas',
      refund_type: 'event_cancelled',
      order_ids: orderIds,
      notify_customers: false,
      admin_password_confirmation: who.account.password,
    }).expect(201);
    return answer.body.refund_request_id as string;
  }

  const approve = (id: string, who: Admin = approver, password = who.account.password) =>
    post(who, `/api/admin/refund-requests/${id}/approve`, {
      approval_notes: 'Patikrinta',
      admin_password_confirmation: password,
    });

  const setLimits = (limits: object) =>
    api()
      .put('/api/admin/refund-limits')
      .set('Authorization', `Bearer ${superAdmin.token}`)
      .send({ daily_amount: 10_000, daily_count: 20, weekly_count: 100, self_approval_allowed: false, ...limits })
      .expect(200);

  const orderEvents = async (orderId: string): Promise<RecordedEvent[]> => store().readStream(`order-${orderId}`);
  const count = (events: RecordedEvent[], type: string) => events.filter((event) => event.type === type).length;

  beforeAll(async () => {
    shop = await createTestApp({ ORDER_SWEEP_INTERVAL_MS: '600000' });
    const admin = async (role: 'admin' | 'super_admin'): Promise<Admin> => {
      const account = await createAccount(shop.app, role);
      return { account, token: (await signIn(shop.app, account)).accessToken };
    };
    requester = await admin('admin');
    approver = await admin('admin');
    superAdmin = await admin('super_admin');
    organizerToken = (await signIn(shop.app, await createAccount(shop.app, 'organizer'))).accessToken;
    const event = await eventOnSale(shop.app, [{ priceCents: 2_500, quantity: 500 }]);
    catalogEventId = event.catalogEventId;
    ticketTypeId = event.ticketTypeIds[0]!;
  });
  afterAll(() => shop.close());

  it('given a request, when a second admin approves, then every order is refunded and the request completes', async () => {
    const orders = [await paidOrder(2_500), await paidOrder(4_000)];
    await settleAll();
    const id = await askRefund(orders);
    const pending = (await get(approver, `/api/admin/refund-requests/${id}`).expect(200)).body;
    expect(pending).toMatchObject({
      status: 'pending',
      total_amount: 65,
      orders_count: 2,
      requested_by: { id: requester.account.userId },
    });

    const approved = await approve(id).set('X-Request-Id', 'approval-of-refund-1').expect(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      self_approved: false,
      approval: { by: { id: approver.account.userId }, text: 'Patikrinta' },
    });
    await settleAll();

    const done = (await get(approver, `/api/admin/refund-requests/${id}`).expect(200)).body;
    expect(done).toMatchObject({ status: 'completed', progress: { refunded: 2, failed: 0, waiting: 0 } });
    for (const orderId of orders) {
      const events = await orderEvents(orderId);
      expect(count(events, 'PaymentRefunded')).toBe(1);
      const asked = events.find((event) => event.type === 'PaymentRefundRequested')!;
      expect(asked.data).toMatchObject({
        refundRequestId: id,
        reason: 'event-cancelled',
        refundId: refundIdFor(id, orderId, 1),
      });
      // The process keeps the approval's correlation: the admin's request id.
      expect(asked.metadata).toMatchObject({
        correlationId: 'approval-of-refund-1',
        actor: { kind: 'system', name: 'refund-requests' },
      });
    }
    const listed = (await get(requester, `/api/admin/events/${catalogEventId}/refund-requests`).expect(200)).body.data;
    expect(listed.map((row: { id: string }) => row.id)).toContain(id);
    const limits = (await get(approver, '/api/admin/refund-limits').expect(200)).body;
    expect(limits.limits).toEqual(
      expect.arrayContaining([{ limit_type: 'daily_count', limit_value: 20, current_usage: 1 }]),
    );
  });

  it('given the requester approving their own request, then four eyes refuse it until a super admin allows it', async () => {
    const id = await askRefund([await paidOrder()]);
    const refused = await approve(id, requester).expect(403);
    expect(refused.body.message).toMatch(/kitas administratorius/);
    expect((await get(requester, `/api/admin/refund-requests/${id}`).expect(200)).body.status).toBe('pending');

    await api()
      .put('/api/admin/refund-limits')
      .set('Authorization', `Bearer ${requester.token}`)
      .send({ daily_amount: 10_000, daily_count: 20, weekly_count: 100, self_approval_allowed: true })
      .expect(403);
    await setLimits({ self_approval_allowed: true });

    const approved = await approve(id, requester).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', self_approved: true });
    await settleAll();
    const trail = await store().readStream(`refund-request-${id}`);
    expect(trail.find((event) => event.type === 'RefundRequestApproved')).toMatchObject({
      data: { selfApproved: true },
      metadata: { actor: { kind: 'user', userId: requester.account.userId } },
    });
    await setLimits({});
  });

  it('given a wrong password, then nothing is requested or approved', async () => {
    const order = await paidOrder();
    const before = (await get(requester, `/api/admin/events/${catalogEventId}/refund-requests`).expect(200)).body.data
      .length;
    const refused = await post(requester, `/api/admin/events/${catalogEventId}/request-bulk-refund`, {
      reason: 'Atšaukta',
      refund_type: 'bulk',
      order_ids: [order],
      admin_password_confirmation: 'not my password',
    }).expect(403);
    expect(refused.body.message).toBe('Neteisingas slaptažodis');
    expect(
      (await get(requester, `/api/admin/events/${catalogEventId}/refund-requests`).expect(200)).body.data,
    ).toHaveLength(before);

    const id = await askRefund([order]);
    await approve(id, approver, 'not my password').set('Accept-Language', 'en').expect(403);
    await settleAll();
    expect((await get(requester, `/api/admin/refund-requests/${id}`).expect(200)).body.status).toBe('pending');
    expect(count(await orderEvents(order), 'PaymentRefundRequested')).toBe(0);
    const counted = (await store().readStream('refund-policy')).filter((event) => event.data.refundRequestId === id);
    expect(counted).toEqual([]);
  });

  it('given bad input or orders that cannot be refunded, then 400 in both languages and nothing is written', async () => {
    const order = await paidOrder();
    await settleAll();
    const unpaid = randomUUID();
    await store().appendToStream(
      `order-${unpaid}`,
      [
        orderingEvent(
          'OrderPlaced',
          orderPlacedData(unpaid, catalogEventId, [orderLine(ticketTypeId)], { expiresAt: '2099-12-31T00:00:00.000Z' }),
        ),
      ],
      { expectedRevision: 'no_stream' },
    );
    const ask = (body: object) =>
      post(requester, `/api/admin/events/${catalogEventId}/request-bulk-refund`, {
        reason: 'Atšaukta',
        refund_type: 'bulk',
        order_ids: [order],
        admin_password_confirmation: requester.account.password,
        ...body,
      });
    expect((await ask({ order_ids: [order, unpaid] }).expect(400)).body.message).toMatch(/neapmokėtas/);
    expect(
      (
        await ask({ order_ids: ['nope'] })
          .set('Accept-Language', 'en')
          .expect(400)
      ).body.message,
    ).toBeTruthy();
    await ask({ reason: '' }).expect(400);
    await ask({ refund_type: 'everything' }).expect(400);
    const other = await eventOnSale(shop.app, [{ priceCents: 1_000, quantity: 10 }]);
    const elsewhere = await paidOrder(1_000, other.catalogEventId, other.ticketTypeIds[0]);
    expect((await ask({ order_ids: [elsewhere] }).expect(400)).body.message).toMatch(/nepriklauso/);
    expect(count(await orderEvents(order), 'PaymentRefundRequested')).toBe(0);
  });

  it('given orders of two events picked on the orders screen, then one bulk request per event', async () => {
    const other = await eventOnSale(shop.app, [{ priceCents: 1_000, quantity: 10 }]);
    const here = await paidOrder();
    const there = await paidOrder(1_000, other.catalogEventId, other.ticketTypeIds[0]);
    await settleAll();
    const answer = await post(requester, '/api/admin/orders/bulk-refund', {
      order_ids: [here, there],
      reason: 'Klientų prašymai',
      admin_password_confirmation: requester.account.password,
    }).expect(201);
    const created = answer.body.refund_requests as { id: string; orders_count: number; total_amount: number }[];
    expect(created.map((r) => [r.orders_count, r.total_amount]).sort()).toEqual([
      [1, 10],
      [1, 25],
    ]);
    const ids = created.map((r) => r.id);
    const requests = await Promise.all(
      ids.map(async (id) => (await get(requester, `/api/admin/refund-requests/${id}`)).body),
    );
    expect(requests.map((r) => [r.catalog_event_id, r.refund_type, r.orders_count]).sort()).toEqual(
      [
        [catalogEventId, 'bulk', 1],
        [other.catalogEventId, 'bulk', 1],
      ].sort(),
    );
  });

  it('given a rejected request, then it cannot be approved and refunds nothing', async () => {
    const order = await paidOrder();
    const id = await askRefund([order]);
    await post(approver, `/api/admin/refund-requests/${id}/reject`, {}).expect(400);
    const rejected = await post(approver, `/api/admin/refund-requests/${id}/reject`, {
      reason: 'Ne tas renginys',
    }).expect(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejection: { text: 'Ne tas renginys', by: { id: approver.account.userId } },
    });
    expect((await approve(id).expect(409)).body.message).toMatch(/nebelaukia/);
    await settleAll();
    expect(count(await orderEvents(order), 'PaymentRefundRequested')).toBe(0);
  });

  it('given limits, when an approval would pass one, then it is refused naming the limit and its usage', async () => {
    const [small, large] = [await paidOrder(2_000), await paidOrder(9_000)];
    await settleAll();
    const used = (await get(approver, '/api/admin/refund-limits').expect(200)).body.limits.find(
      (limit: { limit_type: string }) => limit.limit_type === 'daily_amount',
    ).current_usage as number;
    await setLimits({ daily_amount: used + 50 });
    const fits = await askRefund([small]);
    const tooMuch = await askRefund([large]);
    const refused = await approve(tooMuch).set('Accept-Language', 'en').expect(409);
    expect(refused.body.message).toContain(`${used.toFixed(2)} of ${(used + 50).toFixed(2)} approved today`);
    await approve(fits).expect(200);
    expect((await get(approver, `/api/admin/refund-requests/${tooMuch}`).expect(200)).body.status).toBe('pending');
    await settleAll();
    await setLimits({});
  });

  it('given two approvals racing for the last one of the day, then exactly one passes', async () => {
    const a = await askRefund([await paidOrder()]);
    const b = await askRefund([await paidOrder()]);
    const usage = (await get(approver, '/api/admin/refund-limits').expect(200)).body.limits.find(
      (limit: { limit_type: string }) => limit.limit_type === 'daily_count',
    ).current_usage as number;
    await setLimits({ daily_count: usage + 1 });

    const race = interleaveAppends(store(), 'refund-policy');
    const answers = await Promise.all([approve(a), approve(b, superAdmin)]).finally(race.restore);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    // Both were counted against the same usage before either was recorded: the loser met the winner's
    // count, was decided again and refused, rather than arriving after it by chance.
    expect(race.attempts()).toBe(2);
    const counted = (await store().readStream('refund-policy')).filter(
      (event) => event.type === 'RefundApprovalCounted' && [a, b].includes(String(event.data.refundRequestId)),
    );
    expect(counted).toHaveLength(1);
    await settleAll();
    await setLimits({});
  });

  it('given the shop stopped in the middle of a request, when started again, then every order is refunded exactly once', async () => {
    const orders = [await paidOrder(), await paidOrder(), await paidOrder(), await paidOrder(), await paidOrder()];
    await settleAll();
    const id = await askRefund(orders);
    // The power goes out after two orders were asked for their refunds.
    const streams = shop.app.get(OrderStreams);
    const decide = streams.decide.bind(streams);
    let asked = 0;
    streams.decide = (command, metadata) => {
      if (command.type === 'RefundOrder' && ++asked > 2) return Promise.reject(new Error('power cut'));
      return decide(command, metadata);
    };
    await approve(id).expect(200);
    const requested = async () =>
      (
        await Promise.all(orders.map(async (orderId) => count(await orderEvents(orderId), 'PaymentRefundRequested')))
      ).reduce((sum, n) => sum + n, 0);
    while ((await requested()) < 2) await delay(50);

    await shop.restart();
    await settleAll();

    expect(asked).toBeGreaterThan(2);
    for (const orderId of orders) {
      const events = await orderEvents(orderId);
      expect([count(events, 'PaymentRefundRequested'), count(events, 'PaymentRefunded')]).toEqual([1, 1]);
    }
    const done = (await get(approver, `/api/admin/refund-requests/${id}`).expect(200)).body;
    expect(done).toMatchObject({ status: 'completed', progress: { refunded: 5 } });
  });

  it('given a failed order, when retried, then it is asked again under a new refund id and never refunded twice', async () => {
    const order = await paidOrder();
    const id = await askRefund([order]);
    // Refunded meanwhile by other means: the request's refund of it fails, with the order's reason.
    await settleAll();
    const streams = shop.app.get(OrderStreams);
    const other = randomUUID();
    await streams.decide(
      {
        type: 'RefundOrder',
        data: {
          orderId: order,
          refundId: other,
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
    expect(failed).toMatchObject({ status: 'failed', progress: { failed: 1 } });
    expect(failed.orders[0].error).toBeTruthy();

    const retried = await post(approver, `/api/admin/refund-requests/${id}/retry-failed`).expect(200);
    expect(retried.body.orders[0]).toMatchObject({ attempt: 2, refund_id: refundIdFor(id, order, 2) });
    await settleAll();
    // Still nothing left to refund: it fails again, and nothing was refunded twice.
    expect((await get(approver, `/api/admin/refund-requests/${id}`).expect(200)).body.status).toBe('failed');
    expect(count(await orderEvents(order), 'PaymentRefunded')).toBe(1);
    await post(approver, `/api/admin/refund-requests/${randomUUID()}/retry-failed`).expect(404);
  });

  it('given an organizer, then every refunds route answers 403', async () => {
    await get(organizerToken, '/api/admin/refund-limits').expect(403);
    await get(organizerToken, `/api/admin/events/${catalogEventId}/refund-requests`).expect(403);
    await post(organizerToken, `/api/admin/refund-requests/${randomUUID()}/approve`, {
      admin_password_confirmation: 'x',
    }).expect(403);
  });
});
