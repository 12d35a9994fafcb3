/**
 * The register as a file for finance: every document the filters match, in the register's order, read
 * in chunks and written as they come. CSV through the shop's one CSV writer (a buyer's name typed as a
 * formula is written as text); .xlsx through its one streaming sheet writer, with number and date cells.
 * Headings and kinds are in the reader's language.
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UserLanguage } from '@ticketshop/projections';
import { csvCents, csvWriter, type CsvCell } from '../../shared/export/csv';
import { writeXlsxSheet, type XlsxCell } from '../../shared/export/xlsx';
import type { PrintedDocument } from '../queries/invoices.queries';
import type { RegisterFormat } from './invoice-register.requests';
import { majorFromCents } from '../../shared/money/money';

/** Documents per read of the read model while exporting. */
export const REGISTER_EXPORT_CHUNK = 500;

export const REGISTER_CONTENT_TYPES: Record<RegisterFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const KIND_NAMES: Record<PrintedDocument['kind'], Record<UserLanguage, string>> = {
  invoice: { lt: 'Sąskaita faktūra', en: 'Invoice' },
  'credit-note': { lt: 'Kreditinė sąskaita faktūra', en: 'Credit note' },
};

interface Column {
  key: string;
  lt: string;
  en: string;
  width: number;
  /** Money in the document's currency: digits in CSV, a number cell with two decimals in .xlsx. */
  money?: true;
  /** A calendar day: text in CSV, a date cell in .xlsx. */
  day?: true;
  value: (document: PrintedDocument, language: UserLanguage) => string | number;
}

const COLUMNS: Column[] = [
  { key: 'number', lt: 'Dokumento numeris', en: 'Document number', width: 14, value: (d) => d.documentNumber },
  { key: 'kind', lt: 'Rūšis', en: 'Kind', width: 26, value: (d, language) => KIND_NAMES[d.kind][language] },
  { key: 'date', lt: 'Data', en: 'Date', width: 12, day: true, value: (d) => d.issuedOn },
  { key: 'order', lt: 'Užsakymas', en: 'Order', width: 12, value: (d) => d.orderNumber },
  { key: 'buyer', lt: 'Pirkėjas', en: 'Buyer', width: 28, value: (d) => d.buyer.name },
  { key: 'email', lt: 'El. paštas', en: 'E-mail', width: 32, value: (d) => d.buyer.email },
  {
    key: 'event',
    lt: 'Renginys',
    en: 'Event',
    width: 40,
    value: (d, language) => d.eventName[language] || d.eventName.lt,
  },
  { key: 'total', lt: 'Suma', en: 'Total', width: 12, money: true, value: (d) => Number(d.totalCents) },
  { key: 'currency', lt: 'Valiuta', en: 'Currency', width: 10, value: (d) => d.currency },
  {
    key: 'corrects',
    lt: 'Koreguojama sąskaita',
    en: 'Corrected invoice',
    width: 16,
    value: (d) => d.corrects?.documentNumber ?? '',
  },
  { key: 'order_id', lt: 'Užsakymo ID', en: 'Order id', width: 38, value: (d) => d.orderId },
];

/** Named by the period it covers: its first day (or `pradzia`/`start`) and its last (or today). */
export function registerFileName(
  stem: Record<UserLanguage, string>,
  extension: string,
  period: { from?: string; to?: string },
  language: UserLanguage,
  today: string,
): string {
  const from = period.from ?? (language === 'en' ? 'start' : 'pradzia');
  return `${stem[language]}-${from}_${period.to ?? today}.${extension}`;
}

export const REGISTER_FILE_STEM: Record<UserLanguage, string> = { lt: 'saskaitu-registras', en: 'invoice-register' };

/** Writes the documents to `output` in the format asked for; resolves when the file is complete. */
export async function writeInvoiceRegister(
  chunks: AsyncIterable<PrintedDocument[]>,
  format: RegisterFormat,
  language: UserLanguage,
  output: Writable,
): Promise<void> {
  async function* documents() {
    for await (const chunk of chunks) yield* chunk;
  }
  if (format === 'csv') {
    async function* records() {
      for await (const document of documents()) yield COLUMNS.map((column) => csvCell(column, document, language));
    }
    await pipeline(Readable.from(records()), csvWriter(COLUMNS.map((column) => column[language])), output);
    return;
  }
  async function* rows() {
    for await (const document of documents()) {
      yield Object.fromEntries(COLUMNS.map((column) => [column.key, xlsxCell(column, document, language)]));
    }
  }
  const columns = COLUMNS.map(({ key, width, money, day, ...headings }) => ({
    key,
    heading: headings[language],
    width,
    numFmt: money ? '0.00' : day ? 'yyyy-mm-dd' : undefined,
  }));
  await writeXlsxSheet(language === 'lt' ? 'Sąskaitos' : 'Invoices', columns, rows(), output);
}

function csvCell(column: Column, document: PrintedDocument, language: UserLanguage): CsvCell {
  const value = column.value(document, language);
  return column.money ? csvCents(Number(value)) : value;
}

function xlsxCell(column: Column, document: PrintedDocument, language: UserLanguage): XlsxCell {
  const value = column.value(document, language);
  if (column.money) return majorFromCents(value);
  // A day has no time nor zone: midnight UTC is the cell Excel shows as that day.
  if (column.day) return new Date(`${String(value)}T00:00:00.000Z`);
  return value;
}
