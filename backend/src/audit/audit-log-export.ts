/**
 * The audit log export: every entry a filter matches, newest first, read in chunks and written as they
 * come. UTF-8 with a byte-order mark, so Excel keeps the Lithuanian letters.
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UserLanguage } from '@ticketshop/projections';
import { csvMoney, csvWriter, type CsvCell } from '../shared/export/csv';
import { dateIn, timeIn, zoneName } from '../shared/time/shop-time';
import { AUDIT_ACTION_TEXTS } from './audit-actions';
import type { AuditLogEntryResponse } from './audit-log.responses';

/** Entries per read of the read model while exporting. */
export const AUDIT_EXPORT_CHUNK = 500;

/** What the file is written in: the reader's language, and the shop's time zone for its times. */
export interface AuditExportReading {
  language: UserLanguage;
  timeZone: string;
}

interface Column {
  lt: string;
  en: string;
  /** A time, written in the shop's zone, which the heading names. */
  zoned?: true;
  /** Text is neutralised by the one CSV writer (reasons, notes and names are typed by people). */
  value: (entry: AuditLogEntryResponse, reading: AuditExportReading) => CsvCell;
}

const COLUMNS: Column[] = [
  {
    lt: 'Laikas',
    en: 'Time',
    zoned: true,
    value: (entry, { timeZone }) => `${dateIn(entry.occurred_at, timeZone)} ${timeIn(entry.occurred_at, timeZone)}`,
  },
  { lt: 'Veiksmas', en: 'Action', value: (entry, { language }) => AUDIT_ACTION_TEXTS[entry.action][language] },
  { lt: 'Veiksmo raktas', en: 'Action key', value: (entry) => entry.action },
  { lt: 'Kas', en: 'Actor', value: (entry) => entry.actor.name },
  { lt: 'Rolė', en: 'Role', value: (entry) => entry.actor.role ?? entry.actor.kind },
  { lt: 'Vykdytojo ID', en: 'Actor id', value: (entry) => entry.actor.id },
  { lt: 'Renginys', en: 'Event', value: (entry) => entry.event?.name ?? entry.event?.id ?? '' },
  { lt: 'Renginio ID', en: 'Event id', value: (entry) => entry.event?.id ?? '' },
  { lt: 'Užsakymo ID', en: 'Order id', value: (entry) => entry.order_id ?? '' },
  { lt: 'Grąžinimo prašymo ID', en: 'Refund request id', value: (entry) => entry.refund_request_id ?? '' },
  { lt: 'Grąžinimo ID', en: 'Refund id', value: (entry) => entry.refund_id ?? '' },
  { lt: 'Suma', en: 'Amount', value: (entry) => (entry.amount === null ? '' : csvMoney(entry.amount)) },
  { lt: 'Valiuta', en: 'Currency', value: (entry) => entry.currency ?? '' },
  { lt: 'Priežastis', en: 'Reason', value: (entry) => entry.reason },
  { lt: 'Užklausos ID', en: 'Request id', value: (entry) => entry.request_id },
  {
    lt: 'Detalės',
    en: 'Details',
    value: (entry) =>
      Object.entries(entry.details)
        .map(([key, value]) => `${key}=${value}`)
        .join('; '),
  },
  { lt: 'Pozicija žurnale', en: 'Log position', value: (entry) => entry.position },
];

/** Named with the day it is made in the shop's time zone. */
export const auditExportFileName = (now: Date, timeZone: string): string =>
  `audit-log-${dateIn(now.toISOString(), timeZone)}.csv`;

const headingOf = (column: Column, { language, timeZone }: AuditExportReading): string =>
  column.zoned ? `${column[language]} (${zoneName(timeZone, language)})` : column[language];

/** Writes the entries to `output` as CSV in the reader's language; resolves when the file is complete. */
export async function writeAuditLogCsv(
  chunks: AsyncIterable<AuditLogEntryResponse[]>,
  reading: AuditExportReading,
  output: Writable,
): Promise<void> {
  async function* records() {
    for await (const entries of chunks) {
      for (const entry of entries) yield COLUMNS.map((column) => column.value(entry, reading));
    }
  }
  await pipeline(Readable.from(records()), csvWriter(COLUMNS.map((column) => headingOf(column, reading))), output);
}
