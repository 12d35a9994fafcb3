/**
 * Money on the front end: the API speaks major units (euros) and the screens add, compare and send
 * whole cents, so floating-point dust never decides whether two amounts are equal. Every conversion and
 * every money text goes through here.
 */
import { localeFor } from '../format';
import type { SystemSettingsResponse } from '../api-types/generated';

/** The currencies the shop prices in (docs/settings.md). */
export type Currency = SystemSettingsResponse['currency'];

/**
 * Major units from the API as whole cents: 19.99 → 1999. The API never sends more than two decimals;
 * rounding only removes the binary dust of multiplying (19.99 * 100 is 1998.9999…).
 */
export function centsFromMajor(amount: number): number {
  return Math.round(amount * 100);
}

/** Whole cents as the major units the API reads: 1999 → 19.99. */
export function majorFromCents(cents: number): number {
  return cents / 100;
}

/** An amount as people type it: digits with at most 2 decimals, a comma or a point between (Lithuanians write "12,50"). */
const TYPED_AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;

/**
 * A typed amount ("500", "12,5", " 12.34 ") as whole cents, read digit by digit so "0,29" is 29 and never
 * 28.999…; undefined when it is not an amount of at most two decimals (negative, "1,005", "abc", empty).
 */
export function typedCents(typed: string): number | undefined {
  const trimmed = typed.trim();
  if (!TYPED_AMOUNT.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Building an Intl formatter costs far more than using one, and a list of cards formats dozens of prices
 * while it is drawn; so each is built once per language and currency.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in major units with its currency's sign and always 2 decimals, e.g. "12,50 €" or "€12.50". */
export function formatMoney(amount: number, currency: string, language: string): string {
  const key = `${language} ${currency}`;
  let formatter = moneyFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeFor(language), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, formatter);
  }
  return formatter.format(amount);
}

/** Whole cents with their currency's sign and 2 decimals, e.g. 1250 → "12,50 €". */
export function formatCents(cents: number, currency: string, language: string): string {
  return formatMoney(majorFromCents(cents), currency, language);
}
