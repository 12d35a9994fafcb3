import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { loadConfig } from '../../config/app-config';
import { fastPathRequestLog, redactedUrl, requestLogged, requestLogLevel } from './request-log';

const request = {} as IncomingMessage;
const answered = (statusCode: number) => ({ statusCode }) as ServerResponse;

describe('which requests the request log keeps', () => {
  it('given a sample of 1 %, when requests succeed, then one in a hundred is logged at info and the rest at debug', () => {
    let draw = 0;
    const level = requestLogLevel(
      loadConfig({ NODE_ENV: 'test', REQUEST_LOG_SAMPLE: '0.01' }),
      () => (draw++ % 100) / 100,
    );
    const levels = Array.from({ length: 200 }, () => level(request, answered(200), undefined));
    expect(levels.filter((value) => value === 'info')).toHaveLength(2);
    expect(levels.filter((value) => value === 'debug')).toHaveLength(198);
  });

  it('given any sampling, when a request fails or is refused, then it is always logged', () => {
    const level = requestLogLevel(loadConfig({ REQUEST_LOG_SAMPLE: '0' }), () => 0.5);
    expect(level(request, answered(500), undefined)).toBe('error');
    expect(level(request, answered(200), new Error('boom'))).toBe('error');
    expect(level(request, answered(404), undefined)).toBe('warn');
    expect(level(request, answered(200), undefined)).toBe('debug');
  });

  it('given no setting, then production samples 1 % and other environments log every request', () => {
    const development = requestLogLevel(loadConfig({}), () => 0.99);
    expect(development(request, answered(200), undefined)).toBe('info');
  });
});

describe('whether the request log keeps a quick successful request (the fast path of public reads asks)', () => {
  it('given info and a 1 % sample, then one in a hundred; given debug, all; given warn or silent, none', () => {
    let draw = 0;
    const sampled = requestLogged(
      loadConfig({ LOG_LEVEL: 'info', REQUEST_LOG_SAMPLE: '0.01' }),
      () => (draw++ % 100) / 100,
    );
    expect(Array.from({ length: 100 }, sampled).filter(Boolean)).toHaveLength(1);
    expect(requestLogged(loadConfig({ LOG_LEVEL: 'debug', REQUEST_LOG_SAMPLE: '0' }))()).toBe(true);
    expect(requestLogged(loadConfig({ LOG_LEVEL: 'warn' }))()).toBe(false);
    expect(requestLogged(loadConfig({ LOG_LEVEL: 'silent' }))()).toBe(false);
  });
});

describe('the request log of the fast path of public reads', () => {
  it("given a 1 % sample, when requests are answered, then the sampled one is logged at info in the request log's line", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    );
    let draw = 0;
    const log = fastPathRequestLog(
      loadConfig({ LOG_LEVEL: 'info', REQUEST_LOG_SAMPLE: '0.01' }),
      () => logger,
      () => (draw++ % 100) / 100,
    );
    const server = createServer((request, response) => {
      log(request, response);
      response.end('{}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      for (let sent = 0; sent < 100; sent++)
        await (await fetch(`http://127.0.0.1:${port}/api/events?n=${sent}`)).text();
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/events?n=0' },
      res: { statusCode: 200 },
    });
    expect(lines[0]!.req).not.toHaveProperty('headers');
  });
});

describe('the addresses the log keeps (issue 22: no signed link in server.log)', () => {
  it('given signed links and payment messages, then every token and signature is redacted, the rest kept', () => {
    const cases: [string, string][] = [
      [
        '/api/v1/orders/guest/c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f/tickets.pdf?token=abc.def&lang=en',
        '/api/v1/orders/guest/c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f/tickets.pdf?token=[redacted]&lang=en',
      ],
      ['/api/payments/sandbox/eyJvcmRlciI6MX0.c2ln', '/api/payments/sandbox/[redacted]'],
      ['/api/payments/sandbox/eyJvcmRlciI6MX0.c2ln?x=1', '/api/payments/sandbox/[redacted]?x=1'],
      [
        '/api/payments/return/sandbox?order_id=42&outcome=success&json=%7B%22a%22%3A1%7D&mac=ff00',
        '/api/payments/return/sandbox?order_id=42&outcome=success&json=[redacted]&mac=[redacted]',
      ],
      [
        '/api/payments/notify/paysera?data=ZGF0YQ&ss1=aa&ss2=bb&SS3=cc',
        '/api/payments/notify/paysera?data=[redacted]&ss1=[redacted]&ss2=[redacted]&SS3=[redacted]',
      ],
      ['/order-lookup?email=ona%40example.lt&token=t0k', '/order-lookup?email=[redacted]&token=[redacted]'],
      ['/verify-email?%74oken=t0k&Token[]=x', '/verify-email?%74oken=[redacted]&Token[]=[redacted]'],
      [
        '/x?sig=1&signature=2&code=3&expires=1700000000',
        '/x?sig=[redacted]&signature=[redacted]&code=[redacted]&expires=1700000000',
      ],
      ['/x?anything=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', '/x?anything=[redacted]'],
      [
        `/api/payments/return/sandbox?next=${encodeURIComponent('/order-lookup?email=a@b.lt&token=t0k')}`,
        `/api/payments/return/sandbox?next=${encodeURIComponent('/order-lookup?email=[redacted]&token=[redacted]')}`,
      ],
      ['/api/admin/orders?page=2&search=Ona', '/api/admin/orders?page=2&search=Ona'],
      ['/api/events', '/api/events'],
      ['/x?%E0%A4%A=1&token', '/x?%E0%A4%A=1&token=[redacted]'],
    ];
    for (const [url, logged] of cases) expect(redactedUrl(url)).toBe(logged);
  });

  it('given a request with a token, when the request log writes its line, then the line holds the redacted address', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const server = createServer((incoming, response) => {
      fastPathRequestLog(loadConfig({ LOG_LEVEL: 'info', REQUEST_LOG_SAMPLE: '1' }), () => logger)(incoming, response);
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/api/v1/orders/guest/1/invoices.pdf?token=secret-value-123`);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(lines.join('')).toContain('/api/v1/orders/guest/1/invoices.pdf?token=[redacted]');
    expect(lines.join('')).not.toContain('secret-value-123');
  });
});
