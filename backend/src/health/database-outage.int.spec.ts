import request from 'supertest';
import { createTestDatabase, startDatabaseOutage, type DatabaseOutage } from '@ticketshop/projections/testing';
import type { TestDatabase } from '@ticketshop/projections/testing';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createAccount, signIn } from '../testing/accounts';
import {
  buyer,
  eventOnSale,
  inDays,
  ORDER_LIMITS_LIFTED,
  payInSandbox,
  settle,
} from '../ordering/testing/checkout-fixtures';

const onServer = process.env.DATABASE_URL ? describe : describe.skip;

/** A valid draft: an invalid one is refused (400) before any query, outage or not. */
const eventBody = {
  name: { lt: 'Per gedimą', en: 'During the outage' },
  description: { lt: 'Vakaras.', en: 'An evening.' },
  start_date: inDays(20),
  end_date: inDays(21),
  venue: { name: 'Kauno filharmonija', address: 'L. Sapiegos g. 5', city: 'Kaunas' },
  event_type_id: 'Concert',
  organizer: 'Džiazo klubas',
  features: { lt: ['Gyvas garsas'], en: ['Live sound'] },
};

const UNAVAILABLE_LT = 'Paslauga laikinai nepasiekiama. Bandykite dar kartą po kelių sekundžių.';

/** Polls `probe` until it says yes, or fails after `giveUpMs` (a hang catcher: figures are the ops suite's). */
async function until(probe: () => Promise<boolean>, giveUpMs: number): Promise<void> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > giveUpMs) throw new Error(`not within ${giveUpMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The shop on a database that goes away and comes back (docs/operations.md, "Outages"): the relay of
 * startDatabaseOutage cuts every connection and refuses new ones, as a stopped server does, while the
 * shared server keeps running for everyone else.
 */
onServer('a database outage (skipped without DATABASE_URL)', () => {
  let database: TestDatabase;
  let outage: DatabaseOutage;
  let shop: TestApp;
  let adminToken: string;
  let ticketTypeId: string;
  const api = () => request(shop.app.getHttpServer());

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    outage = await startDatabaseOutage(database.url!);
    shop = await createTestApp({ DATABASE_URL: outage.url, ...ORDER_LIMITS_LIFTED });
    const admin = await createAccount(shop.app, 'admin');
    adminToken = (await signIn(shop.app, admin)).accessToken;
    ticketTypeId = (await eventOnSale(shop.app, [{ priceCents: 2000, quantity: 500 }])).ticketTypeIds[0]!;
  });
  afterAll(async () => {
    outage?.up();
    await shop?.close();
    await outage?.close();
    await database?.dispose();
  });

  it('answers every request 503 with Retry-After, turns readiness off at the first failed query, and recovers by itself', async () => {
    const events = await api().get('/api/events').expect(200);
    const eventId = (events.body.data as { id: string }[])[0]!.id;
    await api().get(`/api/events/${eventId}`).expect(200);
    await api().get('/api/health/ready').expect(200);
    await api().get('/api/health').expect(200);

    outage.down();
    // The first query that finds the database away turns readiness off at once, not when the cached
    // check (HEALTH_CHECK_CACHE_MS, 2 s) runs out: the very next probe says 503.
    await api().get('/api/admin/orders').set('Authorization', `Bearer ${adminToken}`).expect(503);
    const ready = await api().get('/api/health/ready');
    expect(ready.body).toEqual({ status: 'unavailable' });
    expect(ready.headers['retry-after']).toBe('5');

    // Cached public reads included: a cached answer outlives the outage's start by 100 ms at most
    // (PUBLIC_CACHE_CHECK_MS twice), then they too say 503 rather than show seats nobody can buy.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const calls: [string, () => request.Test][] = [
      ['GET /api/health', () => api().get('/api/health')],
      ['GET /api/health/ready', () => api().get('/api/health/ready')],
      ['GET /api/events', () => api().get('/api/events')],
      ['GET /api/events?page=2', () => api().get('/api/events?page=2')],
      ['GET /api/events/:id', () => api().get(`/api/events/${eventId}`)],
      ['GET /api/events/featured', () => api().get('/api/events/featured')],
      [
        'POST /api/v1/orders/guest/create',
        () =>
          api()
            .post('/api/v1/orders/guest/create')
            .send({ ...buyer('outage@example.com'), tickets: [{ id: ticketTypeId, quantity: 1 }] }),
      ],
      ['GET /api/admin/orders', () => api().get('/api/admin/orders').set('Authorization', `Bearer ${adminToken}`)],
      [
        'POST /api/events',
        () => api().post('/api/events').set('Authorization', `Bearer ${adminToken}`).send(eventBody),
      ],
      [
        'GET /api/payments/verify/:id',
        () => api().get('/api/payments/verify/5b0f6b58-4c7e-4d0e-9a53-8f3f0f4a8e11?email=ona@example.com'),
      ],
    ];
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => calls.map(async ([what, call]) => ({ what, answer: await call() }))).flat(),
    );
    // A hang catcher: each request gives up on the database within its 5 s connect and pool waits.
    expect(Date.now() - started).toBeLessThan(30_000);
    for (const { what, answer } of answers) {
      expect({ what, status: answer.status }).toEqual({ what, status: 503 });
      expect({ what, retryAfter: answer.headers['retry-after'] }).toEqual({ what, retryAfter: '5' });
    }
    const apiError = answers.find(({ what }) => what === 'GET /api/events?page=2')!.answer;
    expect(apiError.body).toEqual({ statusCode: 503, message: UNAVAILABLE_LT, errors: [] });
    const inEnglish = await api().get('/api/events?page=3').set('Accept-Language', 'en');
    expect(inEnglish.body.message).toBe('The service is temporarily unavailable. Try again in a few seconds.');
    // The runners and process managers fail and retry meanwhile; give them a few rounds of it.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await api().get('/api/health/live').expect(200);

    outage.up();
    await until(async () => (await api().get('/api/health/ready')).status === 200, 15_000);

    // Writes, projections and process managers all run again: an order placed and paid now is seen by
    // the read side and gets its tickets; the runners and reactors waited at most 2 s between retries.
    const placed = await api()
      .post('/api/v1/orders/guest/create')
      .send({ ...buyer('after@example.com'), tickets: [{ id: ticketTypeId, quantity: 1 }] })
      .expect(201);
    const orderId = (placed.body.order as { identifier: string }).identifier;
    const payment = await api()
      .post(`/api/v1/orders/guest/${orderId}/payment/initiate`)
      .send({ email: 'after@example.com', payment_method: 'sandbox' })
      .expect(200);
    await payInSandbox(shop.app, payment.body.payment_url as string);
    await settle(shop.app);
    const verified = await api().get(`/api/payments/verify/${orderId}?email=after@example.com`).expect(200);
    expect(verified.body.order).toMatchObject({ status: 'completed' });
    const health = await api().get('/api/health').set('X-Min-Position', '0').expect(200);
    expect(health.body.status).toBe('ok');
    await api().post('/api/events').set('Authorization', `Bearer ${adminToken}`).send(eventBody).expect(201);
  });
});
