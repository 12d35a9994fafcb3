import { binaryBody } from '../testing/binary-body';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { PDFParse } from 'pdf-parse';
import request from 'supertest';
import { orderStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { buyer, eventOnSale, payInSandbox, settle } from '../ordering/testing/checkout-fixtures';
import { createAccount, signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { vilniusDate } from '../shared/time/vilnius-time';

describe('reports and statistics API', () => {
  let shop: TestApp;
  let adminToken: string;
  let organizerToken: string;
  const api = () => request(shop.app.getHttpServer());
  const asAdmin = (path: string) => api().get(`/api${path}`).set('Authorization', `Bearer ${adminToken}`);
  const today = () => vilniusDate(new Date().toISOString());
  const customToday = () => `period=custom&from=${today()}&to=${today()}`;

  /** Orders of one event: each paid in the sandbox unless `paid` is false; answers their ids and totals. */
  async function orders(quantities: number[], options: { paid?: boolean } = {}) {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2000, quantity: 50 }]);
    const placed: { orderId: string; totalCents: number; quantity: number }[] = [];
    for (const [index, quantity] of quantities.entries()) {
      const email = `buyer-${index}-${catalogEventId.slice(0, 6)}@example.com`;
      const order = (
        await api()
          .post('/api/v1/orders/guest/create')
          .send({ ...buyer(email), tickets: [{ id: ticketTypeIds[0], quantity }] })
          .expect(201)
      ).body.order;
      const orderId = String(order.identifier);
      if (options.paid !== false) {
        const started = await api()
          .post(`/api/v1/orders/guest/${orderId}/payment/initiate`)
          .send({ email })
          .expect(200);
        await payInSandbox(shop.app, started.body.payment_url);
      }
      await settle(shop.app);
      const stream = await shop.app.get<EventStore>(EVENT_STORE).readStream(orderStreamId(orderId));
      const totalCents = Number(stream.find((event) => event.type === 'OrderPlaced')!.data.totalCents);
      placed.push({ orderId, totalCents, quantity });
    }
    return { catalogEventId, placed };
  }

  const refund = async (orderId: string, cents: number) => {
    await api()
      .post(`/api/orders/${orderId}/refund`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ amount: cents / 100, reason: 'Pirkėjas negali atvykti' })
      .expect(202);
    await settle(shop.app);
  };

  let bought: Awaited<ReturnType<typeof orders>>;
  let other: Awaited<ReturnType<typeof orders>>;
  let positionBeforeRefunds: string;

  beforeAll(async () => {
    shop = await createTestApp({ ORDER_RATE_PER_ADDRESS: '100' });
    adminToken = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
    organizerToken = (await signIn(shop.app, await createAccount(shop.app, 'organizer'))).accessToken;
    bought = await orders([2, 1, 3]);
    other = await orders([1]);
    await orders([4], { paid: false });
    positionBeforeRefunds = (await asAdmin(`/admin/reports?${customToday()}`).expect(200)).body.position;
    // A part of the first order, and the whole of the third: its tickets go back.
    await refund(bought.placed[0]!.orderId, 1050);
    await refund(bought.placed[2]!.orderId, bought.placed[2]!.totalCents);
  }, 180_000);
  afterAll(() => shop.close());

  const paidCents = () => [...bought.placed, ...other.placed].reduce((sum, order) => sum + order.totalCents, 0);
  const refundedCents = () => 1050 + bought.placed[2]!.totalCents;

  it('reports the period’s sales with refunds shown and netted, every month, at the ledger’s position', async () => {
    const report = (await asAdmin('/admin/reports?period=last_3_months').expect(200)).body;
    expect(report.period.key).toBe('last_3_months');
    expect(report.period.to).toBe(today());
    expect(report.sales_by_month).toHaveLength(3);
    expect(report.user_growth).toHaveLength(3);
    expect(report.as_of).toBeNull();
    expect(report.currency).toBe('EUR');
    expect(BigInt(report.position)).toBeGreaterThan(BigInt(positionBeforeRefunds));
    expect(report.key_indicators).toEqual({
      gross_revenue_cents: paidCents(),
      refunds_cents: refundedCents(),
      net_revenue_cents: paidCents() - refundedCents(),
      orders: 4,
      tickets: 2 + 1 + 1,
      average_order_cents: Math.round(paidCents() / 4),
      active_users: expect.any(Number),
    });
    expect(report.key_indicators.active_users).toBeGreaterThanOrEqual(2);
    const month = report.sales_by_month.at(-1);
    expect(month).toMatchObject({
      month: today().slice(0, 7),
      gross_revenue_cents: paidCents(),
      refunds_cents: refundedCents(),
      net_revenue_cents: paidCents() - refundedCents(),
      orders: 4,
    });
    expect(report.sales_by_month[0]).toMatchObject({ gross_revenue_cents: 0, orders: 0, average_order_cents: 0 });
    expect(report.user_growth[0].growth_rate).toBe(0);
    expect(report.user_growth.at(-1).total_users).toBe(report.key_indicators.active_users);

    const first = bought.placed.reduce((sum, order) => sum + order.totalCents, 0) - refundedCents();
    expect(report.top_events).toEqual([
      {
        event_id: bought.catalogEventId,
        name: { lt: 'Žalgirio arena: Šventinis koncertas', en: 'Arena: Festive concert' },
        net_revenue_cents: first,
        tickets: 3,
      },
      expect.objectContaining({ event_id: other.catalogEventId, net_revenue_cents: other.placed[0]!.totalCents }),
    ]);
    expect(report.category_stats).toContainEqual({
      category: 'Concert',
      events: 2,
      net_revenue_cents: paidCents() - refundedCents(),
    });
    expect(report.ledger).toContainEqual({ kind: 'refund', amount_cents: -refundedCents(), entries: 2 });
  });

  it('answers as of a log position or a Vilnius moment with what the log held then', async () => {
    const before = (
      await asAdmin(`/admin/reports?${customToday()}&as_of_position=${positionBeforeRefunds}`).expect(200)
    ).body;
    expect(before.position).toBe(positionBeforeRefunds);
    expect(before.key_indicators).toMatchObject({ gross_revenue_cents: paidCents(), refunds_cents: 0, tickets: 7 });

    const beforeAnything = (
      await asAdmin('/admin/reports?period=custom&from=2020-01-01&to=2020-12-31&as_of=2020-12-31T23:59').expect(200)
    ).body;
    expect(beforeAnything.as_of).toBe('2020-12-31T21:59:00.000Z');
    expect(beforeAnything.position).toBe('0');
    expect(beforeAnything.key_indicators.gross_revenue_cents).toBe(0);
    expect(beforeAnything.sales_by_month).toHaveLength(12);

    const tomorrow = vilniusDate(new Date(Date.now() + 86_400_000).toISOString());
    const now = (await asAdmin(`/admin/reports?${customToday()}&as_of=${tomorrow}T00:00`).expect(200)).body;
    expect(now.key_indicators.refunds_cents).toBe(refundedCents());
    // A position the ledger has not reached is answered at the one it has.
    const ahead = (await asAdmin(`/admin/reports?${customToday()}&as_of_position=999999999999`).expect(200)).body;
    const plain = (await asAdmin(`/admin/reports?${customToday()}`).expect(200)).body;
    expect(ahead.position).toBe(plain.position);
    expect(BigInt(now.position)).toBeLessThanOrEqual(BigInt(plain.position));
  });

  it('keeps currencies apart', async () => {
    const report = (await asAdmin(`/admin/reports?${customToday()}`).expect(200)).body;
    // Sold in the shop's currency alone: one total, as it always was.
    expect(report.totals).toEqual([
      expect.objectContaining({ currency: 'EUR', net_revenue_cents: paidCents() - refundedCents() }),
    ]);
    const usd = (await asAdmin(`/admin/reports?${customToday()}&currency=USD`).expect(200)).body;
    expect(usd.currency).toBe('USD');
    expect(usd.key_indicators).toMatchObject({ gross_revenue_cents: 0, refunds_cents: 0, orders: 0 });
  });

  it('exports a PDF, an Excel workbook and a CSV that state the period, as-of, currency and position', async () => {
    const report = (await asAdmin(`/admin/reports?${customToday()}`).expect(200)).body;
    const file = (format: string, language = 'lt') =>
      asAdmin(`/admin/reports/export?format=${format}&${customToday()}`)
        .set('Accept-Language', language)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);

    const pdf = await file('pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename=report-${today()}-${today()}.pdf`);
    expect(pdf.headers['x-log-position']).toBe(report.position);
    const text = (await new PDFParse({ data: pdf.body as Buffer }).getText()).text;
    expect(text).toContain('Pardavimų ataskaita');
    expect(text).toContain(`Laikotarpis: ${today()} – ${today()}`);
    expect(text).toContain('Būklė: dabartinė');
    expect(text).toContain('Valiuta: EUR');
    expect(text).toContain(`Žurnalo pozicija: ${report.position}`);
    expect(text).toContain('Žalgirio arena: Šventinis koncertas');
    expect(text).toContain(((paidCents() - refundedCents()) / 100).toFixed(2));

    const xlsx = await file('xlsx', 'en');
    expect(xlsx.headers['content-disposition']).toContain(`report-${today()}-${today()}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(xlsx.body as Buffer).buffer);
    const summary = workbook.getWorksheet('Key indicators')!;
    const valueOf = (label: string) => {
      let found: ExcelJS.Cell | undefined;
      summary.eachRow((row) => {
        if (row.getCell(1).value === label) found = row.getCell(2);
      });
      return found!;
    };
    expect(valueOf('Log position').value).toBe(report.position);
    expect(valueOf('Currency').value).toBe('EUR');
    expect(valueOf('Period').value).toBe(`${today()} – ${today()}`);
    expect(valueOf('Refunds').value).toBe(refundedCents() / 100);
    expect(valueOf('Refunds').numFmt).toBe('#,##0.00');
    const months = workbook.getWorksheet('Sales by month')!;
    expect(months.getCell('A2').value).toEqual(new Date(`${today().slice(0, 7)}-01T00:00:00.000Z`));
    expect(months.getCell('B2').value).toBe(paidCents() / 100);
    expect(workbook.getWorksheet('Top events')!.getCell('A2').value).toBe('Arena: Festive concert');

    const csv = await file('csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect((csv.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(csv.body as Buffer, { bom: true, relax_column_count: true }) as string[][];
    expect(rows).toContainEqual(['Žurnalo pozicija', report.position]);
    expect(rows).toContainEqual(['Valiuta', 'EUR']);
    // One currency sold: no table of currencies, the file as it always was.
    expect(rows).not.toContainEqual(['Pardavimai pagal valiutą']);
    expect(rows).toContainEqual(['Grąžinimai', (refundedCents() / 100).toFixed(2)]);
    expect(rows).toContainEqual([
      today().slice(0, 7),
      (paidCents() / 100).toFixed(2),
      (refundedCents() / 100).toFixed(2),
      ((paidCents() - refundedCents()) / 100).toFixed(2),
      '4',
      (Math.round(paidCents() / 4) / 100).toFixed(2),
    ]);
  });

  it('gives the dashboard its sales figures, and revenue by day, week or month', async () => {
    const overview = (await asAdmin('/admin/statistics/overview').expect(200)).body;
    expect(overview).toMatchObject({
      sales: {
        totals: [
          {
            currency: 'EUR',
            gross_revenue_cents: paidCents(),
            refunds_cents: refundedCents(),
            net_revenue_cents: paidCents() - refundedCents(),
            orders: 4,
            tickets: 2 + 1 + 1,
          },
        ],
        completed_orders: 4,
        pending_orders: 1,
      },
      events: { published: 3 },
      users: { admin: 1, organizer: 1 },
    });
    expect(overview.position).toMatch(/^\d+$/);

    const events = (await asAdmin('/admin/statistics/events').expect(200)).body;
    expect(Object.keys(events).sort()).toEqual(['cancelled', 'draft', 'past', 'published', 'total']);
    const eventsInPeriod = (await asAdmin('/admin/statistics/events?period=last_3_months').expect(200)).body;
    expect(eventsInPeriod).toMatchObject({ ...events, period: { key: 'last_3_months', to: today() }, with_sales: 2 });
    const users = (await asAdmin('/admin/statistics/users').expect(200)).body;
    expect(users).not.toHaveProperty('period');
    const usersInPeriod = (await asAdmin(`/admin/statistics/users?${customToday()}`).expect(200)).body;
    expect(usersInPeriod).toMatchObject({ ...users, new_users: 2, total_users: 2 });
    expect(usersInPeriod.position).toMatch(/^\d+$/);

    for (const groupBy of ['day', 'week', 'month']) {
      const revenue = (await asAdmin(`/admin/statistics/revenue?period=last_3_months&group_by=${groupBy}`).expect(200))
        .body;
      expect(revenue.group_by).toBe(groupBy);
      const total = revenue.data.reduce(
        (sum: number, bucket: { net_revenue_cents: number }) => sum + bucket.net_revenue_cents,
        0,
      );
      expect(total).toBe(paidCents() - refundedCents());
      if (groupBy === 'month') expect(revenue.data).toHaveLength(3);
      if (groupBy === 'day') expect(revenue.data.at(-1)).toMatchObject({ bucket: today(), orders: 4 });
    }
  });

  it('refuses bad queries with a 400 in Lithuanian and English', async () => {
    const bad = [
      'period=weekly',
      'period=custom',
      'period=custom&from=2026-03-01',
      'period=custom&from=2026-03-01&to=2026-02-01',
      'period=custom&from=2026-02-30&to=2026-03-01',
      'period=custom&from=2000-01-01&to=2026-03-01',
      'as_of=2026-03-01',
      'as_of=2026-03-01T25:00',
      'as_of_position=-1',
      'as_of_position=12a',
      'as_of=2026-03-01T10:00&as_of_position=5',
      'currency=GBP',
      'surprise=1',
    ];
    for (const query of bad) {
      const lt = await asAdmin(`/admin/reports?${query}`).expect(400);
      expect(lt.body.errors.length).toBeGreaterThan(0);
      const en = await asAdmin(`/admin/reports?${query}`).set('Accept-Language', 'en').expect(400);
      expect(en.body.message).not.toBe(lt.body.message);
    }
    const custom = await asAdmin('/admin/reports?period=custom&from=2026-03-01')
      .set('Accept-Language', 'en')
      .expect(400);
    expect(custom.body.errors).toEqual([{ field: 'to', message: 'A custom period needs both from and to' }]);
    await asAdmin('/admin/reports/export?period=this_year').expect(400);
    await asAdmin('/admin/reports/export?format=doc').expect(400);
    await asAdmin('/admin/statistics/revenue?group_by=year').expect(400);
    await asAdmin('/admin/statistics/users?period=custom').expect(400);
    await asAdmin('/admin/statistics/events?period=yesterday').expect(400);
  });

  it('serves admins only: organizers get 403, anonymous callers 401', async () => {
    const routes = [
      '/api/admin/reports',
      '/api/admin/reports/export?format=csv',
      '/api/admin/statistics/overview',
      '/api/admin/statistics/revenue',
      '/api/admin/statistics/events?period=this_year',
      '/api/admin/statistics/users',
    ];
    for (const route of routes) {
      await api().get(route).set('Authorization', `Bearer ${organizerToken}`).expect(403);
      await api().get(route).expect(401);
    }
  });
});
