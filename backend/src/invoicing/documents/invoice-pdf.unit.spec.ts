import { PDFParse } from 'pdf-parse';
import type { PrintedDocument } from '../queries/invoices.queries';
import { formatCents, renderInvoicesPdf } from './invoice-pdf';

const invoice: PrintedDocument = {
  kind: 'invoice',
  corrects: null,
  series: 'TS',
  number: 123,
  documentNumber: 'TS-000123',
  orderId: '3f0b6a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  orderNumber: '2E3F4A5B',
  // 23:30 in Vilnius on 31 October, already 1 November there: the day it was issued in the shop's zone.
  issuedAt: '2026-10-31T22:30:00.000Z',
  issuedOn: '2026-11-01',
  seller: {
    legalName: 'UAB „Šiaurės žiburių bilietai“',
    companyCode: '304000000',
    vatCode: '',
    address: 'Žalgirio g. 1, Kaunas',
    bankAccount: 'LT121000011101001000',
  },
  buyer: { name: 'Jūratė Čiurlionytė-Šukienė', email: 'jurate@example.lt' },
  eventName: { lt: 'Ąžuolų šventė', en: 'Oak festival' },
  lines: [
    {
      description: { lt: 'Sėdima vieta, parteris', en: 'Seated, stalls' },
      quantity: 2,
      unitPriceCents: 2500,
      discountCents: 500,
      totalCents: 4500,
    },
  ],
  feeCents: 120,
  totalCents: 4620,
  currency: 'EUR',
};

const creditNote: PrintedDocument = {
  ...invoice,
  kind: 'credit-note',
  number: 124,
  documentNumber: 'TS-000124',
  issuedAt: '2026-11-03T09:00:00.000Z',
  issuedOn: '2026-11-03',
  corrects: { documentNumber: 'TS-000123', issuedAt: invoice.issuedAt, issuedOn: invoice.issuedOn },
  lines: [
    {
      description: { lt: 'Dalinis grąžinimas pagal sąskaitą TS-000123', en: 'Partial refund of invoice TS-000123' },
      quantity: -1,
      unitPriceCents: 1050,
      discountCents: 0,
      totalCents: -1050,
    },
  ],
  feeCents: 0,
  totalCents: -1050,
};

/** Page texts with every run of white space made one space, as pdf.js joins text items its own way. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: pdf });
  try {
    const { pages } = await parser.getText();
    return pages.map((page) => page.text.replace(/\s+/g, ' '));
  } finally {
    await parser.destroy();
  }
}

describe('invoice PDF', () => {
  it('given an invoice and its credit note in Lithuanian, then each is a page with its number, parties, lines and totals, letters intact', async () => {
    const [first, second] = await pagesOf(await renderInvoicesPdf([invoice, creditNote], 'lt'));

    for (const text of [
      'SĄSKAITA FAKTŪRA',
      'Serija ir numeris: TS-000123',
      'Išrašymo data: 2026-11-01',
      'UAB „Šiaurės žiburių bilietai“',
      'Įmonės kodas: 304000000',
      'Žalgirio g. 1, Kaunas',
      'Banko sąskaita: LT121000011101001000',
      'Jūratė Čiurlionytė-Šukienė',
      'jurate@example.lt',
      'Užsakymas 2E3F4A5B: Ąžuolų šventė',
      'Sėdima vieta, parteris 2 25,00 EUR 5,00 EUR 45,00 EUR',
      'Mokėjimo mokestis 1,20 EUR',
      'Iš viso: 46,20 EUR',
      'PVM netaikomas',
    ]) {
      expect(first).toContain(text);
    }
    expect(second).toContain('KREDITINĖ SĄSKAITA FAKTŪRA');
    expect(second).toContain('Serija ir numeris: TS-000124');
    expect(second).toContain('Koreguoja sąskaitą faktūrą TS-000123, išrašytą 2026-11-01');
    expect(second).toContain('-1 10,50 EUR 0,00 EUR -10,50 EUR');
    expect(second).toContain('Iš viso: -10,50 EUR');
  });

  it('given a seller registered for VAT, then its VAT code is shown and prices are said to include VAT, unsplit', async () => {
    const withVat = { ...invoice, seller: { ...invoice.seller, vatCode: 'LT100012345610' } };

    const [page] = await pagesOf(await renderInvoicesPdf([withVat], 'en'));

    expect(page).toContain('INVOICE');
    expect(page).toContain('VAT code: LT100012345610');
    expect(page).toContain('Prices include VAT');
    expect(page).not.toContain('VAT not applicable');
    expect(page).toContain('Total: 46.20 EUR');
    expect(page).toContain('Order 2E3F4A5B: Oak festival');
  });

  it('given a seller whose details are not filled in yet, then no empty label is printed', async () => {
    const bare = { ...invoice, seller: { ...invoice.seller, companyCode: '', address: '', bankAccount: '' } };

    const [page] = await pagesOf(await renderInvoicesPdf([bare], 'lt'));

    expect(page).toContain('UAB „Šiaurės žiburių bilietai“');
    expect(page).not.toContain('Įmonės kodas');
    expect(page).not.toContain('Banko sąskaita');
  });

  it('given the same documents and creation date, then the bytes are the same', async () => {
    const createdAt = new Date('2026-11-01T10:00:00Z');

    const once = await renderInvoicesPdf([invoice], 'lt', { createdAt });

    expect((await renderInvoicesPdf([invoice], 'lt', { createdAt })).equals(once)).toBe(true);
  });

  it('formats cents with two decimals in the reader’s notation', () => {
    expect(formatCents(123450, 'EUR', 'lt')).toBe('1 234,50 EUR');
    expect(formatCents(-5, 'EUR', 'en')).toBe('-0.05 EUR');
  });
});
