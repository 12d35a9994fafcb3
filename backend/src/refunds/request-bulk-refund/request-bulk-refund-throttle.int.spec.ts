import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { orderLine, orderPlacedData, orderingEvent } from '@ticketshop/projections/testing';
import type { EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { eventOnSale, settle } from '../../ordering/testing/checkout-fixtures';
import { RECHECK_FAILURES_PER_ADDRESS } from '../../shared/rate-limits/password-recheck-throttle';
import { createAccount, signIn, type TestAccount } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

interface Admin {
  account: TestAccount;
  token: string;
}

/**
 * Issue 22: both routes that ask for refunds re-check the admin's password, and did so without the
 * throttle the approval has, so a stolen session could guess the password behind it there at will.
 * They now count with the approval on one PasswordRecheckThrottle (per admin and address).
 */
describe('asking for refunds: the password re-check is throttled like the approval’s', () => {
  let shop: TestApp;
  let catalogEventId: string;
  let ticketTypeId: string;
  const api = () => request(shop.app.getHttpServer());
  const store = () => shop.app.get<EventStore>(EVENT_STORE);

  const admin = async (): Promise<Admin> => {
    const account = await createAccount(shop.app, 'admin');
    return { account, token: (await signIn(shop.app, account)).accessToken };
  };

  async function paidOrder(): Promise<string> {
    const orderId = randomUUID();
    const placed = orderPlacedData(orderId, catalogEventId, [orderLine(ticketTypeId, { unitPriceCents: 2_500 })], {
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
    return orderId;
  }

  const askForEvent = (who: Admin, orderIds: string[], password: string, language = 'lt') =>
    api()
      .post(`/api/admin/events/${catalogEventId}/request-bulk-refund`)
      .set('Authorization', `Bearer ${who.token}`)
      .set('Accept-Language', language)
      .send({ reason: 'Atšaukta', refund_type: 'bulk', order_ids: orderIds, admin_password_confirmation: password });
  const askForOrders = (who: Admin, orderIds: string[], password: string, language = 'lt') =>
    api()
      .post('/api/admin/orders/bulk-refund')
      .set('Authorization', `Bearer ${who.token}`)
      .set('Accept-Language', language)
      .send({ reason: 'Atšaukta', order_ids: orderIds, admin_password_confirmation: password });
  const requestsOfEvent = async (who: Admin): Promise<unknown[]> =>
    (
      await api()
        .get(`/api/admin/events/${catalogEventId}/refund-requests`)
        .set('Authorization', `Bearer ${who.token}`)
        .expect(200)
    ).body.data;

  beforeAll(async () => {
    shop = await createTestApp();
    const event = await eventOnSale(shop.app, [{ priceCents: 2_500, quantity: 100 }]);
    catalogEventId = event.catalogEventId;
    ticketTypeId = event.ticketTypeIds[0]!;
  });
  afterAll(() => shop.close());

  it('given wrong passwords on both routes, then the next ask is 429 in both languages even with the right one, and asks nothing', async () => {
    const guesser = await admin();
    const order = await paidOrder();
    for (let attempt = 0; attempt < RECHECK_FAILURES_PER_ADDRESS; attempt++) {
      const ask = attempt % 2 === 0 ? askForEvent : askForOrders;
      const refused = await ask(guesser, [order], `guess ${attempt}`).expect(403);
      expect(refused.body.message).toBe('Neteisingas slaptažodis');
    }

    const lithuanian = await askForEvent(guesser, [order], guesser.account.password).expect(429);
    expect(lithuanian.body.message).toMatch(/^Per daug neteisingų slaptažodžių/);
    expect(Number(lithuanian.headers['retry-after'])).toBeGreaterThan(0);
    const english = await askForOrders(guesser, [order], guesser.account.password, 'en').expect(429);
    expect(english.body.message).toMatch(/^Too many wrong passwords/);

    await settle(shop.app);
    expect(await requestsOfEvent(guesser)).toEqual([]);
  });

  it('given the count reached on the ask, then the approval is held too, and another admin at the same address is not', async () => {
    const guesser = await admin();
    const other = await admin();
    const order = await paidOrder();
    // Another admin's pending request, which the guesser could approve but for the throttle.
    const asked = await askForEvent(other, [order], other.account.password).expect(201);
    for (let attempt = 0; attempt < RECHECK_FAILURES_PER_ADDRESS; attempt++) {
      await askForOrders(guesser, [await paidOrder()], `guess ${attempt}`).expect(403);
    }
    const approval = await api()
      .post(`/api/admin/refund-requests/${asked.body.refund_request_id as string}/approve`)
      .set('Authorization', `Bearer ${guesser.token}`)
      .set('Accept-Language', 'en')
      .send({ approval_notes: '', admin_password_confirmation: guesser.account.password })
      .expect(429);
    expect(approval.body.message).toMatch(/^Too many wrong passwords/);

    // The count is per admin and address: a colleague at the same office address still asks.
    await askForOrders(other, [await paidOrder()], other.account.password).expect(201);
  });
});
