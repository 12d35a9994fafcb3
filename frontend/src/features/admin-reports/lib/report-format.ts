import { formatCents } from '../../../lib/money/money';
import { localeFor } from '../../../lib/format';

/** Refunds as what they take off the gross, e.g. "−12,50 €"; none as "0,00 €". */
export function formatDeduction(cents: number, currency: string, language: string): string {
  return formatCents(cents === 0 ? 0 : -cents, currency, language);
}

/**
 * A month's growth in percent with one decimal and its sign, e.g. "+12,5 %", "0,0 %" (the API gives 0
 * for the period's first month, which has none to compare with).
 */
export function formatGrowth(rate: number, language: string): string {
  return new Intl.NumberFormat(localeFor(language), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(rate / 100);
}

/** A calendar month (`YYYY-MM`) in words, e.g. "2026 m. lapkritis", "November 2026". */
export function formatMonth(month: string, language: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(localeFor(language), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** A Vilnius calendar day (`YYYY-MM-DD`) as written in the page's language. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
