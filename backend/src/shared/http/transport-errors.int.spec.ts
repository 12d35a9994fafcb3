import type { Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const NEWSLETTER = '/api/newsletter/subscriptions';

/** JSON `depth` levels deep in all: an object whose `email` is arrays inside arrays. */
const nested = (depth: number) => `{"email":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

describe('transport errors: malformed requests get a localized 4xx before any handler', () => {
  let shop: TestApp;
  let server: Server;

  beforeAll(async () => {
    shop = await createTestApp();
    server = shop.app.getHttpServer() as Server;
  });
  afterAll(() => shop.close());

  beforeEach(() => jest.spyOn(Logger.prototype, 'error'));
  afterEach(() => {
    // A client's mistake is no server failure: nothing of it reaches the error log.
    expect(Logger.prototype.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  /** Sends the bytes as given: superagent would otherwise write a Buffer out as JSON. */
  const post = (path: string, body: string | Buffer, headers: Record<string, string> = {}) =>
    request(server)
      .post(path)
      .set({ 'Content-Type': 'application/json', ...headers })
      .serialize((bytes: string) => bytes)
      .send(body);

  it('given a 103 KB newsletter subscription, then 413 in the reader’s language', async () => {
    const body = JSON.stringify({ email: `${'a'.repeat(103 * 1024)}@example.lt` });
    const lithuanian = await post(NEWSLETTER, body).expect(413);
    expect(lithuanian.body).toEqual({
      statusCode: 413,
      message: 'Užklausa per didelė: daugiausia 100 kB',
      errors: [],
    });
    const english = await post(NEWSLETTER, body, { 'Accept-Language': 'en' }).expect(413);
    expect(english.body.message).toBe('The request is too large: at most 100 kB');
  });

  it.each([
    ['a lone surrogate', '/api/events/%ED%A0%80'],
    ['a byte that is no UTF-8', '/api/orders/%FF/bank-transfer'],
    ['a cut escape on a page', '/events/%E0%A4%A'],
  ])('given an address with %s, then a localized 400, not the router’s bare page', async (_case, path) => {
    const lithuanian = await request(server).post(path).send({ amount: 1 }).expect(400);
    expect(lithuanian.body).toEqual({
      statusCode: 400,
      message: 'Adresas netinkamai užkoduotas: jame yra ne UTF-8 simbolių',
      errors: [],
    });
    const english = await request(server).get(path).set('Accept-Language', 'en').expect(400);
    expect(english.body.message).toBe('The address is not validly encoded: it holds characters that are not UTF-8');
  });

  it('given a 5 MB login, then 413', async () => {
    const body = JSON.stringify({ email: 'jonas@example.lt', password: 'x'.repeat(5 * 1024 * 1024) });
    const response = await post('/api/auth/login', body).expect(413);
    expect(response.body).toMatchObject({ statusCode: 413, errors: [] });
  });

  it('given a gzip bomb, then 413: the limit counts inflated bytes', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, ' '));
    expect(bomb.length).toBeLessThan(100 * 1024);
    const response = await post(NEWSLETTER, bomb, { 'Content-Encoding': 'gzip', 'Accept-Language': 'en' }).expect(413);
    expect(response.body.message).toBe('The request is too large: at most 100 kB');
  });

  it('given honest gzip, then the body is read as sent', async () => {
    const response = await post(NEWSLETTER, gzipSync(JSON.stringify({ email: 'not an address' })), {
      'Content-Encoding': 'gzip',
    }).expect(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ field: 'email' })]);
  });

  it('given a charset other than UTF-8, then 415', async () => {
    const unknown = await post(NEWSLETTER, '{"email":"a@example.lt"}', {
      'Content-Type': 'application/json; charset=ebcdic-xx',
      'Accept-Language': 'en',
    }).expect(415);
    expect(unknown.body).toEqual({ statusCode: 415, message: 'Unsupported charset: send UTF-8', errors: [] });
    await post(NEWSLETTER, Buffer.from('{"email":"a@example.lt"}', 'utf16le'), {
      'Content-Type': 'application/json; charset=utf-16le',
    }).expect(415);
  });

  it('given a Content-Encoding whose body is not what it says, then 400; an unknown one, 415', async () => {
    const notGzip = await post(NEWSLETTER, '{"email":"a@example.lt"}', {
      'Content-Encoding': 'gzip',
      'Accept-Language': 'en',
    }).expect(400);
    expect(notGzip.body).toEqual({ statusCode: 400, message: 'The request body could not be read', errors: [] });
    await post(NEWSLETTER, 'definitely not brotli', { 'Content-Encoding': 'br' }).expect(400);
    const unknown = await post(NEWSLETTER, '{}', { 'Content-Encoding': 'x-garbage', 'Accept-Language': 'en' }).expect(
      415,
    );
    expect(unknown.body.message).toBe('Unsupported Content-Encoding: use gzip, deflate, br or none');
  });

  it('given JSON nested 20,000 or 40,000 deep, then 400 before validation recurses into it', async () => {
    for (const depth of [20_000, 40_000]) {
      const response = await post(NEWSLETTER, nested(depth), { 'Accept-Language': 'en' }).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'The JSON is nested too deep: at most 32 levels',
        errors: [],
      });
    }
    // At the limit the body reaches validation, which names the field.
    const atLimit = await post(NEWSLETTER, nested(32)).expect(400);
    expect(atLimit.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'email' })]));
  });

  it('given a __proto__ key anywhere in JSON, then 400', async () => {
    const response = await post(NEWSLETTER, '{"email":"a@example.lt","x":{"__proto__":{"admin":true}}}', {
      'Accept-Language': 'en',
    }).expect(400);
    expect(response.body.message).toBe('The JSON has a forbidden key: __proto__');
  });

  it('given JSON that does not parse, then 400 in the one shape', async () => {
    const response = await post(NEWSLETTER, '{"email":', { 'Accept-Language': 'en' }).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON', errors: [] });
  });

  it('given the event form, then its own larger limit; every other body keeps 100 kB', async () => {
    const form = (size: number) => JSON.stringify({ description: { lt: 'ą'.repeat(size / 2), en: '' } });
    // Anonymous: past the parser the guard answers 401, which shows the body was read.
    await post('/api/events', form(150 * 1024)).expect(401);
    await request(server)
      .put('/api/events/00000000-0000-4000-8000-000000000000')
      .set('Content-Type', 'application/json')
      .send(form(150 * 1024))
      .expect(401);
    const tooLarge = await post('/api/events', form(300 * 1024), { 'Accept-Language': 'en' }).expect(413);
    expect(tooLarge.body.message).toBe('The request is too large: at most 256 kB');
    await post('/api/events/00000000-0000-4000-8000-000000000000/duplicate', form(150 * 1024)).expect(413);
  });

  it('given a form of more than 100 fields, then 413', async () => {
    const fields = Array.from({ length: 101 }, (_, index) => `f${index}=1`).join('&');
    const tooMany = await post('/api/payments/notify/sandbox', fields, {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Accept-Language': 'en',
    }).expect(413);
    expect(tooMany.body.message).toBe('Too many form fields: at most 100');
  });

  it('given brackets and repeated keys in a query string, then they stay flat and are refused as unknown', async () => {
    const response = await request(server)
      .get('/api/events?search[a][b]=x&page=1&page=2&__proto__[admin]=1')
      .set('Accept-Language', 'en')
      .expect(400);
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'search[a][b]' })]));
  });
});
