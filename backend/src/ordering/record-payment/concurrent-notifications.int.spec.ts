import request from 'supertest';
import { orderStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { sandboxMac } from '../../payments/providers/sandbox/sandbox-session';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buyer, eventOnSale, ORDER_LIMITS_LIFTED, settle } from '../testing/checkout-fixtures';

const SANDBOX_SECRET = 'sandbox-secret-for-the-concurrent-notifications';

describe('payment notifications under contention', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp({ ...ORDER_LIMITS_LIFTED, PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET });
  });
  afterAll(() => shop.close());

  it('given 20 "paid" notifications for one order at once, each with its own transaction, then every one is recorded and acknowledged', async () => {
    const server = shop.app.getHttpServer();
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1500, quantity: 10 }]);
    const placed = await request(server)
      .post('/api/v1/orders/guest/create')
      .send({ ...buyer('rush@example.com'), tickets: [{ id: ticketTypeIds[0], quantity: 1 }] })
      .expect(201);
    const orderId = String(placed.body.order.identifier);
    const store = shop.app.get<EventStore>(EVENT_STORE);
    const stream = () => store.readStream(orderStreamId(orderId));
    const totalCents = Number((await stream()).find((event) => event.type === 'OrderPlaced')!.data.totalCents);

    const transactions = Array.from({ length: 20 }, (_, i) => `rush-tx-${i}`);
    const answers = await Promise.all(
      transactions.map((transactionId) => {
        const json = JSON.stringify({ orderId, transactionId, status: 'paid', amount: totalCents, currency: 'EUR' });
        return request(server)
          .post('/api/payments/notify/sandbox')
          .type('form')
          .send({ json, mac: sandboxMac(json, SANDBOX_SECRET) });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(transactions.map(() => 200));
    expect(answers.every((answer) => answer.text === 'OK')).toBe(true);
    await settle(shop.app);

    // One paid the order; each of the other 19 is a duplicate with its refund, none lost, none twice.
    const events = await stream();
    const of = (type: string) => events.filter((event) => event.type === type);
    const transactionsOf = (type: string) => of(type).map((event) => String(event.data.providerTransactionId));
    expect(of('PaymentSucceeded')).toHaveLength(1);
    expect(of('DuplicatePaymentReceived')).toHaveLength(19);
    expect([...transactionsOf('PaymentSucceeded'), ...transactionsOf('DuplicatePaymentReceived')].sort()).toEqual(
      [...transactions].sort(),
    );
    const refunds = of('PaymentRefundRequested');
    expect(refunds).toHaveLength(19);
    expect(refunds.every((event) => event.data.reason === 'duplicate-payment')).toBe(true);
    expect(new Set(transactionsOf('PaymentRefundRequested'))).toEqual(
      new Set(transactionsOf('DuplicatePaymentReceived')),
    );
    // Every duplicate went back, each sent once.
    expect(of('PaymentRefundAttempted')).toHaveLength(19);
    expect(of('PaymentRefunded')).toHaveLength(19);
    for (const event of [...of('PaymentSucceeded'), ...of('DuplicatePaymentReceived')]) {
      expect(event.metadata.actor).toEqual({ kind: 'system', name: 'payment-provider:sandbox' });
    }
  }, 120_000);
});
