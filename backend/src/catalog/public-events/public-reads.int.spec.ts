import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type { Projections } from '@ticketshop/projections';
import { ticketTypeDetails } from '@ticketshop/projections/testing';
import { PROJECTIONS, DATABASE } from '../../infrastructure/storage/storage.tokens';
import { commandMetadata, SYSTEM_ACTOR } from '../../shared/event-sourcing/command-metadata';
import { buyer, eventOnSale, inDays, settle } from '../../ordering/testing/checkout-fixtures';
import { createAccount, signIn } from '../../testing/accounts';
import { PublicReads } from '../../shared/http/public-reads/public-reads';
import { PublicReadsFastPath } from '../../shared/http/public-reads/public-reads-fast-path';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ChangeTicketTypeCommand } from '../change-ticket-type/change-ticket-type.command';
import { UnpublishCatalogEventCommand } from '../unpublish-event/unpublish-event.command';
import { nextCatalogChangeAfter } from './catalog-read-source';

interface EventPage {
  id: string;
  ticketTypes: { price: number; available: number }[];
}

describe('public reads answered from memory', () => {
  let shop: TestApp;
  const api = () => request(shop.app.getHttpServer());
  /** Reads after everything recorded so far, as a client does after its own command (X-Min-Position). */
  async function readAfterChanges(path: string, status = 200) {
    await settle(shop.app);
    const position = await shop.app.get<Projections>(PROJECTIONS).readPosition();
    return api().get(path).set('X-Min-Position', position.toString()).expect(status);
  }
  const listed = async () =>
    ((await readAfterChanges('/api/events?limit=100')).body.data as EventPage[]).map((event) => event.id);

  beforeAll(async () => {
    shop = await createTestApp();
    // A real port: the compressed answer is read with node:http, which leaves it as it was sent.
    await shop.app.listen(0, '127.0.0.1');
  });
  afterAll(() => shop.close());

  it('answers with an ETag of the position and a Cache-Control a CDN may follow, and If-None-Match with 304', async () => {
    const { catalogEventId } = await eventOnSale(shop.app, [{ priceCents: 2500, quantity: 10 }]);
    for (const path of [
      '/api/events',
      '/api/events?category=Concert&limit=10',
      '/api/events/featured',
      `/api/events/${catalogEventId}`,
      '/api/event-types',
      '/api/event-topics?event_type_id=Concert',
      '/api/v1/checkout/options',
    ]) {
      const first = await api().get(path).expect(200);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=1');
      // A stale answer while revalidating is for CDNs only: a browser must never show an unpublished event.
      expect(first.headers['cdn-cache-control']).toBe('max-age=1, stale-while-revalidate=5');
      expect(first.headers.etag).toMatch(/^"\d+-[\w-]+"$/);
      const again = await api().get(path).expect(200);
      expect(again.text).toBe(first.text);
      expect(again.headers.etag).toBe(first.headers.etag);
      const unchanged = await api().get(path).set('If-None-Match', `"other", W/${first.headers.etag}`).expect(304);
      expect(unchanged.text).toBe('');
    }
  });

  it('given cached answers, when an event is published, a price changes, seats sell and the event is unpublished, then the next read shows each', async () => {
    const before = await listed();
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2500, quantity: 10 }]);
    const page = `/api/events/${catalogEventId}`;
    expect(await listed()).toEqual(expect.arrayContaining([...before, catalogEventId]));
    expect((await readAfterChanges(page)).body.ticketTypes[0]).toMatchObject({ price: 25, available: 10 });

    await shop.app
      .get(CommandBus)
      .execute(
        new ChangeTicketTypeCommand(
          catalogEventId,
          ticketTypeIds[0]!,
          ticketTypeDetails({ priceCents: 3000, quantity: 10, saleStartsAt: inDays(-1), saleEndsAt: inDays(29) }),
          commandMetadata(SYSTEM_ACTOR),
        ),
      );
    expect((await readAfterChanges(page)).body.ticketTypes[0]).toMatchObject({ price: 30, available: 10 });

    await api()
      .post('/api/v1/orders/guest/create')
      .send({ ...buyer(), tickets: [{ id: ticketTypeIds[0], quantity: 3 }] })
      .expect(201);
    expect((await readAfterChanges(page)).body.ticketTypes[0]).toMatchObject({ price: 30, available: 7 });

    await shop.app
      .get(CommandBus)
      .execute(
        new UnpublishCatalogEventCommand(
          { type: 'UnpublishCatalogEvent', data: { catalogEventId } },
          commandMetadata(SYSTEM_ACTOR),
        ),
      );
    await readAfterChanges(page, 404);
    expect(await listed()).not.toContain(catalogEventId);
  });

  it('sends a reader who accepts gzip the same answer compressed, and others the plain bytes', async () => {
    const plain = await api().get('/api/event-sub-topics').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const server = shop.app.getHttpServer().address() as AddressInfo;
    const compressed = await new Promise<IncomingMessage & { body: Buffer }>((done, fail) =>
      get(
        { host: '127.0.0.1', port: server.port, path: '/api/event-sub-topics', headers: { 'Accept-Encoding': 'gzip' } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(Object.assign(response, { body: Buffer.concat(chunks) })));
        },
      ).on('error', fail),
    );
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(compressed.body).toString()).toBe(plain.text);
  });

  it('leaves refused queries and unknown events to their routes, which answer them as before', async () => {
    const refused = await api().get('/api/events?page=0').set('Accept-Language', 'en').expect(400);
    expect(refused.body.errors[0]).toMatchObject({ field: 'page' });
    expect(refused.headers['cache-control']).toBeUndefined();
    const missing = await api().get('/api/events/00000000-0000-4000-8000-000000000000').expect(404);
    expect(missing.body.message).toBe('Renginys nerastas');
  });

  it('never keeps an admin read: each caller is checked, and no cache may store the answer', async () => {
    const admin = await signIn(shop.app, await createAccount(shop.app, 'admin'));
    const allowed = await api()
      .get('/api/admin/events')
      .set('Authorization', `Bearer ${admin.accessToken}`)
      .expect(200);
    expect(allowed.headers['cache-control'] ?? '').not.toContain('public');
    await api().get('/api/admin/events').expect(401);
    const user = await signIn(shop.app, await createAccount(shop.app, 'user'));
    await api().get('/api/admin/events').set('Authorization', `Bearer ${user.accessToken}`).expect(403);
  });

  it('knows the next moment an answer changes with no event in the log: a sale window opening', async () => {
    const opensAt = new Date(Date.now() + 3_600_000).toISOString();
    await eventOnSale(shop.app, [{ saleStartsAt: opensAt, saleEndsAt: inDays(20) }]);
    expect(await nextCatalogChangeAfter(shop.app.get(DATABASE), new Date())).toBe(Date.parse(opensAt));
  });

  it('is emptied by the settings screen\'s "clear caches"', async () => {
    const admin = await signIn(shop.app, await createAccount(shop.app, 'admin'));
    await api().get('/api/event-types').expect(200);
    const cleared = await api()
      .post('/api/admin/settings/clear-caches')
      .set('Authorization', `Bearer ${admin.accessToken}`)
      .expect(200);
    expect(cleared.body.cleared).toContain('public-reads');
    expect(shop.app.get(PublicReads).cache.count).toBe(0);
  });

  it('answers liveness without the database and readiness from its last check', async () => {
    expect((await api().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await api().get('/api/health/ready').expect(200)).body).toEqual({ status: 'ready' });
  });

  it('sends from memory, before Express, the very headers the whole pipeline sends', async () => {
    const fastPath = jest.spyOn(PublicReadsFastPath.prototype, 'answer');
    // Each varies by request or moment; the rest must be equal.
    const comparable = (headers: Record<string, string>) => {
      const { date: _date, 'x-request-id': _id, ...rest } = headers;
      return rest;
    };
    /**
     * The same read twice after an emptied cache: the pipeline answers and the fast path repeats it. On a
     * loaded machine a projection's checkpoint or the readiness check may move between the two, so the
     * second is a new version the pipeline builds again; the pair is then asked for again.
     */
    const answeredTwice = async (path: string, headers: Record<string, string>) => {
      for (let attempt = 1; ; attempt += 1) {
        await settle(shop.app);
        shop.app.get(PublicReads).cache.clear();
        fastPath.mockClear();
        const whole = await api().get(path).set(headers).expect(200);
        const fromMemory = await api().get(path).set(headers).expect(200);
        if (fastPath.mock.results[1]?.value === true || attempt === 5) return { whole, fromMemory };
      }
    };
    try {
      for (const [path, headers] of [
        ['/api/event-types', {}],
        ['/api/events', { 'Accept-Encoding': 'gzip' }],
        ['/api/health', {}],
      ] as const) {
        const { whole, fromMemory } = await answeredTwice(path, headers);
        expect(fastPath.mock.results.map((result) => result.value)).toEqual([false, true]);
        expect(comparable(fromMemory.headers)).toEqual(comparable(whole.headers));
        expect(fromMemory.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        const notModified = await api().get(path).set(headers).set('If-None-Match', whole.headers.etag!).expect(304);
        const { 'content-length': _length, 'content-type': _type, ...withoutBody } = comparable(whole.headers);
        const { 'content-encoding': _encoding, ...headOfBody } = withoutBody;
        expect(comparable(notModified.headers)).toEqual(headOfBody);
      }
    } finally {
      fastPath.mockRestore();
    }
  });

  it('answers health from memory while its check is reused, without letting a shared cache hold it, and a reader who waited gets a new check', async () => {
    const first = await api().get('/api/health').expect(200);
    expect(first.headers['cache-control']).toBeUndefined();
    expect(first.body).toMatchObject({ status: 'ok', storage: expect.any(String) });
    expect((await api().get('/api/health').expect(200)).headers.etag).toBe(first.headers.etag);
    await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 1 }]);
    const waited = await readAfterChanges('/api/health');
    expect(waited.headers.etag).not.toBe(first.headers.etag);
    expect(waited.body.projections.every((projection: { lag: number }) => projection.lag === 0)).toBe(true);
  });
});
