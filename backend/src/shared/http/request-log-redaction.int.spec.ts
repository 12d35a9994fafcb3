import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '@ticketshop/projections/testing';
import { createApp } from '../../app';
import { loadConfig } from '../../config/app-config';
import { buyer, eventOnSale, payInSandboxSigned, settle } from '../../ordering/testing/checkout-fixtures';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';

/**
 * Issue 22: `server.log` held invoice links, ticket links and sandbox tokens, so whoever read it within
 * the hour could download e-tickets that admit at the door. A whole journey runs in the process with the
 * log going to memory and every request kept (debug): an order paid through the sandbox, its tickets
 * and invoice downloaded by their signed links (and a tampered link refused), the lookup mailed and
 * opened, an account's e-mail verified from its link. Every token and signature the journey saw is then
 * looked for in the log, in every spelling a URL gives it: none may be there.
 */
describe('the log never holds a token or signature', () => {
  let app: NestExpressApplication;
  let smtp: SmtpTestServer;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  const log: string[] = [];
  const seen = new Set<string>();
  const api = () => request(app.getHttpServer());

  /** Remembers a secret the journey met, to look for it in the log afterwards. */
  const saw = (secret: string | null | undefined): string => {
    if (!secret) throw new Error('the journey expected a token here');
    seen.add(secret);
    return secret;
  };
  const pathOf = (link: string) => {
    const url = new URL(link, 'http://shop.test');
    return `${url.pathname}${url.search}`;
  };
  const linkIn = (text: string, path: string): string => {
    const match = new RegExp(`${path}\\?[^\\s"<>]+`).exec(text);
    if (!match) throw new Error(`no ${path} link in: ${text}`);
    return match[0].replace(/&amp;/g, '&');
  };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const storage: Record<string, string> = {};
    if (process.env.DATABASE_URL) {
      database = await createTestDatabase('postgres');
      storage.DATABASE_URL = database.url!;
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'ticketshop-log-'));
      storage.DATA_DIR = dataDir;
    }
    app = await createApp(
      loadConfig({
        LOG_LEVEL: 'debug',
        REQUEST_LOG_SAMPLE: '1',
        DEMO_DATA: 'false',
        PUBLIC_URL: 'http://shop.test',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
        SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 'settings-key-of-the-tests').toString('base64'),
        SMTP_HOST: smtp.host,
        SMTP_PORT: String(smtp.port),
        ...storage,
      }),
      {
        logDestination: new Writable({
          write(chunk: Buffer, _encoding, done) {
            log.push(chunk.toString('utf8'));
            done();
          },
        }),
      },
    );
    await app.init();
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('given a journey through every signed link, then the log keeps the requests but none of their tokens', async () => {
    // An order, paid through the sandbox page (its address is its signed session) and its signed return.
    const { ticketTypeIds } = await eventOnSale(app, [{ priceCents: 2_500, quantity: 10 }]);
    const email = 'zurnalas@example.lt';
    const created = await api()
      .post('/api/v1/orders/guest/create')
      .send({ ...buyer(email), tickets: [{ id: ticketTypeIds[0], quantity: 1 }] })
      .expect(201);
    const orderId = created.body.order.identifier as string;
    const started = await api().post(`/api/v1/orders/guest/${orderId}/payment/initiate`).send({ email }).expect(200);
    const paymentUrl = started.body.payment_url as string;
    saw(new URL(paymentUrl).pathname.split('/').pop());
    const { signed } = await payInSandboxSigned(app, paymentUrl);
    saw(signed.json);
    saw(signed.mac);
    await settle(app);

    // Its tickets and invoice by their signed links; a tampered link is refused (and logged as a warning).
    const looked = await api().post(`/api/v1/orders/guest/${orderId}/lookup`).send({ email }).expect(200);
    for (const link of [looked.body.order.tickets_pdf_url as string, looked.body.order.invoices_pdf_url as string]) {
      saw(new URL(link, 'http://shop.test').searchParams.get('token'));
      await api().get(link).expect(200);
      const tampered = `${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`;
      saw(new URL(tampered, 'http://shop.test').searchParams.get('token'));
      const refused = await api().get(tampered);
      expect(refused.status).toBeGreaterThanOrEqual(400);
    }

    // The order lookup by mail, and the mailed page opened.
    await api().post('/api/v1/orders/guest/search').send({ email }).expect(202);
    const lookupMail = await smtp.waitForMail((mail) => mail.to.includes(email) && /order-lookup/.test(mail.text));
    const lookupLink = linkIn(lookupMail.text, '/order-lookup');
    const lookupToken = saw(new URL(lookupLink, 'http://shop.test').searchParams.get('token'));
    await api().get(pathOf(lookupLink));
    await api().post('/api/v1/orders/guest/search').send({ email, token: lookupToken }).expect(200);

    // An account's e-mail verified from its link: the page, then the API.
    const member = 'narys.zurnalas@example.lt';
    await api()
      .post('/api/auth/register')
      .send({ email: member, password: 'geras slaptažodis', first_name: 'Ona', last_name: 'Onaitė' })
      .expect(201);
    const verifyMail = await smtp.waitForMail((mail) => mail.to === member);
    const verifyLink = linkIn(verifyMail.text, '/verify-email');
    const verifyToken = saw(new URL(verifyLink, 'http://shop.test').searchParams.get('token'));
    await api().get(pathOf(verifyLink));
    await api().post('/api/auth/verify-email').send({ token: verifyToken }).expect(200);

    const written = log.join('');
    // The requests are there (the log is read, not empty), their secrets redacted.
    expect(written).toContain('/tickets.pdf?token=[redacted]');
    expect(written).toContain('/invoices.pdf?token=[redacted]');
    expect(written).toContain('/api/payments/sandbox/[redacted]');
    expect(written).toMatch(/\/api\/payments\/return\/sandbox\?[^"]*mac=\[redacted\]/);
    // (The shop's pages, /order-lookup and /verify-email, are served outside the request log; had
    // anything logged their addresses, the search below would find their tokens.)

    const spellings = (secret: string) => [
      secret,
      encodeURIComponent(secret),
      new URLSearchParams({ s: secret }).toString().slice(2),
      JSON.stringify(secret).slice(1, -1),
    ];
    const found = [...seen].flatMap((secret) =>
      spellings(secret)
        .filter((spelling) => written.includes(spelling))
        .map((spelling) => spelling.slice(0, 40)),
    );
    expect(found).toEqual([]);
  }, 120_000);
});
