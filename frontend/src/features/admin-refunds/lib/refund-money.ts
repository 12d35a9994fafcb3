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

/** An order's number as the orders screen shows it: the id's last 8 characters, upper-case. */
export function orderNumberOf(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}
