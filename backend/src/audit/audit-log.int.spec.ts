import { binaryBody } from '../testing/binary-body';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';
import { eventCatalog, type Actor, type EventStore, type Projections } from '@ticketshop/projections';
import { EVENT_STORE, PROJECTIONS } from '../infrastructure/storage/storage.tokens';
import { eventOnSale } from '../ordering/testing/checkout-fixtures';
import { createAccount, signIn, type TestAccount } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { vilniusDate } from '../shared/time/vilnius-time';

/** A CSV export's records, read by csv-parse (its byte-order mark dropped). */
function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true }) as string[][];
}

interface Entry {
  action: string;
  actor: { kind: string; id: string; name: string; role: string | null };
  order_id: string | null;
  refund_request_id: string | null;
  event: { id: string; name: string | null } | null;
  amount: number | null;
  currency: string | null;
  reason: string;
  request_id: string;
  occurred_at: string;
}

describe('the audit log of money (GET /api/admin/audit-log, /export)', () => {
  let shop: TestApp;
  let server: Server;
  let admin: TestAccount;
  let adminToken: string;
  let superToken: string;
  let organizerToken: string;
  let catalogEventId: string;
  const orderId = randomUUID();
  const otherOrderId = randomUUID();
  const refundRequestId = randomUUID();

  const get = (path: string, token = adminToken) => request(server).get(path).set('Authorization', `Bearer ${token}`);
  const list = async (query: Record<string, string>): Promise<Entry[]> =>
    (await get('/api/admin/audit-log').query(query).expect(200)).body.data as Entry[];

  beforeAll(async () => {
    shop = await createTestApp({ ORDER_SWEEP_INTERVAL_MS: '600000' });
    server = shop.app.getHttpServer() as Server;
    admin = await createAccount(shop.app, 'admin', { firstName: 'Rūta', lastName: 'Kasininkė' });
    const superAdmin = await createAccount(shop.app, 'super_admin', { firstName: 'Jonas', lastName: 'Vadovas' });
    adminToken = (await signIn(shop.app, admin)).accessToken;
    superToken = (await signIn(shop.app, superAdmin)).accessToken;
    organizerToken = (await signIn(shop.app, await createAccount(shop.app, 'organizer'))).accessToken;
    ({ catalogEventId } = await eventOnSale(shop.app, [{ priceCents: 2500, quantity: 10 }]));

    // Facts as the money commands record them (no process follows these), at chosen times: 22:30 UTC on
    // 1 November is already 2 November in Vilnius (UTC+2).
    const byAdmin: Actor = { kind: 'user', userId: admin.userId, role: 'admin' };
    const bySuper: Actor = { kind: 'user', userId: superAdmin.userId, role: 'super_admin' };
    const store = shop.app.get<EventStore>(EVENT_STORE);
    const append = async (
      stream: string,
      type: string,
      data: Record<string, unknown>,
      actor: Actor,
      occurredAt: string,
      correlationId: string = randomUUID(),
    ) =>
      store.appendToStream(stream, [
        {
          eventId: randomUUID(),
          type,
          version: eventCatalog.versionOf(type),
          data,
          metadata: { actor, correlationId, causationId: randomUUID(), occurredAt },
        },
      ]);
    const placed = (id: string) => ({
      orderId: id,
      event: {
        catalogEventId,
        name: { lt: 'Koncertas', en: 'Concert' },
        startsAt: '2027-06-01T16:00:00.000Z',
        venue: { name: 'Salė', address: 'Gatvė 1', city: 'Vilnius' },
      },
      buyer: { email: 'ona@example.lt', firstName: 'Ona', lastName: 'Onaitė', phone: '+37060000000' },
      language: 'lt',
      lines: [],
      discountCode: null,
      subtotalCents: 5000,
      discountCents: 0,
      feeCents: 0,
      totalCents: 5000,
      currency: 'EUR',
      expiresAt: '2026-11-01T10:15:00.000Z',
    });
    const system: Actor = { kind: 'system', name: 'checkout' };
    await append(`order-${orderId}`, 'OrderPlaced', placed(orderId), system, '2026-11-01T09:00:00.000Z');
    await append(`order-${otherOrderId}`, 'OrderPlaced', placed(otherOrderId), system, '2026-11-01T09:00:00.000Z');
    await append(
      `order-${orderId}`,
      'OrderConfirmationResent',
      { orderId, email: 'ona@example.lt' },
      byAdmin,
      '2026-11-01T21:59:00.000Z',
      'req-resend',
    );
    await append(
      `order-${otherOrderId}`,
      'PaymentAmountMismatched',
      { orderId: otherOrderId, provider: 'paysera', providerTransactionId: 'p-1', amountCents: 4000, currency: 'EUR' },
      { kind: 'system', name: 'paysera' },
      '2026-11-01T22:30:00.000Z',
    );
    await append(
      'refund-policy',
      'RefundPolicyChanged',
      {
        dailyAmountCents: 100000,
        dailyCount: 5,
        weeklyCount: 20,
        selfApprovalAllowed: false,
        singleRefundMaxCents: 50000,
      },
      bySuper,
      '2026-11-02T08:00:00.000Z',
      'req-policy',
    );
    await append(
      `refund-request-${refundRequestId}`,
      'RefundRequestSubmitted',
      {
        refundRequestId,
        catalogEventId,
        refundType: 'bulk',
        orders: [{ orderId, amountCents: 5000, currency: 'EUR' }],
        totalAmountCents: 5000,
        reason: 'Koncertas nukeltas, "kaip, sakė" pirkėjai',
        notifyCustomers: true,
      },
      byAdmin,
      '2026-11-03T10:00:00.000Z',
      'req-submit',
    );
    const last = await append(
      `refund-request-${refundRequestId}`,
      'RefundRequestRejected',
      { refundRequestId, reason: 'Ne visi užsakymai apmokėti' },
      bySuper,
      '2026-11-03T12:00:00.000Z',
      'req-reject',
    );
    await shop.app.get<Projections>(PROJECTIONS).waitForPosition(last.position, 10_000);
  });
  afterAll(() => shop.close());

  it('lists every money fact newest first, with its actor by name, event, money, reason and request id', async () => {
    const answer = (await get('/api/admin/audit-log').expect(200)).body as {
      data: Entry[];
      pagination: Record<string, number>;
    };

    expect(answer.pagination).toEqual({ page: 1, limit: 20, total: 5, total_pages: 1 });
    expect(answer.data.map((entry) => entry.action)).toEqual([
      'refund_request.rejected',
      'refund_request.submitted',
      'refund_policy.changed',
      'order.payment_amount_mismatched',
      'order.confirmation_resent',
    ]);
    expect(answer.data[1]).toMatchObject({
      actor: { kind: 'user', id: admin.userId, name: 'Rūta Kasininkė', role: 'admin' },
      refund_request_id: refundRequestId,
      event: { id: catalogEventId, name: 'Žalgirio arena: Šventinis koncertas' },
      amount: 50,
      currency: 'EUR',
      reason: 'Koncertas nukeltas, "kaip, sakė" pirkėjai',
      request_id: 'req-submit',
    });
    expect(answer.data[0]).toMatchObject({ event: { id: catalogEventId }, reason: 'Ne visi užsakymai apmokėti' });
    expect(answer.data[2]).toMatchObject({ actor: { name: 'Jonas Vadovas', role: 'super_admin' }, event: null });
    expect(answer.data[3]).toMatchObject({
      actor: { kind: 'system', id: 'paysera', name: 'paysera', role: null },
      order_id: otherOrderId,
      amount: 40,
    });
  });

  it('filters by actor (name, e-mail, id or process), action, event, order, refund request and page', async () => {
    const actions = (entries: Entry[]) => entries.map((entry) => entry.action);
    expect(actions(await list({ actor: 'kasinin' }))).toEqual([
      'refund_request.submitted',
      'order.confirmation_resent',
    ]);
    expect(actions(await list({ actor: admin.email.toUpperCase() }))).toHaveLength(2);
    expect(actions(await list({ actor: admin.userId }))).toHaveLength(2);
    expect(actions(await list({ actor: 'paysera' }))).toEqual(['order.payment_amount_mismatched']);
    expect(actions(await list({ actor: '100%_' }))).toEqual([]);
    expect(actions(await list({ action: 'refund_policy.changed' }))).toEqual(['refund_policy.changed']);
    expect(await list({ event_id: catalogEventId })).toHaveLength(4);
    expect(actions(await list({ order_id: orderId }))).toEqual(['order.confirmation_resent']);
    expect(actions(await list({ refund_request_id: refundRequestId }))).toEqual([
      'refund_request.rejected',
      'refund_request.submitted',
    ]);
    const second = (await get('/api/admin/audit-log').query({ page: '2', limit: '2' }).expect(200)).body as {
      data: Entry[];
      pagination: Record<string, number>;
    };
    expect(actions(second.data)).toEqual(['refund_policy.changed', 'order.payment_amount_mismatched']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 5, total_pages: 3 });
  });

  it('reads the period as Vilnius days, both ends included', async () => {
    const actions = async (query: Record<string, string>) => (await list(query)).map((entry) => entry.action);
    // 21:59 UTC on 1 November is 23:59 in Vilnius; 22:30 UTC is 00:30 on the 2nd.
    expect(await actions({ from: '2026-11-01', to: '2026-11-01' })).toEqual(['order.confirmation_resent']);
    expect(await actions({ from: '2026-11-02', to: '2026-11-02' })).toEqual([
      'refund_policy.changed',
      'order.payment_amount_mismatched',
    ]);
    expect(await actions({ from: '2026-11-03' })).toHaveLength(2);
    expect(await actions({ to: '2026-10-31' })).toEqual([]);
  });

  it('refuses a filter that is not one with a 400 in Lithuanian and English', async () => {
    const refused = async (query: Record<string, string>, language = 'lt') => {
      const answer = await get('/api/admin/audit-log').query(query).set('Accept-Language', language).expect(400);
      return { message: answer.body.message as string, body: JSON.stringify(answer.body) };
    };
    expect((await refused({ from: '2026-02-30' })).body).toContain('MMMM-MM-DD');
    expect((await refused({ from: '2026-11-03', to: '2026-11-01' })).message).toBe(
      'Data „nuo“ negali būti vėlesnė už datą „iki“',
    );
    expect((await refused({ from: '2026-11-03', to: '2026-11-01' }, 'en')).message).toBe(
      'from cannot be later than to',
    );
    expect((await refused({ action: 'order.deleted' })).body).toContain('action');
    expect((await refused({ event_id: 'not-an-id' }, 'en')).body).toContain('Invalid event id');
    expect((await refused({ actor: 'a\u0000b' })).body).toContain('actor');
    await get('/api/admin/audit-log/export').query({ to: '2026-13-01' }).expect(400);
  });

  it('exports the filtered entries as a UTF-8 CSV with a byte-order mark, named for the Vilnius day', async () => {
    const answer = await get('/api/admin/audit-log/export')
      .query({ event_id: catalogEventId })
      .buffer(true)
      .parse(binaryBody)
      .expect(200);

    expect(answer.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename=audit-log-${vilniusDate(new Date().toISOString())}.csv`,
    );
    const body = answer.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(body.subarray(3).toString('utf8'));
    const column = (name: string) => header!.indexOf(name);
    expect(header).toContain('Veiksmas');
    expect(rows).toHaveLength(4);
    const submitted = rows[1]!;
    expect(submitted[column('Veiksmo raktas')]).toBe('refund_request.submitted');
    expect(submitted[column('Veiksmas')]).toBe('Pateiktas grąžinimo prašymas');
    expect(submitted[column('Kas')]).toBe('Rūta Kasininkė');
    expect(submitted[column('Renginys')]).toBe('Žalgirio arena: Šventinis koncertas');
    expect(submitted[column('Suma')]).toBe('50.00');
    expect(submitted[column('Priežastis')]).toBe('Koncertas nukeltas, "kaip, sakė" pirkėjai');
    expect(submitted[column('Užklausos ID')]).toBe('req-submit');
    expect(submitted[column('Laikas (Vilniaus laiku)')]).toBe('2026-11-03 12:00');

    const english = await get('/api/admin/audit-log/export')
      .query({ action: 'refund_policy.changed' })
      .set('Accept-Language', 'en')
      .expect(200);
    const [englishHeader, policy] = parseCsv(String(english.text).replace(/^\uFEFF/, ''));
    expect(policy![englishHeader!.indexOf('Action')]).toBe('Refund limits changed');
    expect(policy![englishHeader!.indexOf('Details')]).toBe(
      'dailyAmountCents=100000; dailyCount=5; selfApprovalAllowed=false; singleRefundMaxCents=50000; weeklyCount=20',
    );
  });

  it('serves super admins, refuses organizers with 403, and has no route that changes or removes an entry', async () => {
    await get('/api/admin/audit-log', superToken).expect(200);
    await get('/api/admin/audit-log', organizerToken).expect(403);
    await get('/api/admin/audit-log/export', organizerToken).expect(403);
    for (const path of ['/api/admin/audit-log', '/api/admin/audit-log/export', '/api/admin/audit-log/1']) {
      for (const method of ['post', 'put', 'patch', 'delete'] as const) {
        const answer = await request(server)[method](path).set('Authorization', `Bearer ${superToken}`).send({});
        expect([404, 405]).toContain(answer.status);
      }
    }
    expect((await list({})).length).toBe(5);
  });
});
