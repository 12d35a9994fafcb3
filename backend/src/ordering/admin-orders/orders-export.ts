/**
 * The orders export: every order a filter matches, read in chunks and written as they come, so a
 * year of orders never sits in memory. CSV is UTF-8 with a byte-order mark (without it Excel reads
 * the bytes as the system's code page and Lithuanian letters break); .xlsx has real number and date
 * cells, written by the shop's one streaming sheet writer.
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AdminOrderStatus, PaymentStatus, UserLanguage } from '@ticketshop/projections';
import { csvMoney, csvWriter, type CsvCell } from '../../shared/export/csv';
import { writeXlsxSheet } from '../../shared/export/xlsx';
import { dateIn, timeIn, wallClockIn, zoneName } from '../../shared/time/shop-time';
import type { AdminOrderListRow } from './admin-orders.queries';
import type { ExportFormat } from './admin-orders.requests';
import { PAYMENT_METHOD_NAMES } from '../payment-method-names';
import { majorFromCents } from '../../shared/money/money';

/**
 * The statuses in the file's language, in the words the orders screen uses: codes (`completed`) under
 * Lithuanian headings were the developer's words, not finance's.
 */
const ORDER_STATUS_NAMES: Record<AdminOrderStatus, Record<UserLanguage, string>> = {
  completed: { lt: 'Įvykdytas', en: 'Completed' },
  pending: { lt: 'Laukiamas', en: 'Pending' },
  cancelled: { lt: 'Atšauktas', en: 'Cancelled' },
  refunded: { lt: 'Grąžintas', en: 'Refunded' },
};
const PAYMENT_STATUS_NAMES: Record<PaymentStatus, Record<UserLanguage, string>> = {
  paid: { lt: 'Apmokėta', en: 'Paid' },
  pending: { lt: 'Laukiama mokėjimo', en: 'Awaiting payment' },
  failed: { lt: 'Nepavyko', en: 'Failed' },
  refunded: { lt: 'Grąžinta', en: 'Refunded' },
};

/** Rows per read of the read model while exporting. */
export const EXPORT_CHUNK = 500;

const COLUMNS = [
  { key: 'number', lt: 'Numeris', en: 'Number', width: 12 },
  { key: 'created', lt: 'Sukurtas', en: 'Created', width: 20 },
  { key: 'customer', lt: 'Pirkėjas', en: 'Customer', width: 28 },
  { key: 'email', lt: 'El. paštas', en: 'E-mail', width: 32 },
  { key: 'phone', lt: 'Telefonas', en: 'Phone', width: 18 },
  { key: 'event', lt: 'Renginys', en: 'Event', width: 40 },
  { key: 'tickets', lt: 'Bilietai', en: 'Tickets', width: 10 },
  { key: 'total', lt: 'Suma', en: 'Total', width: 12 },
  { key: 'currency', lt: 'Valiuta', en: 'Currency', width: 10 },
  { key: 'refunded', lt: 'Grąžinta', en: 'Refunded', width: 12 },
  { key: 'status', lt: 'Būsena', en: 'Status', width: 14 },
  { key: 'payment_status', lt: 'Mokėjimo būsena', en: 'Payment status', width: 16 },
  { key: 'payment_method', lt: 'Mokėjimo būdas', en: 'Payment method', width: 36 },
] as const;

type ColumnKey = (typeof COLUMNS)[number]['key'];

/** The headings in the reader's language, the creation time's naming the zone it is written in. */
const headingsOf = (language: UserLanguage, timeZone: string): string[] =>
  COLUMNS.map((column) =>
    column.key === 'created' ? `${column[language]} (${zoneName(timeZone, language)})` : column[language],
  );

interface ExportedOrder {
  number: string;
  /** ISO instant. */
  created: string;
  customer: string;
  email: string;
  phone: string;
  event: string;
  tickets: number;
  total: number;
  currency: string;
  refunded: number;
  status: string;
  payment_status: string;
  /** As the checkout names it, in the reader's language; empty before the buyer chose one. */
  payment_method: string;
}

function exportedOrder(row: AdminOrderListRow, language: UserLanguage): ExportedOrder {
  return {
    number: row.number,
    created: new Date(row.created_at).toISOString(),
    customer: row.buyer_name,
    email: row.buyer_email.trim(),
    phone: row.buyer_phone,
    event: row.event.name[language] || row.event.name.lt,
    tickets: row.tickets_count,
    total: majorFromCents(row.total_cents),
    currency: row.currency,
    refunded: majorFromCents(row.refunded_cents),
    status: ORDER_STATUS_NAMES[row.admin_status][language],
    payment_status: PAYMENT_STATUS_NAMES[row.payment_status][language],
    payment_method: row.payment_provider === null ? '' : PAYMENT_METHOD_NAMES[row.payment_provider][language],
  };
}

/** Named with the day it is made in the shop's time zone. */
export const exportFileName = (format: ExportFormat, now: Date, timeZone: string): string =>
  `orders-${dateIn(now.toISOString(), timeZone)}.${format}`;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What a file is written in: the reader's language, and the shop's time zone for its times. */
export interface ExportReading {
  language: UserLanguage;
  timeZone: string;
}

/** Writes the orders to `output` in the format asked for; resolves when the file is complete. */
export async function writeOrdersExport(
  chunks: AsyncIterable<AdminOrderListRow[]>,
  format: ExportFormat,
  reading: ExportReading,
  output: Writable,
): Promise<void> {
  if (format === 'csv') await writeCsv(chunks, reading, output);
  else await writeXlsx(chunks, reading, output);
}

async function writeCsv(chunks: AsyncIterable<AdminOrderListRow[]>, reading: ExportReading, output: Writable) {
  async function* records() {
    for await (const rows of chunks) {
      for (const row of rows) {
        const order = exportedOrder(row, reading.language);
        yield COLUMNS.map(({ key }) => csvValue(key, order, reading.timeZone));
      }
    }
  }
  await pipeline(Readable.from(records()), csvWriter(headingsOf(reading.language, reading.timeZone)), output);
}

/** Money as figures (never escaped), every text as the one CSV writer neutralises it (a buyer's name or e-mail). */
function csvValue(key: ColumnKey, order: ExportedOrder, timeZone: string): CsvCell {
  if (key === 'created') return `${dateIn(order.created, timeZone)} ${timeIn(order.created, timeZone)}`;
  if (key === 'total' || key === 'refunded') return csvMoney(order[key]);
  return order[key];
}

const XLSX_FORMATS: Partial<Record<ColumnKey, string>> = {
  created: 'yyyy-mm-dd hh:mm',
  total: '0.00',
  refunded: '0.00',
};

async function writeXlsx(chunks: AsyncIterable<AdminOrderListRow[]>, reading: ExportReading, output: Writable) {
  const { language, timeZone } = reading;
  const headings = headingsOf(language, timeZone);
  const columns = COLUMNS.map(({ key, width }, index) => ({
    key,
    heading: headings[index]!,
    width,
    numFmt: XLSX_FORMATS[key],
  }));
  async function* rows() {
    for await (const listed of chunks) {
      for (const row of listed) {
        const order = exportedOrder(row, language);
        // Excel dates have no zone: the cell holds the shop's wall clock, shown as such wherever it is opened.
        yield { ...order, created: wallClockIn(order.created, timeZone) };
      }
    }
  }
  await writeXlsxSheet(language === 'lt' ? 'Užsakymai' : 'Orders', columns, rows(), output);
}
