import type { Server } from 'node:http';
import request from 'supertest';
import { createAccount, signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { paymentSettings } from '../testing/payment-settings';

/** Every route anyone may call without signing in. A route missing here must refuse anonymous callers. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/metrics',
  'GET /api/events',
  'GET /api/events/featured',
  'GET /api/events/{id}',
  'GET /api/event-types',
  'GET /api/event-topics',
  'GET /api/event-sub-topics',
  'GET /api/microlocations',
  'POST /api/newsletter/subscriptions',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/unsubscribe',
  'POST /api/auth/register',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/v1/checkout/options',
  'POST /api/v1/orders/guest/quote',
  'POST /api/v1/orders/guest/create',
  'POST /api/v1/orders/guest/search',
  'POST /api/v1/orders/guest/{id}/lookup',
  'POST /api/v1/orders/guest/{id}/payment/initiate',
  'GET /api/v1/orders/guest/{id}/tickets.pdf',
  'GET /api/v1/orders/guest/{id}/invoices.pdf',
  'POST /api/payments/initiate',
  'GET /api/payments/verify/{id}',
  'GET /api/payments/notify/{provider}',
  'POST /api/payments/notify/{provider}',
  'GET /api/payments/return/{provider}',
  'POST /api/payments/return/{provider}',
  'GET /api/payments/sandbox/{token}',
  'POST /api/payments/sandbox/{token}',
  'GET /api/settings/public',
]);

/**
 * The money back-office (orders, refunds, refund requests and limits, the invoice register, the audit
 * log, reports and statistics): admins and super admins only. Organizers, who may use the scanner, get
 * none of it.
 */
const MONEY_ROUTE =
  /^(GET|POST|PUT|PATCH|DELETE) \/api\/(admin\/(orders|invoices|refund-|audit-log|reports|statistics|events\/\{[^}]+\}\/(refund|request-bulk))|orders\/|events\/\{[^}]+\}\/orders)/;

/** The settings screen: admins only; its payment and e-mail sections (and the test mail) super admins only. */
const SETTINGS_ROUTE = /^(GET|POST|PUT) \/api\/admin\/settings/;
const SUPER_ADMIN_SETTINGS: [method: 'put' | 'post', path: string, body: object][] = [
  ['put', '/api/admin/settings/payment', paymentSettings()],
  [
    'put',
    '/api/admin/settings/email',
    {
      smtpHost: '',
      smtpPort: 587,
      smtpUsername: '',
      fromEmail: 'no-reply@example.lt',
      fromName: 'Bilietai',
      emailTemplatesEnabled: true,
    },
  ],
  ['post', '/api/admin/settings/email/test', { to: 'tester@example.lt' }],
];
const SUPER_ADMIN_ONLY = 'Mokėjimų ir el. pašto nustatymus gali keisti tik vyriausiasis administratorius';

const NOT_SIGNED_IN = 'Reikia prisijungti';
const ADMIN_ONLY = 'Reikalingos administratoriaus teisės. Kreipkitės į sistemos administratorių.';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  label: string;
  /** Under /api/admin, or one of the admin calls on shared paths (docs/catalog.md, "The admin API") (tagged `admin: …`). */
  admin: boolean;
}

describe('access to every route of the API', () => {
  let shop: TestApp;
  let server: Server;
  let routes: Route[];
  let userToken: string;
  let adminToken: string;
  let organizerToken: string;
  let superAdminToken: string;
  let superAdminPassword: string;

  beforeAll(async () => {
    shop = await createTestApp();
    server = shop.app.getHttpServer() as Server;
    const document = (await request(server).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method as Route['method'],
        path,
        label: `${method.toUpperCase()} ${path}`,
        admin: path.startsWith('/api/admin/') || (operation.tags ?? []).some((tag) => tag.startsWith('admin:')),
      })),
    );
    userToken = (await signIn(shop.app, await createAccount(shop.app, 'user'))).accessToken;
    adminToken = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
    organizerToken = (await signIn(shop.app, await createAccount(shop.app, 'organizer'))).accessToken;
    const superAdmin = await createAccount(shop.app, 'super_admin');
    superAdminPassword = superAdmin.password;
    superAdminToken = (await signIn(shop.app, superAdmin)).accessToken;
  });
  afterAll(() => shop.close());

  const call = (route: Route, token?: string) => {
    const pending = request(server)[route.method](route.path.replace(/\{[^}]+\}/g, SOME_ID));
    if (token) pending.set('Authorization', `Bearer ${token}`);
    return route.method === 'get' || route.method === 'delete' ? pending : pending.send({});
  };

  it('documents the routes it protects and the ones it opens', () => {
    const labels = routes.map((route) => route.label);
    expect(
      labels.filter((label) => label.startsWith('GET /api/admin') || label.startsWith('PUT /api/admin')).length,
    ).toBeGreaterThan(5);
    const sharedAdminCalls = [
      'POST /api/events',
      'PUT /api/events/{id}',
      'DELETE /api/events/{id}',
      'POST /api/events/{id}/tickets',
      'PUT /api/discount-codes/{codeId}',
      'GET /api/orders/{id}',
      'GET /api/orders/{id}/invoices',
      'GET /api/events/{id}/orders',
    ];
    expect(routes.filter((route) => sharedAdminCalls.includes(route.label) && route.admin)).toHaveLength(
      sharedAdminCalls.length,
    );
    // The public list names only routes that exist, so it cannot silently open a future one.
    expect([...PUBLIC_ROUTES].filter((label) => !labels.includes(label))).toEqual([]);
  });

  it('answers anonymous callers with 401 on every protected route, and lets them through the public ones', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const answer = await call(route);
      const refusedByGuard = answer.status === 401 && answer.body?.message === NOT_SIGNED_IN;
      if (answer.status >= 500) wrong.push(`${route.label} → ${answer.status}`);
      else if (PUBLIC_ROUTES.has(route.label) === refusedByGuard) wrong.push(`${route.label} → ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers a signed-in user with 403 and the admin message on every admin route, and serves the rest', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC_ROUTES.has(r.label))) {
      const answer = await call(route, userToken);
      const isAdminRoute = route.admin;
      const refused = answer.status === 403 && answer.body?.message === ADMIN_ONLY;
      if (answer.status >= 500 || answer.status === 401 || isAdminRoute !== refused) {
        wrong.push(`${route.label} → ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers an organizer with 403 on every route of the money back-office', async () => {
    const money = routes.filter((route) => MONEY_ROUTE.test(route.label));
    expect(money.map((route) => route.label)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/audit-log',
        'GET /api/admin/audit-log/export',
        'GET /api/admin/events/{id}/refund-requests',
        'POST /api/admin/events/{id}/request-bulk-refund',
        'POST /api/admin/orders/bulk-refund',
        'GET /api/admin/refund-limits',
        'PUT /api/admin/refund-limits',
        'GET /api/admin/refund-requests/{id}',
        'POST /api/admin/refund-requests/{id}/approve',
        'POST /api/admin/refund-requests/{id}/reject',
        'POST /api/admin/refund-requests/{id}/retry-failed',
        'POST /api/orders/{id}/refund',
        'POST /api/orders/{id}/refunds/{refundId}/retry',
        'POST /api/orders/{id}/refunds/{refundId}/paid-out',
        'POST /api/orders/{id}/bank-transfer',
        'PUT /api/orders/{id}/status',
        'POST /api/orders/{id}/resend-confirmation',
        'POST /api/orders/{id}/tickets/void',
        'GET /api/orders/{id}/invoices',
        'GET /api/admin/invoices',
        'GET /api/admin/invoices/export',
        'GET /api/admin/invoices/archive',
        'GET /api/admin/reports',
        'GET /api/admin/reports/export',
        'GET /api/admin/statistics/overview',
        'GET /api/admin/statistics/revenue',
      ]),
    );
    const wrong: string[] = [];
    for (const route of money) {
      const answer = await call(route, organizerToken);
      if (answer.status !== 403 || answer.body?.message !== ADMIN_ONLY) wrong.push(`${route.label} → ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers organizers and users with 403 on every settings route', async () => {
    const settings = routes.filter((route) => SETTINGS_ROUTE.test(route.label));
    expect(settings.map((route) => route.label)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/settings',
        'PUT /api/admin/settings/system',
        'PUT /api/admin/settings/seller',
        'PUT /api/admin/settings/payment',
        'PUT /api/admin/settings/email',
        'PUT /api/admin/settings/maintenance',
        'POST /api/admin/settings/email/test',
        'POST /api/admin/settings/clear-caches',
        'GET /api/admin/settings/export',
      ]),
    );
    const wrong: string[] = [];
    for (const route of settings) {
      for (const token of [organizerToken, userToken]) {
        const answer = await call(route, token);
        if (answer.status !== 403 || answer.body?.message !== ADMIN_ONLY)
          wrong.push(`${route.label} → ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets only a super admin change the payment and e-mail settings and send a test mail', async () => {
    for (const [method, path, body] of SUPER_ADMIN_SETTINGS) {
      const refused = await request(server)[method](path).set('Authorization', `Bearer ${adminToken}`).send(body);
      expect([path, refused.status, refused.body?.message]).toEqual([path, 403, SUPER_ADMIN_ONLY]);
      const served = await request(server)[method](path).set('Authorization', `Bearer ${superAdminToken}`).send(body);
      expect([path, served.status]).toEqual([path, 200]);
    }
  });

  it('lets only a super admin grant admin or super admin, and only with their own password again', async () => {
    for (const role of ['admin', 'super_admin']) {
      const target = await createAccount(shop.app, 'user');
      const grant = (token: string, body: object = {}) =>
        request(server)
          .put(`/api/admin/users/${target.userId}/role`)
          .set('Authorization', `Bearer ${token}`)
          .send({ role, admin_password_confirmation: superAdminPassword, ...body });
      for (const token of [userToken, organizerToken]) {
        const refused = await grant(token);
        expect([role, refused.status, refused.body?.message]).toEqual([role, 403, ADMIN_ONLY]);
      }
      const byAdmin = await grant(adminToken);
      expect([role, byAdmin.status, byAdmin.body?.message]).toEqual([
        role,
        403,
        'Administratoriaus teises suteikti ar atimti gali tik vyriausiasis administratorius',
      ]);
      expect((await grant(superAdminToken, { admin_password_confirmation: undefined })).status).toBe(400);
      expect((await grant(superAdminToken, { admin_password_confirmation: 'ne tas slaptažodis' })).status).toBe(403);
      const served = await grant(superAdminToken);
      expect([role, served.status, served.body?.user?.role]).toEqual([role, 200, role]);
    }
  });

  it('serves an admin on every route, admin routes included', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC_ROUTES.has(r.label))) {
      const answer = await call(route, adminToken);
      if (answer.status >= 500 || answer.status === 401 || answer.status === 403) {
        wrong.push(`${route.label} → ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
