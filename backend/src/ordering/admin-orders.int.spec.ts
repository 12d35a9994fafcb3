import { binaryBody } from '../testing/binary-body';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { orderLine, orderPlacedData, orderingEvent } from '@ticketshop/projections/testing';
import type { Actor, EventStore, EventToAppend } from '@ticketshop/projections';
import { EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { AdminOrdersQueries } from './admin-orders/admin-orders.queries';
import { vilniusDate } from '../shared/time/vilnius-time';
import { createAccount, signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { buyer, eventOnSale, payInSandbox, settle } from './testing/checkout-fixtures';

interface Row {
  id: string;
  number: string;
  created_at: string;
  customer: { name: string; email: string; phone: string };
  tickets_count: number;
  total: number;
  status: string;
  payment_status: string;
  payment_method: string | null;
  refunded: number;
  refundable: number;
  refund_state: string;
}

/** A CSV export's records, read by csv-parse (its byte-order mark dropped). */
function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true }) as string[][];
}

describe('admin orders: list, order page, event orders and export', () => {
  let shop: TestApp;
  let adminToken: string;
  let organizerToken: string;
  let admin: { userId: string };
  let eventA: string;
  let eventB: string;
  let real: string;
  const ids: Record<'o1' | 'o2' | 'o3' | 'o4', string> = {
    o1: randomUUID(),
    o2: randomUUID(),
    o3: randomUUID(),
    o4: randomUUID(),
  };
  const api = () => request(shop.app.getHttpServer());
  const asAdmin = (path: string) => api().get(path).set('Authorization', `Bearer ${adminToken}`);
  const list = async (query: string): Promise<{ data: Row[]; pagination: object; summary: object }> =>
    (await asAdmin(`/api/admin/orders?${query}`).expect(200)).body;
  const numbers = (rows: Row[]) => rows.map((row) => row.id).sort();

  beforeAll(async () => {
    shop = await createTestApp();
    const adminAccount = await createAccount(shop.app, 'admin', { firstName: 'Rūta', lastName: 'Administratorė' });
    admin = adminAccount;
    adminToken = (await signIn(shop.app, adminAccount)).accessToken;
    organizerToken = (await signIn(shop.app, await createAccount(shop.app, 'organizer'))).accessToken;
    const a = await eventOnSale(shop.app, [{ priceCents: 1000, quantity: 500 }]);
    const b = await eventOnSale(shop.app, [{ priceCents: 1500, quantity: 10 }]);
    eventA = a.catalogEventId;
    eventB = b.catalogEventId;
    const standard = a.ticketTypeIds[0]!;
    const store = shop.app.get<EventStore>(EVENT_STORE);

    // Orders of days gone by, appended as the command side would have, at the times the test needs.
    const payment = (amountCents: number) => ({
      provider: 'sandbox',
      providerTransactionId: `tx-${randomUUID()}`,
      amountCents,
      currency: 'EUR',
    });
    const placeAt = async (
      orderId: string,
      at: string,
      person: { firstName: string; lastName: string; email: string; phone: string },
      priceCents: number,
      then: (paid: ReturnType<typeof payment>) => [type: string, data: Record<string, unknown>][],
    ) => {
      const placed = orderPlacedData(orderId, eventA, [orderLine(standard, { unitPriceCents: priceCents })], {
        buyer: person,
        expiresAt: '2027-12-31T00:00:00.000Z',
      });
      const paid = payment(placed.totalCents);
      const events: EventToAppend[] = [
        orderingEvent('OrderPlaced', placed, at),
        ...then(paid).map(([type, data]) => orderingEvent(type, { orderId, ...data }, at)),
      ];
      await store.appendToStream(`order-${orderId}`, events, { expectedRevision: 'no_stream' });
    };
    const paidNow = (paid: ReturnType<typeof payment>): [string, Record<string, unknown>][] => [
      ['PaymentSucceeded', paid],
    ];
    const transferChosen = (paid: ReturnType<typeof payment>): [string, Record<string, unknown>] => [
      'BankTransferChosen',
      {
        reference: `TS-${randomUUID()}`,
        amountCents: paid.amountCents,
        currency: 'EUR',
        payBy: '2027-12-31T00:00:00.000Z',
      },
    ];
    await placeAt(
      ids.o1,
      '2026-11-03T23:30:00.000Z',
      { firstName: 'Žydrūnė', lastName: 'Šležaitė', email: 'zydrune@example.lt', phone: '+370 699 12345' },
      2500,
      // Paid by a bank transfer an admin confirmed.
      (paid) => [transferChosen(paid), ['PaymentSucceeded', { ...paid, provider: 'bank-transfer' }]],
    );
    await placeAt(
      ids.o2,
      '2026-11-03T21:59:59.000Z',
      { firstName: 'Petras', lastName: 'Ąžuolas', email: 'petras@example.lt', phone: '+370 622 22222' },
      1000,
      // Awaiting the buyer's bank transfer.
      (paid) => [transferChosen(paid)],
    );
    const o3Refund = randomUUID();
    await placeAt(
      ids.o3,
      '2026-11-03T22:00:00.000Z',
      { firstName: 'Rūta', lastName: 'Kiškytė', email: 'ruta@example.lt', phone: '+370 633 33333' },
      2000,
      (paid) => [
        ['PaymentSucceeded', paid],
        [
          'PaymentRefundRequested',
          { ...paid, refundId: o3Refund, reason: 'seats-gone', note: '', notifyCustomer: true, refundRequestId: null },
        ],
        ['PaymentRefunded', { refundId: o3Refund, providerRefundId: null }],
      ],
    );
    await placeAt(
      ids.o4,
      '2026-11-05T09:00:00.000Z',
      { firstName: 'Laima', lastName: '100%_Test', email: 'laima@example.lt', phone: '+370 644 44444' },
      1000,
      () => [['PaymentFailed', { provider: 'sandbox', providerTransactionId: null, reason: 'Card declined' }]],
    );
    for (let i = 0; i < 20; i++) {
      await placeAt(
        randomUUID(),
        `2026-11-10T10:${String(i).padStart(2, '0')}:00.000Z`,
        { firstName: 'Jonas', lastName: 'Petraitis', email: `jonas${i}@example.lt`, phone: `+370 611 100${i}` },
        1000,
        paidNow,
      );
    }

    // Today's order, bought and paid through the shop; then an admin refunds a third of it.
    const created = await api()
      .post('/api/v1/orders/guest/create')
      .send({ ...buyer(), tickets: [{ id: b.ticketTypeIds[0], quantity: 1 }] })
      .expect(201);
    real = created.body.order.identifier as string;
    const started = await api()
      .post(`/api/v1/orders/guest/${real}/payment/initiate`)
      .send({ email: 'ona@example.com' })
      .expect(200);
    await payInSandbox(shop.app, started.body.payment_url);
    await settle(shop.app);
    const [succeeded] = (await store.readStream(`order-${real}`)).filter((e) => e.type === 'PaymentSucceeded');
    const refundId = randomUUID();
    const byAdmin: Actor = { kind: 'user', userId: admin.userId, role: 'admin' };
    const requested = orderingEvent('PaymentRefundRequested', {
      ...(succeeded!.data as Record<string, unknown>),
      amountCents: 500,
      refundId,
      reason: 'admin',
      note: 'Vėlavo renginio pradžia',
      notifyCustomer: false,
      refundRequestId: null,
    });
    const refunded = orderingEvent('PaymentRefunded', { orderId: real, refundId, providerRefundId: 'sb-1' });
    await store.appendToStream(`order-${real}`, [
      { ...requested, metadata: { ...requested.metadata, actor: byAdmin, occurredAt: new Date().toISOString() } },
      {
        ...refunded,
        metadata: {
          ...refunded.metadata,
          actor: { kind: 'system', name: 'payment-refunds' },
          occurredAt: new Date().toISOString(),
        },
      },
    ]);
    await settle(shop.app);
  });
  afterAll(() => shop.close());

  it('pages every order newest first, 20 to a page, with the summary of all of them', async () => {
    const first = await list('');
    expect(first.data).toHaveLength(20);
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 25, total_pages: 2 });
    // 25 + 200 + (20 − 20) + (15 − 5) paid in, less refunds; two unpaid; one refunded in full.
    expect(first.summary).toEqual({
      total_orders: 25,
      revenue: [{ currency: 'EUR', amount: 235 }],
      pending_orders: 2,
      refunded_orders: 1,
    });
    expect(first.data[0]).toEqual({
      id: real,
      number: real.slice(-8).toUpperCase(),
      created_at: expect.any(String),
      customer: { name: 'Ona Žemaitė', email: 'ona@example.com', phone: '+370 600 00000' },
      event: { id: eventB, name: expect.objectContaining({ lt: expect.any(String) }), starts_at: expect.any(String) },
      tickets_count: 1,
      total: 15,
      currency: 'EUR',
      status: 'completed',
      payment_status: 'paid',
      payment_method: 'sandbox',
      refunded: 5,
      refundable: 10,
      refund_state: 'partially_refunded',
    });
    const second = await list('page=2');
    // The last of the twenty on 10 November, then the older ones, newest first.
    expect(second.data).toHaveLength(5);
    expect(second.data.slice(1).map((row) => row.id)).toEqual([ids.o4, ids.o1, ids.o3, ids.o2]);
    expect(new Set([...first.data, ...second.data].map((row) => row.id)).size).toBe(25);
    expect((await list('limit=100')).data).toHaveLength(25);
  });

  it('searches number, name, e-mail and phone, any case, the search text taken literally', async () => {
    expect(numbers((await list(`search=${encodeURIComponent('ŽYDRŪNĖ')}`)).data)).toEqual([ids.o1]);
    expect(numbers((await list(`search=${ids.o3.slice(-8).toLowerCase()}`)).data)).toEqual([ids.o3]);
    expect(numbers((await list('search=RUTA@EXAMPLE')).data)).toEqual([ids.o3]);
    expect(numbers((await list(`search=${encodeURIComponent('699 123')}`)).data)).toEqual([ids.o1]);
    expect(numbers((await list(`search=${encodeURIComponent('+37069912345')}`)).data)).toEqual([ids.o1]);
    expect(numbers((await list(`search=${encodeURIComponent('100%_')}`)).data)).toEqual([ids.o4]);
    expect(numbers((await list(`search=${encodeURIComponent('%')}`)).data)).toEqual([ids.o4]);
    expect((await list(`search=${encodeURIComponent('1_0')}`)).data).toEqual([]);
    const jonas = await list('search=jonas');
    expect(jonas.pagination).toEqual({ page: 1, limit: 20, total: 20, total_pages: 1 });
    expect(jonas.summary).toEqual({
      total_orders: 20,
      revenue: [{ currency: 'EUR', amount: 200 }],
      pending_orders: 0,
      refunded_orders: 0,
    });
  });

  it('filters by status and payment status, and sums up only what the filters match', async () => {
    const refunded = await list('status=refunded');
    expect(numbers(refunded.data)).toEqual([ids.o3]);
    expect(refunded.summary).toEqual({
      total_orders: 1,
      revenue: [{ currency: 'EUR', amount: 0 }],
      pending_orders: 0,
      refunded_orders: 1,
    });
    expect(numbers((await list('payment_status=failed')).data)).toEqual([ids.o4]);
    const pending = await list('status=pending');
    expect(numbers(pending.data)).toEqual([ids.o2, ids.o4].sort());
    expect(pending.summary).toEqual({
      total_orders: 2,
      revenue: [{ currency: 'EUR', amount: 0 }],
      pending_orders: 2,
      refunded_orders: 0,
    });
    expect((await list('status=completed&payment_status=paid')).pagination).toMatchObject({ total: 22 });
    expect((await list('status=all&payment_status=all')).pagination).toMatchObject({ total: 25 });
  });

  it('filters by payment method: bank transfers, and those of them still awaited, summed up alone', async () => {
    const transfers = await list('payment_method=bank-transfer');
    expect(numbers(transfers.data)).toEqual([ids.o1, ids.o2].sort());
    expect(transfers.data.map((row) => row.payment_method)).toEqual(['bank-transfer', 'bank-transfer']);
    expect(transfers.summary).toEqual({
      total_orders: 2,
      revenue: [{ currency: 'EUR', amount: 25 }],
      pending_orders: 1,
      refunded_orders: 0,
    });
    const awaited = await list('payment_method=bank-transfer&payment_status=pending');
    expect(numbers(awaited.data)).toEqual([ids.o2]);
    expect(awaited.summary).toEqual({
      total_orders: 1,
      revenue: [{ currency: 'EUR', amount: 0 }],
      pending_orders: 1,
      refunded_orders: 0,
    });
    // The twenty, o3 and today's order; o4's failure came without a chosen method.
    expect((await list('payment_method=sandbox')).pagination).toMatchObject({ total: 22 });
    expect((await list('payment_method=paysera')).data).toEqual([]);
    expect((await list('payment_method=all')).pagination).toMatchObject({ total: 25 });
  });

  it('reads dates as Vilnius days: 23:30 UTC is the next day there, 21:59:59 UTC still the same one', async () => {
    expect(numbers((await list('date_from=2026-11-04&date_to=2026-11-04')).data)).toEqual([ids.o1, ids.o3].sort());
    expect(numbers((await list('date_to=2026-11-03')).data)).toEqual([ids.o2]);
    expect(numbers((await list('date_from=2026-11-03&date_to=2026-11-05')).data)).toEqual(
      [ids.o1, ids.o2, ids.o3, ids.o4].sort(),
    );
    const day = await list('date_from=2026-11-04&date_to=2026-11-05');
    expect(day.summary).toEqual({
      total_orders: 3,
      revenue: [{ currency: 'EUR', amount: 25 }],
      pending_orders: 1,
      refunded_orders: 1,
    });
  });

  it.each([
    ['status=bogus', 'status'],
    ['payment_status=cash', 'payment_status'],
    ['payment_method=cash', 'payment_method'],
    ['date_from=2026-02-30', 'date_from'],
    ['date_to=04%2F11%2F2026', 'date_to'],
    ['date_from=2026-11-05&date_to=2026-11-04', 'date_from'],
    ['limit=101', 'limit'],
    ['page=0', 'page'],
    [`search=${'x'.repeat(201)}`, 'search'],
    ['unknown=1', 'unknown'],
  ])('refuses %s with a 400 in Lithuanian and English', async (query, field) => {
    const lt = await asAdmin(`/api/admin/orders?${query}`).expect(400);
    const en = await asAdmin(`/api/admin/orders?${query}`).set('Accept-Language', 'en').expect(400);
    expect(lt.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(lt.body.message).not.toBe(en.body.message);
    expect(en.body.errors.find((error: { field: string }) => error.field === field).message).toMatch(/[a-z]/);
  });

  it("shows an order's page: lines, tickets, payments, refunds, mails and its history with who did what", async () => {
    const { body } = await asAdmin(`/api/orders/${real}`).expect(200);
    expect(body).toMatchObject({
      id: real,
      status: 'completed',
      order_status: 'completed',
      payment_status: 'paid',
      refund_state: 'partially_refunded',
      customer: { name: 'Ona Žemaitė', email: 'ona@example.com', phone: '+370 600 00000' },
      event: { id: eventB },
      lines: [{ quantity: 1, unit_price: 15, discount: 0, total: 15 }],
      discount_code: null,
      total: 15,
      paid: 15,
      refunded: 5,
      refundable: 10,
    });
    expect(body.tickets).toEqual([
      expect.objectContaining({
        code: expect.any(String),
        holder_name: 'Ona Žemaitė',
        status: 'valid',
        admitted_at: null,
      }),
    ]);
    expect(body.payments).toEqual([
      expect.objectContaining({ provider: 'sandbox', result: 'paid', amount: 15, started_at: expect.any(String) }),
    ]);
    expect(body.refunds).toEqual([
      expect.objectContaining({
        amount: 5,
        state: 'refunded',
        reason: 'admin',
        note: 'Vėlavo renginio pradžia',
        notify_customer: false,
        requested_by: { kind: 'admin', id: admin.userId, name: 'Rūta Administratorė', role: 'admin' },
        refunded_at: expect.any(String),
      }),
    ]);
    expect(body.mails).toContainEqual(expect.objectContaining({ kind: 'confirmation', email: expect.any(String) }));

    const history = body.history as { position: number; key: string; actor: { kind: string; name: string } }[];
    expect(history.map((entry) => entry.position)).toEqual(history.map((_, i) => i));
    const who = (key: string) => history.find((entry) => entry.key === key)?.actor;
    expect(who('order.placed')).toEqual({ kind: 'buyer', id: null, name: 'Ona Žemaitė', role: null });
    expect(who('order.payment_started')).toMatchObject({ kind: 'buyer' });
    expect(who('order.paid')).toEqual({ kind: 'provider', id: null, name: 'sandbox', role: null });
    expect(who('order.tickets_issued')).toMatchObject({ kind: 'system', name: 'order-fulfilment' });
    expect(who('order.refund_requested')).toMatchObject({ kind: 'admin', name: 'Rūta Administratorė' });
    expect(who('order.refunded')).toMatchObject({ kind: 'system', name: 'payment-refunds' });
    expect(history.find((entry) => entry.key === 'order.refund_requested')).toMatchObject({
      type: 'PaymentRefundRequested',
      at: expect.any(String),
      details: expect.objectContaining({ amount: 5, reason: 'admin', note: 'Vėlavo renginio pradžia' }),
    });
  });

  it('answers 404 for an order that does not exist and 400 for an id that is no UUID', async () => {
    const missing = await asAdmin(`/api/orders/${randomUUID()}`).expect(404);
    expect(missing.body.message).toBe('Užsakymas nerastas');
    expect((await asAdmin(`/api/orders/${randomUUID()}`).set('Accept-Language', 'en').expect(404)).body.message).toBe(
      'Order not found',
    );
    expect((await asAdmin('/api/orders/not-an-id').expect(400)).body.message).toBe(
      'Neteisingas užsakymo identifikatorius',
    );
  });

  it("lists an event's orders by page, and refuses an unknown event or a bad id", async () => {
    const onlyOne = (await asAdmin(`/api/events/${eventB}/orders`).expect(200)).body;
    expect(onlyOne.data.map((row: Row) => row.id)).toEqual([real]);
    expect(onlyOne.pagination).toEqual({ page: 1, limit: 20, total: 1, total_pages: 1 });
    const many = (await asAdmin(`/api/events/${eventA}/orders?limit=5&page=5`).expect(200)).body;
    expect(many.pagination).toEqual({ page: 5, limit: 5, total: 24, total_pages: 5 });
    expect(many.data).toHaveLength(4);
    await asAdmin(`/api/events/${randomUUID()}/orders`).expect(404);
    await asAdmin('/api/events/nope/orders').expect(400);
    await asAdmin(`/api/events/${eventA}/orders?limit=0`).expect(400);
  });

  it('exports every order of the filter as UTF-8 CSV with a BOM, Lithuanian letters intact', async () => {
    const answer = await api()
      .post('/api/admin/orders/export')
      .set('Authorization', `Bearer ${adminToken}`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const file = answer.body as Buffer;
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename=orders-${vilniusDate(new Date().toISOString())}.csv`,
    );
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parseCsv(file.subarray(3).toString('utf8'));
    expect(header).toEqual([
      'Numeris',
      'Sukurtas (Vilniaus laiku)',
      'Pirkėjas',
      'El. paštas',
      'Telefonas',
      'Renginys',
      'Bilietai',
      'Suma',
      'Valiuta',
      'Grąžinta',
      'Būsena',
      'Mokėjimo būsena',
      'Mokėjimo būdas',
    ]);
    expect(records).toHaveLength(25);
    expect(records).toContainEqual([
      ids.o1.slice(-8).toUpperCase(),
      '2026-11-04 01:30',
      'Žydrūnė Šležaitė',
      'zydrune@example.lt',
      // Typed by the buyer and starting with `+`: quoted so a spreadsheet keeps it as text (shared/export/csv.ts).
      "'+370 699 12345",
      'Vasaros koncertas',
      '1',
      '25.00',
      'EUR',
      '0.00',
      // In the file's language, as the screen says them, not the codes.
      'Įvykdytas',
      'Apmokėta',
      'Banko pavedimas',
    ]);
    expect(records.find((record) => record[0] === real.slice(-8).toUpperCase())?.slice(7, 13)).toEqual([
      '15.00',
      'EUR',
      '5.00',
      'Įvykdytas',
      'Apmokėta',
      'Bandomasis mokėjimas (be pinigų)',
    ]);
    expect(records.find((record) => record[0] === ids.o4.slice(-8).toUpperCase())?.[12]).toBe('');
  });

  it('takes the filters from the query or the body, and refuses bad ones before writing anything', async () => {
    const exported = async (query: string, body: object, language = 'lt') =>
      parseCsv(
        (
          (
            await api()
              .post(`/api/admin/orders/export?${query}`)
              .set('Authorization', `Bearer ${adminToken}`)
              .set('Accept-Language', language)
              .send(body)
              .buffer(true)
              .parse(binaryBody)
              .expect(200)
          ).body as Buffer
        )
          .subarray(3)
          .toString('utf8'),
      );
    const records = async (query: string, body: object) => (await exported(query, body)).slice(1);
    const customers = async (query: string, body: object) =>
      (await records(query, body)).map((record) => record[2]).sort();
    expect(await records('search=jonas', {})).toHaveLength(20);
    expect(await records('search=nobody-orders-here', {})).toEqual([]);
    expect(await customers('', { status: 'refunded' })).toEqual(['Rūta Kiškytė']);
    expect(await records('status=pending', { status: 'refunded' })).toHaveLength(1);
    expect(await customers('payment_method=bank-transfer', {})).toEqual(['Petras Ąžuolas', 'Žydrūnė Šležaitė']);
    expect(await customers('', { payment_method: 'bank-transfer', payment_status: 'pending' })).toEqual([
      'Petras Ąžuolas',
    ]);
    expect(await records('payment_method=bank-transfer', { payment_method: 'paysera' })).toEqual([]);
    const [header, awaited] = await exported('payment_method=bank-transfer&payment_status=pending', {}, 'en');
    expect([header!.at(-1), awaited!.at(-1)]).toEqual(['Payment method', 'Bank transfer']);
    expect([header!.slice(10, 12), awaited!.slice(10, 12)]).toEqual([
      ['Status', 'Payment status'],
      ['Pending', 'Awaiting payment'],
    ]);
    const refused = await api()
      .post('/api/admin/orders/export?format=pdf')
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(400);
    expect(refused.body.errors[0].field).toBe('format');
    await api()
      .post('/api/admin/orders/export')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ date_from: 'yesterday' })
      .expect(400);
    const cash = await api()
      .post('/api/admin/orders/export')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ payment_method: 'cash' })
      .expect(400);
    expect(cash.body.errors[0].field).toBe('payment_method');
  });

  it('answers a failure of the first read as an error, not as a file', async () => {
    const queries = shop.app.get(AdminOrdersQueries);
    const failing = jest.spyOn(queries, 'matching').mockImplementation(async function* () {
      yield* [];
      throw new Error('the database went away');
    });
    try {
      const answer = await api().post('/api/admin/orders/export').set('Authorization', `Bearer ${adminToken}`);
      expect(answer.status).toBe(500);
      expect(answer.headers['content-disposition']).toBeUndefined();
      expect(answer.body).toMatchObject({ statusCode: 500, errors: [] });
    } finally {
      failing.mockRestore();
    }
  });

  it('exports .xlsx with real number and date cells on request', async () => {
    const answer = await api()
      .post('/api/admin/orders/export?format=xlsx&date_from=2026-11-03&date_to=2026-11-05')
      .set('Authorization', `Bearer ${adminToken}`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(answer.headers['content-disposition']).toMatch(/filename=orders-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((answer.body as Buffer).buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Užsakymai');
    expect(sheet.rowCount).toBe(5);
    const rows = [2, 3, 4, 5].map((n) => sheet.getRow(n));
    const o1 = rows.find((row) => row.getCell(1).value === ids.o1.slice(-8).toUpperCase())!;
    expect(o1.getCell(3).value).toBe('Žydrūnė Šležaitė');
    expect(o1.getCell(2).value).toEqual(new Date('2026-11-04T01:30:00.000Z'));
    expect(o1.getCell(8).value).toBe(25);
    expect(o1.getCell(7).value).toBe(1);
    expect(o1.getCell(13).value).toBe('Banko pavedimas');
    expect([o1.getCell(11).value, o1.getCell(12).value]).toEqual(['Įvykdytas', 'Apmokėta']);
  });

  it('serves these routes to admins only: organizers get 403, anonymous callers 401', async () => {
    const routes: [method: 'get' | 'post', path: string][] = [
      ['get', '/api/admin/orders'],
      ['post', '/api/admin/orders/export'],
      ['get', `/api/orders/${real}`],
      ['get', `/api/events/${eventB}/orders`],
    ];
    for (const [method, path] of routes) {
      await api()[method](path).set('Authorization', `Bearer ${organizerToken}`).expect(403);
      await api()[method](path).expect(401);
    }
  });
});
