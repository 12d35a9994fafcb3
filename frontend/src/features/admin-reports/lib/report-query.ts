import type { Currency } from '../../../lib/money/money';
import { PERIODS, type Period, type ReportQuery } from '../api/reports-api';

const CURRENCIES: readonly Currency[] = ['EUR', 'USD'];

/** The period a first visit shows: half a year, enough to see a trend without a custom range. */
const DEFAULT_PERIOD: Exclude<Period, 'custom'> = 'last_6_months';

/** What the screen reports on, as the address keeps it (so a report can be shared and reloaded). */
export interface ReportSelection {
  period: Period;
  /** `YYYY-MM-DD`; set only with `custom`. */
  from: string;
  to: string;
  /** `YYYY-MM-DDTHH:mm` in Vilnius; empty: the figures as they are now. */
  as_of: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const matching = (pattern: RegExp, value: string | null): string =>
  value !== null && pattern.test(value) ? value : '';

export const presetSelection = (period: Exclude<Period, 'custom'>): ReportSelection => ({
  period,
  from: '',
  to: '',
  as_of: '',
});

/**
 * Reads the selection from the address. Anything unusable falls back to the default period: a custom
 * range needs both days, the first not after the last (ISO days compare as text).
 */
export function readReportSelection(searchParams: URLSearchParams): ReportSelection {
  const period = PERIODS.find((option) => option === searchParams.get('period')) ?? DEFAULT_PERIOD;
  const as_of = matching(LOCAL_DATE_TIME, searchParams.get('as_of'));
  if (period !== 'custom') return { ...presetSelection(period), as_of };
  const from = matching(DAY, searchParams.get('from'));
  const to = matching(DAY, searchParams.get('to'));
  if (!from || !to || from > to) return presetSelection(DEFAULT_PERIOD);
  return { period, from, to, as_of };
}

/** The report's query: only the parameters in force. */
export function reportQueryOf({ period, from, to, as_of }: ReportSelection): ReportQuery {
  return {
    period,
    ...(period === 'custom' && { from, to }),
    ...(as_of && { as_of }),
  };
}

/** The address of a selection, leaving out the default so a plain visit keeps a plain address. */
export function reportSearchParams(selection: ReportSelection): URLSearchParams {
  const query = reportQueryOf(selection);
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) searchParams.set(key, value);
  if (query.period === DEFAULT_PERIOD && !query.as_of) searchParams.delete('period');
  return searchParams;
}

/** The currency the address asks the report to detail; undefined: the shop's (the server's default). */
export function readReportCurrency(searchParams: URLSearchParams): Currency | undefined {
  return CURRENCIES.find((currency) => currency === searchParams.get('currency'));
}

/** The address of a selection with the currency detailed, kept across a change of period. */
export function reportSearchParamsIn(selection: ReportSelection, currency: Currency | undefined): URLSearchParams {
  const searchParams = reportSearchParams(selection);
  if (currency) searchParams.set('currency', currency);
  return searchParams;
}
