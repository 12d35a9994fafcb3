import { Logger } from '@nestjs/common';
import request from 'supertest';
import { delay, orderStreamId, type EventStore } from '@ticketshop/projections';
import {
  createTestDatabase,
  startDatabaseOutage,
  type DatabaseOutage,
  type TestDatabase,
} from '@ticketshop/projections/testing';
import { EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from '../mail/smtp-receiver';
import { createTestApp, type TestApp } from '../testing/test-app';
import { buyer, eventOnSale, payInSandbox, settle } from './testing/checkout-fixtures';

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  // A check that meets a connection the outage cut is asked again.
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > until) throw new Error('not within the time allowed');
    await delay(50);
  }
}

// The relay that takes the database away needs a PostgreSQL server of its own to stand in front of.
const describeOnServer = process.env.DATABASE_URL ? describe : describe.skip;

describeOnServer('an order mail whose record meets a database outage (needs PostgreSQL: DATABASE_URL)', () => {
  let database: TestDatabase;
  let outage: DatabaseOutage;
  let smtp: SmtpReceiver;
  let shop: TestApp;
  const received: ReceivedMail[] = [];
  /** Takes the database away (once) the moment the SMTP server has the mail, before it answers "accepted". */
  let cutWhen: ((mail: ReceivedMail) => boolean) | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    outage = await startDatabaseOutage(database.url!);
    smtp = await startSmtpReceiver({
      onMail(mail) {
        received.push(mail);
        if (cutWhen?.(mail)) {
          cutWhen = undefined;
          outage.down();
        }
      },
    });
    shop = await createTestApp({
      DATABASE_URL: outage.url,
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
    });
  });
  afterAll(async () => {
    outage.up();
    await shop.close();
    await smtp.close();
    await outage.close();
    await database.dispose();
  });

  it('is sent once: the record is retried until the database is back, never the send', async () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn');
    const api = () => request(shop.app.getHttpServer());
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2500, quantity: 10 }]);
    const order = (
      await api()
        .post('/api/v1/orders/guest/create')
        .send({ ...buyer('blip@example.com'), tickets: [{ id: ticketTypeIds[0], quantity: 1 }] })
        .expect(201)
    ).body.order;
    const started = await api()
      .post(`/api/v1/orders/guest/${order.identifier}/payment/initiate`)
      .send({ email: 'blip@example.com' })
      .expect(200);
    cutWhen = (mail) => mail.to === 'blip@example.com';
    await payInSandbox(shop.app, started.body.payment_url);

    await eventually(() => outage.isDown, 20_000);
    // Away for a few seconds: the reactor used to fail the reaction here and, the database back, send
    // the mail again before recording it.
    await delay(3_000);
    expect(warnings.mock.calls.map(([entry]) => (entry as { msg?: string }).msg)).toContain(
      'mail sent; recording it failed, will retry',
    );
    outage.up();

    const store = shop.app.get<EventStore>(EVENT_STORE);
    const types = async () => (await store.readStream(orderStreamId(order.identifier))).map((event) => event.type);
    await eventually(async () => (await types()).includes('OrderConfirmationSent'), 30_000);
    await settle(shop.app);
    expect((await types()).filter((type) => type === 'OrderConfirmationSent')).toHaveLength(1);
    expect(received.filter((mail) => mail.to === 'blip@example.com').map((mail) => mail.subject)).toHaveLength(1);
  });
});
