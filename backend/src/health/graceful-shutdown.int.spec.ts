import { get, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { JOB_LEASES } from '../infrastructure/storage/storage.tokens';
import type { JobLeases } from '@ticketshop/projections';
import { createTestApp, type TestApp } from '../testing/test-app';
import { GracefulShutdown } from './graceful-shutdown';

const READ_WAIT_MS = 1_500;

/** A request with its answer's status, headers and body, or the error of a connection refused. */
function fetchOnce(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    }).on('error', reject);
  });
}

/**
 * SIGTERM as the shop handles it (main.ts): the process leaves its load balancer's pool without
 * dropping a request under way, and hands its background jobs over.
 */
describe('graceful shutdown', () => {
  let shop: TestApp;
  let app: NestExpressApplication;
  let graceful: GracefulShutdown;
  let port: number;

  beforeEach(async () => {
    // A read that waits for a position the log never reaches stays in flight READ_WAIT_MS.
    shop = await createTestApp({ READ_WAIT_TIMEOUT_MS: String(READ_WAIT_MS), INSTANCE_NAME: 'leaving' });
    app = shop.app;
    graceful = new GracefulShutdown(app, { drainTimeoutMs: 10_000 });
    graceful.install(app.getHttpServer() as Server);
    await app.listen(0, '127.0.0.1');
    port = ((app.getHttpServer() as Server).address() as AddressInfo).port;
  });
  afterEach(() => shop.close());

  it('given a request in flight, then it is answered in full (Connection: close) while new connections are refused, before the shop closes', async () => {
    const events: string[] = [];
    const slow = fetchOnce(port, '/api/events', { 'X-Min-Position': '999999999' }).then((answer) => {
      events.push('slow request answered');
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stopping = graceful.shutdown().then(() => events.push('shop closed'));
    await expect(fetchOnce(port, '/api/health/live')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['x-read-position-reached']).toBe('false');
    expect(JSON.parse(answer.body)).toHaveProperty('data');
    await stopping;
    expect(events).toEqual(['slow request answered', 'shop closed']);
  });

  it('given a request arriving on an open connection while draining, then readiness says 503 at once and the connection closes after it', async () => {
    // A connection the load balancer already had, its next request half sent when the signal comes.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/health/ready HTTP/1.1\r\nHost: shop\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    const closed = new Promise((resolve) => socket.once('close', resolve));

    const stopping = graceful.shutdown();
    expect(graceful.isDraining).toBe(true);
    socket.write('\r\n');
    await closed;

    expect(raw).toMatch(/^HTTP\/1\.1 503 /);
    expect(raw).toMatch(/\r\nConnection: close\r\n/i);
    expect(raw).toContain('{"status":"unavailable"}');
    await stopping;
  });

  it('given an idle keep-alive connection, then it is not cut when draining starts: its next request is answered, with Connection: close', async () => {
    // What nginx holds to every process: a connection that served a request and waits for the next.
    // Cut at once, a request nginx had just written on it was reset, and nginx answers a POST there 502.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: shop\r\n\r\n');
    while (!/\r\n\r\n[\s\S]*\}/.test(raw)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw).toMatch(/\r\nConnection: keep-alive\r\n/i);
    raw = '';
    const closed = new Promise((resolve) => socket.once('close', resolve));

    const stopping = graceful.shutdown();
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: shop\r\n\r\n');
    await closed;

    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw).toMatch(/\r\nConnection: close\r\n/i);
    await stopping;
  });

  const onServer = process.env.DATABASE_URL ? it : it.skip;
  onServer(
    'given another process beside it (skipped without DATABASE_URL), then its jobs are handed over as it shuts down, not after it is gone',
    async () => {
      const other = await shop.startAnother({ INSTANCE_NAME: 'staying' });
      const leases = (which: NestExpressApplication) => which.get<JobLeases>(JOB_LEASES);
      expect(leases(app).names.every((job) => leases(app).holds(job))).toBe(true);

      await graceful.shutdown();

      const started = Date.now();
      while (!leases(other).names.every((job) => leases(other).holds(job))) {
        if (Date.now() - started > 5_000) throw new Error('the jobs were not taken over within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Given back, not expired: the loop above found them taken over on a poll (1 s), well before a
      // dead connection's keep-alive (about 8 s) would have freed them; its 5 s limit is the check.
      const health = await request(other.getHttpServer()).get('/api/health').set('X-Min-Position', '0').expect(200);
      expect(health.body.jobs.every((job: { holder: string }) => job.holder === 'staying')).toBe(true);
    },
  );
});
