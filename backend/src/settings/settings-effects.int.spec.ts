import type { Server } from 'node:http';
import { sql } from 'kysely';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { Database } from '@ticketshop/projections';
import { DATABASE } from '../infrastructure/storage/storage.tokens';
import { MailDelivery } from '../mail/mail-delivery';
import { buyer, eventOnSale, ORDER_LIMITS_LIFTED } from '../ordering/testing/checkout-fixtures';
import { createAccount, signIn } from '../testing/accounts';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import type { TestApp } from '../testing/test-app';
import { createShopWithMail } from '../testing/shop-with-mail';
import { paymentSettings } from '../testing/payment-settings';
import { ShopSettings } from './shop-settings';

const SYSTEM = {
  siteName: 'Koncertų bilietai',
  siteDescription: '',
  contactEmail: 'info@koncertai.lt',
  supportPhone: '+370 600 00000',
  currency: 'EUR',
  timezone: 'Europe/Vilnius',
  language: 'lt',
  allowRegistration: true,
  requireEmailVerification: true,
};
const PAYMENT = paymentSettings();
const PAYSERA_PASSWORD = 'paysera-sign-password-0f29f275a34b';
const SMTP_PASSWORD = 'smtp-password-plain-7d1c9e';

/** An SMTP server that refuses every recipient, as a server that does not relay for the shop does. */
async function startRefusingSmtpServer(): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('5.7.1 Relaying denied for this sender'), { responseCode: 554 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('settings take effect without a restart', () => {
  let shop: TestApp;
  let server: Server;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  let superAdmin: string;
  let admin: string;

  beforeAll(async () => {
    ({ shop, smtp, close } = await createShopWithMail(ORDER_LIMITS_LIFTED));
    server = shop.app.getHttpServer() as Server;
    superAdmin = (await signIn(shop.app, await createAccount(shop.app, 'super_admin'))).accessToken;
    admin = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
  });
  afterAll(() => close());

  const put = (token: string, section: string, body: object) =>
    request(server).put(`/api/admin/settings/${section}`).set('Authorization', `Bearer ${token}`).send(body);
  const emailSettings = (host: string, port: number, extra: object = {}) => ({
    smtpHost: host,
    smtpPort: port,
    smtpUsername: '',
    fromEmail: 'bilietai@koncertai.lt',
    fromName: 'Koncertų bilietai',
    emailTemplatesEnabled: true,
    ...extra,
  });
  /** Back to the server the environment names; a mail through it lets the replaced server's connections close. */
  const useEnvironmentServer = async () => {
    await put(superAdmin, 'email', emailSettings(smtp.host, smtp.port)).expect(200);
    await request(server)
      .post('/api/admin/settings/email/test')
      .set('Authorization', `Bearer ${superAdmin}`)
      .send({ to: 'back@example.lt' })
      .expect(200);
  };
  const register = (email: string) =>
    request(server)
      .post('/api/auth/register')
      .send({ email, password: 'geras slaptažodis', first_name: 'Ona', last_name: 'Onaitė' });

  it('refuses registration while it is closed, in both languages, and takes it again once reopened', async () => {
    await put(admin, 'system', { ...SYSTEM, allowRegistration: false }).expect(200);
    const closed = await register('ona-closed@example.lt').expect(403);
    expect(closed.body.message).toBe('Registracija šiuo metu išjungta. Pirkti bilietus galite ir neprisiregistravę.');
    const english = await register('ona-closed@example.lt').set('Accept-Language', 'en').expect(403);
    expect(english.body.message).toBe(
      'Registration is closed at the moment. You can still buy tickets without an account.',
    );
    const publicSettings = await request(server).get('/api/settings/public').expect(200);
    expect(publicSettings.body.allowRegistration).toBe(false);

    await put(admin, 'system', SYSTEM).expect(200);
    await register('ona-open@example.lt').expect(201);
  });

  it('lets an unverified account sign in only while e-mail verification is not required', async () => {
    await register('jonas-unverified@example.lt').expect(201);
    const login = () =>
      request(server)
        .post('/api/auth/login')
        .send({ email: 'jonas-unverified@example.lt', password: 'geras slaptažodis' });
    await login().expect(403);
    await put(admin, 'system', { ...SYSTEM, requireEmailVerification: false }).expect(200);
    await login().expect(200);
    await put(admin, 'system', SYSTEM).expect(200);
    await login().expect(403);
  });

  it('charges the fee the settings name on the next quote and order', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2000, quantity: 50 }]);
    const tickets = [{ id: ticketTypeIds[0]!, quantity: 2 }];
    const before = await request(server).post('/api/v1/orders/guest/quote').send({ tickets }).expect(200);
    expect(before.body).toMatchObject({ subtotal: 40, fee: 0, amount: 40 });

    await put(superAdmin, 'payment', { ...PAYMENT, paymentFeePercent: 2.5 }).expect(200);
    const after = await request(server).post('/api/v1/orders/guest/quote').send({ tickets }).expect(200);
    expect(after.body).toMatchObject({ subtotal: 40, fee: 1, amount: 41 });
    const options = await request(server).get('/api/v1/checkout/options').expect(200);
    expect(options.body.fee_percent).toBe(2.5);
    const order = await request(server)
      .post('/api/v1/orders/guest/create')
      .send({ ...buyer('fee@example.lt'), tickets })
      .expect(201);
    expect(order.body.order.amount).toBe(41);
    await put(superAdmin, 'payment', PAYMENT).expect(200);
  });

  it('offers and accepts only the providers the settings enable', async () => {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 50 }]);
    const order = await request(server)
      .post('/api/v1/orders/guest/create')
      .send({ ...buyer('providers@example.lt'), tickets: [{ id: ticketTypeIds[0]!, quantity: 1 }] })
      .expect(201);
    const orderId = order.body.order.identifier as string;
    const initiate = (method: string) =>
      request(server)
        .post(`/api/v1/orders/guest/${orderId}/payment/initiate`)
        .send({ email: 'providers@example.lt', payment_method: method });

    await put(superAdmin, 'payment', {
      ...PAYMENT,
      sandboxEnabled: false,
      payseraEnabled: true,
      payseraProjectId: '6028',
      payseraSignPassword: PAYSERA_PASSWORD,
    }).expect(200);
    const options = await request(server).get('/api/v1/checkout/options').expect(200);
    expect(options.body.payment_methods.map((method: { id: string }) => method.id)).toEqual(['paysera']);
    const refused = await initiate('sandbox').expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'payment_method' })]);
    const paysera = await initiate('paysera').expect(200);
    expect(paysera.body.payment_url).toMatch(/projectid|data=/);

    await put(superAdmin, 'payment', PAYMENT).expect(200);
    const back = await request(server).get('/api/v1/checkout/options').expect(200);
    expect(back.body.payment_methods.map((method: { id: string }) => method.id)).toEqual(['sandbox']);
    await initiate('paysera').expect(400);
    await initiate('sandbox').expect(200);
  });

  it('sends the next mail through the SMTP server and as the sender the settings name, with the site in its footer', async () => {
    const other = await startSmtpTestServer();
    try {
      await put(admin, 'system', SYSTEM).expect(200);
      await put(superAdmin, 'email', emailSettings(other.host, other.port)).expect(200);
      await register('mail-after-change@example.lt').expect(201);
      const mail = await other.waitForMail((m) => m.to === 'mail-after-change@example.lt');
      expect(mail.from).toBe('"Koncertų bilietai" <bilietai@koncertai.lt>');
      expect(mail.text).toContain('Koncertų bilietai\ninfo@koncertai.lt · +370 600 00000');
      await shop.app.get(MailDelivery).whenIdle();
      expect(smtp.messages.filter((m) => m.to === 'mail-after-change@example.lt')).toEqual([]);

      const tested = await request(server)
        .post('/api/admin/settings/email/test')
        .set('Authorization', `Bearer ${superAdmin}`)
        .send({ to: 'tester@example.lt' })
        .expect(200);
      expect(tested.body).toEqual({ sent: true });
      await other.waitForMail((m) => m.to === 'tester@example.lt' && m.subject === 'Bandomasis laiškas / Test e-mail');
    } finally {
      await useEnvironmentServer();
      await other.close();
    }
  });

  it('gives buyers the contact the settings name in the words of an order mail, not only in its footer', async () => {
    await put(admin, 'system', SYSTEM).expect(200);
    await request(server).post('/api/v1/orders/guest/search').send({ email: 'kas-pirko@example.lt' }).expect(202);
    const mail = await smtp.waitForMail((m) => m.to === 'kas-pirko@example.lt');
    expect(mail.text).toContain(
      'Jei reikia pagalbos, susisiekite su mumis info@koncertai.lt arba tel. +370 600 00000.',
    );
    expect(mail.text).not.toContain('pagalba@bilietu-parduotuve.lt');
  });

  it('answers a refusing server, a closed port and an open port that speaks no SMTP alike: 502 "failed", no server words', async () => {
    const refusing = await startRefusingSmtpServer();
    // Something listening that is not a mail server (a port scan's "open"): it answers and hangs up.
    const notSmtp = createNetServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    await new Promise<void>((resolve) => notSmtp.listen(0, '127.0.0.1', resolve));
    const closed = await startRefusingSmtpServer();
    await closed.close();
    const testMail = (language: string) =>
      request(server)
        .post('/api/admin/settings/email/test')
        .set('Authorization', `Bearer ${superAdmin}`)
        .set('Accept-Language', language)
        .send({ to: 'tester@example.lt' });
    const answers: Record<string, unknown>[] = [];
    try {
      for (const port of [refusing.port, (notSmtp.address() as AddressInfo).port, closed.port]) {
        await put(superAdmin, 'email', emailSettings('127.0.0.1', port)).expect(200);
        const english = await testMail('en').expect(502);
        expect(english.body.message).toBe('The test mail could not be sent. The reason is in the server log.');
        const lithuanian = await testMail('lt').expect(502);
        expect(lithuanian.body.message).toBe(
          'Bandomojo laiško išsiųsti nepavyko. Priežastis įrašyta serverio žurnale.',
        );
        const { requestId: _id, ...rest } = english.body as Record<string, unknown>;
        answers.push(rest);
      }
    } finally {
      await useEnvironmentServer();
      await refusing.close();
      await new Promise((resolve) => notSmtp.close(resolve));
    }
    expect(JSON.stringify(answers)).not.toMatch(/554|Relaying|ECONNREFUSED|HTTP|closed/i);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('clears the stored SMTP password when the server or user changes without it, so the new server never gets it', async () => {
    const logins: { user: string; password: string }[] = [];
    const recording = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push({ user: auth.username ?? '', password: auth.password ?? '' });
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => recording.listen(0, '127.0.0.1', resolve));
    const port = (recording.server.address() as AddressInfo).port;
    try {
      await put(
        superAdmin,
        'email',
        emailSettings(smtp.host, smtp.port, { smtpUsername: 'bilietai', smtpPassword: SMTP_PASSWORD }),
      ).expect(200);
      await put(superAdmin, 'email', emailSettings('127.0.0.1', port, { smtpUsername: 'bilietai' })).expect(200);
      const saved = await request(server)
        .get('/api/admin/settings')
        .set('Authorization', `Bearer ${superAdmin}`)
        .expect(200);
      expect(saved.body.email.smtpPasswordSet).toBe(false);
      await request(server)
        .post('/api/admin/settings/email/test')
        .set('Authorization', `Bearer ${superAdmin}`)
        .send({ to: 'tester@example.lt' });
      expect(logins.map(({ password }) => password)).not.toContain(SMTP_PASSWORD);
    } finally {
      await useEnvironmentServer();
      await new Promise<void>((resolve) => recording.close(() => resolve()));
    }
  });

  it('in maintenance answers the public API 503 with Retry-After, serves admins, sign-in and the public settings', async () => {
    await put(admin, 'maintenance', { maintenanceMode: true }).expect(200);
    try {
      const closed = await request(server).get('/api/events').expect(503);
      expect(closed.headers['retry-after']).toBe('300');
      expect(closed.body.message).toBe('Parduotuvėje vyksta techniniai darbai. Užsukite šiek tiek vėliau.');
      const english = await request(server).get('/api/v1/checkout/options').set('Accept-Language', 'en').expect(503);
      expect(english.body.message).toBe('The shop is under maintenance. Please come back a little later.');
      const user = await signIn(shop.app, await createAccount(shop.app, 'user'));
      await request(server).get('/api/auth/me').set('Authorization', `Bearer ${user.accessToken}`).expect(200);
      await request(server).get('/api/events').set('Authorization', `Bearer ${user.accessToken}`).expect(503);

      const publicSettings = await request(server).get('/api/settings/public').expect(200);
      expect(publicSettings.body.maintenanceMode).toBe(true);
      await request(server)
        .get('/api/health')
        .expect((answer) => expect(answer.status).not.toBe(503));
      await request(server).get('/api/events').set('Authorization', `Bearer ${admin}`).expect(200);
      await request(server).get('/api/admin/settings').set('Authorization', `Bearer ${admin}`).expect(200);
      // A provider's callback still reaches its route (and is refused there for its missing signature).
      const callback = await request(server).post('/api/payments/notify/sandbox').type('form').send({ json: '{}' });
      expect(callback.status).not.toBe(503);
    } finally {
      await put(admin, 'maintenance', { maintenanceMode: false }).expect(200);
    }
    await request(server).get('/api/events').expect(200);
  });

  it("keeps secrets' plain text out of the event log and every read model", async () => {
    await put(superAdmin, 'payment', {
      ...PAYMENT,
      payseraProjectId: '6028',
      payseraSignPassword: PAYSERA_PASSWORD,
    }).expect(200);
    await put(superAdmin, 'email', emailSettings(smtp.host, smtp.port, { smtpPassword: SMTP_PASSWORD })).expect(200);
    expect(shop.app.get(ShopSettings).current().email.smtpPassword.reveal()).toBe(SMTP_PASSWORD);

    const { db } = shop.app.get<Database>(DATABASE);
    const tables = await sql<{ schema: string; name: string }>`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`.execute(db);
    expect(tables.rows.map((table) => table.name)).toEqual(expect.arrayContaining(['event_log']));
    let stored = '';
    for (const { schema, name } of tables.rows) {
      const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(`${schema}.${name}`)} t`.execute(
        db,
      );
      stored += rows.rows.map((row) => row.row).join('\n');
    }
    expect(stored).toContain('PaymentSettingsChanged');
    expect(stored).not.toContain(PAYSERA_PASSWORD);
    expect(stored).not.toContain(SMTP_PASSWORD);
    const exported = await request(server)
      .get('/api/admin/settings/export')
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(exported.text).not.toContain(SMTP_PASSWORD);
    expect(JSON.stringify(shop.app.get(ShopSettings).current())).not.toContain(SMTP_PASSWORD);
  });
});
