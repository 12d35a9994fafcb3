import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { PDFParse } from 'pdf-parse';
import request from 'supertest';
import {
  invoiceDocumentNumber,
  invoiceSeriesStreamId,
  type EventStore,
  type InvoiceDocumentData,
} from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { settle } from '../../ordering/testing/checkout-fixtures';
import { commandMetadata, eventMetadata } from '../../shared/event-sourcing/command-metadata';
import { createAccount, signIn } from '../../testing/accounts';
import { binaryBody } from '../../testing/binary-body';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { InvoiceRegisterQueries } from './invoice-register.queries';

const SERIES = 'KB';
const FORMULA_NAME = '=HYPERLINK("http://x.example/","open")';
const FORMULA_EMAIL = '+1+1.x@example.com';

interface Issued {
  number: number;
  issuedOn: string;
  totalCents: number;
  currency: 'EUR' | 'USD';
  buyer: { name: string; email: string };
  corrects?: number;
}

/** The register's documents: October's last day, three of November (two currencies, one credit note), December's first. */
const ISSUED: Issued[] = [
  {
    number: 1,
    issuedOn: '2026-10-31',
    totalCents: 5000,
    currency: 'EUR',
    buyer: { name: 'Ona Žemaitė', email: 'ona@example.lt' },
  },
  {
    number: 2,
    issuedOn: '2026-11-01',
    totalCents: 4620,
    currency: 'EUR',
    buyer: { name: FORMULA_NAME, email: FORMULA_EMAIL },
  },
  {
    number: 3,
    issuedOn: '2026-11-15',
    totalCents: 5000,
    currency: 'USD',
    buyer: { name: 'John Smith', email: 'john@example.com' },
  },
  {
    number: 4,
    issuedOn: '2026-11-20',
    totalCents: -4620,
    currency: 'EUR',
    buyer: { name: FORMULA_NAME, email: FORMULA_EMAIL },
    corrects: 2,
  },
  {
    number: 5,
    issuedOn: '2026-12-01',
    totalCents: 1000,
    currency: 'EUR',
    buyer: { name: 'Petras Jonaitis', email: 'petras@example.lt' },
  },
];

const orderIds = new Map<number, string>();
const orderIdOf = (number: number): string => {
  if (!orderIds.has(number)) orderIds.set(number, randomUUID());
  return orderIds.get(number)!;
};

function documentOf(issued: Issued, series = SERIES): InvoiceDocumentData {
  const orderId = orderIdOf(issued.corrects ?? issued.number);
  return {
    series,
    number: issued.number,
    documentNumber: invoiceDocumentNumber(series, issued.number),
    orderId,
    orderNumber: orderId.slice(0, 8).toUpperCase(),
    issuedAt: `${issued.issuedOn}T10:00:00.000Z`,
    issuedOn: issued.issuedOn,
    seller: {
      legalName: 'UAB „Bilietų šėlsmas“',
      companyCode: '304000000',
      vatCode: '',
      address: 'Gedimino pr. 1, Vilnius',
      bankAccount: 'LT121000011101001000',
    },
    buyer: issued.buyer,
    eventName: { lt: 'Vasaros koncertas', en: 'Summer concert' },
    lines: [
      {
        description: { lt: 'Standartinis', en: 'Standard' },
        quantity: issued.totalCents < 0 ? -1 : 1,
        unitPriceCents: Math.abs(issued.totalCents),
        discountCents: 0,
        totalCents: issued.totalCents,
      },
    ],
    feeCents: 0,
    totalCents: issued.totalCents,
    currency: issued.currency,
  };
}

/** Appends the documents to their series stream as the invoicing process would. */
async function issue(shop: TestApp, documents: Issued[], series = SERIES): Promise<void> {
  const metadata = eventMetadata(commandMetadata({ kind: 'system', name: 'invoicing' }));
  await shop.app.get<EventStore>(EVENT_STORE).appendToStream(
    invoiceSeriesStreamId(series),
    documents.map((issued) => {
      const data = documentOf(issued, series);
      const corrected = issued.corrects ? documentOf(ISSUED[issued.corrects - 1]!, series) : undefined;
      return {
        eventId: randomUUID(),
        type: corrected ? 'CreditNoteIssued' : 'InvoiceIssued',
        version: 2,
        data: corrected
          ? {
              ...data,
              refundId: randomUUID(),
              corrects: {
                documentNumber: corrected.documentNumber,
                issuedAt: corrected.issuedAt,
                issuedOn: corrected.issuedOn,
              },
            }
          : data,
        metadata,
      };
    }),
  );
  await settle(shop.app);
}

/** A CSV export's records, read by csv-parse (its byte-order mark dropped). */
const csvRecords = (body: Buffer): string[][] => parse(body.toString('utf8'), { bom: true }) as string[][];

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('the invoice register for finance', () => {
  let shop: TestApp;
  let adminToken: string;
  const api = () => request(shop.app.getHttpServer());
  const asAdmin = (path: string, language = 'lt') =>
    api().get(path).set('Authorization', `Bearer ${adminToken}`).set('Accept-Language', language);
  const download = (path: string, language = 'lt') => asAdmin(path, language).buffer(true).parse(binaryBody);

  beforeAll(async () => {
    shop = await createTestApp({ EXPORT_RATE_PER_ADDRESS: '1000' });
    adminToken = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
    await issue(shop, ISSUED);
  }, 120_000);
  afterAll(() => shop.close());

  const NOVEMBER = 'from=2026-11-01&to=2026-11-30';

  it('lists a period’s documents by their printed day, in the order of their dates and numbers', async () => {
    const answer = await asAdmin(`/api/admin/invoices?${NOVEMBER}`).expect(200);

    expect(answer.body.data.map((row: { document_number: string }) => row.document_number)).toEqual([
      'KB-000002',
      'KB-000003',
      'KB-000004',
    ]);
    expect(answer.body.data[2]).toEqual({
      document_number: 'KB-000004',
      kind: 'credit_note',
      series: 'KB',
      number: 4,
      issued_on: '2026-11-20',
      issued_at: '2026-11-20T10:00:00.000Z',
      order_id: orderIdOf(2),
      order_number: orderIdOf(2).slice(0, 8).toUpperCase(),
      buyer: { name: FORMULA_NAME, email: FORMULA_EMAIL },
      event_name: { lt: 'Vasaros koncertas', en: 'Summer concert' },
      total_cents: -4620,
      currency: 'EUR',
      corrects: { document_number: 'KB-000002', issued_on: '2026-11-01' },
    });
    expect(answer.body.pagination).toEqual({ page: 1, limit: 20, total: 3, total_pages: 1 });
  });

  it('totals each currency apart over the whole filtered period, not only the page, credit notes negative', async () => {
    const page = await asAdmin(`/api/admin/invoices?${NOVEMBER}&limit=1&page=2`).expect(200);

    expect(page.body.data.map((row: { document_number: string }) => row.document_number)).toEqual(['KB-000003']);
    expect(page.body.pagination).toEqual({ page: 2, limit: 1, total: 3, total_pages: 3 });
    expect(page.body.totals).toEqual([
      { currency: 'EUR', invoices: 1, invoiced_cents: 4620, credit_notes: 1, credited_cents: -4620, balance_cents: 0 },
      { currency: 'USD', invoices: 1, invoiced_cents: 5000, credit_notes: 0, credited_cents: 0, balance_cents: 5000 },
    ]);
    const all = await asAdmin('/api/admin/invoices').expect(200);
    expect(all.body.totals[0]).toEqual({
      currency: 'EUR',
      invoices: 3,
      invoiced_cents: 10620,
      credit_notes: 1,
      credited_cents: -4620,
      balance_cents: 6000,
    });
  });

  it('narrows by kind, series and a search of number, buyer name, e-mail or order number', async () => {
    const numbers = async (query: string) =>
      (await asAdmin(`/api/admin/invoices?${query}`).expect(200)).body.data.map(
        (row: { document_number: string }) => row.document_number,
      );

    expect(await numbers('kind=credit_note')).toEqual(['KB-000004']);
    expect(await numbers(`${NOVEMBER}&kind=invoice`)).toEqual(['KB-000002', 'KB-000003']);
    expect(await numbers('series=kb&to=2026-10-31')).toEqual(['KB-000001']);
    expect(await numbers('series=ZZ')).toEqual([]);
    expect(await numbers('q=smith')).toEqual(['KB-000003']);
    expect(await numbers('q=PETRAS%40example')).toEqual(['KB-000005']);
    expect(await numbers('q=kb-000005')).toEqual(['KB-000005']);
    expect(await numbers(`q=${orderIdOf(1).slice(0, 8).toLowerCase()}`)).toEqual(['KB-000001']);
    // LIKE's own characters are taken as typed.
    expect(await numbers('q=%25')).toEqual([]);
  });

  it('refuses bad filters with a 400 in Lithuanian and English, on the list, the export and the archive', async () => {
    const cases: [string, string, string, string][] = [
      [
        'from=2026-02-30',
        'from',
        'Laukas „from“ turi būti data formatu MMMM-MM-DD',
        'from must be a date written YYYY-MM-DD',
      ],
      [
        'from=2026-11-30&to=2026-11-01',
        'from',
        'Data „nuo“ negali būti vėlesnė už datą „iki“',
        'from cannot be later than to',
      ],
      [
        'kind=receipt',
        'kind',
        'Laukas „kind“ turi būti vienas iš: invoice, credit_note',
        'kind must be one of: invoice, credit_note',
      ],
      ['series=K1', 'series', 'Serija – 2–5 raidės', 'The series is 2–5 letters'],
      ['q=a%0Ab', 'q', 'Laukas „q“ turi netinkamų simbolių', 'q contains characters that are not allowed'],
    ];
    for (const path of ['/api/admin/invoices', '/api/admin/invoices/export', '/api/admin/invoices/archive']) {
      for (const [query, field, lt, en] of cases) {
        const inLithuanian = await asAdmin(`${path}?${query}`).expect(400);
        expect([path, query, inLithuanian.body.errors]).toEqual([path, query, [{ field, message: lt }]]);
        const inEnglish = await asAdmin(`${path}?${query}`, 'en').expect(400);
        expect([path, query, inEnglish.body.errors]).toEqual([path, query, [{ field, message: en }]]);
      }
    }
    expect((await asAdmin('/api/admin/invoices?page=0').expect(400)).body.errors[0].field).toBe('page');
    expect((await asAdmin('/api/admin/invoices?limit=101').expect(400)).body.errors[0].field).toBe('limit');
    expect((await asAdmin('/api/admin/invoices/export?format=pdf').expect(400)).body.errors[0].field).toBe('format');
    await asAdmin('/api/admin/invoices?month=11').expect(400);
  });

  it('serves admins and super admins only: users and organizers 403, anonymous callers 401', async () => {
    const superAdmin = (await signIn(shop.app, await createAccount(shop.app, 'super_admin'))).accessToken;
    await api().get('/api/admin/invoices').set('Authorization', `Bearer ${superAdmin}`).expect(200);
    for (const role of ['user', 'organizer'] as const) {
      const token = (await signIn(shop.app, await createAccount(shop.app, role))).accessToken;
      for (const path of ['/api/admin/invoices', '/api/admin/invoices/export', '/api/admin/invoices/archive']) {
        await api().get(path).set('Authorization', `Bearer ${token}`).expect(403);
        await api().get(path).expect(401);
      }
    }
  });

  it('exports the period as CSV in the reader’s language, money as figures and a formula name as text', async () => {
    const answer = await download(`/api/admin/invoices/export?${NOVEMBER}`).expect(200);

    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename=saskaitu-registras-2026-11-01_2026-11-30.csv',
    );
    const [headings, ...records] = csvRecords(answer.body as Buffer);
    expect(headings).toEqual([
      'Dokumento numeris',
      'Rūšis',
      'Data',
      'Užsakymas',
      'Pirkėjas',
      'El. paštas',
      'Renginys',
      'Suma',
      'Valiuta',
      'Koreguojama sąskaita',
      'Užsakymo ID',
    ]);
    expect(records.map((record) => record.slice(0, 3))).toEqual([
      ['KB-000002', 'Sąskaita faktūra', '2026-11-01'],
      ['KB-000003', 'Sąskaita faktūra', '2026-11-15'],
      ['KB-000004', 'Kreditinė sąskaita faktūra', '2026-11-20'],
    ]);
    // The buyer typed a formula: the spreadsheet gets it as text, the shop's own negative sum as a number.
    expect(records[2]!.slice(4, 10)).toEqual([
      `'${FORMULA_NAME}`,
      `'${FORMULA_EMAIL}`,
      'Vasaros koncertas',
      '-46.20',
      'EUR',
      'KB-000002',
    ]);

    const english = await download(`/api/admin/invoices/export?${NOVEMBER}&kind=credit_note`, 'en').expect(200);
    expect(english.headers['content-disposition']).toBe(
      'attachment; filename=invoice-register-2026-11-01_2026-11-30.csv',
    );
    const [englishHeadings, ...englishRecords] = csvRecords(english.body as Buffer);
    expect(englishHeadings!.slice(0, 3)).toEqual(['Document number', 'Kind', 'Date']);
    expect(englishRecords.map((record) => [record[1], record[6]])).toEqual([['Credit note', 'Summer concert']]);
  });

  it('exports the period as .xlsx with number and date cells, read back by exceljs', async () => {
    const answer = await download(`/api/admin/invoices/export?${NOVEMBER}&format=xlsx`, 'en').expect(200);

    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename=invoice-register-2026-11-01_2026-11-30.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((answer.body as Buffer).buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Invoices');
    expect(sheet.getRow(1).getCell(1).value).toBe('Document number');
    const rows = [2, 3, 4].map((index) => sheet.getRow(index));
    expect(rows.map((row) => [row.getCell(1).value, row.getCell(8).value, row.getCell(9).value])).toEqual([
      ['KB-000002', 46.2, 'EUR'],
      ['KB-000003', 50, 'USD'],
      ['KB-000004', -46.2, 'EUR'],
    ]);
    expect(rows[0]!.getCell(3).value).toEqual(new Date('2026-11-01T00:00:00.000Z'));
    expect(rows[2]!.getCell(5).value).toBe(FORMULA_NAME);
    expect(sheet.getRow(5).getCell(1).value).toBeNull();
  });

  it('puts the period’s PDFs in one ZIP, a file per document named by its number, the buyer’s pages', async () => {
    const answer = await download(`/api/admin/invoices/archive?${NOVEMBER}`).expect(200);

    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe('attachment; filename=saskaitos-2026-11-01_2026-11-30.zip');
    const zip = await JSZip.loadAsync(answer.body as Buffer);
    expect(Object.keys(zip.files).sort()).toEqual(['KB-000002.pdf', 'KB-000003.pdf', 'KB-000004.pdf']);
    const creditNote = await zip.file('KB-000004.pdf')!.async('nodebuffer');
    expect(creditNote.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(creditNote);
    expect(text).toContain('KREDITINĖ SĄSKAITA FAKTŪRA');
    expect(text).toContain('KB-000004');
    expect(text).toContain('KB-000002');

    const english = await download(`/api/admin/invoices/archive?${NOVEMBER}&q=smith`, 'en').expect(200);
    expect(english.headers['content-disposition']).toBe('attachment; filename=invoices-2026-11-01_2026-11-30.zip');
    const englishZip = await JSZip.loadAsync(english.body as Buffer);
    expect(Object.keys(englishZip.files)).toEqual(['KB-000003.pdf']);
    expect(await textOf(await englishZip.file('KB-000003.pdf')!.async('nodebuffer'))).toContain('INVOICE');
  });

  it('answers a failure of the first read as an error, not as a file', async () => {
    const failing = jest.spyOn(shop.app.get(InvoiceRegisterQueries), 'matching').mockImplementation(async function* () {
      yield* [];
      throw new Error('the database went away');
    });
    try {
      for (const path of ['/api/admin/invoices/export', '/api/admin/invoices/archive']) {
        const answer = await asAdmin(path);
        expect([path, answer.status, answer.headers['content-disposition']]).toEqual([path, 500, undefined]);
        expect(answer.body).toMatchObject({ statusCode: 500, errors: [] });
      }
    } finally {
      failing.mockRestore();
    }
  });

  it('answers 404 to an archive of a period without documents', async () => {
    const answer = await asAdmin('/api/admin/invoices/archive?from=2025-01-01&to=2025-01-31', 'en').expect(404);
    expect(answer.body.message).toBe('No document matches the filters');
  });
});

describe('the invoice register’s files: limited like every export', () => {
  let shop: TestApp;
  let adminToken: string;
  const asAdmin = (path: string) =>
    request(shop.app.getHttpServer())
      .get(path)
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse(binaryBody);

  beforeAll(async () => {
    shop = await createTestApp({ EXPORT_RATE_PER_ADDRESS: '3' });
    adminToken = (await signIn(shop.app, await createAccount(shop.app, 'admin'))).accessToken;
    // One more document than an archive holds, all on one day.
    const many = Array.from({ length: 2001 }, (_, i) => ({ ...ISSUED[0]!, number: i + 1, issuedOn: '2026-09-01' }));
    await issue(shop, many, 'CAP');
  }, 180_000);
  afterAll(() => shop.close());

  it('refuses an archive of more documents than it holds with a 400 telling to narrow the period', async () => {
    const answer = await asAdmin('/api/admin/invoices/archive?from=2026-09-01&to=2026-09-30').expect(400);
    expect(JSON.parse((answer.body as Buffer).toString()).message).toBe(
      'Too many documents for one archive (2001, at most 2000): narrow the period',
    );
  });

  it('counts exports and archives against the shop’s export budget and answers 429 past it', async () => {
    // The refused archive above was not counted: three files, then a fourth is too many.
    await asAdmin('/api/admin/invoices/export?from=2026-09-01&to=2026-09-01').expect(200);
    await asAdmin('/api/admin/invoices/export?format=xlsx&to=2026-01-01').expect(200);
    await asAdmin('/api/admin/invoices/archive?q=CAP-000001').expect(200);
    const refused = await asAdmin('/api/admin/invoices/archive?q=CAP-000002').expect(429);
    expect(JSON.parse((refused.body as Buffer).toString()).message).toMatch(/^Too many exports in a short time/);
    await asAdmin('/api/admin/invoices/export?format=csv').expect(429);
    // A refused filter costs nothing and is still told as such.
    await asAdmin('/api/admin/invoices/export?from=nope').expect(400);
  });
});
