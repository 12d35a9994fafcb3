/**
 * What the checkout and the order pages make of the buying API's orders (docs/ordering.md): the statuses
 * they have words for and the sums a quote and an order share. Money is a number in major units with two
 * decimals, computed by the server; the front end only shows it.
 */
import type { QuoteResponse } from '../api-types/generated';

/** The statuses docs/ordering.md names; the server may answer others, which are shown as they come. */
const KNOWN_ORDER_STATUSES = ['initializing', 'pending', 'completed', 'cancelled', 'expired'] as const;
export type KnownOrderStatus = (typeof KNOWN_ORDER_STATUSES)[number];

export function isKnownOrderStatus(status: string): status is KnownOrderStatus {
  return (KNOWN_ORDER_STATUSES as readonly string[]).includes(status);
}

/** What both a quote and an order carry: the server's lines and sums. */
export type PriceBreakdown = Pick<QuoteResponse, 'lines' | 'subtotal' | 'discount' | 'fee' | 'amount' | 'currency'>;

/**
 * What a ticket is worth at the door: `valid` and `used` admitted (or will); `refunded`, `voided` (taken back
 * by the shop) and `event_cancelled` admit no one. The server may answer others, shown as not admitting.
 */
const KNOWN_TICKET_STATES = ['valid', 'used', 'refunded', 'voided', 'event_cancelled'] as const;
type KnownTicketState = (typeof KNOWN_TICKET_STATES)[number];

export function isKnownTicketState(state: string): state is KnownTicketState {
  return (KNOWN_TICKET_STATES as readonly string[]).includes(state);
}

export function ticketAdmits(state: string): boolean {
  return state === 'valid' || state === 'used';
}
