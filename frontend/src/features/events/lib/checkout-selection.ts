import { totalCentsOf, type OrderLine } from './order-lines';

/**
 * What the ticket selection hands to the checkout (SPEC §2): quantities by ticket type id (only those
 * chosen) and the total. It travels as router state and is kept in sessionStorage, so a reload of
 * /checkout still has it.
 */
export interface CheckoutSelection {
  eventId: string;
  tickets: Record<string, number>;
  totalAmount: number;
}

export const CHECKOUT_SELECTION_STORAGE_KEY = 'checkout-selection';

export function checkoutSelectionOf(eventId: string, lines: OrderLine[]): CheckoutSelection {
  return {
    eventId,
    tickets: Object.fromEntries(lines.map(({ ticketType, quantity }) => [ticketType.id, quantity])),
    totalAmount: totalCentsOf(lines) / 100,
  };
}

export function storeCheckoutSelection(selection: CheckoutSelection): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_SELECTION_STORAGE_KEY, JSON.stringify(selection));
  } catch {
    // Storage can be disabled or full; the router state still carries the selection to the checkout.
  }
}
