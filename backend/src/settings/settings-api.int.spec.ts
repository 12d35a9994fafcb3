import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SETTINGS_STREAM_ID, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { commandMetadata, eventMetadata } from '../shared/event-sourcing/command-metadata';
import { ShopSettings } from './shop-settings';
import { settle } from '../ordering/testing/checkout-fixtures';
import { createAccount, signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { paymentSettings } from '../testing/payment-settings';

const SYSTEM = {
  siteName: 'Koncertų bilietai',
  siteDescription: 'Bilietai į koncertus',
  contactEmail: 'info@koncertai.lt',
  supportPhone: '+370 600 00000',
  currency: 'EUR',
  timezone: 'Europe/Vilnius',
  language: 'lt',
  allowRegistration: true,
  requireEmailVerification: true,
};
const SELLER = {
  legalName: 'UAB „Koncertai“',
  companyCode: '305123456',
  vatCode: 'LT100012345610',
  address: 'Gedimino pr. 1, Vilnius',
  bankAccount: 'LT12 1000 0111 0100 1000',
  invoiceSeries: 'KB',
};
const PAYMENT = paymentSettings({ paymentFeePercent: 2.5 });

describe('settings API', () => {
  let shop: TestApp;
  let server: Server;
  let superAdmin: string;
  let admin: string;
  let organizer: string;
  let user: string;

  beforeAll(async () => {
    shop = await createTestApp({ PAYMENT_FEE_PERCENT: '1.5', MAIL_FROM: 'Bilietai <bilietai@example.lt>' });
    server = shop.app.getHttpServer() as Server;
    superAdmin = (await signIn(shop.app, await createAccount(shop.app, 'super_admin'))).accessToken;
    admin = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
    organizer = (await signIn(shop.app, await createAccount(shop.app, 'organizer'))).accessToken;
    user = (await signIn(shop.app, await createAccount(shop.app, 'user'))).accessToken;
  });
  afterAll(() => shop.close());

  const as = (token: string) => ({
    get: (path: string) => request(server).get(path).set('Authorization', `Bearer ${token}`),
    put: (path: string, body: object) => request(server).put(path).set('Authorization', `Bearer ${token}`).send(body),
    post: (path: string, body: object = {}) =>
      request(server).post(path).set('Authorization', `Bearer ${token}`).send(body),
  });

  it('starts from the environment and the sample defaults, secrets only as whether they are set', async () => {
    const { body } = await as(admin).get('/api/admin/settings').expect(200);
    expect(body).toMatchObject({
      system: { siteName: 'Bilietų parduotuvė', currency: 'EUR', allowRegistration: true },
      seller: { invoiceSeries: 'TS' },
      payment: { sandboxEnabled: true, paymentFeePercent: 1.5, makecommerceSecretKeySet: false },
      email: { fromName: 'Bilietai', fromEmail: 'bilietai@example.lt', smtpPort: 587, smtpPasswordSet: false },
      maintenance: { maintenanceMode: false },
      position: '0',
    });
    expect(body.payment).not.toHaveProperty('makecommerceSecretKey');
    expect(body.email).not.toHaveProperty('smtpPassword');
  });

  it('saves a section with its position, and the next read shows it', async () => {
    const saved = await as(admin).put('/api/admin/settings/system', SYSTEM).expect(200);
    expect(BigInt(saved.body.position)).toBeGreaterThan(0n);
    await as(admin).put('/api/admin/settings/seller', SELLER).expect(200);
    const { body } = await as(admin).get('/api/admin/settings').expect(200);
    expect(body.system).toEqual(SYSTEM);
    expect(body.seller).toEqual({ ...SELLER, bankAccount: 'LT121000011101001000' });
    expect(body.position).toBe((await as(admin).put('/api/admin/settings/seller', SELLER).expect(200)).body.position);
  });

  it('refuses bad values with field errors in both languages', async () => {
    const bad = await as(superAdmin)
      .put('/api/admin/settings/payment', { ...PAYMENT, paymentFeePercent: 2.55 })
      .set('Accept-Language', 'en')
      .expect(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ field: 'paymentFeePercent', message: 'The fee is 0 to 10 % in steps of 0.1' }),
    ]);
    for (const [section, body, field] of [
      ['payment', { ...PAYMENT, paymentFeePercent: 10.1 }, 'paymentFeePercent'],
      ['system', { ...SYSTEM, contactEmail: 'ne-adresas' }, 'contactEmail'],
      ['system', { ...SYSTEM, currency: 'PLN' }, 'currency'],
      ['system', { ...SYSTEM, currency: 'GBP' }, 'currency'],
      ['system', { ...SYSTEM, timezone: 'Europe/Vilnus' }, 'timezone'],
      ['system', { ...SYSTEM, timezone: '+02:00' }, 'timezone'],
      ['system', { ...SYSTEM, language: 'de' }, 'language'],
      ['seller', { ...SELLER, invoiceSeries: 'ts' }, 'invoiceSeries'],
      ['seller', { ...SELLER, invoiceSeries: 'TOOLONG' }, 'invoiceSeries'],
      ['seller', { ...SELLER, bankAccount: 'LT00 1000 0111 0100 1000' }, 'bankAccount'],
    ] as const) {
      const answer = await as(superAdmin).put(`/api/admin/settings/${section}`, body).expect(400);
      expect(answer.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
      expect(answer.body.errors[0].message).toEqual(expect.any(String));
    }
    const zone = await as(superAdmin)
      .put('/api/admin/settings/system', { ...SYSTEM, timezone: 'Mars/Olympus' })
      .set('Accept-Language', 'en')
      .expect(400);
    expect(zone.body.errors).toEqual([
      {
        field: 'timezone',
        message: '“Mars/Olympus” is not an IANA time zone; give one such as Europe/Vilnius or Europe/Riga',
      },
    ]);
    const zoneLt = await as(superAdmin).put('/api/admin/settings/system', { ...SYSTEM, timezone: 'Mars/Olympus' });
    expect(zoneLt.body.errors[0].message).toBe(
      '„Mars/Olympus“ nėra IANA laiko juosta; nurodykite, pvz., Europe/Vilnius arba Europe/Riga',
    );
    const port = await as(superAdmin)
      .put('/api/admin/settings/email', {
        smtpHost: 'smtp.example.lt',
        smtpPort: 70000,
        smtpUsername: '',
        fromEmail: 'a@example.lt',
        fromName: '',
        emailTemplatesEnabled: true,
      })
      .expect(400);
    expect(port.body.errors).toEqual([
      expect.objectContaining({ field: 'smtpPort', message: 'Laukas „smtpPort“ turi būti ne didesnis nei 65535' }),
    ]);
  });

  it('saves the days to pay by transfer, keeps them when a save leaves them out, refuses anything but 1 to 14 whole days', async () => {
    const before = await as(admin).get('/api/admin/settings').expect(200);
    expect(before.body.payment.bankTransferDays).toBe(3);
    await as(superAdmin)
      .put('/api/admin/settings/payment', { ...PAYMENT, bankTransferDays: 14 })
      .expect(200);
    expect((await as(admin).get('/api/admin/settings').expect(200)).body.payment.bankTransferDays).toBe(14);
    await as(superAdmin).put('/api/admin/settings/payment', PAYMENT).expect(200);
    expect((await as(admin).get('/api/admin/settings').expect(200)).body.payment.bankTransferDays).toBe(14);

    for (const bankTransferDays of [0, 15, 2.5, null, '5']) {
      const answer = await as(superAdmin)
        .put('/api/admin/settings/payment', { ...PAYMENT, bankTransferDays })
        .set('Accept-Language', 'en')
        .expect(400);
      expect(answer.body.errors).toEqual([
        {
          field: 'bankTransferDays',
          message: 'Days to pay by bank transfer must be a whole number from 1 to 14',
        },
      ]);
    }
    const lt = await as(superAdmin)
      .put('/api/admin/settings/payment', { ...PAYMENT, bankTransferDays: 0 })
      .expect(400);
    expect(lt.body.errors[0].message).toBe('Laikas sumokėti pavedimu – sveikasis dienų skaičius nuo 1 iki 14');
    expect((await as(admin).get('/api/admin/settings').expect(200)).body.payment.bankTransferDays).toBe(14);

    await settle(shop.app);
    const [audited] = (await as(admin).get('/api/admin/audit-log?action=settings.payment_changed&limit=1').expect(200))
      .body.data as { details: Record<string, string> }[];
    expect(audited!.details).toMatchObject({ 'bankTransferDays.from': '3', 'bankTransferDays.to': '14' });
  });

  it('lets only a super admin change payment and e-mail settings; organizers and users read nothing', async () => {
    const refused = await as(admin).put('/api/admin/settings/payment', PAYMENT).expect(403);
    expect(refused.body.message).toBe('Mokėjimų ir el. pašto nustatymus gali keisti tik vyriausiasis administratorius');
    await as(admin)
      .put('/api/admin/settings/email', {
        smtpHost: '',
        smtpPort: 587,
        smtpUsername: '',
        fromEmail: 'a@example.lt',
        fromName: 'A',
        emailTemplatesEnabled: true,
      })
      .expect(403);
    await as(admin).post('/api/admin/settings/email/test', { to: 'jonas@example.lt' }).expect(403);
    await as(superAdmin).put('/api/admin/settings/payment', PAYMENT).expect(200);
    await as(admin).put('/api/admin/settings/maintenance', { maintenanceMode: false }).expect(200);
    for (const token of [organizer, user]) {
      await as(token).get('/api/admin/settings').expect(403);
      await as(token).put('/api/admin/settings/system', SYSTEM).expect(403);
      await as(token).get('/api/admin/settings/export').expect(403);
      await as(token).post('/api/admin/settings/clear-caches').expect(403);
    }
    await request(server).get('/api/admin/settings').expect(401);
  });

  it('keeps a secret left out, clears it with "", and never answers it', async () => {
    await as(superAdmin)
      .put('/api/admin/settings/payment', {
        ...PAYMENT,
        payseraEnabled: true,
        payseraProjectId: '6028',
        payseraSignPassword: 'paysera-sign-password-plain',
      })
      .expect(200);
    await as(superAdmin)
      .put('/api/admin/settings/payment', { ...PAYMENT, payseraEnabled: true, payseraProjectId: '6028' })
      .expect(200);
    const kept = await as(admin).get('/api/admin/settings').expect(200);
    expect(kept.body.payment).toMatchObject({ payseraEnabled: true, payseraSignPasswordSet: true });
    expect(JSON.stringify(kept.body)).not.toContain('paysera-sign-password-plain');

    const refused = await as(superAdmin)
      .put('/api/admin/settings/payment', { ...PAYMENT, payseraEnabled: true, payseraSignPassword: '' })
      .expect(400);
    expect(refused.body.message).toMatch(/Paysera/);
    await as(superAdmin)
      .put('/api/admin/settings/payment', { ...PAYMENT, payseraSignPassword: '' })
      .expect(200);
    const cleared = await as(admin).get('/api/admin/settings').expect(200);
    expect(cleared.body.payment).toMatchObject({ payseraEnabled: false, payseraSignPasswordSet: false });
  });

  it('exports the settings as a dated JSON file without secrets, and clears the caches it names', async () => {
    const exported = await as(admin).get('/api/admin/settings/export').expect(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="settings-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = JSON.parse(exported.text as string);
    expect(file).toMatchObject({
      system: SYSTEM,
      seller: { invoiceSeries: 'KB' },
      payment: { paymentFeePercent: 2.5 },
    });
    expect(exported.text).not.toContain('paysera-sign-password-plain');

    const cleared = await as(admin).post('/api/admin/settings/clear-caches').expect(200);
    expect(cleared.body.cleared).toEqual(
      expect.arrayContaining(['settings', 'seat-inventory-streams', 'catalog-event-streams']),
    );
    const after = await as(admin).get('/api/admin/settings').expect(200);
    expect(after.body.system).toEqual(SYSTEM);
  });

  it('given an admin who cleared the caches 5 times within a minute, then a 6th is 429 with Retry-After and records nothing', async () => {
    const store = shop.app.get<EventStore>(EVENT_STORE);
    const clearer = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
    for (let i = 0; i < 5; i++) await as(clearer).post('/api/admin/settings/clear-caches').expect(200);
    const head = await store.headPosition();

    const refused = await as(clearer).post('/api/admin/settings/clear-caches').expect(429);

    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await store.headPosition()).toBe(head);
    // Counted per admin: another admin is not held up by it.
    await as(admin).post('/api/admin/settings/clear-caches').expect(200);
  });

  it("takes in a change another process appended when it reads the stream's tail, and keeps every change over a restart", async () => {
    const settings = shop.app.get(ShopSettings);
    const { streamRevision: revision } = (
      await shop.app.get<EventStore>(EVENT_STORE).readStream(SETTINGS_STREAM_ID)
    ).at(-1)!;
    await shop.app.get<EventStore>(EVENT_STORE).appendToStream(
      SETTINGS_STREAM_ID,
      [
        {
          eventId: randomUUID(),
          type: 'MaintenanceSettingsChanged',
          version: 1,
          data: { changes: [{ field: 'maintenanceMode', from: false, to: true }] },
          metadata: eventMetadata(commandMetadata({ kind: 'user', userId: randomUUID(), role: 'admin' })),
        },
      ],
      { expectedRevision: revision },
    );
    await settings.refresh();
    expect(settings.current().maintenance.maintenanceMode).toBe(true);
    await as(admin).put('/api/admin/settings/maintenance', { maintenanceMode: false }).expect(200);

    await shop.restart();
    server = shop.app.getHttpServer() as Server;
    const { body } = await as(admin).get('/api/admin/settings').expect(200);
    expect(body).toMatchObject({
      system: SYSTEM,
      seller: { invoiceSeries: 'KB' },
      maintenance: { maintenanceMode: false },
    });
  });

  it('answers the public settings to anyone', async () => {
    const { body } = await request(server).get('/api/settings/public').expect(200);
    expect(body).toEqual({
      siteName: SYSTEM.siteName,
      siteDescription: SYSTEM.siteDescription,
      contactEmail: SYSTEM.contactEmail,
      supportPhone: SYSTEM.supportPhone,
      currency: 'EUR',
      timezone: 'Europe/Vilnius',
      language: 'lt',
      allowRegistration: true,
      requireEmailVerification: true,
      maintenanceMode: false,
    });
  });
});
