import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { loadConfig } from '../../../config/app-config';
import { CacheRegistry } from '../../cache-registry';
import { acceptedEncoding, headersSetBy, PublicReadsFastPath } from './public-reads-fast-path';
import { PublicReads } from './public-reads';
import { StaticReadSource } from './read-version';

interface Answer {
  status: number | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe('the fast path of public reads', () => {
  let server: Server;
  let reads: PublicReads;
  let fastPath: PublicReadsFastPath;
  let open: boolean;
  const pipeline: string[] = [];
  const logged: string[] = [];

  beforeEach(async () => {
    reads = new PublicReads(loadConfig({}), new CacheRegistry());
    const source = new StaticReadSource('lookups');
    reads.register('/api/event-types', { source, answer: async () => ({ data: ['Concert'] }) });
    reads.cache.put('/api/event-types', source.current(), { data: ['Concert'] });
    open = true;
    pipeline.length = 0;
    logged.length = 0;
    fastPath = new PublicReadsFastPath(reads, {
      headers: headersSetBy(helmet(), '/api/event-types'),
      log: (request) => logged.push(request.url ?? ''),
    });
    fastPath.admitOnlyWhile(() => open);
    server = createServer((request, response) => {
      pipeline.push(request.url ?? '');
      response.end('pipeline');
    });
    fastPath.install(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  });
  afterEach(() => new Promise<void>((done) => server.close(() => done())));

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((done, fail) => {
      const { port } = server.address() as AddressInfo;
      httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => done({ status: response.statusCode, headers: response.headers, body }));
      })
        .on('error', fail)
        .end();
    });

  it('answers a cached read itself, with the security headers, a request id and the cache headers', async () => {
    const answer = await get('/api/event-types');
    expect(answer.body).toBe('{"data":["Concert"]}');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers['cache-control']).toBe(reads.cacheControl);
    expect(pipeline).toEqual([]);
    expect(logged).toEqual(['/api/event-types']);
  });

  it("gives every answer its own request id, and keeps a caller's own", async () => {
    const first = await get('/api/event-types');
    const second = await get('/api/event-types');
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect((await get('/api/event-types', { 'X-Request-Id': 'trace-7' })).headers['x-request-id']).toBe('trace-7');
  });

  it('sends an answer that is not for shared caches without Cache-Control', async () => {
    const source = new StaticReadSource('liveness');
    reads.register('/api/health/live', { source, shared: false, answer: async () => ({ status: 'ok' }) });
    reads.cache.put('/api/health/live', source.current(), { status: 'ok' });
    const answer = await get('/api/health/live');
    expect(answer.body).toBe('{"status":"ok"}');
    expect(answer.headers['cache-control']).toBeUndefined();
    expect(answer.headers['cdn-cache-control']).toBeUndefined();
    expect(answer.headers.etag).toBeDefined();
  });

  it('answers If-None-Match with 304', async () => {
    const { headers } = await get('/api/event-types');
    expect((await get('/api/event-types', { 'If-None-Match': String(headers.etag) })).status).toBe(304);
  });

  it('leaves to the full pipeline: maintenance, read-your-writes, an unknown or uncached read', async () => {
    open = false;
    await get('/api/event-types');
    open = true;
    await get('/api/event-types', { 'X-Min-Position': '5' });
    await get('/api/event-types?other=1');
    await get('/api/events');
    expect(pipeline).toEqual(['/api/event-types', '/api/event-types', '/api/event-types?other=1', '/api/events']);
    expect(logged).toEqual([]);
  });

  it('given a failure while answering, when nothing was sent yet, then the full pipeline answers instead', async () => {
    fastPath = new PublicReadsFastPath(reads, {
      headers: [],
      log: () => {
        throw new Error('log unavailable');
      },
    });
    const failing = createServer((request, response) => {
      pipeline.push(request.url ?? '');
      response.end('pipeline');
    });
    fastPath.install(failing);
    await new Promise<void>((done) => failing.listen(0, '127.0.0.1', done));
    try {
      const { port } = failing.address() as AddressInfo;
      const body = await (await fetch(`http://127.0.0.1:${port}/api/event-types`)).text();
      expect(body).toBe('pipeline');
    } finally {
      await new Promise<void>((done) => failing.close(() => done()));
    }
  });
});

describe('the encoding a client accepts', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['gzip;q=0', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
