import { Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import request from 'supertest';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { createTestDatabase, type TestDatabase } from '@ticketshop/projections/testing';
import { openDatabase } from '@ticketshop/projections';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MailDelivery } from './mail-delivery';
import { MailMetrics } from './mail-metrics';
import { MailOutbox } from './mail-outbox';
import { MAILER, type Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

const message = {
  to: 'pirkejas@example.lt',
  subject: 'Jūsų bilietai',
  text: 'Ačiū, kad pirkote.',
  html: '<p>Ačiū, kad pirkote.</p>',
};

describe('outgoing mail', () => {
  let smtp: SmtpTestServer;
  afterEach(() => smtp?.close());

  it('delivers over real SMTP, attachment included', async () => {
    smtp = await startSmtpTestServer();
    const mailer = new SmtpMailer({
      host: smtp.host,
      port: smtp.port,
      secure: false,
      from: '"Shop" <shop@example.lt>',
    });
    await mailer.send({
      ...message,
      attachments: [
        { filename: 'bilietai.pdf', content: Buffer.from('%PDF-1.7 test'), contentType: 'application/pdf' },
      ],
    });
    mailer.close();
    const mail = await smtp.waitForMail(() => true);
    expect(mail).toMatchObject({
      to: 'pirkejas@example.lt',
      subject: 'Jūsų bilietai',
      from: '"Shop" <shop@example.lt>',
    });
    expect(mail.text.trim()).toBe('Ačiū, kad pirkote.');
    expect(mail.html).toContain('<p>Ačiū, kad pirkote.</p>');
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: 'bilietai.pdf', contentType: 'application/pdf' }),
    ]);
    expect(mail.attachments[0]!.content.toString()).toBe('%PDF-1.7 test');
  });

  describe('the outbox', () => {
    const schedule = { firstMs: 10, maxMs: 40, giveUpDays: 3 };
    let database: TestDatabase;
    let outbox: MailOutbox;
    const senders: MailDelivery[] = [];
    const sender = (mailer: Mailer) => {
      const delivery = new MailDelivery(mailer, outbox, new MailMetrics(() => outbox.figures()), schedule);
      senders.push(delivery);
      return delivery;
    };

    // The senders log every mail; the figures are what is checked here.
    beforeAll(() => Logger.overrideLogger(false));
    afterAll(() => Logger.overrideLogger(['log', 'error', 'warn']));
    beforeEach(async () => {
      database = await createTestDatabase();
      outbox = new MailOutbox(database);
      await outbox.prepare();
    });
    afterEach(async () => {
      await Promise.all(senders.splice(0).map((delivery) => delivery.stop()));
      await database.dispose();
    });

    it('keeps a mail the server refuses for a while and sends it once accepted, the caller never waiting for it', async () => {
      smtp = await startSmtpTestServer({ failFirst: 2 });
      const mailer = new SmtpMailer({ host: smtp.host, port: smtp.port, secure: false, from: 'shop@example.lt' });
      const delivery = sender(mailer);
      await delivery.deliver(message, { kind: 'test' });
      // Written before `deliver` resolved, though no sender runs yet.
      expect(await outbox.figures()).toEqual({ waiting: 1, oldestWaitingSeconds: expect.any(Number) });

      delivery.start();
      await smtp.waitForMail(() => true);
      await delivery.whenIdle();
      mailer.close();
      expect(smtp.messages).toHaveLength(1);
      expect(await outbox.figures()).toEqual({ waiting: 0, oldestWaitingSeconds: 0 });
    });

    it('keeps an attachment through the outbox', async () => {
      smtp = await startSmtpTestServer();
      const mailer = new SmtpMailer({ host: smtp.host, port: smtp.port, secure: false, from: 'shop@example.lt' });
      const delivery = sender(mailer);
      delivery.start();
      await delivery.deliver({
        ...message,
        attachments: [{ filename: 'a.pdf', content: Buffer.from([0, 1, 2, 255]), contentType: 'application/pdf' }],
      });
      const mail = await smtp.waitForMail(() => true);
      mailer.close();
      expect([...mail.attachments[0]!.content]).toEqual([0, 1, 2, 255]);
    });

    it('lets two senders on one outbox send each mail exactly once', async () => {
      smtp = await startSmtpTestServer();
      const mailer = new SmtpMailer({ host: smtp.host, port: smtp.port, secure: false, from: 'shop@example.lt' });
      // On PostgreSQL the second sender has its own connections, as another shop process would.
      const second = database.url ? await openDatabase({ url: database.url }) : database;
      const first = sender(mailer);
      const other = new MailDelivery(mailer, new MailOutbox(second), new MailMetrics(() => outbox.figures()), schedule);
      senders.push(other);
      for (let i = 0; i < 40; i++) await first.deliver({ ...message, subject: `Mail ${i}` }, { kind: 'test' });
      first.start();
      other.start();
      await first.whenIdle();
      await Promise.all(senders.splice(0).map((delivery) => delivery.stop()));
      if (second !== database) await second.close();
      mailer.close();
      const subjects = smtp.messages.map((mail) => mail.subject).sort();
      expect(subjects).toEqual(Array.from({ length: 40 }, (_, i) => `Mail ${i}`).sort());
    });
  });
});

describe('the local mailbox of embedded mode', () => {
  let shop: TestApp;
  let server: Server;

  beforeAll(async () => {
    shop = await createTestApp();
    server = shop.app.getHttpServer() as Server;
  });
  afterAll(() => shop.close());

  it('catches what the shop sends and shows it in the browser, scripts forbidden', async () => {
    await shop.app.get<Mailer>(MAILER).send({ ...message, html: '<p>Sveiki</p><script>alert(1)</script>' });
    await shop.app.get<Mailer>(MAILER).send({ ...message, to: 'kitas@example.lt', subject: '<b>Kitas</b>' });

    const page = await request(server).get('/api/dev/mailbox').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Jūsų bilietai');
    expect(page.text).toContain('&lt;b&gt;Kitas&lt;/b&gt;');

    const listed = await request(server)
      .get('/api/dev/mailbox/messages')
      .query({ to: 'PIRKEJAS@example.lt' })
      .expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ to: 'pirkejas@example.lt', subject: 'Jūsų bilietai' })]);

    const shown = await request(server).get(`/api/dev/mailbox/${listed.body[0].id}`).expect(200);
    expect(shown.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(shown.text).toContain('<p>Sveiki</p>');

    const missing = await request(server).get('/api/dev/mailbox/999').set('Accept-Language', 'en').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'Mail not found', errors: [] });
  });

  it('is not there when a real SMTP server is configured', async () => {
    const smtp = await startSmtpTestServer();
    const configured = await createTestApp({ SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port) });
    try {
      await request(configured.app.getHttpServer()).get('/api/dev/mailbox').expect(404);
    } finally {
      await configured.close();
      await smtp.close();
    }
  });
});
