import type { Server } from 'node:http';
import request from 'supertest';
import { createAccount, signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { buyer, eventOnSale, payInSandbox, settle } from '../ordering/testing/checkout-fixtures';

interface Entry {
  action: string;
  actor: { kind: string; id: string; name: string; role: string | null };
  order_id: string | null;
  event: { id: string; name: string | null } | null;
  amount: number | null;
  reason: string;
  request_id: string;
  details: Record<string, string>;
}

describe('the audit trail of money done through the API', () => {
  let shop: TestApp;
  let server: Server;
  let adminToken: string;
  let adminId: string;
  const api = () => request(server);

  beforeAll(async () => {
    shop = await createTestApp();
    server = shop.app.getHttpServer() as Server;
    const admin = await createAccount(shop.app, 'admin', { firstName: 'Eglė', lastName: 'Buhalterė' });
    adminId = admin.userId;
    adminToken = (await signIn(shop.app, admin)).accessToken;
  });
  afterAll(() => shop.close());

  it("names the admin and the call's X-Request-Id on the refund, and the refund process under the same request id", async () => {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2000, quantity: 10 }]);
    const placed = await api()
      .post('/api/v1/orders/guest/create')
      .send({ ...buyer('audit@example.com'), tickets: [{ id: ticketTypeIds[0], quantity: 1 }] })
      .expect(201);
    const orderId = String(placed.body.order.identifier);
    const started = await api()
      .post(`/api/v1/orders/guest/${orderId}/payment/initiate`)
      .send({ email: 'audit@example.com' })
      .expect(200);
    await payInSandbox(shop.app, started.body.payment_url);
    await settle(shop.app);

    await api()
      .post(`/api/orders/${orderId}/refund`)
      .set('Authorization', `Bearer ${adminToken}`)
      .set('X-Request-Id', 'audit-refund-1')
      .send({ amount: 5.5, reason: 'Pirkėjas neatvyks', notify_customer: false })
      .expect(202);
    await api()
      .post(`/api/orders/${orderId}/resend-confirmation`)
      .set('Authorization', `Bearer ${adminToken}`)
      .set('X-Request-Id', 'audit-resend-1')
      .expect(200);
    await settle(shop.app);

    const entries = (
      await api()
        .get('/api/admin/audit-log')
        .query({ order_id: orderId })
        .set('Authorization', `Bearer ${adminToken}`)
        .expect(200)
    ).body.data as Entry[];
    const byAction = new Map(entries.map((entry) => [entry.action, entry]));

    expect(byAction.get('order.paid')).toMatchObject({ actor: { kind: 'system' }, amount: 20 });
    expect(byAction.get('order.refund_requested')).toMatchObject({
      actor: { kind: 'user', id: adminId, name: 'Eglė Buhalterė', role: 'admin' },
      event: { id: catalogEventId },
      amount: 5.5,
      reason: 'Pirkėjas neatvyks',
      request_id: 'audit-refund-1',
    });
    // The sandbox refunds at once; the process that sent it keeps the admin's request id.
    expect(byAction.get('order.refunded')).toMatchObject({
      actor: { kind: 'system', id: 'payment-refunds', role: null },
      amount: 5.5,
      request_id: 'audit-refund-1',
    });
    expect(byAction.get('order.confirmation_resent')).toMatchObject({
      actor: { kind: 'user', id: adminId },
      request_id: 'audit-resend-1',
    });
  });

  it('names the admin who cancelled an event, and the event by its title', async () => {
    const { catalogEventId } = await eventOnSale(shop.app, [{ priceCents: 2000, quantity: 10 }]);
    await api().put(`/api/events/${catalogEventId}/cancel`).set('Authorization', `Bearer ${adminToken}`).expect(200);
    await settle(shop.app);

    const entries = (
      await api()
        .get('/api/admin/audit-log')
        .query({ action: 'event.cancelled', event_id: catalogEventId })
        .set('Authorization', `Bearer ${adminToken}`)
        .expect(200)
    ).body.data as Entry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { kind: 'user', id: adminId, name: 'Eglė Buhalterė', role: 'admin' },
      event: { id: catalogEventId, name: 'Žalgirio arena: Šventinis koncertas' },
      order_id: null,
    });
  });

  it('names who changed which setting from what to what, and a secret only as changed', async () => {
    const superAdmin = await createAccount(shop.app, 'super_admin', { firstName: 'Rūta', lastName: 'Vadovė' });
    const superToken = (await signIn(shop.app, superAdmin)).accessToken;
    const settings = (await api().get('/api/admin/settings').set('Authorization', `Bearer ${adminToken}`).expect(200))
      .body;
    await api()
      .put('/api/admin/settings/system')
      .set('Authorization', `Bearer ${adminToken}`)
      .set('X-Request-Id', 'audit-settings-1')
      .send({ ...settings.system, siteName: 'Koncertų bilietai', allowRegistration: false })
      .expect(200);
    const { smtpPasswordSet: _set, ...email } = settings.email;
    await api()
      .put('/api/admin/settings/email')
      .set('Authorization', `Bearer ${superToken}`)
      .send({ ...email, smtpHost: 'smtp.example.lt', smtpPassword: 'labai-slaptas-slaptazodis' })
      .expect(200);
    await settle(shop.app);

    const list = async (action: string) =>
      (
        await api()
          .get('/api/admin/audit-log')
          .query({ action })
          .set('Authorization', `Bearer ${adminToken}`)
          .expect(200)
      ).body.data as Entry[];
    const [system] = await list('settings.system_changed');
    expect(system).toMatchObject({
      actor: { kind: 'user', id: adminId, name: 'Eglė Buhalterė', role: 'admin' },
      request_id: 'audit-settings-1',
      details: {
        'siteName.from': settings.system.siteName,
        'siteName.to': 'Koncertų bilietai',
        'allowRegistration.from': 'true',
        'allowRegistration.to': 'false',
      },
    });
    const [mail] = await list('settings.email_changed');
    expect(mail).toMatchObject({
      actor: { id: superAdmin.userId, role: 'super_admin' },
      details: { 'smtpHost.from': settings.email.smtpHost, 'smtpHost.to': 'smtp.example.lt', smtpPassword: 'set' },
    });
    const exported = await api()
      .get('/api/admin/audit-log/export')
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Accept-Language', 'en')
      .expect(200);
    expect(exported.text).toContain('E-mail settings changed');
    expect(exported.text).toContain('smtpPassword=set');
    expect(exported.text).not.toContain('labai-slaptas-slaptazodis');
  });
});
