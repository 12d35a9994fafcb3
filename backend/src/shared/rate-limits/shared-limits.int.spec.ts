import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createAccount, signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buyer, eventOnSale } from '../../ordering/testing/checkout-fixtures';
import { RateLimits } from './rate-limits';

// Two shop processes on one PostgreSQL database, as behind a load balancer: every limit must hold
// once for both. Calls alternate between them, so a limit kept per process would let twice through.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('limits shared by two shop processes (skipped when DATABASE_URL is unset: PGlite has one process)', () => {
  let shop: TestApp;
  let apps: NestExpressApplication[];
  const server = (n: number) => apps[n % 2]!.getHttpServer() as Server;

  beforeAll(async () => {
    shop = await createTestApp({
      // One proxy believed, so each request names its client address.
      TRUST_PROXY: '1',
      ORDER_RATE_PER_EMAIL: '3',
      ORDER_RATE_PER_ADDRESS: '1000',
      QUOTE_RATE_PER_ADDRESS: '3',
      EXPORT_RATE_PER_ADDRESS: '3',
      MAX_HELD_SEATS_PER_BUYER: '4',
      ORDER_SWEEP_INTERVAL_MS: '600000',
    });
    const second = await shop.startAnother({ RUN_PROJECTIONS: 'false', RUN_PROCESS_MANAGERS: 'false' });
    apps = [shop.app, second];
  }, 60_000);
  afterAll(() => shop.close());

  it('given orders of one e-mail alternated, the 4th is refused whichever process gets it; a keyed retry through the other is not counted again', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 100 }]);
    const order = (n: number, key?: string) => {
      const call = request(server(n))
        .post('/api/v1/orders/guest/create')
        .set('X-Forwarded-For', `198.51.100.${n + 1}`)
        .set('Accept-Language', 'en');
      if (key) call.set('Idempotency-Key', key);
      return call.send({ ...buyer('kartojas@example.com'), tickets: [{ id: ticketTypeIds[0]!, quantity: 1 }] });
    };
    const first = (await order(0, 'shared-limits-1').expect(201)).body.order.identifier as string;
    // The same key through the other process: the same order, and no second count.
    expect((await order(1, 'shared-limits-1').expect(201)).body.order.identifier).toBe(first);
    await order(2).expect(201);
    await order(3).expect(201);
    for (const n of [4, 5]) {
      const refused = await order(n).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/^Too many orders in a short time\. Try again in \d+ min\.$/);
    }
  });

  it('given one buyer holding seats through one process, the other refuses seats past the cap', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 100, maxPerOrder: 4 }]);
    const order = (n: number, quantity: number) =>
      request(server(n))
        .post('/api/v1/orders/guest/create')
        .set('X-Forwarded-For', '198.51.100.50')
        .set('Accept-Language', 'en')
        .send({ ...buyer('laikytoja@example.com'), tickets: [{ id: ticketTypeIds[0]!, quantity }] });
    await order(0, 3).expect(201);
    expect((await order(1, 2).expect(409)).body).toMatchObject({ code: 'seats.buyer-hold-limit' });
  });

  it('given quotes from one address alternated, the 4th is refused whichever process gets it', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 100 }]);
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) {
      const answer = await request(server(n))
        .post('/api/v1/orders/guest/quote')
        .set('X-Forwarded-For', '198.51.100.60')
        .send({ tickets: [{ id: ticketTypeIds[0]!, quantity: 1 }] });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('given wrong passwords for one account from one address alternated, the 6th try is refused by both, the right password too', async () => {
    const account = await createAccount(shop.app);
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) {
      const answer = await request(server(n))
        .post('/api/auth/login')
        .set('X-Forwarded-For', '198.51.100.70')
        .send({ email: account.email, password: 'guessing wrong' });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    for (const n of [0, 1]) {
      await request(server(n))
        .post('/api/auth/login')
        .set('X-Forwarded-For', '198.51.100.70')
        .send({ email: account.email, password: account.password })
        .expect(429);
    }
  });

  it('given lookups of one order number alternated, the 11th is refused whichever process gets it', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) {
      const answer = await request(server(n))
        .post('/api/v1/orders/guest/ZZ99ZZ99/lookup')
        .set('X-Forwarded-For', `198.51.101.${n + 1}`)
        .send({ email: 'spejikas@example.com' });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429, 429]);
  });

  it('given report exports from one address alternated, the 4th is refused whichever process gets it', async () => {
    const token = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) {
      const answer = await request(server(n))
        .get('/api/admin/reports/export?format=csv&period=this_year')
        .set('Authorization', `Bearer ${token}`)
        .set('X-Forwarded-For', '198.51.100.80');
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('given report, order and audit-log exports from one address alternated, they share one budget: the 4th of any kind is refused', async () => {
    const token = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
    const exportOf = (n: number, kind: 'report' | 'orders' | 'audit') => {
      const api = request(server(n));
      const call =
        kind === 'report'
          ? api.get('/api/admin/reports/export?format=csv&period=this_year')
          : kind === 'orders'
            ? api.post('/api/admin/orders/export?format=csv').send({})
            : api.get('/api/admin/audit-log/export');
      return call
        .set('Authorization', `Bearer ${token}`)
        .set('X-Forwarded-For', '198.51.100.85')
        .set('Accept-Language', 'en');
    };
    // A query refused as malformed costs nothing.
    await request(server(0))
      .get('/api/admin/audit-log/export?to=2026-13-01')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Forwarded-For', '198.51.100.85')
      .expect(400);
    await exportOf(0, 'report').expect(200);
    await exportOf(1, 'orders').expect(200);
    await exportOf(2, 'audit').expect(200);
    for (const [n, kind] of [
      [3, 'orders'],
      [4, 'audit'],
    ] as const) {
      const refused = await exportOf(n, kind).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/^Too many exports in a short time\. Try again in \d+ min\.$/);
    }
    const lithuanian = await exportOf(5, 'orders').set('Accept-Language', 'lt').expect(429);
    expect(lithuanian.body.message).toMatch(/^Per daug eksportų per trumpą laiką\. Bandykite dar kartą po \d+ min\.$/);
  });

  describe('the admin password re-check of a refund approval', () => {
    const approve = (n: number, token: string, password: string, address = '198.51.100.90') =>
      request(server(n))
        .post(`/api/admin/refund-requests/${randomUUID()}/approve`)
        .set('Authorization', `Bearer ${token}`)
        .set('X-Forwarded-For', address)
        .send({ admin_password_confirmation: password });

    it('given 5 wrong passwords alternated, refuses the 6th try on both processes with 429 in both languages, the right one too; another address is not held', async () => {
      const admin = await createAccount(shop.app, 'admin');
      const token = (await signIn(shop.app, admin)).accessToken;
      const statuses: number[] = [];
      for (let n = 0; n < 5; n++) statuses.push((await approve(n, token, `wrong ${n}`)).status);
      expect(statuses).toEqual([403, 403, 403, 403, 403]);
      const lithuanian = await approve(5, token, admin.password).expect(429);
      expect(Number(lithuanian.headers['retry-after'])).toBeGreaterThan(0);
      expect(lithuanian.body.message).toMatch(/^Per daug neteisingų slaptažodžių\. Bandykite dar kartą po \d+ min\.$/);
      const english = await approve(6, token, admin.password).set('Accept-Language', 'en').expect(429);
      expect(english.body.message).toMatch(/^Too many wrong passwords\. Try again in \d+ min\.$/);
      // The pair waits, not the admin: from elsewhere the right password passes the check (the
      // request does not exist, so the approval itself then answers 404).
      await approve(7, token, admin.password, '198.51.100.91').expect(404);
    });

    it('given 4 wrong passwords and then the right one, forgives the wrong ones', async () => {
      const admin = await createAccount(shop.app, 'admin');
      const token = (await signIn(shop.app, admin)).accessToken;
      for (let n = 0; n < 4; n++) await approve(n, token, `wrong ${n}`, '198.51.100.92').expect(403);
      await approve(4, token, admin.password, '198.51.100.92').expect(404);
      for (let n = 0; n < 5; n++) await approve(n, token, `wrong again ${n}`, '198.51.100.92').expect(403);
      await approve(5, token, `wrong again`, '198.51.100.92').expect(429);
    });

    it('given parallel guesses, lets no more than 5 reach the password', async () => {
      const admin = await createAccount(shop.app, 'admin');
      const token = (await signIn(shop.app, admin)).accessToken;
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) => approve(n, token, `parallel ${n}`, '198.51.100.93')),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array<number>(5).fill(403), ...Array<number>(7).fill(429)]);
    });
  });

  it('counted every call above on the shared store: neither process fell back to memory', () => {
    expect(apps.map((app) => app.get(RateLimits).storeFailures)).toEqual([0, 0]);
  });
});
