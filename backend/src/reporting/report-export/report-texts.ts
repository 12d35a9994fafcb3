/**
 * The words of an exported report, in the reader's language, and the figures as they are printed:
 * money in major units with two decimals, months as `YYYY-MM`.
 */
import type { UserLanguage } from '@ticketshop/projections';
import { dateIn, timeIn, zoneName } from '../../shared/time/shop-time';
import type { SalesReportResponse } from '../sales-report/sales-report.responses';

export interface ReportTexts {
  title: string;
  period: string;
  asOf: string;
  asOfNone: string;
  currency: string;
  position: string;
  byCurrency: string;
  keyIndicators: string;
  gross: string;
  refunds: string;
  net: string;
  orders: string;
  tickets: string;
  averageOrder: string;
  activeUsers: string;
  salesByMonth: string;
  month: string;
  topEvents: string;
  event: string;
  categoryStats: string;
  category: string;
  events: string;
  userGrowth: string;
  newUsers: string;
  totalUsers: string;
  growthRate: string;
  ledger: string;
  kind: string;
  amount: string;
  entries: string;
  kinds: Record<string, string>;
}

export const REPORT_TEXTS: Record<UserLanguage, ReportTexts> = {
  lt: {
    title: 'Pardavimų ataskaita',
    period: 'Laikotarpis',
    asOf: 'Būklė',
    asOfNone: 'dabartinė',
    currency: 'Valiuta',
    position: 'Žurnalo pozicija',
    byCurrency: 'Pardavimai pagal valiutą',
    keyIndicators: 'Pagrindiniai rodikliai',
    gross: 'Pajamos',
    refunds: 'Grąžinimai',
    net: 'Grynosios pajamos',
    orders: 'Užsakymai',
    tickets: 'Bilietai',
    averageOrder: 'Vidutinis užsakymas',
    activeUsers: 'Aktyvūs vartotojai',
    salesByMonth: 'Pardavimai pagal mėnesius',
    month: 'Mėnuo',
    topEvents: 'Populiariausi renginiai',
    event: 'Renginys',
    categoryStats: 'Kategorijų statistika',
    category: 'Kategorija',
    events: 'Renginiai',
    userGrowth: 'Vartotojų augimas',
    newUsers: 'Nauji vartotojai',
    totalUsers: 'Iš viso vartotojų',
    growthRate: 'Augimas, %',
    ledger: 'Finansų žurnalas pagal įrašų rūšis',
    kind: 'Rūšis',
    amount: 'Suma',
    entries: 'Įrašai',
    kinds: {
      sale: 'Pardavimai',
      discount: 'Nuolaidos',
      payment_fee: 'Mokėjimo mokesčiai',
      refund: 'Grąžinimai',
      late_payment: 'Pavėluoti mokėjimai (grąžintini)',
      late_payment_refund: 'Pavėluotų mokėjimų grąžinimai',
      duplicate_payment: 'Pakartotiniai mokėjimai (grąžintini)',
      duplicate_payment_refund: 'Pakartotinių mokėjimų grąžinimai',
    },
  },
  en: {
    title: 'Sales report',
    period: 'Period',
    asOf: 'As of',
    asOfNone: 'now',
    currency: 'Currency',
    position: 'Log position',
    byCurrency: 'Sales by currency',
    keyIndicators: 'Key indicators',
    gross: 'Revenue',
    refunds: 'Refunds',
    net: 'Net revenue',
    orders: 'Orders',
    tickets: 'Tickets',
    averageOrder: 'Average order',
    activeUsers: 'Active users',
    salesByMonth: 'Sales by month',
    month: 'Month',
    topEvents: 'Top events',
    event: 'Event',
    categoryStats: 'Category statistics',
    category: 'Category',
    events: 'Events',
    userGrowth: 'User growth',
    newUsers: 'New users',
    totalUsers: 'Total users',
    growthRate: 'Growth, %',
    ledger: 'Finance ledger by kind of entry',
    kind: 'Kind',
    amount: 'Amount',
    entries: 'Entries',
    kinds: {
      sale: 'Sales',
      discount: 'Discounts',
      payment_fee: 'Payment fees',
      refund: 'Refunds',
      late_payment: 'Late payments (to return)',
      late_payment_refund: 'Late payments returned',
      duplicate_payment: 'Duplicate payments (to return)',
      duplicate_payment_refund: 'Duplicate payments returned',
    },
  },
};

/** The as-of moment in the shop's time zone, which it names, or the word for "now". */
function asOfText(report: SalesReportResponse, language: UserLanguage, timeZone: string): string {
  if (!report.as_of) return REPORT_TEXTS[language].asOfNone;
  return `${dateIn(report.as_of, timeZone)} ${timeIn(report.as_of, timeZone)} (${zoneName(timeZone, language)})`;
}

/** The lines that say what a file is: period, as-of, currency and log position. */
export function stampLines(report: SalesReportResponse, language: UserLanguage, timeZone: string): [string, string][] {
  const texts = REPORT_TEXTS[language];
  return [
    [texts.period, `${report.period.from} – ${report.period.to}`],
    [texts.asOf, asOfText(report, language, timeZone)],
    [texts.currency, report.currency],
    [texts.position, report.position],
  ];
}

/**
 * Whether the file lists each currency's totals: only when more than one was sold in the period, so a
 * shop selling in one currency gets the file it always did.
 */
export const soldInSeveralCurrencies = (report: SalesReportResponse): boolean => report.totals.length > 1;

export const reportFileName = (report: SalesReportResponse, extension: string): string =>
  `report-${report.period.from}-${report.period.to}.${extension}`;
