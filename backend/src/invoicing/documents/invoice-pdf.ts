/**
 * An order's invoice and credit notes as one PDF, a document per A4 page, printed from the documents as
 * they were issued: the seller, buyer, lines and totals never come from anywhere else.
 */
import { dirname, join } from 'node:path';
import type { InvoiceDocument, OrderLanguage } from '@ticketshop/projections';
import PDFDocument from 'pdfkit';
import { SIGNATURE } from '../../mail/public-api';
import type { PrintedDocument } from '../queries/invoices.queries';
import { formatMajor } from '../../shared/money/money';

/** The standard PDF fonts have no ą č ę ė į š ų ū ž: DejaVu has them and is embedded (as a subset). */
const FONTS_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = join(FONTS_DIR, 'DejaVuSans.ttf');
const BOLD = join(FONTS_DIR, 'DejaVuSans-Bold.ttf');

interface Texts {
  title: Record<InvoiceDocument['kind'], string>;
  number: string;
  date: string;
  corrects: (documentNumber: string, date: string) => string;
  seller: string;
  buyer: string;
  companyCode: string;
  vatCode: string;
  bankAccount: string;
  order: (orderNumber: string, eventName: string) => string;
  columns: [string, string, string, string, string];
  fee: string;
  total: string;
  vatNotApplied: string;
  vatIncluded: string;
  footer: string;
  fileTitle: string;
}

const TEXTS: Record<OrderLanguage, Texts> = {
  lt: {
    title: { invoice: 'SĄSKAITA FAKTŪRA', 'credit-note': 'KREDITINĖ SĄSKAITA FAKTŪRA' },
    number: 'Serija ir numeris',
    date: 'Išrašymo data',
    corrects: (number, date) => `Koreguoja sąskaitą faktūrą ${number}, išrašytą ${date}`,
    seller: 'Pardavėjas',
    buyer: 'Pirkėjas',
    companyCode: 'Įmonės kodas',
    vatCode: 'PVM mokėtojo kodas',
    bankAccount: 'Banko sąskaita',
    order: (orderNumber, eventName) => `Užsakymas ${orderNumber}: ${eventName}`,
    columns: ['Prekė ar paslauga', 'Kiekis', 'Kaina', 'Nuolaida', 'Suma'],
    fee: 'Mokėjimo mokestis',
    total: 'Iš viso',
    vatNotApplied: 'PVM netaikomas',
    vatIncluded: 'Kainos nurodytos su PVM',
    footer: 'Dokumentas išrašytas elektroniniu būdu ir galioja be parašo.',
    fileTitle: 'Sąskaitos faktūros',
  },
  en: {
    title: { invoice: 'INVOICE', 'credit-note': 'CREDIT NOTE' },
    number: 'Series and number',
    date: 'Date of issue',
    corrects: (number, date) => `Corrects invoice ${number} issued on ${date}`,
    seller: 'Seller',
    buyer: 'Buyer',
    companyCode: 'Company code',
    vatCode: 'VAT code',
    bankAccount: 'Bank account',
    order: (orderNumber, eventName) => `Order ${orderNumber}: ${eventName}`,
    columns: ['Item', 'Qty', 'Unit price', 'Discount', 'Amount'],
    fee: 'Payment fee',
    total: 'Total',
    vatNotApplied: 'VAT not applicable',
    vatIncluded: 'Prices include VAT',
    footer: 'This document was issued electronically and is valid without a signature.',
    fileTitle: 'Invoices',
  },
};

/** Cents as an amount with two decimals, in the reader's notation (`1 234,50` in Lithuanian). */
export function formatCents(cents: number, currency: string, language: OrderLanguage): string {
  const amount = new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(formatMajor(cents) as `${number}`);
  // Lithuanian Intl groups with a no-break space and writes U+2212 for minus: plain characters extract,
  // search and copy into accounting software alike everywhere.
  return `${amount.replace(/\s/g, ' ').replace('\u2212', '-')} ${currency}`;
}

const INK = '#1a1a2e';
const MUTED = '#5c5c70';
const RULE = '#c8c8d4';
const MARGIN = 48;

/**
 * Renders the documents. The PDF's creation date is the only thing not taken from them: pass it to get
 * the same bytes every time.
 */
export async function renderInvoicesPdf(
  documents: readonly PrintedDocument[],
  language: OrderLanguage,
  options: { createdAt?: Date } = {},
): Promise<Buffer> {
  if (documents.length === 0) throw new Error('No documents to print');
  const texts = TEXTS[language];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    font: REGULAR,
    lang: language === 'lt' ? 'lt-LT' : 'en-US',
    displayTitle: true,
    info: {
      Title: `${texts.fileTitle} ${documents.map((document) => document.documentNumber).join(', ')}`,
      Author: SIGNATURE[language],
      CreationDate: options.createdAt ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const document of documents) {
    pdf.addPage();
    drawDocument(pdf, document, language);
  }
  pdf.end();
  return ended;
}

function drawDocument(pdf: PDFKit.PDFDocument, document: PrintedDocument, language: OrderLanguage): void {
  const texts = TEXTS[language];
  const money = (cents: number) => formatCents(cents, document.currency, language);
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;

  pdf.font(BOLD).fontSize(18).fillColor(INK).text(texts.title[document.kind], left, MARGIN, { width });
  pdf.moveDown(0.4);
  labelled(pdf, texts.number, document.documentNumber, left, width);
  labelled(pdf, texts.date, document.issuedOn, left, width);
  if (document.corrects) {
    pdf
      .font(REGULAR)
      .fontSize(10)
      .fillColor(INK)
      .text(texts.corrects(document.corrects.documentNumber, document.corrects.issuedOn), left, pdf.y, {
        width,
      });
  }

  const partiesTop = pdf.y + 16;
  const columnWidth = (width - 24) / 2;
  const { seller, buyer } = document;
  // A detail the seller has not filled in yet is left out rather than printed as an empty label.
  const sellerLines = [
    seller.legalName,
    seller.companyCode && `${texts.companyCode}: ${seller.companyCode}`,
    seller.vatCode && `${texts.vatCode}: ${seller.vatCode}`,
    seller.address,
    seller.bankAccount && `${texts.bankAccount}: ${seller.bankAccount}`,
  ].filter((line) => line !== '');
  const sellerBottom = party(pdf, texts.seller, sellerLines, left, partiesTop, columnWidth);
  const buyerBottom = party(
    pdf,
    texts.buyer,
    [buyer.name, buyer.email],
    left + columnWidth + 24,
    partiesTop,
    columnWidth,
  );

  pdf.y = Math.max(sellerBottom, buyerBottom) + 16;
  pdf
    .font(REGULAR)
    .fontSize(10)
    .fillColor(MUTED)
    .text(texts.order(document.orderNumber, document.eventName[language]), left, pdf.y, { width });
  pdf.moveDown(0.6);

  // Description takes what the four figures leave.
  const figures = [50, 80, 80, 90];
  const widths = [width - figures.reduce((sum, w) => sum + w, 0), ...figures];
  row(pdf, texts.columns, widths, left, { bold: true });
  rule(pdf, pdf.y + 2);
  pdf.y += 6;
  for (const line of document.lines) {
    row(
      pdf,
      [
        line.description[language],
        String(line.quantity),
        money(line.unitPriceCents),
        money(line.discountCents),
        money(line.totalCents),
      ],
      widths,
      left,
    );
  }
  if (document.feeCents !== 0) row(pdf, [texts.fee, '', '', '', money(document.feeCents)], widths, left);
  rule(pdf, pdf.y + 2);
  pdf.y += 8;
  pdf
    .font(BOLD)
    .fontSize(13)
    .fillColor(INK)
    .text(`${texts.total}: ${money(document.totalCents)}`, left, pdf.y, { width, align: 'right' });
  pdf.moveDown(0.3);
  pdf
    .font(REGULAR)
    .fontSize(10)
    .text(seller.vatCode ? texts.vatIncluded : texts.vatNotApplied, left, pdf.y, { width, align: 'right' });
  pdf.moveDown(2);
  pdf.font(REGULAR).fontSize(9).fillColor(MUTED).text(texts.footer, left, pdf.y, { width });
}

function labelled(pdf: PDFKit.PDFDocument, label: string, value: string, left: number, width: number): void {
  pdf.font(REGULAR).fontSize(10).fillColor(MUTED).text(`${label}: `, left, pdf.y, { width, continued: true });
  pdf.font(BOLD).fillColor(INK).text(value);
}

/** A party's block; answers where it ends. */
function party(pdf: PDFKit.PDFDocument, heading: string, lines: string[], x: number, y: number, width: number): number {
  pdf.font(BOLD).fontSize(10).fillColor(MUTED).text(heading.toUpperCase(), x, y, { width });
  pdf.font(REGULAR).fontSize(10).fillColor(INK);
  for (const line of lines) pdf.text(line, x, pdf.y + 2, { width });
  return pdf.y;
}

function row(
  pdf: PDFKit.PDFDocument,
  cells: string[],
  widths: number[],
  left: number,
  options: { bold?: boolean } = {},
): void {
  const top = pdf.y;
  let x = left;
  let bottom = top;
  pdf
    .font(options.bold ? BOLD : REGULAR)
    .fontSize(9)
    .fillColor(INK);
  cells.forEach((cell, index) => {
    const width = widths[index]!;
    pdf.text(cell, x, top, { width: width - 6, align: index === 0 ? 'left' : 'right' });
    bottom = Math.max(bottom, pdf.y);
    x += width;
  });
  pdf.y = bottom + 4;
}

function rule(pdf: PDFKit.PDFDocument, y: number): void {
  pdf
    .save()
    .lineWidth(1)
    .strokeColor(RULE)
    .moveTo(MARGIN, y)
    .lineTo(pdf.page.width - MARGIN, y)
    .stroke()
    .restore();
}
