import request from 'supertest';
import type { Database } from '@ticketshop/projections';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { createAccount, signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buyer, eventOnSale, ORDER_LIMITS_LIFTED, payInSandbox, settle } from '../testing/checkout-fixtures';

/**
 * The seat policy for refunds end to end (docs/money.md "Seats of refunded orders and voided tickets"):
 * what the public event page, the admin events list and the ticket types read once an order is refunded
 * in full or a ticket is voided, and the voiding route itself.
 */
describe('seats of refunded orders and voided tickets', () => {
  let shop: TestApp;
  let adminToken: string;
  let adminId: string;
  let organizerToken: string;
  const api = () => request(shop.app.getHttpServer());
  const asAdmin = (method: 'get' | 'post' | 'delete', path: string) =>
    api()[method](`/api${path}`).set('Authorization', `Bearer ${adminToken}`);
  const voidTickets = (orderId: string, body: object) => asAdmin('post', `/orders/${orderId}/tickets/void`).send(body);
  const scan = (ticketCode: string) =>
    api().post('/api/scanner/verify').set('Authorization', `Bearer ${organizerToken}`).send({ ticketCode });

  beforeAll(async () => {
    shop = await createTestApp(ORDER_LIMITS_LIFTED);
    const admin = await createAccount(shop.app, 'admin');
    adminId = admin.userId;
    adminToken = (await signIn(shop.app, admin)).accessToken;
    organizerToken = (await signIn(shop.app, await createAccount(shop.app, 'organizer'))).accessToken;
  });
  afterAll(() => shop.close());

  /** Two 20.00 tickets of an event of 10 seats, paid in the sandbox. */
  async function paidOrder(email: string) {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2000, quantity: 10 }]);
    const ticketTypeId = ticketTypeIds[0]!;
    const placed = await api()
      .post('/api/v1/orders/guest/create')
      .send({ ...buyer(email), tickets: [{ id: ticketTypeId, quantity: 2 }] })
      .expect(201);
    const orderId = String(placed.body.order.identifier);
    const started = await api().post(`/api/v1/orders/guest/${orderId}/payment/initiate`).send({ email }).expect(200);
    await payInSandbox(shop.app, started.body.payment_url);
    await settle(shop.app);
    const tickets = await shop.app
      .get<Database>(DATABASE)
      .db.selectFrom('read_models.order_tickets')
      .select(['id', 'code'])
      .where('order_id', '=', orderId)
      .orderBy('code')
      .execute();
    return { orderId, catalogEventId, ticketTypeId, tickets: tickets.map((t) => ({ id: String(t.id), code: t.code })) };
  }

  /** What each screen reads about the event's seats and money. */
  async function figures(catalogEventId: string, ticketTypeId: string) {
    const publicEvent = (await api().get(`/api/events/${catalogEventId}`).expect(200)).body;
    const listed = (await asAdmin('get', '/admin/events?limit=100').expect(200)).body.data.find(
      (event: { id: string }) => event.id === catalogEventId,
    );
    const ticketType = (await asAdmin('get', `/events/${catalogEventId}/tickets`).expect(200)).body.data.find(
      (type: { id: string }) => type.id === ticketTypeId,
    );
    const statistics = (await asAdmin('get', `/events/${catalogEventId}/statistics`).expect(200)).body;
    return {
      left: publicEvent.ticketTypes[0].available,
      listedSold: listed.tickets_sold,
      listedRevenue: listed.revenue_by_currency,
      remaining: ticketType.quantity_remaining,
      statisticsSold: statistics.tickets_sold,
      statisticsRevenue: statistics.revenue,
      canDelete: listed.can_delete,
    };
  }

  const refund = async (orderId: string, amount: number) => {
    await asAdmin('post', `/orders/${orderId}/refund`).send({ amount, reason: 'Pirkėjo prašymu' }).expect(202);
    await settle(shop.app);
  };

  it('given an order refunded in full, then its seats are on sale again on every screen and its money is gone', async () => {
    const paid = await paidOrder('full@example.com');
    expect(await figures(paid.catalogEventId, paid.ticketTypeId)).toEqual({
      left: 8,
      listedSold: 2,
      listedRevenue: [{ currency: 'EUR', amount: 40 }],
      remaining: 8,
      statisticsSold: 2,
      statisticsRevenue: 40,
      canDelete: false,
    });
    await refund(paid.orderId, 40);
    expect(await figures(paid.catalogEventId, paid.ticketTypeId)).toEqual({
      left: 10,
      listedSold: 0,
      listedRevenue: [{ currency: 'EUR', amount: 0 }],
      remaining: 10,
      statisticsSold: 0,
      statisticsRevenue: 0,
      // The event sold once and has an order to answer for: it is cancelled, never deleted.
      canDelete: false,
    });
    await asAdmin('delete', `/events/${paid.catalogEventId}`).expect(409);
  });

  it('given part refunded, when an admin voids one ticket, then the door refuses it, admits the other, and its seat is back on sale', async () => {
    const paid = await paidOrder('void@example.com');
    const [voided, kept] = paid.tickets as [{ id: string; code: string }, { id: string; code: string }];
    await voidTickets(paid.orderId, { ticket_ids: [voided.id], reason: 'Grąžintas vienas bilietas' }).expect(409);

    await refund(paid.orderId, 20);
    expect(await figures(paid.catalogEventId, paid.ticketTypeId)).toMatchObject({
      left: 8,
      listedSold: 2,
      listedRevenue: [{ currency: 'EUR', amount: 20 }],
    });
    const answer = await voidTickets(paid.orderId, { ticket_ids: [voided.id], reason: 'Grąžintas vienas bilietas' })
      .set('X-Request-Id', 'void-request-1')
      .expect(200);
    expect(answer.body).toEqual({ position: expect.any(String) });
    await settle(shop.app);

    const door = (await scan(voided.code).set('Accept-Language', 'lt').expect(200)).body;
    expect(door).toMatchObject({ result: 'voided', message: 'Bilietas anuliuotas — neįleisti' });
    expect((await scan(kept.code).expect(200)).body.result).toBe('valid');
    await settle(shop.app);
    expect(await figures(paid.catalogEventId, paid.ticketTypeId)).toMatchObject({
      left: 9,
      listedSold: 1,
      remaining: 9,
      statisticsSold: 1,
    });

    const order = (await asAdmin('get', `/orders/${paid.orderId}`).expect(200)).body;
    const statusOf = (id: string) => order.tickets.find((ticket: { id: string }) => ticket.id === id).status;
    expect([statusOf(voided.id), statusOf(kept.id)]).toEqual(['voided', 'used']);

    const audit = (await asAdmin('get', `/admin/audit-log?order_id=${paid.orderId}&action=order.tickets_voided`)).body;
    expect(audit.data).toEqual([
      expect.objectContaining({
        action: 'order.tickets_voided',
        actor: expect.objectContaining({ kind: 'user', id: adminId }),
        reason: 'Grąžintas vienas bilietas',
        request_id: 'void-request-1',
      }),
    ]);

    // Voided again: nothing more happens; the used ticket cannot be voided.
    await voidTickets(paid.orderId, { ticket_ids: [voided.id], reason: 'Dar kartą' }).expect(200);
    await voidTickets(paid.orderId, { ticket_ids: [kept.id], reason: 'Per vėlu' })
      .expect(409)
      .expect((response) => expect(response.body.code).toBe('order.ticket-already-admitted'));
    await settle(shop.app);
    expect((await figures(paid.catalogEventId, paid.ticketTypeId)).left).toBe(9);
  });

  it('refuses bad input with a 400 in both languages, an unknown order with a 404, organizers with a 403', async () => {
    const paid = await paidOrder('bad@example.com');
    await refund(paid.orderId, 5);
    const other = '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';
    for (const body of [
      {},
      { ticket_ids: [], reason: 'x' },
      { ticket_ids: ['nope'], reason: 'x' },
      { ticket_ids: [paid.tickets[0]!.id], reason: '' },
      { ticket_ids: [paid.tickets[0]!.id], reason: 'a\nb' },
      { ticket_ids: [other], reason: 'Ne šio užsakymo' },
    ]) {
      const lt = await voidTickets(paid.orderId, body).set('Accept-Language', 'lt').expect(400);
      const en = await voidTickets(paid.orderId, body).set('Accept-Language', 'en').expect(400);
      expect(lt.body.message).not.toEqual(en.body.message);
    }
    await voidTickets('not-an-id', { ticket_ids: [other], reason: 'x' }).expect(400);
    await voidTickets(other, { ticket_ids: [other], reason: 'x' }).expect(404);
    await api()
      .post(`/api/orders/${paid.orderId}/tickets/void`)
      .set('Authorization', `Bearer ${organizerToken}`)
      .send({ ticket_ids: [paid.tickets[0]!.id], reason: 'x' })
      .expect(403);
    await settle(shop.app);
    expect((await scan(paid.tickets[0]!.code).expect(200)).body.result).toBe('valid');
  });
});
