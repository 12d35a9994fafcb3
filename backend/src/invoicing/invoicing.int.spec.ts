import { binaryBody } from '../testing/binary-body';
import { sql } from 'kysely';
import { PDFParse } from 'pdf-parse';
import request from 'supertest';
import {
  invoiceSeriesStreamId,
  type CreditNoteIssued,
  type Database,
  type EventStore,
  type InvoiceIssued,
} from '@ticketshop/projections';
import { orderLine, orderPlacedData } from '@ticketshop/projections/testing';
import { DATABASE, EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { commandMetadata } from '../shared/event-sourcing/command-metadata';
import { buyer, eventOnSale, payInSandbox, settle } from '../ordering/testing/checkout-fixtures';
import { createAccount, signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { InvoiceSeriesStreams } from './infrastructure/invoice-series-streams';
import { InvoicingModule } from './invoicing.module';

const seller = {
  legalName: 'UAB „Šiaurės žiburių bilietai“',
  companyCode: '304000000',
  vatCode: '',
  address: 'Žalgirio g. 1, Kaunas',
  bankAccount: 'LT121000011101001000',
  invoiceSeries: 'TS',
};

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('invoices and credit notes', () => {
  let shop: TestApp;
  let adminToken: string;
  let userToken: string;
  let catalog: { ticketTypeId: string };
  const api = () => request(shop.app.getHttpServer());
  const store = () => shop.app.get<EventStore>(EVENT_STORE);
  const series = async () =>
    (await store().readStream(invoiceSeriesStreamId('TS'))) as unknown as (
      (InvoiceIssued & { globalPosition: bigint }) | (CreditNoteIssued & { globalPosition: bigint })
    )[];

  const lastWritten = async () => {
    const result = await sql<{ position: string | null }>`select max(global_position)::text as position
      from event_log`.execute(shop.app.get<Database>(DATABASE).db);
    return BigInt(result.rows[0]?.position ?? 0);
  };

  /** Everything recorded so far is handled by the process managers, invoicing among them, and projected. */
  async function settleInvoices(): Promise<void> {
    for (;;) {
      await settle(shop.app);
      const last = await lastWritten();
      await shop.app.get(InvoicingModule).whenProcessed(last);
      if ((await lastWritten()) === last) return;
    }
  }

  async function placeOrder(email: string, quantity = 1): Promise<{ orderId: string; paymentUrl: string }> {
    const placed = await api()
      .post('/api/v1/orders/guest/create')
      .send({ ...buyer(email), tickets: [{ id: catalog.ticketTypeId, quantity }] })
      .expect(201);
    const orderId = String(placed.body.order.identifier);
    const started = await api().post(`/api/v1/orders/guest/${orderId}/payment/initiate`).send({ email }).expect(200);
    return { orderId, paymentUrl: String(started.body.payment_url) };
  }

  async function paidOrder(email: string, quantity = 1): Promise<string> {
    const { orderId, paymentUrl } = await placeOrder(email, quantity);
    await payInSandbox(shop.app, paymentUrl);
    await settleInvoices();
    return orderId;
  }

  const pdfAsAdmin = (orderId: string) =>
    api()
      .get(`/api/orders/${orderId}/invoices`)
      .set('Authorization', `Bearer ${adminToken}`)
      .buffer(true)
      .parse(binaryBody);

  beforeAll(async () => {
    shop = await createTestApp({ ORDER_RATE_PER_ADDRESS: '1000' });
    adminToken = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
    userToken = (await signIn(shop.app, await createAccount(shop.app, 'user'))).accessToken;
    await api().put('/api/admin/settings/seller').set('Authorization', `Bearer ${adminToken}`).send(seller).expect(200);
    const { ticketTypeIds } = await eventOnSale(shop.app, [{ priceCents: 2000, quantity: 500 }]);
    catalog = { ticketTypeId: ticketTypeIds[0]! };
  });
  afterAll(() => shop.close());

  it('given 40 orders paid at the same time through the sandbox, then their invoices are numbered 1 to 40, each once', async () => {
    const orders = await Promise.all(Array.from({ length: 40 }, (_, i) => placeOrder(`rush-${i}@example.lt`)));

    await Promise.all(orders.map((order) => payInSandbox(shop.app, order.paymentUrl)));
    await settleInvoices();

    const issued = await series();
    expect(issued.map((event) => event.data.number)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(issued.map((event) => event.type)).toEqual(Array(40).fill('InvoiceIssued'));
    expect(new Set(issued.map((event) => event.data.orderId))).toEqual(new Set(orders.map((order) => order.orderId)));
    const rows = await shop.app
      .get<Database>(DATABASE)
      .db.selectFrom('read_models.invoices')
      .select(['document_number'])
      .orderBy('document_number')
      .execute();
    expect(rows.map((row) => row.document_number)).toEqual(
      Array.from({ length: 40 }, (_, i) => `TS-${String(i + 1).padStart(6, '0')}`),
    );
    // Forty whole purchases, on a machine shared with other test runs.
  }, 300_000);

  it('given two writers racing on one series, as two processes would, then neither number is taken twice nor skipped', async () => {
    const [one, two] = [new InvoiceSeriesStreams(store()), new InvoiceSeriesStreams(store())];
    const issue = (writer: InvoiceSeriesStreams, i: number) => {
      const orderId = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      return writer.decide(
        {
          type: 'IssueInvoice',
          data: {
            series: 'RACE',
            seller,
            issuedAt: new Date().toISOString(),
            issuedOn: new Date().toISOString().slice(0, 10),
            order: orderPlacedData(orderId, 'event-1', [orderLine('tt-1')]),
            orderNumber: orderId.slice(-8),
          },
        },
        commandMetadata({ kind: 'system', name: 'test' }),
      );
    };

    await Promise.all(Array.from({ length: 20 }, (_, i) => [issue(one, i), issue(two, i + 20)]).flat());

    const numbers = (await store().readStream(invoiceSeriesStreamId('RACE'))).map((event) => event.data.number);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('given a paid order refunded in part, then a credit note with the next number corrects its invoice', async () => {
    const orderId = await paidOrder('credit@example.lt', 2);
    const before = (await series()).at(-1)!.data.number;

    await api()
      .post(`/api/orders/${orderId}/refund`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ amount: 15, reason: 'Vienas žiūrovas negalės atvykti' })
      .expect(202);
    await settleInvoices();

    const [invoice, note] = (await series()).filter((event) => event.data.orderId === orderId);
    expect(invoice).toMatchObject({ type: 'InvoiceIssued', data: { totalCents: 4000 } });
    expect(note).toMatchObject({
      type: 'CreditNoteIssued',
      data: {
        number: before + 1,
        totalCents: -1500,
        corrects: { documentNumber: invoice!.data.documentNumber },
      },
    });
  });

  it('given an order with an invoice and a credit note, then its PDF shows both: numbers, seller, buyer, lines and totals, letters intact', async () => {
    const orderId = await paidOrder('pdf@example.lt', 2);
    await api()
      .post(`/api/orders/${orderId}/refund`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ amount: 40, reason: 'Renginys nukeltas' })
      .expect(202);
    await settleInvoices();
    const [invoice, note] = (await series()).filter((event) => event.data.orderId === orderId);

    const response = await pdfAsAdmin(orderId).expect(200).expect('Content-Type', 'application/pdf');
    const text = await textOf(response.body as Buffer);

    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="saskaitos-[0-9A-F]{8}\.pdf"$/);
    for (const expected of [
      'SĄSKAITA FAKTŪRA',
      `Serija ir numeris: ${invoice!.data.documentNumber}`,
      'KREDITINĖ SĄSKAITA FAKTŪRA',
      `Serija ir numeris: ${note!.data.documentNumber}`,
      `Koreguoja sąskaitą faktūrą ${invoice!.data.documentNumber}`,
      'UAB „Šiaurės žiburių bilietai“',
      'Įmonės kodas: 304000000',
      'Žalgirio g. 1, Kaunas',
      'Ona Žemaitė',
      'pdf@example.lt',
      'Žalgirio arena: Šventinis koncertas',
      '2 20,00 EUR 0,00 EUR 40,00 EUR',
      'Iš viso: 40,00 EUR',
      '-2 20,00 EUR 0,00 EUR -40,00 EUR',
      'Iš viso: -40,00 EUR',
      'PVM netaikomas',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lets admins download any order’s invoices, refuses other users, and lets a buyer in only with the signed link', async () => {
    const orderId = await paidOrder('access@example.lt');
    const otherOrderId = await paidOrder('other@example.lt');

    await pdfAsAdmin(orderId).expect(200);
    await api().get(`/api/orders/${orderId}/invoices`).set('Authorization', `Bearer ${userToken}`).expect(403);
    await api().get(`/api/orders/${orderId}/invoices`).expect(401);

    const looked = await api()
      .post(`/api/v1/orders/guest/${orderId}/lookup`)
      .send({ email: 'access@example.lt' })
      .expect(200);
    const link = String(looked.body.order.invoices_pdf_url);
    expect(link).toMatch(new RegExp(`^/api/v1/orders/guest/${orderId}/invoices\\.pdf\\?token=`));
    const english = await api().get(link).set('Accept-Language', 'en').buffer(true).parse(binaryBody).expect(200);
    expect(await textOf(english.body as Buffer)).toContain('INVOICE');

    const token = new URL(link, 'http://shop.test').searchParams.get('token')!;
    await api().get(`/api/v1/orders/guest/${otherOrderId}/invoices.pdf?token=${token}`).expect(403);
    await api()
      .get(`/api/v1/orders/guest/${orderId}/invoices.pdf?token=${token.slice(0, -2)}xx`)
      .expect(403);
    // The tickets link is for the tickets alone.
    const ticketsToken = new URL(String(looked.body.order.tickets_pdf_url), 'http://shop.test').searchParams.get(
      'token',
    )!;
    await api().get(`/api/v1/orders/guest/${orderId}/invoices.pdf?token=${ticketsToken}`).expect(403);
    await api().get(`/api/v1/orders/guest/${orderId}/invoices.pdf`).expect(400);
  });

  it('given the same signed link with ?lang, then the documents are in the page’s language whatever the browser’s', async () => {
    const orderId = await paidOrder('language@example.lt');
    const looked = await api()
      .post(`/api/v1/orders/guest/${orderId}/lookup`)
      .send({ email: 'language@example.lt' })
      .expect(200);
    const link = String(looked.body.order.invoices_pdf_url);
    const download = async (lang: string | null, acceptLanguage: string) => {
      const response = await api()
        .get(lang === null ? link : `${link}&lang=${lang}`)
        .set('Accept-Language', acceptLanguage)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      return { text: await textOf(response.body as Buffer), filename: String(response.headers['content-disposition']) };
    };

    const lithuanianPage = await download('lt', 'en-GB,en;q=0.9');
    expect(lithuanianPage.text).toContain('SĄSKAITA FAKTŪRA');
    expect(lithuanianPage.text).not.toContain('INVOICE');
    expect(lithuanianPage.filename).toMatch(/filename="saskaitos-/);

    const englishPage = await download('en', 'lt');
    expect(englishPage.text).toContain('INVOICE');
    expect(englishPage.text).not.toContain('SĄSKAITA FAKTŪRA');
    expect(englishPage.filename).toMatch(/filename="invoices-/);

    // Without lang, or with one the shop has no texts in, the browser's language decides, as before.
    expect((await download(null, 'en')).text).toContain('INVOICE');
    expect((await download('de', 'en')).text).toContain('INVOICE');
    expect((await download('de', 'lt')).text).toContain('SĄSKAITA FAKTŪRA');
  });

  it('given an order not paid, then it offers no invoices link and has no invoices', async () => {
    const { orderId } = await placeOrder('unpaid@example.lt');
    await settleInvoices();

    const looked = await api()
      .post(`/api/v1/orders/guest/${orderId}/lookup`)
      .send({ email: 'unpaid@example.lt' })
      .expect(200);
    expect(looked.body.order.invoices_pdf_url).toBeNull();
    await pdfAsAdmin(orderId).expect(404);
    await api().get('/api/orders/not-an-id/invoices').set('Authorization', `Bearer ${adminToken}`).expect(400);
  });
});
