/**
 * The report as an Excel workbook: a sheet per table, money as number cells with a money format, months
 * and the as-of moment as date cells, the stamp (period, as-of, currency, log position) atop the first
 * sheet, and a sheet of each currency's totals after it when more than one sold. The same report always
 * gives the same bytes: the workbook's own dates and every zip entry's time are the report's moment,
 * never the time of writing.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { UserLanguage } from '@ticketshop/projections';
import { wallClockIn, zoneName } from '../../shared/time/shop-time';
import type { SalesReportResponse } from '../sales-report/sales-report.responses';
import { REPORT_TEXTS, soldInSeveralCurrencies } from './report-texts';
import { majorFromCents } from '../../shared/money/money';

const MONEY_FORMAT = '#,##0.00';
const MONTH_FORMAT = 'yyyy-mm';
const ZIP_EPOCH = new Date('1980-01-01T00:00:00.000Z');

/** `YYYY-MM` as the date cell of the month's first day. */
const monthCell = (month: string) => new Date(`${month}-01T00:00:00.000Z`);
type Column = { header: string; key: string; width: number; numFmt?: string };

function addTable(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: Column[],
  rows: Record<string, string | number | Date>[],
): ExcelJS.Worksheet {
  // Excel allows sheet names of 31 characters at most.
  const sheet = workbook.addWorksheet(name.slice(0, 31));
  sheet.columns = columns.map(({ header, key, width }) => ({ header, key, width }));
  for (const column of columns) if (column.numFmt) sheet.getColumn(column.key).numFmt = column.numFmt;
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  return sheet;
}

function summarySheet(
  workbook: ExcelJS.Workbook,
  report: SalesReportResponse,
  language: UserLanguage,
  timeZone: string,
): void {
  const texts = REPORT_TEXTS[language];
  const sheet = workbook.addWorksheet(texts.keyIndicators);
  sheet.getColumn(1).width = 28;
  sheet.getColumn(2).width = 22;
  sheet.addRow([texts.title]).font = { bold: true, size: 14 };
  sheet.addRow([texts.period, `${report.period.from} – ${report.period.to}`]);
  // Excel dates have no zone: the cell holds the shop's wall clock and the next one names the zone.
  const asOf = sheet.addRow(
    report.as_of
      ? [texts.asOf, wallClockIn(report.as_of, timeZone), zoneName(timeZone, language)]
      : [texts.asOf, texts.asOfNone],
  );
  asOf.getCell(2).numFmt = 'yyyy-mm-dd hh:mm';
  sheet.addRow([texts.currency, report.currency]);
  sheet.addRow([texts.position, report.position]);
  sheet.addRow([]);
  const k = report.key_indicators;
  const moneyRow = (label: string, cents: number) => {
    sheet.addRow([label, majorFromCents(cents)]).getCell(2).numFmt = MONEY_FORMAT;
  };
  moneyRow(texts.gross, k.gross_revenue_cents);
  moneyRow(texts.refunds, k.refunds_cents);
  moneyRow(texts.net, k.net_revenue_cents);
  sheet.addRow([texts.orders, k.orders]);
  sheet.addRow([texts.tickets, k.tickets]);
  moneyRow(texts.averageOrder, k.average_order_cents);
  sheet.addRow([texts.activeUsers, k.active_users]);
}

export async function renderReportXlsx(
  report: SalesReportResponse,
  language: UserLanguage,
  moment: Date,
  timeZone: string,
): Promise<Buffer> {
  const texts = REPORT_TEXTS[language];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = texts.title;
  workbook.created = moment;
  workbook.modified = moment;
  summarySheet(workbook, report, language, timeZone);
  if (soldInSeveralCurrencies(report)) {
    addTable(
      workbook,
      texts.byCurrency,
      [
        { header: texts.currency, key: 'currency', width: 12 },
        { header: texts.gross, key: 'gross', width: 16, numFmt: MONEY_FORMAT },
        { header: texts.refunds, key: 'refunds', width: 16, numFmt: MONEY_FORMAT },
        { header: texts.net, key: 'net', width: 18, numFmt: MONEY_FORMAT },
        { header: texts.orders, key: 'orders', width: 12 },
        { header: texts.tickets, key: 'tickets', width: 12 },
      ],
      report.totals.map((c) => ({
        currency: c.currency,
        gross: majorFromCents(c.gross_revenue_cents),
        refunds: majorFromCents(c.refunds_cents),
        net: majorFromCents(c.net_revenue_cents),
        orders: c.orders,
        tickets: c.tickets,
      })),
    );
  }
  addTable(
    workbook,
    texts.salesByMonth,
    [
      { header: texts.month, key: 'month', width: 12, numFmt: MONTH_FORMAT },
      { header: texts.gross, key: 'gross', width: 16, numFmt: MONEY_FORMAT },
      { header: texts.refunds, key: 'refunds', width: 16, numFmt: MONEY_FORMAT },
      { header: texts.net, key: 'net', width: 18, numFmt: MONEY_FORMAT },
      { header: texts.orders, key: 'orders', width: 12 },
      { header: texts.averageOrder, key: 'average', width: 20, numFmt: MONEY_FORMAT },
    ],
    report.sales_by_month.map((m) => ({
      month: monthCell(m.month),
      gross: majorFromCents(m.gross_revenue_cents),
      refunds: majorFromCents(m.refunds_cents),
      net: majorFromCents(m.net_revenue_cents),
      orders: m.orders,
      average: majorFromCents(m.average_order_cents),
    })),
  );
  addTable(
    workbook,
    texts.topEvents,
    [
      { header: texts.event, key: 'event', width: 48 },
      { header: texts.net, key: 'net', width: 18, numFmt: MONEY_FORMAT },
      { header: texts.tickets, key: 'tickets', width: 12 },
    ],
    report.top_events.map((e) => ({
      event: e.name[language],
      net: majorFromCents(e.net_revenue_cents),
      tickets: e.tickets,
    })),
  );
  addTable(
    workbook,
    texts.categoryStats,
    [
      { header: texts.category, key: 'category', width: 16 },
      { header: texts.events, key: 'events', width: 12 },
      { header: texts.net, key: 'net', width: 18, numFmt: MONEY_FORMAT },
    ],
    report.category_stats.map((c) => ({
      category: c.category,
      events: c.events,
      net: majorFromCents(c.net_revenue_cents),
    })),
  );
  addTable(
    workbook,
    texts.userGrowth,
    [
      { header: texts.month, key: 'month', width: 12, numFmt: MONTH_FORMAT },
      { header: texts.newUsers, key: 'new', width: 16 },
      { header: texts.totalUsers, key: 'total', width: 18 },
      { header: texts.growthRate, key: 'rate', width: 12, numFmt: '0.0' },
    ],
    report.user_growth.map((u) => ({
      month: monthCell(u.month),
      new: u.new_users,
      total: u.total_users,
      rate: u.growth_rate,
    })),
  );
  addTable(
    workbook,
    texts.ledger,
    [
      { header: texts.kind, key: 'kind', width: 36 },
      { header: texts.amount, key: 'amount', width: 18, numFmt: MONEY_FORMAT },
      { header: texts.entries, key: 'entries', width: 12 },
    ],
    report.ledger.map((l) => ({
      kind: texts.kinds[l.kind] ?? l.kind,
      amount: majorFromCents(l.amount_cents),
      entries: l.entries,
    })),
  );
  const written = Buffer.from(await workbook.xlsx.writeBuffer());
  return stampZipEntries(written, moment);
}

/** exceljs dates every zip entry with the time of writing; the report's moment makes the bytes repeatable. */
async function stampZipEntries(xlsx: Buffer, moment: Date): Promise<Buffer> {
  const zip = await JSZip.loadAsync(xlsx);
  const stamped = new JSZip();
  // A zip's times start in 1980; a report of an empty log is dated then.
  const date = moment.getTime() < ZIP_EPOCH.getTime() ? ZIP_EPOCH : moment;
  for (const [name, entry] of Object.entries(zip.files)) {
    if (entry.dir) continue;
    stamped.file(name, await entry.async('nodebuffer'), { date, createFolders: false });
  }
  return stamped.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
