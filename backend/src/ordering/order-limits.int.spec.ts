import request from 'supertest';
import { seatInventoryStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { createTestApp, type TestApp } from '../testing/test-app';
import { buyer, eventOnSale } from './testing/checkout-fixtures';

async function holdsOn(shop: TestApp, catalogEventId: string): Promise<number> {
  const events = await shop.app.get<EventStore>(EVENT_STORE).readStream(seatInventoryStreamId(catalogEventId));
  return events.filter((event) => event.type === 'SeatsReserved').length;
}

describe('order limits with proxies untrusted (the default)', () => {
  let shop: TestApp;
  const api = () => request(shop.app.getHttpServer());

  beforeAll(async () => {
    shop = await createTestApp({
      ORDER_RATE_PER_ADDRESS: '3',
      ORDER_RATE_PER_EMAIL: '100',
      QUOTE_RATE_PER_ADDRESS: '3',
      ORDER_SWEEP_INTERVAL_MS: '600000',
    });
  });
  afterAll(() => shop.close());

  it('limits orders per client address, whatever X-Forwarded-For says; a keyed retry is not counted again', async () => {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 100 }]);
    const tickets = [{ id: ticketTypeIds[0]!, quantity: 1 }];
    const order = (n: number, key?: string) => {
      const call = api().post('/api/v1/orders/guest/create').set('X-Forwarded-For', `198.51.100.${n}`);
      if (key) call.set('Idempotency-Key', key);
      return call.send({ ...buyer(`hoarder${n}@example.com`), tickets });
    };

    const first = (await order(1, 'limits-key-1').expect(201)).body.order.identifier as string;
    for (let retry = 0; retry < 3; retry++) {
      expect((await order(1, 'limits-key-1').expect(201)).body.order.identifier).toBe(first);
    }
    await order(2).expect(201);
    await order(3).expect(201);
    const refused = await order(4).set('Accept-Language', 'en').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many orders in a short time\. Try again in \d+ min\.$/);
    const lithuanian = await order(5).expect(429);
    expect(lithuanian.body.message).toMatch(/^Per daug užsakymų per trumpą laiką\. Bandykite dar kartą po \d+ min\.$/);
    // The refused orders held nothing; the counted retry still answers its order.
    expect(await holdsOn(shop, catalogEventId)).toBe(3);
    expect((await order(1, 'limits-key-1').expect(201)).body.order.identifier).toBe(first);
  });

  it('limits quotes per client address, whatever X-Forwarded-For says', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 100 }]);
    const quote = (n: number) =>
      api()
        .post('/api/v1/orders/guest/quote')
        .set('X-Forwarded-For', `198.51.100.${n}`)
        .set('Accept-Language', 'en')
        .send({ tickets: [{ id: ticketTypeIds[0]!, quantity: 1 }] });
    for (let n = 1; n <= 3; n++) await quote(n).expect(200);
    const refused = await quote(4).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many requests in a short time\. Try again in \d+ (s|min)\.$/);
  });
});

describe('order limits behind a trusted proxy', () => {
  let shop: TestApp;
  const api = () => request(shop.app.getHttpServer());

  beforeAll(async () => {
    shop = await createTestApp({
      TRUST_PROXY: '1',
      ORDER_RATE_PER_ADDRESS: '2',
      ORDER_RATE_PER_EMAIL: '4',
      MAX_HELD_SEATS_PER_BUYER: '4',
      ORDER_SWEEP_INTERVAL_MS: '600000',
    });
  });
  afterAll(() => shop.close());

  const order = (address: string, email: string, ticketTypeId: string, quantity: number) =>
    api()
      .post('/api/v1/orders/guest/create')
      .set('X-Forwarded-For', address)
      .set('Accept-Language', 'en')
      .send({ ...buyer(email), tickets: [{ id: ticketTypeId, quantity }] });

  it('takes the client address from X-Forwarded-For: each address has its own limit', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 100 }]);
    const [id] = ticketTypeIds as [string];
    await order('203.0.113.1', 'a1@example.com', id, 1).expect(201);
    await order('203.0.113.1', 'a2@example.com', id, 1).expect(201);
    await order('203.0.113.1', 'a3@example.com', id, 1).expect(429);
    await order('203.0.113.2', 'a3@example.com', id, 1).expect(201);
  });

  it('limits orders per buyer e-mail across addresses, however the address is spelled', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 100 }]);
    const [id] = ticketTypeIds as [string];
    await order('203.0.113.11', 'Rinkejas@Example.com', id, 1).expect(201);
    await order('203.0.113.12', 'rinkejas@example.com', id, 1).expect(201);
    await order('203.0.113.13', 'RINKEJAS@example.com', id, 1).expect(201);
    await order('203.0.113.14', 'rinkejas@example.com', id, 1).expect(201);
    const refused = await order('203.0.113.15', 'rinkejas@example.com', id, 1).expect(429);
    expect(refused.body.message).toMatch(/^Too many orders in a short time/);
  });

  it('caps the seats one buyer holds unpaid for an event; other buyers and other events are not held back', async () => {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [
      { priceCents: 1000, quantity: 100, maxPerOrder: 4 },
    ]);
    const [id] = ticketTypeIds as [string];
    await order('203.0.113.21', 'laikytojas@example.com', id, 3).expect(201);
    const refused = await order('203.0.113.22', 'Laikytojas@example.com', id, 2).expect(409);
    expect(refused.body).toMatchObject({ code: 'seats.buyer-hold-limit' });
    expect(refused.body.message).toBe(
      'You can hold at most 4 tickets for this event at once (3 held now). Pay for your earlier order or wait until its hold ends.',
    );
    expect(await holdsOn(shop, catalogEventId)).toBe(1);
    await order('203.0.113.23', 'laikytojas@example.com', id, 1).expect(201);
    await order('203.0.113.24', 'kitas@example.com', id, 4).expect(201);

    const other = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 100, maxPerOrder: 4 }]);
    await order('203.0.113.25', 'laikytojas@example.com', other.ticketTypeIds[0]!, 4).expect(201);
  });
});
