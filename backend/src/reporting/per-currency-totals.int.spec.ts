import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import request from 'supertest';
import { orderStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { buyer, eventOnSale, payInSandbox, settle } from '../ordering/testing/checkout-fixtures';
import { binaryBody } from '../testing/binary-body';
import { createAccount, signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { vilniusDate } from '../shared/time/vilnius-time';

/**
 * A EUR shop whose event also has a ticket type priced in USD (the ticket-type form offers both): every
 * figure that sums money gives one amount per currency, the shop's first, and never adds 50 USD to euros.
 */
describe('money of two currencies in the back-office', () => {
  let shop: TestApp;
  let adminToken: string;
  let adminPassword: string;
  let catalogEventId: string;
  let orderIds: string[];
  let eurCents: number;
  let usdCents: number;
  const USD_REFUND_CENTS = 1000;
  const api = () => request(shop.app.getHttpServer());
  const asAdmin = (path: string) => api().get(`/api${path}`).set('Authorization', `Bearer ${adminToken}`);
  const today = () => vilniusDate(new Date().toISOString());
  const customToday = () => `period=custom&from=${today()}&to=${today()}`;
  const parseCsv = (body: Buffer) => parse(body, { bom: true, relax_column_count: true }) as string[][];

  async function paidOrder(ticketTypeId: string, quantity: number, email: string) {
    const order = (
      await api()
        .post('/api/v1/orders/guest/create')
        .send({ ...buyer(email), tickets: [{ id: ticketTypeId, quantity }] })
        .expect(201)
    ).body.order;
    const orderId = String(order.identifier);
    const started = await api().post(`/api/v1/orders/guest/${orderId}/payment/initiate`).send({ email }).expect(200);
    await payInSandbox(shop.app, started.body.payment_url);
    await settle(shop.app);
    const stream = await shop.app.get<EventStore>(EVENT_STORE).readStream(orderStreamId(orderId));
    return { orderId, totalCents: Number(stream.find((event) => event.type === 'OrderPlaced')!.data.totalCents) };
  }

  beforeAll(async () => {
    shop = await createTestApp({ ORDER_RATE_PER_ADDRESS: '100' });
    const admin = await createAccount(shop.app, 'admin');
    adminPassword = admin.password;
    adminToken = (await signIn(shop.app, admin)).accessToken;
    const { catalogEventId: eventId, ticketTypeIds } = await eventOnSale(shop.app, [
      { priceCents: 5484, currency: 'EUR', quantity: 50 },
      { priceCents: 5000, currency: 'USD', quantity: 50 },
    ]);
    const eur = await paidOrder(ticketTypeIds[0]!, 2, 'euro@example.com');
    const usd = await paidOrder(ticketTypeIds[1]!, 1, 'dollar@example.com');
    catalogEventId = eventId;
    orderIds = [eur.orderId, usd.orderId];
    eurCents = eur.totalCents;
    usdCents = usd.totalCents;
    await api()
      .post(`/api/orders/${usd.orderId}/refund`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ amount: USD_REFUND_CENTS / 100, reason: 'Pirkėjas negali atvykti' })
      .expect(202);
    await settle(shop.app);
  }, 180_000);
  afterAll(() => shop.close());

  it('sums the orders list per currency, the shop’s first', async () => {
    const { summary } = (await asAdmin('/admin/orders').expect(200)).body;
    expect(summary).toEqual({
      total_orders: 2,
      revenue: [
        { currency: 'EUR', amount: eurCents / 100 },
        { currency: 'USD', amount: (usdCents - USD_REFUND_CENTS) / 100 },
      ],
      pending_orders: 0,
      refunded_orders: 0,
    });
    // Filtered to the USD order alone, the shop's currency still leads, at zero.
    const dollars = (await asAdmin('/admin/orders?search=dollar').expect(200)).body.summary;
    expect(dollars.revenue).toEqual([
      { currency: 'EUR', amount: 0 },
      { currency: 'USD', amount: (usdCents - USD_REFUND_CENTS) / 100 },
    ]);
  });

  it('gives the dashboard one total per currency, orders counted across them', async () => {
    const overview = (await asAdmin('/admin/statistics/overview').expect(200)).body;
    expect(overview.sales).toEqual({
      totals: [
        {
          currency: 'EUR',
          gross_revenue_cents: eurCents,
          refunds_cents: 0,
          net_revenue_cents: eurCents,
          orders: 1,
          tickets: 2,
        },
        {
          currency: 'USD',
          gross_revenue_cents: usdCents,
          refunds_cents: USD_REFUND_CENTS,
          net_revenue_cents: usdCents - USD_REFUND_CENTS,
          orders: 1,
          tickets: 1,
        },
      ],
      completed_orders: 2,
      pending_orders: 0,
    });
  });

  it('reports each currency’s totals and details the shop’s currency, or the one asked, alone', async () => {
    const report = (await asAdmin(`/admin/reports?${customToday()}`).expect(200)).body;
    expect(report.currency).toBe('EUR');
    expect(report.totals.map((total: { currency: string }) => total.currency)).toEqual(['EUR', 'USD']);
    expect(report.totals[1]).toMatchObject({ gross_revenue_cents: usdCents, refunds_cents: USD_REFUND_CENTS });
    expect(report.key_indicators).toMatchObject({
      gross_revenue_cents: eurCents,
      refunds_cents: 0,
      orders: 1,
      tickets: 2,
    });
    expect(report.top_events[0].net_revenue_cents).toBe(eurCents);

    const usd = (await asAdmin(`/admin/reports?${customToday()}&currency=USD`).expect(200)).body;
    expect(usd.currency).toBe('USD');
    expect(usd.totals).toEqual(report.totals);
    expect(usd.key_indicators).toMatchObject({
      gross_revenue_cents: usdCents,
      refunds_cents: USD_REFUND_CENTS,
      net_revenue_cents: usdCents - USD_REFUND_CENTS,
      orders: 1,
    });

    const revenue = (await asAdmin(`/admin/statistics/revenue?${customToday()}&group_by=day`).expect(200)).body;
    expect(revenue.currency).toBe('EUR');
    expect(revenue.data).toEqual([expect.objectContaining({ bucket: today(), net_revenue_cents: eurCents })]);
  });

  it('writes each currency’s totals in the report’s CSV and workbook, nothing added across', async () => {
    const file = (format: string, language = 'lt') =>
      asAdmin(`/admin/reports/export?format=${format}&${customToday()}`)
        .set('Accept-Language', language)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
    const rows = parseCsv((await file('csv')).body as Buffer);
    const titled = rows.findIndex((row) => row[0] === 'Pardavimai pagal valiutą');
    expect(titled).toBeGreaterThan(0);
    expect(rows.slice(titled + 1, titled + 4)).toEqual([
      ['Valiuta', 'Pajamos', 'Grąžinimai', 'Grynosios pajamos', 'Užsakymai', 'Bilietai'],
      ['EUR', (eurCents / 100).toFixed(2), '0.00', (eurCents / 100).toFixed(2), '1', '2'],
      [
        'USD',
        (usdCents / 100).toFixed(2),
        (USD_REFUND_CENTS / 100).toFixed(2),
        ((usdCents - USD_REFUND_CENTS) / 100).toFixed(2),
        '1',
        '1',
      ],
    ]);
    expect(rows).toContainEqual(['Pajamos', (eurCents / 100).toFixed(2)]);
    expect(rows).not.toContainEqual(['Pajamos', ((eurCents + usdCents) / 100).toFixed(2)]);

    const pdf = (await new PDFParse({ data: (await file('pdf')).body as Buffer }).getText()).text;
    expect(pdf).toContain('Pardavimai pagal valiutą');
    expect(pdf).toContain(((usdCents - USD_REFUND_CENTS) / 100).toFixed(2));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from((await file('xlsx', 'en')).body as Buffer).buffer);
    const sheet = workbook.getWorksheet('Sales by currency')!;
    expect(sheet.getRow(2).values).toEqual([undefined, 'EUR', eurCents / 100, 0, eurCents / 100, 1, 2]);
    expect(sheet.getRow(3).getCell(1).value).toBe('USD');
    expect(sheet.getRow(3).getCell(4).value).toBe((usdCents - USD_REFUND_CENTS) / 100);
  });

  it('exports each order with its own currency', async () => {
    const csv = await api()
      .post('/api/admin/orders/export?format=csv')
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const [headings, ...orders] = parseCsv(csv.body as Buffer);
    const column = (name: string) => headings!.indexOf(name);
    const byEmail = new Map(orders.map((row) => [row[column('E-mail')], row]));
    expect(byEmail.get('dollar@example.com')![column('Total')]).toBe((usdCents / 100).toFixed(2));
    expect(byEmail.get('dollar@example.com')![column('Currency')]).toBe('USD');
    expect(byEmail.get('euro@example.com')![column('Currency')]).toBe('EUR');
  });

  it('asks a refund of both orders as one request per currency, each total in its own money', async () => {
    const created = await api()
      .post('/api/admin/orders/bulk-refund')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ order_ids: orderIds, reason: 'Renginys perkeltas', admin_password_confirmation: adminPassword })
      .expect(201);
    expect(created.body.refund_requests).toEqual([
      { id: expect.any(String), orders_count: 1, total_amount: eurCents / 100, currency: 'EUR' },
      { id: expect.any(String), orders_count: 1, total_amount: (usdCents - USD_REFUND_CENTS) / 100, currency: 'USD' },
    ]);
    await settle(shop.app);
    const listed = (await asAdmin(`/admin/events/${catalogEventId}/refund-requests`).expect(200)).body.data;
    expect(
      listed
        .map((request: { currency: string; total_amount: number }) => [request.currency, request.total_amount])
        .sort(),
    ).toEqual([
      ['EUR', eurCents / 100],
      ['USD', (usdCents - USD_REFUND_CENTS) / 100],
    ]);
  });
});
