import request from 'supertest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buyer, eventOnSale, payInSandbox, settle } from '../testing/checkout-fixtures';

/** The lookup throttle's limit per order reference (lookup-throttle.ts). */
const LOOKUPS_PER_ORDER = 10;

describe('the payment result page polling its order', () => {
  let shop: TestApp;
  const api = () => request(shop.app.getHttpServer());

  beforeAll(async () => {
    shop = await createTestApp({ ORDER_SWEEP_INTERVAL_MS: '600000' });
  });
  afterAll(async () => {
    await shop.close();
  });

  /** An order whose sandbox payment the buyer failed, as the result page then finds it. */
  async function orderWithFailedPayment(email: string): Promise<{ identifier: string; number: string }> {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1600, quantity: 20 }]);
    const created = await api()
      .post('/api/v1/orders/guest/create')
      .send({ ...buyer(email), tickets: [{ id: ticketTypeIds[0], quantity: 1, price: 16 }] })
      .expect(201);
    const order = created.body.order as { identifier: string; number: string };
    const started = await api()
      .post(`/api/v1/orders/guest/${order.identifier}/payment/initiate`)
      .send({ email, payment_method: 'sandbox' })
      .expect(200);
    await payInSandbox(shop.app, started.body.payment_url as string, 'fail');
    await settle(shop.app);
    return order;
  }

  it('answers the buyer’s own order by its full id as often as the page asks, and lookups stay open', async () => {
    const order = await orderWithFailedPayment('polling@example.com');

    // A minute of polling every 2 s, and then some.
    for (let poll = 0; poll < 3 * LOOKUPS_PER_ORDER; poll++) {
      const answer = await api().get(`/api/payments/verify/${order.identifier}?email=polling@example.com`).expect(200);
      expect(answer.body.order).toMatchObject({
        status: 'initializing',
        payment_status: 'failed',
        can_continue_payment: true,
      });
    }

    await api().post(`/api/v1/orders/guest/${order.number}/lookup`).send({ email: 'polling@example.com' }).expect(200);
  });

  it('still counts lookups by number and e-mail, on the verify route too', async () => {
    const order = await orderWithFailedPayment('by-number@example.com');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOOKUPS_PER_ORDER; attempt++) {
      const answer = await api().get(`/api/payments/verify/${order.number}?email=by-number@example.com`);
      statuses.push(answer.status);
    }
    // Starting the payment was a lookup of the order too, so the last answer of the limit is refused already.
    expect(statuses).toEqual([...Array<number>(LOOKUPS_PER_ORDER - 1).fill(200), 429, 429]);
    const refused = await api()
      .post(`/api/v1/orders/guest/${order.number}/lookup`)
      .send({ email: 'by-number@example.com' })
      .expect(429);
    expect(refused.body.message).toMatch(/^Per daug bandymų/);
  });

  it('counts wrong e-mails for a full id as guesses: once they run out, the id answers nobody', async () => {
    const order = await orderWithFailedPayment('guessed@example.com');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOOKUPS_PER_ORDER; attempt++) {
      const answer = await api().get(`/api/payments/verify/${order.identifier}?email=guess${attempt}@example.com`);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(LOOKUPS_PER_ORDER).fill(404), 429]);
    await api().get(`/api/payments/verify/${order.identifier}?email=guessed@example.com`).expect(429);
  });
});
