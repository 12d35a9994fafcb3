import request from 'supertest';
import type { Server } from 'node:http';
import { MailDelivery } from '../mail/mail-delivery';
import type { SmtpTestServer } from '../testing/smtp-test-server';
import type { TestApp } from '../testing/test-app';
import { createShopWithMail } from '../testing/shop-with-mail';

const linkToken = (text: string, path: string): string => {
  const match = new RegExp(`${path}\\?token=([^\\s"<>&]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]!);
};

describe('newsletter API', () => {
  let shop: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  let server: Server;

  beforeAll(async () => {
    ({ shop, smtp, close } = await createShopWithMail({ PUBLIC_URL: 'http://shop.test' }));
    server = shop.app.getHttpServer() as Server;
  });
  afterAll(() => close());

  it('subscribes with a confirmation mail, confirms through its link, and unsubscribes through the other', async () => {
    const subscribed = await request(server)
      .post('/api/newsletter/subscriptions')
      .send({ email: ' Jonas@Example.lt ', language: 'en' })
      .expect(202);
    expect(subscribed.body.message).toBe(
      'Beveik baigta! Patvirtinkite prenumeratą paspaudę nuorodą laiške, kurį ką tik išsiuntėme.',
    );

    const mail = await smtp.waitForMail((m) => m.to === 'jonas@example.lt');
    expect(mail.subject).toBe('Confirm your newsletter subscription');
    const confirmToken = linkToken(mail.text, 'http://shop.test/newsletter/confirm');
    const unsubscribeToken = linkToken(mail.text, 'http://shop.test/newsletter/unsubscribe');

    const confirmed = await request(server)
      .post('/api/newsletter/confirm')
      .set('Accept-Language', 'en')
      .send({ token: confirmToken })
      .expect(200);
    expect(confirmed.body.message).toBe('Subscription confirmed. You will receive event news by email.');
    // Opening the link twice (mail scanners do) is still a success.
    await request(server).post('/api/newsletter/confirm').send({ token: confirmToken }).expect(200);

    // A confirmed reader who subscribes again gets the same answer and no second mail.
    await request(server).post('/api/newsletter/subscriptions').send({ email: 'jonas@example.lt' }).expect(202);

    await request(server).post('/api/newsletter/unsubscribe').send({ token: unsubscribeToken }).expect(200);
    const again = await request(server).post('/api/newsletter/confirm').send({ token: confirmToken });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Nuoroda negaliojanti arba pasenusi. Užsiprenumeruokite dar kartą.');
    await shop.app.get(MailDelivery).whenIdle();
    expect(smtp.messages.filter((m) => m.to === 'jonas@example.lt')).toHaveLength(1);
  });

  it.each([
    [{}, 'El. paštas yra privalomas'],
    [{ email: 'ne-adresas' }, 'Neteisingas el. pašto formatas'],
    [{ email: 'a@example.lt', language: 'ru' }, 'Laukas „language“ turi būti vienas iš: lt, en'],
  ])('refuses %j with a field error', async (body, message) => {
    const answer = await request(server).post('/api/newsletter/subscriptions').send(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { message: string }) => e.message)).toContain(message);
  });

  it.each(['', 'nonsense', '00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'])(
    'refuses the token %j without changing anything',
    async (token) => {
      const answer = await request(server).post('/api/newsletter/unsubscribe').send({ token });
      expect(answer.status).toBe(400);
    },
  );
});
