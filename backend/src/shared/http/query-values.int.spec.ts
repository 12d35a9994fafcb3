import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';
import { createAccount, signIn } from '../../testing/accounts';
import { operationsOf, type OpenApiDocument, type Operation } from '../../testing/malformed-requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 22: `page=1e308` or `page=99999999999999999999999` answered 500 on the admin lists and the
 * public events list, and some routes took query keys they do not know. Every route in
 * `/api/openapi.json` that reads a query (every GET, and whatever else declares query parameters) gets,
 * as a super admin so that it is reached, each declared query parameter huge, negative, fractional,
 * in exponent form, empty, repeated and as a list, and a key it does not know. No answer may be a 5xx,
 * and the unknown key must be a 400 in the one error shape, in Lithuanian and English.
 */

/** Query values that break a parser or a database column rather than a rule. */
const BAD_VALUES = [
  '1e308',
  '99999999999999999999999',
  '9223372036854775808',
  '-1',
  '-99999999999999999999',
  '0',
  '1.5',
  '0x10',
  'NaN',
  'Infinity',
  '',
  ' 1',
  '1'.repeat(500),
];

/**
 * Routes that read a provider's or a browser's own query as it comes (a payment provider's return or
 * notification, the test mailbox): they take keys the shop does not choose, so an unknown key is theirs
 * to ignore. Each is listed with why; anything else must refuse a key it does not know.
 */
const TAKES_FOREIGN_KEYS: Record<string, string> = {
  'GET /api/payments/notify/{provider}':
    'the provider names its fields (Paysera data/ss1/ss2/ss3, MakeCommerce json/mac)',
  'GET /api/payments/return/{provider}': 'the provider adds its own fields to the buyer’s return address',
  'POST /api/payments/return/{provider}': 'the same return, posted by providers that post it',
};

interface Answer {
  route: string;
  query: string;
  status: number;
  body: string;
}

describe('query values: bounded and checked on every route, as bodies are', () => {
  let shop: TestApp;
  let server: Server;
  let authorization: string;
  let operations: Operation[];
  let ids: { events: string[]; users: string[] };

  beforeAll(async () => {
    shop = await createTestApp({
      DEMO_DATA: 'true',
      // Every export and long report is asked many times here: their budget is not what is tested.
      EXPORT_RATE_PER_ADDRESS: '100000',
    });
    server = shop.app.getHttpServer() as Server;
    const admin = await createAccount(shop.app, 'super_admin');
    authorization = `Bearer ${(await signIn(shop.app, admin)).accessToken}`;
    const document = (await request(server).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
    operations = operationsOf(document).filter(
      (operation) => operation.method === 'GET' || operation.queryParams.length > 0,
    );
    const events = await request(server).get('/api/admin/events?limit=3').set('Authorization', authorization);
    ids = { events: (events.body.data as { id: string }[]).map((event) => event.id), users: [admin.userId] };
  }, 120_000);
  afterAll(() => shop.close());

  /** The route's path with its parameters filled: real ids where the shop has them, else well-formed ones. */
  const pathOf = (operation: Operation): string =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'provider') return 'sandbox';
      if (name === 'format') return 'csv';
      if (/event/i.test(name) || (name === 'id' && /events/.test(operation.path))) return ids.events[0] ?? randomUUID();
      if (/user/i.test(name) || (name === 'id' && /users/.test(operation.path))) return ids.users[0]!;
      return randomUUID();
    });

  async function send(operation: Operation, query: string): Promise<Answer> {
    const path = `${pathOf(operation)}?${query}`;
    const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let call = request(server)[method](path).set('Authorization', authorization).set('Accept-Language', 'en');
    if (method !== 'get' && method !== 'delete') call = call.send({});
    const answer = await call;
    return { route: `${operation.method} ${operation.path}`, query, status: answer.status, body: answer.text };
  }

  it('answers no huge, negative, fractional, repeated or listed query value with a 5xx', async () => {
    const failures: Answer[] = [];
    let sent = 0;
    for (const operation of operations) {
      const queries = operation.queryParams.flatMap((name) => [
        ...BAD_VALUES.map((value) => `${name}=${encodeURIComponent(value)}`),
        `${name}=1&${name}=2`,
        `${name}[]=1`,
        `${name}[a]=1`,
      ]);
      for (const query of queries) {
        const answer = await send(operation, query);
        sent += 1;
        if (answer.status >= 500) failures.push(answer);
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(failures.map((failure) => ({ ...failure, body: failure.body.slice(0, 200) }))).toEqual([]);
  }, 600_000);

  it('refuses page numbers past the last page and non-digits with a field error in both languages', async () => {
    for (const path of [
      '/api/admin/orders',
      '/api/admin/audit-log',
      '/api/admin/users',
      '/api/admin/events',
      '/api/events',
    ]) {
      for (const value of ['1e308', '99999999999999999999999', '100001']) {
        const refused = await request(server)
          .get(`${path}?page=${value}`)
          .set('Authorization', authorization)
          .set('Accept-Language', 'lt')
          .expect(400);
        expect(refused.body.errors).toContainEqual({ field: 'page', message: expect.stringMatching(/page|„page“/) });
      }
      const huge = await request(server)
        .get(`${path}?page=1e308`)
        .set('Authorization', authorization)
        .set('Accept-Language', 'en');
      expect(huge.body.errors).toContainEqual({ field: 'page', message: 'page must be a whole number' });
      const far = await request(server)
        .get(`${path}?page=100001`)
        .set('Authorization', authorization)
        .set('Accept-Language', 'en');
      expect(far.body.errors).toContainEqual({ field: 'page', message: 'page must be at most 100000' });
      const negative = await request(server)
        .get(`${path}?page=-1`)
        .set('Authorization', authorization)
        .set('Accept-Language', 'lt');
      expect(negative.body.errors).toContainEqual({
        field: 'page',
        message: 'Laukas „page“ turi būti ne mažesnis nei 1',
      });
      await request(server).get(`${path}?page=100000`).set('Authorization', authorization).expect(200);
    }
  }, 120_000);

  it('answers a signed download link without its token in Lithuanian and English alike', async () => {
    for (const file of ['tickets.pdf', 'invoices.pdf']) {
      for (const query of ['', '?token=']) {
        const path = `/api/v1/orders/guest/${randomUUID()}/${file}${query}`;
        const lithuanian = await request(server).get(path).set('Accept-Language', 'lt').expect(400);
        expect(lithuanian.body.errors).toContainEqual({
          field: 'token',
          message:
            'Nuorodoje trūksta prieigos rakto (token): atidarykite visą nuorodą iš laiško arba užsakymo paieškos',
        });
        const english = await request(server).get(path).set('Accept-Language', 'en').expect(400);
        expect(english.body.errors).toContainEqual({
          field: 'token',
          message: 'The link has no token: open the whole link from the mail or the order lookup',
        });
      }
    }
  });

  it('refuses a query key a route does not know with 400 in the one error shape, on every route', async () => {
    const accepted: Answer[] = [];
    for (const operation of operations) {
      const route = `${operation.method} ${operation.path}`;
      if (TAKES_FOREIGN_KEYS[route]) continue;
      const answer = await send(operation, 'no_such_key=1');
      const named =
        answer.status === 400 &&
        (JSON.parse(answer.body) as { errors?: { field: string }[] }).errors?.some(
          (error) => error.field === 'no_such_key',
        );
      if (!named) accepted.push(answer);
    }
    expect(accepted.map((answer) => `${answer.route} ${answer.status} ${answer.body.slice(0, 120)}`)).toEqual([]);
  }, 300_000);
});
