import type { Server } from 'node:http';
import request from 'supertest';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MailDelivery } from './mail-delivery';
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

  it('retries a mail the server refuses for a while, without the caller waiting or failing', async () => {
    smtp = await startSmtpTestServer({ failFirst: 2 });
    const mailer = new SmtpMailer({ host: smtp.host, port: smtp.port, secure: false, from: 'shop@example.lt' });
    const delivery = new MailDelivery(mailer, [10, 10, 10]);
    expect(delivery.deliver(message, { kind: 'test' })).toBeUndefined();
    await delivery.whenIdle();
    mailer.close();
    expect(smtp.messages).toHaveLength(1);
  });

  it('gives up after the last retry and never throws', async () => {
    const attempts: number[] = [];
    const failing: Mailer = {
      send: () => {
        attempts.push(Date.now());
        return Promise.reject(new Error('connection refused'));
      },
    };
    const delivery = new MailDelivery(failing, [5, 5]);
    delivery.deliver(message);
    await expect(delivery.whenIdle()).resolves.toBeUndefined();
    expect(attempts).toHaveLength(3);
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
