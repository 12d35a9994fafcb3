import type { PublicTicketType } from '../../../types/api';

/** A ticket type can be bought while it is on sale and has tickets left. */
export function isPurchasable(ticketType: PublicTicketType): boolean {
  return ticketType.onSale && ticketType.available > 0;
}

/** A buyer takes 0 to min(maxPerOrder, available) of a type, none of one not for sale (docs/web.md, "Screen rules"). */
export function maxQuantityOf(ticketType: PublicTicketType): number {
  return isPurchasable(ticketType) ? Math.min(ticketType.maxPerOrder, ticketType.available) : 0;
}
