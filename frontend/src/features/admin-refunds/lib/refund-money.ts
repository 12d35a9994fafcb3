import { formatPrice } from '../../../lib/format';
import type { Currency } from '../../../types/api';

/** SPEC §9: a bulk refund's estimated processing fee is 2.5 % of the amount refunded. */
export const PROCESSING_FEE_RATE = 0.025;

/** Major units to whole cents, so sums of many orders do not gather floating-point dust. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * An amount typed as euros with at most two decimals ("500", "12,5", "12.34") to whole cents, read digit
 * by digit so "0,29" is 29 and never 28.999…; the caller has checked the shape first.
 */
export function centsOfTyped(typed: string): number {
  const [whole = '0', fraction = ''] = typed.trim().replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Whole cents back to the major units the HTTP API speaks. */
export function majorOfCents(cents: number): number {
  return cents / 100;
}

/** The estimated processing fee of refunding `amountCents`, rounded to the cent. */
export function processingFeeCents(amountCents: number): number {
  return Math.round(amountCents * PROCESSING_FEE_RATE);
}

/** An amount in major units in the page's language; the API's currencies are the shop's own. */
export function formatMoney(amount: number, currency: string, language: string): string {
  return formatPrice(amount, currency as Currency, language);
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
  if (amounts.length === 0) return formatMoney(0, fallback, language);
  return amounts.map(({ currency, cents }) => formatMoney(cents / 100, currency, language)).join('; ');
}
