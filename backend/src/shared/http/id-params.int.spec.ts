import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';
import { createAccount, signIn } from '../../testing/accounts';
import { operationsOf, type OpenApiDocument, type Operation } from '../../testing/malformed-requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 23: a malformed id was a 404 in the catalog and a 400 in refunds. Every path parameter of every
 * route in `/api/openapi.json` gets `not-an-id`, as a super admin so that the route is reached, the
 * others well-formed: the answer is the one 400 of `@IdParam` (docs/architecture.md, "The HTTP command
 * kit"), naming the parameter, in Lithuanian and English, and never a 5xx.
 */

/** Path parameters that are not ids of the shop's own things; each with why. A malformed one must still not be a 5xx. */
const NOT_AN_ID: Record<string, string> = {
  provider: 'a payment provider’s name; an unknown one is 404',
  token: 'the sandbox payment page’s signed token',
  imageId: 'an event’s image: `image-1`… for images that came with an event (imageFromUrl), a UUID for uploads',
  'POST /api/v1/orders/guest/{id}/lookup id': 'the buyer may type the order number instead of the id',
  'POST /api/v1/orders/guest/{id}/payment/initiate id': 'the order number works here as in the lookup',
  'GET /api/payments/verify/{id} id': 'the result page asks with the id, a buyer with the order number',
};

interface Answer {
  route: string;
  param: string;
  status: number;
  body: { errors?: { field: string; message: string }[] } | string;
}

describe('malformed ids in paths: one 400 on every route', () => {
  let shop: TestApp;
  let server: Server;
  let authorization: string;
  let operations: Operation[];

  beforeAll(async () => {
    shop = await createTestApp();
    server = shop.app.getHttpServer() as Server;
    const admin = await createAccount(shop.app, 'super_admin');
    authorization = `Bearer ${(await signIn(shop.app, admin)).accessToken}`;
    const document = (await request(server).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
    operations = operationsOf(document).filter((operation) => operation.pathParams.length > 0);
  }, 120_000);
  afterAll(() => shop.close());

  const isId = (operation: Operation, param: string) =>
    NOT_AN_ID[param] === undefined && NOT_AN_ID[`${operation.method} ${operation.path} ${param}`] === undefined;

  async function send(operation: Operation, param: string, language: 'lt' | 'en'): Promise<Answer> {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === param ? 'not-an-id' : name === 'provider' ? 'sandbox' : randomUUID(),
    );
    const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let call = request(server)[method](path).set('Authorization', authorization).set('Accept-Language', language);
    if (method !== 'get' && method !== 'delete') call = call.send({});
    const answer = await call;
    const body = answer.type === 'application/json' ? (answer.body as Answer['body']) : answer.text.slice(0, 200);
    return { route: `${operation.method} ${operation.path}`, param, status: answer.status, body };
  }

  it('reaches routes with ids in their paths, in every module', () => {
    const withIds = operations.filter((operation) => operation.pathParams.some((param) => isId(operation, param)));
    expect(withIds.length).toBeGreaterThan(40);
    for (const prefix of ['/api/events', '/api/admin/users', '/api/orders', '/api/admin/refund-requests']) {
      expect(withIds.some((operation) => operation.path.startsWith(prefix))).toBe(true);
    }
  });

  it('answers a malformed id with a 400 naming the parameter, in both languages', async () => {
    const wrong: Answer[] = [];
    for (const operation of operations) {
      for (const param of operation.pathParams.filter((name) => isId(operation, name))) {
        const lithuanian = await send(operation, param, 'lt');
        const english = await send(operation, param, 'en');
        const named = (answer: Answer, message: RegExp) =>
          answer.status === 400 &&
          typeof answer.body === 'object' &&
          (answer.body.errors ?? []).some((error) => error.field === param && message.test(error.message));
        if (!named(lithuanian, /^Neteisingas .+ identifikatorius$/)) wrong.push(lithuanian);
        if (!named(english, /^Invalid .+ id$/)) wrong.push(english);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('answers a malformed value of any other path parameter without a 5xx', async () => {
    const failures: Answer[] = [];
    for (const operation of operations) {
      for (const param of operation.pathParams.filter((name) => !isId(operation, name))) {
        const answer = await send(operation, param, 'en');
        if (answer.status >= 500) failures.push(answer);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
