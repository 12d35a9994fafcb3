import { formatCents } from '../../../lib/money/money';

/** A bulk refund's estimated processing fee is 2.5 % of the amount refunded (docs/money.md). */
const PROCESSING_FEE_RATE = 0.025;

/** The estimated processing fee of refunding `amountCents`, rounded to the cent. */
export function processingFeeCents(amountCents: number): number {
  return Math.round(amountCents * PROCESSING_FEE_RATE);
}

/** Whole cents of one currency. */
export interface CurrencyCents {
  currency: string;
  cents: number;
}

/**
 * Amounts of several currencies summed each in its own, in the order their currencies first came: euros
 * and dollars are never one sum (a request holds one currency, and the server writes one per currency).
 */
export function sumPerCurrency(amounts: readonly CurrencyCents[]): CurrencyCents[] {
  const sums = new Map<string, number>();
  for (const { currency, cents } of amounts) sums.set(currency, (sums.get(currency) ?? 0) + cents);
  return [...sums].map(([currency, cents]) => ({ currency, cents }));
}

/**
 * Amounts of one or more currencies as a list, e.g. "109,68 €; 50,00 USD" (a semicolon, as a comma is
 * the Lithuanian decimal mark); none as 0 of `fallback`.
 */
export function formatAmounts(amounts: readonly CurrencyCents[], fallback: string, language: string): string {
  if (amounts.length === 0) return formatCents(0, fallback, language);
  return amounts.map(({ currency, cents }) => formatCents(cents, currency, language)).join('; ');
}
