import request from 'supertest';
import { catalogEventStreamId, type EventStore, type Projections } from '@ticketshop/projections';
import { EVENT_STORE, PROJECTIONS } from '../../infrastructure/storage/storage.tokens';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createAccount, signIn } from '../../testing/accounts';
import { buyer, eventOnSale, inDays, ORDER_LIMITS_LIFTED } from '../../ordering/testing/checkout-fixtures';

/** The lookup throttle's limit of misses per order id (lookup-throttle.ts). */
const MISSES_PER_ORDER_ID = 10;

const eventBody = {
  name: { lt: 'Vėluojantis skaitymas', en: 'A lagging read' },
  description: { lt: 'Vakaras.', en: 'An evening.' },
  start_date: inDays(20),
  end_date: inDays(21),
  venue: { name: 'Kauno filharmonija', address: 'L. Sapiegos g. 5', city: 'Kaunas' },
  event_type_id: 'Concert',
  organizer: 'Džiazo klubas',
  features: { lt: ['Gyvas garsas'], en: ['Live sound'] },
};

/**
 * A write the log recorded is never answered as failed because the read side is behind (issue 21):
 * here the projections stop, as when their worker is down, and the writes still land in the log.
 */
describe('a read side behind the writes', () => {
  let shop: TestApp;
  let projections: Projections;
  const api = () => request(shop.app.getHttpServer());

  beforeAll(async () => {
    shop = await createTestApp({ READ_WAIT_TIMEOUT_MS: '300', ...ORDER_LIMITS_LIFTED });
    projections = shop.app.get<Projections>(PROJECTIONS);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers a new event 202 with its id and position, not 404, so the admin does not make a second draft', async () => {
    const admin = await createAccount(shop.app, 'admin');
    const auth = { Authorization: `Bearer ${(await signIn(shop.app, admin)).accessToken}` };
    await projections.stop();
    let recorded: { id: string; position: string };
    try {
      const answer = await api().post('/api/events').set(auth).send(eventBody).expect(202);
      recorded = answer.body as { id: string; position: string };
      expect(answer.body).toEqual({
        statusCode: 202,
        message: 'Išsaugota, bet dar neparodyta: atnaujinkite po akimirkos',
        errors: [],
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        position: expect.stringMatching(/^\d+$/),
      });
      expect(answer.headers['x-min-position']).toBe(recorded.position);
      expect(answer.headers['x-read-position-reached']).toBe('false');
      const english = await api().post('/api/events').set(auth).set('Accept-Language', 'en').send(eventBody);
      expect(english.status).toBe(202);
      expect(english.body.message).toBe('Saved, but not shown yet: reload in a moment');
    } finally {
      projections.start();
    }
    const stored = await shop.app.get<EventStore>(EVENT_STORE).readStream(catalogEventStreamId(recorded.id));
    expect(stored.map((event) => event.type)).toEqual(['CatalogEventDrafted']);
    // Read with the position it was given, the draft is there once the read side caught up.
    const listed = await api()
      .get('/api/admin/events')
      .set(auth)
      .set('X-Min-Position', recorded.position)
      .query({ search: 'Vėluojantis' })
      .expect(200);
    expect(JSON.stringify(listed.body)).toContain(recorded.id);
  });

  it('never throttles a buyer polling their own order that the read side has not shown yet', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1500, quantity: 50 }]);
    await projections.stop();
    let orderId: string;
    try {
      const placed = await api()
        .post('/api/v1/orders/guest/create')
        .send({ ...buyer('lagging@example.com'), tickets: [{ id: ticketTypeIds[0], quantity: 1 }] })
        .expect(201);
      orderId = (placed.body.order as { identifier: string }).identifier;

      // The result page polls more often than the misses a guesser is allowed.
      for (let poll = 0; poll < MISSES_PER_ORDER_ID + 3; poll++) {
        const answer = await api().get(`/api/payments/verify/${orderId}?email=lagging@example.com`);
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBe('2');
        expect(answer.body.message).toBe(
          'Užsakymas įrašytas, bet dar ruošiamas rodyti. Bandykite dar kartą po kelių sekundžių.',
        );
      }
      // A wrong e-mail for the same id is still a guess, answered 404 and counted.
      await api().get(`/api/payments/verify/${orderId}?email=guesser@example.com`).expect(404);
    } finally {
      projections.start();
    }
    const shown = await api().get(`/api/payments/verify/${orderId}?email=lagging@example.com`).expect(200);
    expect(shown.body.order).toMatchObject({ identifier: orderId });
  });
});
