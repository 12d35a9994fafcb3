import type { CheckoutSelection } from '../../../lib/checkout-selection';
import { totalCentsOf, type OrderLine } from './order-lines';
import { majorFromCents } from '../../../lib/money/money';

/** The selection handed to the checkout: the chosen ticket types with their quantities, and the total. */
export function checkoutSelectionOf(eventId: string, lines: OrderLine[]): CheckoutSelection {
  return {
    eventId,
    tickets: Object.fromEntries(lines.map(({ ticketType, quantity }) => [ticketType.id, quantity])),
    totalAmount: majorFromCents(totalCentsOf(lines)),
  };
}
