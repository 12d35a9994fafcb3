import { Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import { sql } from 'kysely';
import request from 'supertest';
import { delay, type Database } from '@ticketshop/projections';
import { startDatabaseOutage, type DatabaseOutage } from '@ticketshop/projections/testing';
import { DATABASE } from '../infrastructure/storage/storage.tokens';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MailDelivery } from './mail-delivery';

// The shop's schedule (1 s first pause, doubling, 15 min cap) at 1/100, so 1.8 s of outage stands for 3
// minutes: the old in-memory delivery (1 s, 5 s, 30 s, 2 min) gave up after 2.6 minutes of it.
const SCALED = { MAIL_RETRY_FIRST_MS: '10', MAIL_RETRY_MAX_MS: '9000' };
const THREE_MINUTES_SCALED_MS = 1_800;

const VERIFICATION = 'Patvirtinkite el. pašto adresą';
const NEWSLETTER = 'Patvirtinkite naujienlaiškio prenumeratą';

/** A value of the Prometheus text, e.g. `ticketshop_mail_given_up_total{kind="email-verification"}`. */
function metric(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within the time allowed');
    await delay(25);
  }
}

describe('account mails through a mail server outage', () => {
  let smtp: SmtpTestServer;
  /** A TCP relay in front of the SMTP server: `down()` is the mail server gone (connections cut and refused). */
  let mailServer: DatabaseOutage;
  let shop: TestApp;
  const server = () => shop.app.getHttpServer() as Server;
  const register = (email: string) =>
    request(server())
      .post('/api/auth/register')
      .send({ email, password: 'geras slaptažodis', first_name: 'Ona', last_name: 'Onaitė' })
      .expect(201);
  const subscribe = (email: string) =>
    request(server()).post('/api/newsletter/subscriptions').send({ email }).expect(202);
  const mailsTo = (to: string, subject: string) =>
    smtp.messages.filter((mail) => mail.to === to && mail.subject === subject);
  const metrics = async () => (await request(server()).get('/api/metrics').expect(200)).text;

  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    // The relay is plain TCP: it serves SMTP as well as the PostgreSQL it was written for.
    mailServer = await startDatabaseOutage(`smtp://${smtp.host}:${smtp.port}`);
    shop = await createTestApp({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: new URL(mailServer.url).port,
      ...SCALED,
    });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await shop.close();
    await mailServer.close();
    await smtp.close();
  });

  it('delivers the verification and newsletter mails written during a 3-minute outage once it is back, each once', async () => {
    mailServer.down();
    await register('ona@example.lt');
    await subscribe('jonas@example.lt');

    await delay(THREE_MINUTES_SCALED_MS);
    expect(smtp.messages).toEqual([]);
    const during = await metrics();
    expect(metric(during, 'ticketshop_mail_waiting')).toBe(2);
    expect(metric(during, 'ticketshop_mail_oldest_waiting_seconds')).toBeGreaterThanOrEqual(1);
    // Tried again and again (pauses of 10, 20, 40… ms after each failed attempt), each failure counted.
    expect(metric(during, 'ticketshop_mail_delivery_failures_total{kind="email-verification"}')).toBeGreaterThanOrEqual(
      3,
    );
    expect(
      metric(during, 'ticketshop_mail_delivery_failures_total{kind="newsletter-confirmation"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(metric(during, 'ticketshop_mail_given_up_total{kind="email-verification"}')).toBeUndefined();

    mailServer.up();
    await smtp.waitForMail((mail) => mail.to === 'ona@example.lt', 15_000);
    await smtp.waitForMail((mail) => mail.to === 'jonas@example.lt', 15_000);
    await shop.app.get(MailDelivery).whenIdle();
    expect(mailsTo('ona@example.lt', VERIFICATION)).toHaveLength(1);
    expect(mailsTo('jonas@example.lt', NEWSLETTER)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(2);
    expect(metric(await metrics(), 'ticketshop_mail_waiting')).toBe(0);
  });

  it('still delivers them, once, after the shop restarted during the outage', async () => {
    mailServer.down();
    await register('petras@example.lt');
    await subscribe('ieva@example.lt');
    await eventually(
      async () =>
        (metric(await metrics(), 'ticketshop_mail_delivery_failures_total{kind="email-verification"}') ?? 0) > 0,
    );

    await shop.restart();
    await delay(300);
    expect(smtp.messages).toEqual([]);
    expect(metric(await metrics(), 'ticketshop_mail_waiting')).toBe(2);

    mailServer.up();
    await smtp.waitForMail((mail) => mail.to === 'petras@example.lt', 15_000);
    await smtp.waitForMail((mail) => mail.to === 'ieva@example.lt', 15_000);
    await shop.app.get(MailDelivery).whenIdle();
    expect(mailsTo('petras@example.lt', VERIFICATION)).toHaveLength(1);
    expect(mailsTo('ieva@example.lt', NEWSLETTER)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(2);
  });

  it('gives up a mail older than MAIL_GIVE_UP_DAYS with an error log and the counter, and never sends it', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    mailServer.down();
    await register('vejas@example.lt');
    await eventually(async () => (metric(await metrics(), 'ticketshop_mail_waiting') ?? 0) === 1);
    // As if the mail had waited since three days and a minute ago (MAIL_GIVE_UP_DAYS defaults to 3).
    await sql`update mail_outbox set enqueued_at = now() - interval '3 days 1 minute'`.execute(
      shop.app.get<Database>(DATABASE).db,
    );

    await eventually(async () => (metric(await metrics(), 'ticketshop_mail_waiting') ?? 1) === 0);
    const text = await metrics();
    expect(metric(text, 'ticketshop_mail_given_up_total{kind="email-verification"}')).toBe(1);
    expect(metric(text, 'ticketshop_mail_oldest_waiting_seconds')).toBe(0);
    const givenUp = errors.mock.calls.filter(([entry]) => (entry as { msg?: string }).msg === 'mail given up');
    expect(givenUp).toEqual([
      [
        expect.objectContaining({
          msg: 'mail given up',
          kind: 'email-verification',
          attempt: expect.any(Number),
          ageSeconds: expect.any(Number),
          error: expect.any(String),
        }),
      ],
    ]);
    expect((givenUp[0]![0] as { ageSeconds: number }).ageSeconds).toBeGreaterThanOrEqual(3 * 86_400);

    // Back up: a new mail goes out, the given-up one does not.
    mailServer.up();
    await register('kitas@example.lt');
    await smtp.waitForMail((mail) => mail.to === 'kitas@example.lt', 15_000);
    await shop.app.get(MailDelivery).whenIdle();
    expect(smtp.messages.map((mail) => mail.to)).toEqual(['kitas@example.lt']);
  });
});
