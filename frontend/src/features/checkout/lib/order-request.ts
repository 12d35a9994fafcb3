import type { CheckoutSelection } from '../../../lib/checkout-selection';
import type { BuyerValues } from './buyer-form';
import type { CreateGuestOrderRequest, QuoteRequest, QuoteResponse } from '../../../lib/api-types/generated';

/** What to ask the server to price: the chosen tickets and the applied code, if any. */
export function quoteRequestOf(selection: CheckoutSelection, discountCode: string): QuoteRequest {
  const tickets = Object.entries(selection.tickets).map(([id, quantity]) => ({ id, quantity }));
  return discountCode ? { tickets, discount_code: discountCode } : { tickets };
}

/**
 * The order as the buyer saw it quoted: each ticket carries the quoted unit price, so the server refuses
 * (409) rather than charges a price that changed in the meantime. Undefined when the quote does not
 * cover every chosen ticket type, which a stale quote might not.
 */
export function createOrderRequestOf(
  selection: CheckoutSelection,
  quote: QuoteResponse,
  buyer: BuyerValues,
): CreateGuestOrderRequest | undefined {
  const tickets: CreateGuestOrderRequest['tickets'] = [];
  for (const [id, quantity] of Object.entries(selection.tickets)) {
    const line = quote.lines.find((candidate) => candidate.ticket_type_id === id);
    if (!line) return undefined;
    tickets.push({ id, quantity, price: line.unit_price });
  }
  return {
    guest_email: buyer.email.trim(),
    guest_first_name: buyer.firstName.trim(),
    guest_last_name: buyer.lastName.trim(),
    guest_phone: buyer.phone.trim(),
    tickets,
    ...(quote.discount_code ? { discount_code: quote.discount_code } : {}),
  };
}
