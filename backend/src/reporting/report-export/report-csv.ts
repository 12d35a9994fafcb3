/**
 * The report as CSV: UTF-8 with a byte-order mark (without it Excel reads the bytes as the system's code
 * page and Lithuanian letters break), its sections one after another, each under its title, the file's
 * stamp (period, as-of, currency, log position) first. When more than one currency sold in the period,
 * each one's totals follow the stamp, one row per currency, and every other figure is of the stamp's
 * currency: no figure adds two currencies.
 */
import { csvCents, csvFile, csvNumber, type CsvCell } from '../../shared/export/csv';
import type { SalesReportResponse } from '../sales-report/sales-report.responses';
import type { UserLanguage } from '@ticketshop/projections';
import { REPORT_TEXTS, soldInSeveralCurrencies, stampLines } from './report-texts';

/** The report as CSV in the reader's language, its as-of moment in `timeZone`. */
export function renderReportCsv(report: SalesReportResponse, language: UserLanguage, timeZone: string): Buffer {
  const texts = REPORT_TEXTS[language];
  const k = report.key_indicators;
  // Money and rates as figures, so a net loss (-12.50) stays a number; names (events, categories) as text,
  // which the one CSV writer neutralises.
  const rows: CsvCell[][] = [
    [texts.title],
    ...stampLines(report, language, timeZone),
    [],
    ...(soldInSeveralCurrencies(report)
      ? [
          [texts.byCurrency],
          [texts.currency, texts.gross, texts.refunds, texts.net, texts.orders, texts.tickets],
          ...report.totals.map((c) => [
            c.currency,
            csvCents(c.gross_revenue_cents),
            csvCents(c.refunds_cents),
            csvCents(c.net_revenue_cents),
            c.orders,
            c.tickets,
          ]),
          [],
        ]
      : []),
    [texts.keyIndicators],
    [texts.gross, csvCents(k.gross_revenue_cents)],
    [texts.refunds, csvCents(k.refunds_cents)],
    [texts.net, csvCents(k.net_revenue_cents)],
    [texts.orders, k.orders],
    [texts.tickets, k.tickets],
    [texts.averageOrder, csvCents(k.average_order_cents)],
    [texts.activeUsers, k.active_users],
    [],
    [texts.salesByMonth],
    [texts.month, texts.gross, texts.refunds, texts.net, texts.orders, texts.averageOrder],
    ...report.sales_by_month.map((m) => [
      m.month,
      csvCents(m.gross_revenue_cents),
      csvCents(m.refunds_cents),
      csvCents(m.net_revenue_cents),
      m.orders,
      csvCents(m.average_order_cents),
    ]),
    [],
    [texts.topEvents],
    [texts.event, texts.net, texts.tickets],
    ...report.top_events.map((e) => [e.name[language], csvCents(e.net_revenue_cents), e.tickets]),
    [],
    [texts.categoryStats],
    [texts.category, texts.events, texts.net],
    ...report.category_stats.map((c) => [c.category, c.events, csvCents(c.net_revenue_cents)]),
    [],
    [texts.userGrowth],
    [texts.month, texts.newUsers, texts.totalUsers, texts.growthRate],
    ...report.user_growth.map((u) => [u.month, u.new_users, u.total_users, csvNumber(u.growth_rate, 1)]),
    [],
    [texts.ledger],
    [texts.kind, texts.amount, texts.entries],
    ...report.ledger.map((l) => [texts.kinds[l.kind] ?? l.kind, csvCents(l.amount_cents), l.entries]),
  ];
  return csvFile(rows);
}
