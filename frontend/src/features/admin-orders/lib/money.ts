import { localeFor } from '../../../lib/format';

/** An amount in major units with its currency's sign and always 2 decimals (SPEC §9), e.g. "12,50 €". */
export function formatMoney(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(localeFor(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A typed amount: digits with at most 2 decimals, a comma or a point between (Lithuanians write "12,50"). */
const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;

/** What a typed amount is worth, or undefined when it is not an amount of at most 2 decimals. */
export function parseAmount(typed: string): number | undefined {
  const trimmed = typed.trim();
  return AMOUNT.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
}

/** Whole cents, so comparing amounts is exact (0.1 + 0.2 is not 0.3 in floating point). */
export const centsOf = (amount: number): number => Math.round(amount * 100);
