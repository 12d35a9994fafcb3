import { binaryBody } from '../testing/binary-body';
import { parse } from 'csv-parse/sync';
import type { Server } from 'node:http';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import request from 'supertest';
import { orderStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { buyer, eventOnSale, payInSandbox, settle } from '../ordering/testing/checkout-fixtures';
import { eventStartText } from '../ordering/tickets/ticket-document';
import { dateIn, timeIn, wallClockIn } from '../shared/time/shop-time';
import { createAccount, signIn } from '../testing/accounts';
import type { SmtpTestServer } from '../testing/smtp-test-server';
import type { TestApp } from '../testing/test-app';
import { createShopWithMail } from '../testing/shop-with-mail';

/**
 * A zone whose calendar day differs from Vilnius's right now, so each check below would fail with
 * Vilnius left in place: Kiritimati is 12 hours ahead of Vilnius, Pago Pago 13 behind, and at any
 * moment one of them is in another day.
 */
/** A CSV export's records, read by csv-parse (its byte-order mark dropped; sections may differ in width). */
function parseCsv(file: Buffer): string[][] {
  return parse(file, { bom: true, relax_column_count: true }) as string[][];
}

function zoneInAnotherDay(now: Date): string {
  const vilnius = dateIn(now.toISOString(), 'Europe/Vilnius');
  return dateIn(now.toISOString(), 'Pacific/Kiritimati') !== vilnius ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
}

describe('the shop’s time zone and currency take effect without a restart', () => {
  let shop: TestApp;
  let server: Server;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  let admin: string;
  let system: Record<string, unknown>;
  const api = () => request(server);
  const asAdmin = (method: 'get' | 'put' | 'post', path: string) =>
    api()[method](`/api${path}`).set('Authorization', `Bearer ${admin}`);

  beforeAll(async () => {
    ({ shop, smtp, close } = await createShopWithMail());
    server = shop.app.getHttpServer() as Server;
    admin = (await signIn(shop.app, await createAccount(shop.app, 'super_admin'))).accessToken;
    system = (await asAdmin('get', '/admin/settings').expect(200)).body.system;
  });
  afterAll(() => close());

  /** One ticket of 20 € bought and paid in the sandbox now; answers the order's id and event start. */
  async function paidOrder(email: string): Promise<{ orderId: string; startsAt: string }> {
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2000, quantity: 10 }]);
    const placed = await api()
      .post('/api/v1/orders/guest/create')
      .send({ ...buyer(email), tickets: [{ id: ticketTypeIds[0], quantity: 1 }] })
      .expect(201);
    const orderId = String(placed.body.order.identifier);
    const started = await api().post(`/api/v1/orders/guest/${orderId}/payment/initiate`).send({ email }).expect(200);
    await payInSandbox(shop.app, started.body.payment_url);
    await settle(shop.app);
    const stream = await shop.app.get<EventStore>(EVENT_STORE).readStream(orderStreamId(orderId));
    const placedEvent = stream.find((event) => event.type === 'OrderPlaced')!;
    return { orderId, startsAt: String((placedEvent.data.event as { startsAt: string }).startsAt) };
  }

  it('dates the next invoice, report and mail in a zone saved a moment before', async () => {
    const zone = zoneInAnotherDay(new Date());
    await asAdmin('put', '/admin/settings/system')
      .send({ ...system, timezone: zone })
      .expect(200);

    const email = 'laiko-juosta@example.lt';
    const { orderId, startsAt } = await paidOrder(email);
    const paidOn = dateIn(new Date().toISOString(), zone);

    // The invoice issued for the payment is dated with the day in the new zone.
    const pdf = await asAdmin('get', `/orders/${orderId}/invoices`).buffer(true).parse(binaryBody).expect(200);
    const parser = new PDFParse({ data: pdf.body as Buffer });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain(`Išrašymo data: ${paidOn}`);

    // The report's period ends today in the new zone, and today's sale is in it.
    const report = (await asAdmin('get', '/admin/reports?period=last_3_months').expect(200)).body;
    expect(report.period.to).toBe(paidOn);
    const custom = (await asAdmin('get', `/admin/reports?period=custom&from=${paidOn}&to=${paidOn}`).expect(200)).body;
    expect(custom.key_indicators.orders).toBeGreaterThanOrEqual(1);

    // The order lookup mail tells the event's start in the new zone.
    await api().post('/api/v1/orders/guest/search').send({ email }).expect(202);
    const mail = await smtp.waitForMail((caught) => caught.to.includes(email) && /užsakym/i.test(caught.subject));
    const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(mail.text)).toContain(plain(eventStartText(startsAt, 'lt', zone)));
    expect(plain(mail.text)).not.toContain(plain(eventStartText(startsAt, 'lt', 'Europe/Vilnius')));

    await asAdmin('put', '/admin/settings/system').send(system).expect(200);
  });

  it('writes the exports’ times, as-of and file names in a zone saved a moment before', async () => {
    const zone = zoneInAnotherDay(new Date());
    await asAdmin('put', '/admin/settings/system')
      .send({ ...system, timezone: zone })
      .expect(200);
    const { orderId } = await paidOrder('eksportas@example.lt');
    const order = (await asAdmin('get', '/admin/orders?limit=100').expect(200)).body.data.find(
      (row: { id: string }) => row.id === orderId,
    ) as { number: string; created_at: string };
    const today = dateIn(new Date().toISOString(), zone);
    const created = `${dateIn(order.created_at, zone)} ${timeIn(order.created_at, zone)}`;
    // Kiritimati and Pago Pago are half a day from Vilnius: its hour differs as well as its day.
    expect(created).not.toBe(
      `${dateIn(order.created_at, 'Europe/Vilnius')} ${timeIn(order.created_at, 'Europe/Vilnius')}`,
    );

    const csv = await asAdmin('post', '/admin/orders/export').buffer(true).parse(binaryBody).expect(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename=orders-${today}.csv`);
    const [header, ...rows] = parseCsv(csv.body as Buffer);
    expect(header![1]).toBe(`Sukurtas (${zone} laiku)`);
    expect(rows.find((row) => row[0] === order.number)?.[1]).toBe(created);

    const xlsx = await asAdmin('post', '/admin/orders/export?format=xlsx')
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(xlsx.body as Buffer).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe(`Created (${zone} time)`);
    let cell: ExcelJS.CellValue | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === order.number) cell = row.getCell(2).value;
    });
    expect(cell).toEqual(wallClockIn(order.created_at, zone));

    // The newest entry of the audit log is the same in the list and the file; the file writes its time in the zone.
    const [newest] = (await asAdmin('get', '/admin/audit-log?limit=1').expect(200)).body.data as {
      occurred_at: string;
    }[];
    const audit = await asAdmin('get', '/admin/audit-log/export').buffer(true).parse(binaryBody).expect(200);
    expect(audit.headers['content-disposition']).toBe(`attachment; filename=audit-log-${today}.csv`);
    const [auditHeader, first] = parseCsv(audit.body as Buffer);
    expect(auditHeader![0]).toBe(`Laikas (${zone} laiku)`);
    expect(first![0]).toBe(`${dateIn(newest!.occurred_at, zone)} ${timeIn(newest!.occurred_at, zone)}`);

    // A report as of the order's minute in the zone says that minute, and names the zone.
    const asOf = `${dateIn(order.created_at, zone)}T${timeIn(order.created_at, zone)}`;
    const report = await asAdmin('get', `/admin/reports/export?format=csv&period=last_3_months&as_of=${asOf}`)
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(parseCsv(report.body as Buffer)).toContainEqual(['As of', `${created} (${zone} time)`]);

    await asAdmin('put', '/admin/settings/system').send(system).expect(200);
  });

  it('refuses to relabel money: the currency stays while anything is priced in another', async () => {
    await eventOnSale(shop.app, [{ priceCents: 2000, quantity: 10 }]);
    await settle(shop.app);
    const refused = await asAdmin('put', '/admin/settings/system')
      .send({ ...system, currency: 'USD' })
      .set('Accept-Language', 'en')
      .expect(409);
    expect(refused.body.message).toBe(
      "The currency cannot change to USD: ticket types or orders exist in another currency (EUR). The shop's currency only applies to new prices and payments.",
    );
    const lithuanian = await asAdmin('put', '/admin/settings/system')
      .send({ ...system, currency: 'USD' })
      .expect(409);
    expect(lithuanian.body.message).toMatch(/^Valiutos pakeisti į USD negalima/);
    expect((await asAdmin('get', '/admin/settings').expect(200)).body.system.currency).toBe('EUR');
  });
});
