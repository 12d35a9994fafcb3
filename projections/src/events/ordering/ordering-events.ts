import { defineEvent, type DomainEvent } from '../event-catalog';
import type { TicketCurrency } from '../catalog/catalog-values';
import type {
  AppliedDiscountCode,
  Buyer,
  IssuedTicket,
  OrderedEvent,
  OrderLanguage,
  OrderLine,
  PaymentProviderName,
  RefundReason,
  SeatLine,
  SeatReleaseReason,
  SoldSeatLine,
} from './ordering-values';

/*
 * Seat inventory: one stream per catalog event (`seat-inventory-<catalogEventId>`), the only place
 * that decides whether seats are free. Reservations are keyed by the order id, so a retried
 * reservation is recognised and never counted twice.
 */
export const SeatCapacitySet = defineEvent('SeatCapacitySet');
// v1 did not name the buyer; such holds are read as held for nobody (`buyerEmail: null`), so they count
// against no buyer's cap on held seats.
export const SeatsReserved = defineEvent('SeatsReserved', 2, { 1: (data) => ({ ...data, buyerEmail: null }) });
export const SeatsReleased = defineEvent('SeatsReleased');
export const SeatsSold = defineEvent('SeatsSold');

export const seatInventoryEventDefinitions = [SeatCapacitySet, SeatsReserved, SeatsReleased, SeatsSold];

type OnInventory<Type extends string, Data = object> = DomainEvent<Type, { catalogEventId: string } & Data>;

/** How many seats of a ticket type may be sold in all (the catalog's quantity, as the inventory holds it). */
export type SeatCapacitySet = OnInventory<'SeatCapacitySet', { ticketTypeId: string; capacity: number }>;
export type SeatsReserved = OnInventory<
  'SeatsReserved',
  {
    orderId: string;
    lines: SeatLine[];
    discountCodeId: string | null;
    expiresAt: string;
    /** The buyer's normalised e-mail, for the cap on seats one buyer holds; null in holds stored at v1. */
    buyerEmail: string | null;
  }
>;
export type SeatsReleased = OnInventory<
  'SeatsReleased',
  { orderId: string; lines: SeatLine[]; discountCodeId: string | null; reason: SeatReleaseReason }
>;
/** A paid order's seats; also records seats taken again for a payment that came after they were released. */
export type SeatsSold = OnInventory<
  'SeatsSold',
  {
    orderId: string;
    lines: SoldSeatLine[];
    discountCodeId: string | null;
    /** False when the seats had been released and were taken again (a late payment). */
    wasHeld: boolean;
  }
>;

export type SeatInventoryEvent = SeatCapacitySet | SeatsReserved | SeatsReleased | SeatsSold;

export const seatInventoryStreamId = (catalogEventId: string): string => `seat-inventory-${catalogEventId}`;

/* A guest order (`order-<orderId>`): from placing it through payment to tickets and admissions. */
export const OrderPlaced = defineEvent('OrderPlaced');
export const PaymentInitiated = defineEvent('PaymentInitiated');
export const PaymentSucceeded = defineEvent('PaymentSucceeded');
export const PaymentFailed = defineEvent('PaymentFailed');
export const PaymentCancelled = defineEvent('PaymentCancelled');
export const PaymentAmountMismatched = defineEvent('PaymentAmountMismatched');
export const OrderExpired = defineEvent('OrderExpired');
export const LatePaymentReceived = defineEvent('LatePaymentReceived');
export const LatePaymentAccepted = defineEvent('LatePaymentAccepted');
export const LatePaymentRejected = defineEvent('LatePaymentRejected');
export const DuplicatePaymentReceived = defineEvent('DuplicatePaymentReceived');
export const PaymentRefundRequested = defineEvent('PaymentRefundRequested');
export const PaymentRefunded = defineEvent('PaymentRefunded');
export const PaymentRefundFailed = defineEvent('PaymentRefundFailed');
export const TicketsIssued = defineEvent('TicketsIssued');
export const OrderConfirmationSent = defineEvent('OrderConfirmationSent');
export const RefundNoticeSent = defineEvent('RefundNoticeSent');
export const TicketAdmitted = defineEvent('TicketAdmitted');

export const orderEventDefinitions = [
  OrderPlaced,
  PaymentInitiated,
  PaymentSucceeded,
  PaymentFailed,
  PaymentCancelled,
  PaymentAmountMismatched,
  OrderExpired,
  LatePaymentReceived,
  LatePaymentAccepted,
  LatePaymentRejected,
  DuplicatePaymentReceived,
  PaymentRefundRequested,
  PaymentRefunded,
  PaymentRefundFailed,
  TicketsIssued,
  OrderConfirmationSent,
  RefundNoticeSent,
  TicketAdmitted,
];

type OnOrder<Type extends string, Data = object> = DomainEvent<Type, { orderId: string } & Data>;

/** Money a provider reported for one of its transactions. */
type ProviderPayment = {
  provider: PaymentProviderName;
  providerTransactionId: string;
  amountCents: number;
  currency: string;
};

export type OrderPlaced = OnOrder<
  'OrderPlaced',
  {
    event: OrderedEvent;
    buyer: Buyer;
    /** Mails and tickets go out in this language. */
    language: OrderLanguage;
    lines: OrderLine[];
    discountCode: AppliedDiscountCode | null;
    subtotalCents: number;
    discountCents: number;
    /** The payment fee (configuration), charged on top of the discounted subtotal. */
    feeCents: number;
    totalCents: number;
    currency: TicketCurrency;
    /** The seats are held until then; unpaid, the order expires. */
    expiresAt: string;
  }
>;
export type PaymentInitiated = OnOrder<
  'PaymentInitiated',
  {
    paymentId: string;
    provider: PaymentProviderName;
    amountCents: number;
    currency: TicketCurrency;
    /** Known at once for providers that create a transaction first (MakeCommerce); else null. */
    providerTransactionId: string | null;
  }
>;
export type PaymentSucceeded = OnOrder<'PaymentSucceeded', ProviderPayment>;
export type PaymentFailed = OnOrder<
  'PaymentFailed',
  { provider: PaymentProviderName; providerTransactionId: string | null; reason: string }
>;
export type PaymentCancelled = OnOrder<
  'PaymentCancelled',
  { provider: PaymentProviderName; providerTransactionId: string | null }
>;
/** A provider reported a payment whose amount or currency is not the order's: recorded, not accepted. */
export type PaymentAmountMismatched = OnOrder<'PaymentAmountMismatched', ProviderPayment>;
export type OrderExpired = OnOrder<'OrderExpired'>;
/** Money arrived after the order expired: accepted if its seats can still be had, else refunded. */
export type LatePaymentReceived = OnOrder<'LatePaymentReceived', ProviderPayment>;
export type LatePaymentAccepted = OnOrder<'LatePaymentAccepted'>;
export type LatePaymentRejected = OnOrder<'LatePaymentRejected', { reason: 'seats-gone' }>;
/** A second payment for an order already paid (two tabs, two attempts): it is refunded. */
export type DuplicatePaymentReceived = OnOrder<'DuplicatePaymentReceived', ProviderPayment>;
export type PaymentRefundRequested = OnOrder<
  'PaymentRefundRequested',
  ProviderPayment & { refundId: string; reason: RefundReason }
>;
export type PaymentRefunded = OnOrder<'PaymentRefunded', { refundId: string; providerRefundId: string | null }>;
export type PaymentRefundFailed = OnOrder<
  'PaymentRefundFailed',
  {
    refundId: string;
    error: string;
    /** The provider cannot refund through its API (Paysera): staff must refund in its account. */
    manual: boolean;
  }
>;
export type TicketsIssued = OnOrder<'TicketsIssued', { tickets: IssuedTicket[] }>;
export type OrderConfirmationSent = OnOrder<'OrderConfirmationSent', { email: string }>;
export type RefundNoticeSent = OnOrder<'RefundNoticeSent', { refundId: string; email: string }>;
export type TicketAdmitted = OnOrder<'TicketAdmitted', { ticketId: string; admittedAt: string }>;

export type OrderEvent =
  | OrderPlaced
  | PaymentInitiated
  | PaymentSucceeded
  | PaymentFailed
  | PaymentCancelled
  | PaymentAmountMismatched
  | OrderExpired
  | LatePaymentReceived
  | LatePaymentAccepted
  | LatePaymentRejected
  | DuplicatePaymentReceived
  | PaymentRefundRequested
  | PaymentRefunded
  | PaymentRefundFailed
  | TicketsIssued
  | OrderConfirmationSent
  | RefundNoticeSent
  | TicketAdmitted;

export const orderStreamId = (orderId: string): string => `order-${orderId}`;
