import type { PublicTicketTypeResponse } from '../../../lib/api-types/generated';

/** A ticket type can be bought while it is on sale and has tickets left. */
export function isPurchasable(ticketType: PublicTicketTypeResponse): boolean {
  return ticketType.onSale && ticketType.available > 0;
}

/** A buyer takes 0 to min(maxPerOrder, available) of a type, none of one not for sale (docs/web.md, "Screen rules"). */
export function maxQuantityOf(ticketType: PublicTicketTypeResponse): number {
  return isPurchasable(ticketType) ? Math.min(ticketType.maxPerOrder, ticketType.available) : 0;
}
