/**
 * The report as CSV: UTF-8 with a byte-order mark (without it Excel reads the bytes as the system's code
 * page and Lithuanian letters break), its sections one after another, each under its title, the file's
 * stamp (period, as-of, currency, log position) first.
 */
import { stringify } from 'csv-stringify/sync';
import type { SalesReportResponse } from '../sales-report/sales-report.responses';
import type { UserLanguage } from '@ticketshop/projections';
import { money, REPORT_TEXTS, stampLines } from './report-texts';

/** The report as CSV in the reader's language, its as-of moment in `timeZone`. */
export function renderReportCsv(report: SalesReportResponse, language: UserLanguage, timeZone: string): Buffer {
  const texts = REPORT_TEXTS[language];
  const k = report.key_indicators;
  const rows: (string | number)[][] = [
    [texts.title],
    ...stampLines(report, language, timeZone),
    [],
    [texts.keyIndicators],
    [texts.gross, money(k.gross_revenue_cents)],
    [texts.refunds, money(k.refunds_cents)],
    [texts.net, money(k.net_revenue_cents)],
    [texts.orders, k.orders],
    [texts.tickets, k.tickets],
    [texts.averageOrder, money(k.average_order_cents)],
    [texts.activeUsers, k.active_users],
    [],
    [texts.salesByMonth],
    [texts.month, texts.gross, texts.refunds, texts.net, texts.orders, texts.averageOrder],
    ...report.sales_by_month.map((m) => [
      m.month,
      money(m.gross_revenue_cents),
      money(m.refunds_cents),
      money(m.net_revenue_cents),
      m.orders,
      money(m.average_order_cents),
    ]),
    [],
    [texts.topEvents],
    [texts.event, texts.net, texts.tickets],
    ...report.top_events.map((e) => [e.name[language], money(e.net_revenue_cents), e.tickets]),
    [],
    [texts.categoryStats],
    [texts.category, texts.events, texts.net],
    ...report.category_stats.map((c) => [c.category, c.events, money(c.net_revenue_cents)]),
    [],
    [texts.userGrowth],
    [texts.month, texts.newUsers, texts.totalUsers, texts.growthRate],
    ...report.user_growth.map((u) => [u.month, u.new_users, u.total_users, u.growth_rate.toFixed(1)]),
    [],
    [texts.ledger],
    [texts.kind, texts.amount, texts.entries],
    ...report.ledger.map((l) => [texts.kinds[l.kind] ?? l.kind, money(l.amount_cents), l.entries]),
  ];
  return Buffer.from(stringify(rows, { bom: true }), 'utf8');
}
