/** The values orders, payments, seat inventories and e-tickets are described by (published language). */
import type { LocalizedText, TicketCurrency } from '../catalog/catalog-values';

export const PAYMENT_PROVIDERS = ['sandbox', 'makecommerce', 'paysera'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Bank transfer is no provider the shop talks to: the buyer pays by the instructions shown, an admin
 * confirms the money's arrival. Its payments carry this name where a provider's would stand.
 */
export const BANK_TRANSFER = 'bank-transfer';
export const PAYMENT_METHODS = [...PAYMENT_PROVIDERS, BANK_TRANSFER] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

export const ORDER_LANGUAGES = ['lt', 'en'] as const;
export type OrderLanguage = (typeof ORDER_LANGUAGES)[number];

/** A guest order's statuses (docs/ordering.md, "The API"); `expired` is an unpaid order whose hold ran out. */
export const ORDER_STATUSES = ['initializing', 'pending', 'completed', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface Buyer {
  /** As typed; compared lower-cased. */
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/** One ticket type of an order, priced by the server when the order was placed. */
export interface OrderLine {
  ticketTypeId: string;
  name: LocalizedText;
  quantity: number;
  /** Minor units (cents). */
  unitPriceCents: number;
  /** The discount code's share of this line, in cents (0 without a code). */
  discountCents: number;
}

/** The event an order is for, as it was when the order was placed (mails and PDFs print it). */
export interface OrderedEvent {
  catalogEventId: string;
  name: LocalizedText;
  startsAt: string;
  venue: { name: string; address: string; city: string };
}

export interface AppliedDiscountCode {
  discountCodeId: string;
  code: string;
}

/** Seats of one ticket type held or sold for an order. */
export interface SeatLine {
  ticketTypeId: string;
  quantity: number;
}

/** Seats sold, with what the order paid for them (the catalog's revenue figures). */
export interface SoldSeatLine extends SeatLine {
  revenueCents: number;
}

export const SEAT_RELEASE_REASONS = ['order-not-placed', 'order-expired', 'order-cancelled'] as const;
export type SeatReleaseReason = (typeof SEAT_RELEASE_REASONS)[number];

/** One admission ticket: each seat of a paid order becomes one. */
export interface IssuedTicket {
  ticketId: string;
  /** Unguessable, printed and in the QR code; what a scanner sends. */
  code: string;
  ticketTypeId: string;
  holderName: string;
}

/**
 * Why money goes back: a late payment whose seats were gone, a second payment, an admin's refund (single or
 * bulk, the note says why), or the event was cancelled.
 */
export const REFUND_REASONS = ['seats-gone', 'duplicate-payment', 'admin', 'event-cancelled'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Who a sent refund waits for: the provider's processing, or staff refunding in the provider's account. */
export const REFUND_AWAITING = ['provider', 'merchant'] as const;
export type RefundAwaiting = (typeof REFUND_AWAITING)[number];

export type { TicketCurrency };
