import { defineEvent, type DomainEvent } from '../event-catalog';
import type { TicketCurrency } from '../catalog/catalog-values';
import type {
  AppliedDiscountCode,
  Buyer,
  IssuedTicket,
  OrderedEvent,
  OrderLanguage,
  OrderLine,
  PaymentMethodName,
  PaymentProviderName,
  RefundAwaiting,
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
export const SoldSeatsReturned = defineEvent('SoldSeatsReturned');
export const VoidedSeatsReturned = defineEvent('VoidedSeatsReturned');

export const seatInventoryEventDefinitions = [
  SeatCapacitySet,
  SeatsReserved,
  SeatsReleased,
  SeatsSold,
  SoldSeatsReturned,
  VoidedSeatsReturned,
];

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

/**
 * A fully refunded order's sold seats are on sale again (once per order): the lines and revenue are
 * those its SeatsSold recorded, less what VoidedSeatsReturned already gave back.
 */
export type SoldSeatsReturned = OnInventory<'SoldSeatsReturned', { orderId: string; lines: SoldSeatLine[] }>;
/**
 * The seats of tickets staff voided are on sale again (once per ticket): a share of the sold line's
 * revenue per seat, the last seat of a line taking what is left so the shares add up to the line.
 */
export type VoidedSeatsReturned = OnInventory<
  'VoidedSeatsReturned',
  { orderId: string; ticketIds: string[]; lines: SoldSeatLine[] }
>;

export type SeatInventoryEvent =
  SeatCapacitySet | SeatsReserved | SeatsReleased | SeatsSold | SoldSeatsReturned | VoidedSeatsReturned;

export const seatInventoryStreamId = (catalogEventId: string): string => `seat-inventory-${catalogEventId}`;

/* A guest order (`order-<orderId>`): from placing it through payment to tickets and admissions. */
export const OrderPlaced = defineEvent('OrderPlaced');
export const PaymentInitiated = defineEvent('PaymentInitiated');
export const PaymentSucceeded = defineEvent('PaymentSucceeded');
export const PaymentFailed = defineEvent('PaymentFailed');
export const PaymentCancelled = defineEvent('PaymentCancelled');
export const PaymentAmountMismatched = defineEvent('PaymentAmountMismatched');
export const BankTransferChosen = defineEvent('BankTransferChosen');
export const BankTransferInstructionsSent = defineEvent('BankTransferInstructionsSent');
export const OrderExpired = defineEvent('OrderExpired');
export const LatePaymentReceived = defineEvent('LatePaymentReceived');
export const LatePaymentAccepted = defineEvent('LatePaymentAccepted');
export const LatePaymentRejected = defineEvent('LatePaymentRejected');
export const DuplicatePaymentReceived = defineEvent('DuplicatePaymentReceived');
// v1 knew only the automatic refunds of late and duplicate payments: no admin note, the buyer was always
// told, and no refund request stood behind them.
export const PaymentRefundRequested = defineEvent('PaymentRefundRequested', 2, {
  1: (data) => ({ ...data, note: '', notifyCustomer: true, refundRequestId: null }),
});
export const PaymentRefundAttempted = defineEvent('PaymentRefundAttempted');
export const PaymentRefundUncertain = defineEvent('PaymentRefundUncertain');
export const PaymentRefundSent = defineEvent('PaymentRefundSent');
export const PaymentRefunded = defineEvent('PaymentRefunded');
export const PaymentRefundFailed = defineEvent('PaymentRefundFailed');
export const PaymentRefundRetried = defineEvent('PaymentRefundRetried');
export const TicketsIssued = defineEvent('TicketsIssued');
export const OrderConfirmationSent = defineEvent('OrderConfirmationSent');
export const OrderConfirmationResent = defineEvent('OrderConfirmationResent');
export const RefundNoticeSent = defineEvent('RefundNoticeSent');
export const TicketAdmitted = defineEvent('TicketAdmitted');
export const TicketsVoided = defineEvent('TicketsVoided');
export const OrderCancelledByAdmin = defineEvent('OrderCancelledByAdmin');
export const OrderEventCancelled = defineEvent('OrderEventCancelled');
export const EventCancellationNoticeSent = defineEvent('EventCancellationNoticeSent');

export const orderEventDefinitions = [
  OrderPlaced,
  PaymentInitiated,
  PaymentSucceeded,
  PaymentFailed,
  PaymentCancelled,
  PaymentAmountMismatched,
  BankTransferChosen,
  BankTransferInstructionsSent,
  OrderExpired,
  LatePaymentReceived,
  LatePaymentAccepted,
  LatePaymentRejected,
  DuplicatePaymentReceived,
  PaymentRefundRequested,
  PaymentRefundAttempted,
  PaymentRefundUncertain,
  PaymentRefundSent,
  PaymentRefunded,
  PaymentRefundFailed,
  PaymentRefundRetried,
  TicketsIssued,
  OrderConfirmationSent,
  OrderConfirmationResent,
  RefundNoticeSent,
  TicketAdmitted,
  TicketsVoided,
  OrderCancelledByAdmin,
  OrderEventCancelled,
  EventCancellationNoticeSent,
];

type OnOrder<Type extends string, Data = object> = DomainEvent<Type, { orderId: string } & Data>;

/** Money a provider reported for one of its transactions, or a bank transfer an admin confirmed. */
type ProviderPayment = {
  provider: PaymentMethodName;
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
/**
 * The buyer chose to pay by bank transfer: the seats stay held until `payBy` (later than the order's
 * `expiresAt`), and the transfer must name `reference` and carry `amountCents`.
 */
export type BankTransferChosen = OnOrder<
  'BankTransferChosen',
  { reference: string; amountCents: number; currency: string; payBy: string }
>;
/** The buyer was mailed how to pay the chosen transfer (recipient, account, amount, reference, deadline). */
export type BankTransferInstructionsSent = OnOrder<'BankTransferInstructionsSent', { email: string }>;
export type OrderExpired = OnOrder<'OrderExpired'>;
/** Money arrived after the order expired: accepted if its seats can still be had, else refunded. */
export type LatePaymentReceived = OnOrder<'LatePaymentReceived', ProviderPayment>;
export type LatePaymentAccepted = OnOrder<'LatePaymentAccepted'>;
export type LatePaymentRejected = OnOrder<'LatePaymentRejected', { reason: 'seats-gone' }>;
/** A second payment for an order already paid (two tabs, two attempts): it is refunded. */
export type DuplicatePaymentReceived = OnOrder<'DuplicatePaymentReceived', ProviderPayment>;
/** A refund of (part of) a payment was decided; `amountCents` is this refund's amount, not the payment's. */
export type PaymentRefundRequested = OnOrder<
  'PaymentRefundRequested',
  ProviderPayment & {
    refundId: string;
    reason: RefundReason;
    /** The admin's reason as typed; '' for refunds the shop makes by itself. */
    note: string;
    /** Whether the buyer is mailed a refund notice once the money is back. */
    notifyCustomer: boolean;
    /** The approved refund request this refund carries out; null for a single refund. */
    refundRequestId: string | null;
  }
>;
/**
 * The shop is about to ask the provider to refund: recorded before the call, so a retry that finds an
 * attempt without an outcome knows the money may have left and asks the provider instead of sending
 * again. `reference` is written into the refund's comment at the provider, where staff and the shop's
 * own look-up find it; `attemptedAt` bounds that look-up.
 */
export type PaymentRefundAttempted = OnOrder<
  'PaymentRefundAttempted',
  { refundId: string; attemptId: string; reference: string; attemptedAt: string }
>;
/**
 * An attempt's outcome was never recorded (a crash or an outage between the call and the record) and the
 * provider cannot tell whether it refunded: staff check the provider's portal, then record the refund as
 * paid back or send it again. Never sent again by the shop on its own.
 */
export type PaymentRefundUncertain = OnOrder<
  'PaymentRefundUncertain',
  { refundId: string; attemptId: string; reason: string }
>;
/**
 * The refund left the shop but is not complete: the provider is still processing it (`provider`), or staff
 * must refund in the provider's account (`merchant`, Paysera), which its status-5 callback then confirms.
 */
export type PaymentRefundSent = OnOrder<
  'PaymentRefundSent',
  { refundId: string; providerRefundId: string | null; awaiting: RefundAwaiting }
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
/** An admin sends a failed refund to the provider again (the admin is in the metadata). */
export type PaymentRefundRetried = OnOrder<'PaymentRefundRetried', { refundId: string }>;
export type TicketsIssued = OnOrder<'TicketsIssued', { tickets: IssuedTicket[] }>;
export type OrderConfirmationSent = OnOrder<'OrderConfirmationSent', { email: string }>;
/** An admin had the confirmation with the tickets mailed again (the admin is in the metadata). */
export type OrderConfirmationResent = OnOrder<'OrderConfirmationResent', { email: string }>;
export type RefundNoticeSent = OnOrder<'RefundNoticeSent', { refundId: string; email: string }>;
export type TicketAdmitted = OnOrder<'TicketAdmitted', { ticketId: string; admittedAt: string }>;
/** An admin voided tickets of a refunded order (the admin is in the metadata): they no longer admit. */
export type TicketsVoided = OnOrder<'TicketsVoided', { ticketIds: string[]; reason: string }>;
/** An admin cancelled an unpaid order; its seats are released. */
export type OrderCancelledByAdmin = OnOrder<'OrderCancelledByAdmin', { reason: string }>;
/** The order's catalog event was cancelled: its tickets no longer admit. */
export type OrderEventCancelled = OnOrder<'OrderEventCancelled'>;
export type EventCancellationNoticeSent = OnOrder<'EventCancellationNoticeSent', { email: string }>;

export type OrderEvent =
  | OrderPlaced
  | PaymentInitiated
  | PaymentSucceeded
  | PaymentFailed
  | PaymentCancelled
  | PaymentAmountMismatched
  | BankTransferChosen
  | BankTransferInstructionsSent
  | OrderExpired
  | LatePaymentReceived
  | LatePaymentAccepted
  | LatePaymentRejected
  | DuplicatePaymentReceived
  | PaymentRefundRequested
  | PaymentRefundAttempted
  | PaymentRefundUncertain
  | PaymentRefundSent
  | PaymentRefunded
  | PaymentRefundFailed
  | PaymentRefundRetried
  | TicketsIssued
  | OrderConfirmationSent
  | OrderConfirmationResent
  | RefundNoticeSent
  | TicketAdmitted
  | TicketsVoided
  | OrderCancelledByAdmin
  | OrderEventCancelled
  | EventCancellationNoticeSent;

export const orderStreamId = (orderId: string): string => `order-${orderId}`;
