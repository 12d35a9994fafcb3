import type { Currency } from '../../../lib/money/money';
import { maxQuantityOf } from './ticket-availability';
import { centsFromMajor } from '../../../lib/money/money';
import type { PublicTicketTypeResponse } from '../../../lib/api-types/generated';

export interface OrderLine {
  ticketType: PublicTicketTypeResponse;
  quantity: number;
  /** Whole cents, so sums carry no floating-point residue (3 × 29.99 is 89.97, not 89.97000000000001). */
  subtotalCents: number;
}

/** Chosen quantities by ticket type id. */
export type Quantities = Partial<Record<string, number>>;

/**
 * What a quantity really is: never above what may be bought now, as a refreshed event may show fewer
 * tickets left than were chosen.
 */
export function quantityOf(ticketType: PublicTicketTypeResponse, quantities: Quantities): number {
  return Math.min(quantities[ticketType.id] ?? 0, maxQuantityOf(ticketType));
}

/** One line per ticket type with at least one ticket, in the event's order. */
export function orderLinesOf(ticketTypes: PublicTicketTypeResponse[], quantities: Quantities): OrderLine[] {
  return ticketTypes.flatMap((ticketType) => {
    const quantity = quantityOf(ticketType, quantities);
    return quantity > 0 ? [{ ticketType, quantity, subtotalCents: centsFromMajor(ticketType.price) * quantity }] : [];
  });
}

export function totalCentsOf(lines: OrderLine[]): number {
  return lines.reduce((total, line) => total + line.subtotalCents, 0);
}

export interface CurrencyTotal {
  currency: Currency;
  cents: number;
}

/**
 * One total per currency, in the order the tickets come: never one sum of euros and dollars. Before
 * any ticket is chosen, a zero in the event's currency.
 */
export function totalsByCurrency(lines: OrderLine[], fallback: Currency): CurrencyTotal[] {
  const totals: CurrencyTotal[] = [];
  for (const { ticketType, subtotalCents } of lines) {
    const total = totals.find(({ currency }) => currency === ticketType.currency);
    if (total) total.cents += subtotalCents;
    else totals.push({ currency: ticketType.currency, cents: subtotalCents });
  }
  return totals.length > 0 ? totals : [{ currency: fallback, cents: 0 }];
}
