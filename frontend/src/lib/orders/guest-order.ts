/**
 * Shapes of the buying API (docs/ordering.md), shared by the checkout and the order pages. Money is a
 * number in major units with two decimals, computed by the server; the front end only shows it.
 */
import type { Currency, LocalizedText } from '../../types/api';

/** The statuses docs/ordering.md names; the server may answer others, which are shown as they come. */
export const KNOWN_ORDER_STATUSES = ['initializing', 'pending', 'completed', 'cancelled', 'expired'] as const;
export type KnownOrderStatus = (typeof KNOWN_ORDER_STATUSES)[number];

export function isKnownOrderStatus(status: string): status is KnownOrderStatus {
  return (KNOWN_ORDER_STATUSES as readonly string[]).includes(status);
}

export interface PricedLine {
  ticket_type_id: string;
  name: LocalizedText;
  quantity: number;
  unit_price: number;
  discount: number;
  total: number;
}

/** What both a quote and an order carry: the server's lines and sums. */
export interface PriceBreakdown {
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  fee: number;
  amount: number;
  currency: Currency;
}

export interface Quote extends PriceBreakdown {
  discount_code: string | null;
}

export interface GuestOrderEvent {
  id: string;
  name: LocalizedText;
  starts_at: string;
  /** Calendar date in Europe/Vilnius, YYYY-MM-DD. */
  date: string;
  /** Local time in Europe/Vilnius, HH:mm. */
  time: string;
  venue: string;
  city: string;
  address: string;
}

/** How to pay an order the buyer chose to pay by bank transfer, while the money is awaited. */
export interface BankTransferInstructions {
  recipient: string;
  iban: string;
  amount: number;
  currency: string;
  /** The transfer's payment purpose: the order number. */
  reference: string;
  /** Unpaid by then, the order expires and its seats go back on sale. */
  pay_by: string;
}

/**
 * What a ticket is worth at the door: `valid` and `used` admitted (or will); `refunded`, `voided` (taken back
 * by the shop) and `event_cancelled` admit no one. The server may answer others, shown as not admitting.
 */
const KNOWN_TICKET_STATES = ['valid', 'used', 'refunded', 'voided', 'event_cancelled'] as const;
type KnownTicketState = (typeof KNOWN_TICKET_STATES)[number];

export function isKnownTicketState(state: string): state is KnownTicketState {
  return (KNOWN_TICKET_STATES as readonly string[]).includes(state);
}

export interface GuestOrderTicket {
  id: string;
  ticket_type: LocalizedText;
  holder_name: string;
  state: string;
}

export interface GuestOrder extends PriceBreakdown {
  identifier: string;
  /** What people read: the id's last 8 characters, upper-case. */
  number: string;
  status: string;
  payment_status: string;
  customer_email: string;
  customer_name: string;
  customer_phone: string;
  event: GuestOrderEvent;
  tickets_count: number;
  discount_code: string | null;
  created_at: string;
  expires_at: string | null;
  paid_at: string | null;
  can_continue_payment: boolean;
  /** Unpaid: until when its seats are held (past it, the hold has expired); null once paid or closed. */
  seats_held_until: string | null;
  /** `unpaid`, `paid`, `partly_refunded` or `refunded`. */
  money_state: string;
  /** What refunds have given back so far, and what is on its way back. */
  refunded_amount: number;
  refund_pending_amount: number;
  event_cancelled: boolean;
  /** The issued tickets, each with what it is worth now. */
  tickets: GuestOrderTicket[];
  /** A signed link to the tickets' PDF once they are issued, while any of them admits. */
  tickets_pdf_url: string | null;
  /** A signed link to the invoice (and any credit notes) PDF once the order is paid. */
  invoices_pdf_url: string | null;
  bank_transfer: BankTransferInstructions | null;
}

export interface OrderEnvelope {
  order: GuestOrder;
}

export function ticketAdmits(state: string): boolean {
  return state === 'valid' || state === 'used';
}
