/**
 * The orders read model: guest orders with their payment state, the e-tickets issued for them, and
 * the seats each order holds in its event's inventory. Everything about one order is keyed by its id,
 * so a batch loads the touched orders' rows, applies events to them in order and writes back the
 * changed ones. Each row keeps the last log position applied to it: a redelivered event finds every
 * row it changed at or past its position and is skipped.
 */
import { orderNumberOf } from './order-number';
import type { LocalizedText, TicketCurrency } from '../../events/catalog/catalog-values';
import type {
  OrderEvent,
  OrderPlaced,
  SeatsReleased,
  SeatsReserved,
  SeatsSold,
  SoldSeatsReturned,
} from '../../events/ordering/ordering-events';
import type {
  OrderLanguage,
  OrderStatus,
  PaymentMethodName,
  PaymentStatus,
  RefundAwaiting,
  RefundReason,
  SeatLine,
} from '../../events/ordering/ordering-values';

/** The order as it was placed: the `OrderPlaced` data, kept whole. */
export type OrderDocument = OrderPlaced['data'];

/**
 * Where a refund stands: asked for, being sent (the call recorded, its outcome not yet), accepted by the
 * provider but still processing, done, refused, or uncertain (an outcome lost that the provider cannot
 * tell: staff check its portal).
 */
export type OrderRefundState = 'requested' | 'sending' | 'sent' | 'refunded' | 'failed' | 'uncertain';

/** A refund asked of the payment provider; `refundedAt` once the provider confirmed it. */
export interface OrderRefund {
  refundId: string;
  state: OrderRefundState;
  reason: RefundReason;
  provider: PaymentMethodName;
  amountCents: number;
  currency: string;
  requestedAt: string;
  refundedAt: string | null;
  /** While sent: the provider still processing it, or staff to act in the provider's account. */
  awaiting: RefundAwaiting | null;
  /** The provider's reason when it refused, or why the refund is uncertain; null otherwise. */
  error: string | null;
  failedAt: string | null;
  /** The admin's reason as typed; '' for refunds the shop made by itself. */
  note: string;
  /** The approved refund request it carries out; null for a single refund. */
  refundRequestId: string | null;
}

/** The statuses the back-office filters orders by (docs/ordering.md; an expired hold reads as cancelled). */
export const ADMIN_ORDER_STATUSES = ['completed', 'pending', 'cancelled', 'refunded'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/**
 * The order's refunds at a glance: one whose outcome staff must check with the provider, one still with
 * the provider, one refused (staff must look), all of the payment given back, part of it, or none.
 */
export const ORDER_REFUND_SUMMARIES = [
  'none',
  'uncertain',
  'processing',
  'failed',
  'partially_refunded',
  'refunded',
] as const;
export type OrderRefundSummary = (typeof ORDER_REFUND_SUMMARIES)[number];

export interface OrderRow {
  id: string;
  /** What people read: the id's last 8 characters, upper-case. */
  number: string;
  catalogEventId: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  buyerEmail: string;
  buyerEmailNormalized: string;
  buyerName: string;
  buyerPhone: string;
  language: OrderLanguage;
  document: OrderDocument;
  discountCodeId: string | null;
  ticketsCount: number;
  subtotalCents: number;
  discountCents: number;
  feeCents: number;
  totalCents: number;
  currency: TicketCurrency;
  paymentProvider: PaymentMethodName | null;
  expiresAt: string;
  createdAt: string;
  paidAt: string | null;
  ticketsIssuedAt: string | null;
  /** The latest confirmation mailed, resent ones included. */
  confirmationSentAt: string | null;
  /** The order's catalog event was cancelled: its tickets no longer admit. */
  eventCancelled: boolean;
  /** What the payment that pays for the order brought in; 0 until one arrived. */
  paidCents: number;
  /** What confirmed refunds of that payment gave back (a duplicate payment's refund is not counted). */
  refundedCents: number;
  /** Refunds of that payment asked for and not yet confirmed or refused. */
  refundPendingCents: number;
  /** What an admin may still refund: the payment less its refunds done or under way. */
  refundableCents: number;
  refundSummary: OrderRefundSummary;
  adminStatus: AdminOrderStatus;
  /** Number, name, e-mail and phone, lower-case: what the back-office search looks in. */
  searchText: string;
  /** The phone's digits alone, so '+370 600' finds '+37060000000'. */
  phoneDigits: string;
  refunds: OrderRefund[];
  lastPosition: bigint;
}

/** `cancelled`: the event was cancelled before the ticket was used; `voided`: staff took it back. */
export type OrderTicketStatus = 'valid' | 'used' | 'refunded' | 'cancelled' | 'voided';

export interface OrderTicketRow {
  id: string;
  orderId: string;
  catalogEventId: string;
  code: string;
  ticketTypeId: string;
  ticketTypeName: LocalizedText;
  holderName: string;
  status: OrderTicketStatus;
  admittedAt: string | null;
  lastPosition: bigint;
}

/** `returned`: sold, then back on sale when the order was refunded in full. */
export type SeatReservationStatus = 'held' | 'sold' | 'released' | 'returned';

export interface SeatReservationRow {
  orderId: string;
  catalogEventId: string;
  lines: SeatLine[];
  discountCodeId: string | null;
  status: SeatReservationStatus;
  expiresAt: string;
  lastPosition: bigint;
}

/** One order's rows as a batch changes them. */
export interface OrderRows {
  order: OrderRow | undefined;
  tickets: Map<string, OrderTicketRow>;
  reservation: SeatReservationRow | undefined;
}

/** The inventory events about one order's seats (capacity changes are not about an order). */
type OrderSeatsEvent = SeatsReserved | SeatsReleased | SeatsSold | SoldSeatsReturned;

export type OrdersProjectedEvent = OrderEvent | OrderSeatsEvent;

/** The events that change an order's rows; the others (notices, failed refunds…) change nothing. */
export const ORDERS_EVENT_TYPES: ReadonlySet<string> = new Set<OrdersProjectedEvent['type']>([
  'SeatsReserved',
  'SeatsReleased',
  'SeatsSold',
  'SoldSeatsReturned',
  'OrderPlaced',
  'PaymentInitiated',
  'PaymentSucceeded',
  'PaymentFailed',
  'PaymentCancelled',
  'BankTransferChosen',
  'OrderExpired',
  'LatePaymentReceived',
  'LatePaymentAccepted',
  'LatePaymentRejected',
  'PaymentRefundRequested',
  'PaymentRefundAttempted',
  'PaymentRefundUncertain',
  'PaymentRefunded',
  'PaymentRefundSent',
  'PaymentRefundFailed',
  'PaymentRefundRetried',
  'TicketsIssued',
  'OrderConfirmationSent',
  'OrderConfirmationResent',
  'TicketAdmitted',
  'TicketsVoided',
  'OrderCancelledByAdmin',
  'OrderEventCancelled',
]);

/** Statuses in which a buyer's payment attempt (started, failed, cancelled) or the expiry applies. */
const AWAITING_PAYMENT: ReadonlySet<OrderStatus> = new Set(['initializing', 'pending']);

const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** A refund of the payment that pays for the order; a duplicate payment's refund gives back another one. */
const ofOrderPayment = (refund: OrderRefund): boolean => refund.reason !== 'duplicate-payment';
const sumOf = (refunds: readonly OrderRefund[]): number => refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
/** Neither done nor refused: its amount is on its way, or may be. */
const isPending = (refund: OrderRefund): boolean =>
  refund.state === 'requested' || refund.state === 'sending' || refund.state === 'sent' || refund.state === 'uncertain';

/** The columns worked out from the others, brought up to date after every change to the order. */
function withFigures(order: OrderRow): OrderRow {
  const own = order.refunds.filter(ofOrderPayment);
  const refundedCents = sumOf(own.filter((refund) => refund.state === 'refunded'));
  const refundPendingCents = sumOf(own.filter(isPending));
  const fullyRefunded = order.paidCents > 0 && refundedCents >= order.paidCents;
  const paymentStatus = fullyRefunded ? 'refunded' : order.paymentStatus;
  return {
    ...order,
    paymentStatus,
    refundedCents,
    refundPendingCents,
    refundableCents: paymentStatus === 'paid' ? Math.max(0, order.paidCents - refundedCents - refundPendingCents) : 0,
    refundSummary: refundSummaryOf(order.refunds, fullyRefunded, refundedCents),
    adminStatus: adminStatusOf(order.status, paymentStatus),
  };
}

function refundSummaryOf(refunds: readonly OrderRefund[], fullyRefunded: boolean, refundedCents: number) {
  // First: money may have left without a record, and only staff can find out.
  if (refunds.some((refund) => refund.state === 'uncertain')) return 'uncertain';
  if (refunds.some(isPending)) return 'processing';
  if (refunds.some((refund) => refund.state === 'failed')) return 'failed';
  if (fullyRefunded) return 'refunded';
  return refundedCents > 0 ? 'partially_refunded' : 'none';
}

function adminStatusOf(status: OrderStatus, paymentStatus: PaymentStatus): AdminOrderStatus {
  if (paymentStatus === 'refunded') return 'refunded';
  switch (status) {
    case 'completed':
      return 'completed';
    case 'initializing':
    case 'pending':
      return 'pending';
    case 'cancelled':
    case 'expired':
      return 'cancelled';
  }
}

/**
 * Applies one event to its order's rows, in place. Every row touched remembers the position; a row
 * already at or past it has seen the event and is left alone. Events about an order whose row does
 * not exist change nothing.
 */
export function applyOrderEvent(
  rows: OrderRows,
  event: OrdersProjectedEvent,
  position: bigint,
  occurredAt: string,
): void {
  const fresh = <R extends { lastPosition: bigint }>(row: R | undefined): row is R =>
    row !== undefined && row.lastPosition < position;
  const changeOrder = (change: (order: OrderRow) => Partial<OrderRow> | undefined) => {
    if (!fresh(rows.order)) return;
    const changed = change(rows.order);
    if (changed) rows.order = withFigures({ ...rows.order, ...changed, lastPosition: position });
  };
  const changeRefund = (refundId: string, change: (refund: OrderRefund) => Partial<OrderRefund> | undefined) =>
    changeOrder((order) => {
      const refund = order.refunds.find((r) => r.refundId === refundId);
      const changed = refund && change(refund);
      return changed && { refunds: order.refunds.map((r) => (r === refund ? { ...r, ...changed } : r)) };
    });
  /** Payment attempts and the expiry only move an order still waiting for its payment. */
  const whileAwaitingPayment = (change: Partial<OrderRow>) =>
    changeOrder((order) => (AWAITING_PAYMENT.has(order.status) ? change : undefined));
  const changeReservation = (change: (reservation: SeatReservationRow) => Partial<SeatReservationRow> | undefined) => {
    if (!fresh(rows.reservation)) return;
    const changed = change(rows.reservation);
    if (changed) rows.reservation = { ...rows.reservation, ...changed, lastPosition: position };
  };

  switch (event.type) {
    case 'SeatsReserved': {
      const held: SeatReservationRow = {
        orderId: event.data.orderId,
        catalogEventId: event.data.catalogEventId,
        lines: event.data.lines.map(seatLine),
        discountCodeId: event.data.discountCodeId,
        status: 'held',
        expiresAt: event.data.expiresAt,
        lastPosition: position,
      };
      if (rows.reservation === undefined) rows.reservation = held;
      // Reserved again after a release: the order holds seats once more.
      else changeReservation((reservation) => (reservation.status === 'released' ? held : undefined));
      return;
    }
    case 'SeatsReleased':
      return changeReservation((reservation) => (reservation.status === 'held' ? { status: 'released' } : undefined));
    case 'SeatsSold':
      return changeReservation((reservation) =>
        reservation.status === 'sold' || reservation.status === 'returned'
          ? undefined
          : { status: 'sold', lines: event.data.lines.map(seatLine) },
      );
    case 'SoldSeatsReturned':
      return changeReservation((reservation) => (reservation.status === 'sold' ? { status: 'returned' } : undefined));

    case 'OrderPlaced': {
      if (rows.order) return;
      const data = event.data;
      const number = orderNumberOf(data.orderId);
      const buyerName = `${data.buyer.firstName} ${data.buyer.lastName}`;
      rows.order = withFigures({
        id: data.orderId,
        number,
        catalogEventId: data.event.catalogEventId,
        status: 'initializing',
        paymentStatus: 'pending',
        buyerEmail: data.buyer.email,
        buyerEmailNormalized: normalizeEmail(data.buyer.email),
        buyerName,
        buyerPhone: data.buyer.phone,
        language: data.language,
        document: data,
        discountCodeId: data.discountCode?.discountCodeId ?? null,
        ticketsCount: data.lines.reduce((sum, line) => sum + line.quantity, 0),
        subtotalCents: data.subtotalCents,
        discountCents: data.discountCents,
        feeCents: data.feeCents,
        totalCents: data.totalCents,
        currency: data.currency,
        paymentProvider: null,
        expiresAt: data.expiresAt,
        createdAt: occurredAt,
        paidAt: null,
        ticketsIssuedAt: null,
        confirmationSentAt: null,
        eventCancelled: false,
        paidCents: 0,
        refundedCents: 0,
        refundPendingCents: 0,
        refundableCents: 0,
        refundSummary: 'none',
        adminStatus: 'pending',
        searchText: [number, buyerName, data.buyer.email.trim(), data.buyer.phone].join(' ').toLowerCase(),
        phoneDigits: data.buyer.phone.replace(/\D/g, ''),
        refunds: [],
        lastPosition: position,
      });
      return;
    }
    case 'PaymentInitiated':
      return whileAwaitingPayment({ status: 'pending', paymentProvider: event.data.provider });
    case 'PaymentFailed':
      return whileAwaitingPayment({ status: 'initializing', paymentStatus: 'failed' });
    case 'PaymentCancelled':
      return whileAwaitingPayment({ status: 'initializing', paymentStatus: 'pending' });
    case 'PaymentSucceeded':
      return changeOrder(() => ({
        status: 'completed',
        paymentStatus: 'paid',
        paymentProvider: event.data.provider,
        paidAt: occurredAt,
        paidCents: event.data.amountCents,
      }));
    case 'BankTransferChosen':
      // The sweeper reads the hold's expiry: a transfer's longer hold must not be released at the usual one.
      changeReservation((reservation) => (reservation.status === 'held' ? { expiresAt: event.data.payBy } : undefined));
      return whileAwaitingPayment({ status: 'pending', paymentProvider: 'bank-transfer', expiresAt: event.data.payBy });
    case 'OrderExpired':
      return whileAwaitingPayment({ status: 'expired' });
    case 'LatePaymentReceived':
      // The money is in; whether the order can still have its seats is being checked.
      return changeOrder((order) =>
        order.status === 'completed' || order.status === 'cancelled'
          ? undefined
          : {
              status: 'pending',
              paymentStatus: 'paid',
              paymentProvider: event.data.provider,
              paidCents: event.data.amountCents,
            },
      );
    case 'LatePaymentAccepted':
      return changeOrder(() => ({ status: 'completed', paymentStatus: 'paid', paidAt: occurredAt }));
    case 'LatePaymentRejected':
      // The payment stays `paid` until its refund is confirmed.
      return changeOrder(() => ({ status: 'cancelled' }));
    case 'PaymentRefundRequested':
      return changeOrder((order) =>
        order.refunds.some((refund) => refund.refundId === event.data.refundId)
          ? undefined
          : {
              refunds: [
                ...order.refunds,
                {
                  refundId: event.data.refundId,
                  state: 'requested',
                  reason: event.data.reason,
                  provider: event.data.provider,
                  amountCents: event.data.amountCents,
                  currency: event.data.currency,
                  requestedAt: occurredAt,
                  refundedAt: null,
                  awaiting: null,
                  error: null,
                  failedAt: null,
                  note: event.data.note,
                  refundRequestId: event.data.refundRequestId,
                },
              ],
            },
      );
    case 'PaymentRefunded': {
      changeRefund(event.data.refundId, (refund) =>
        refund.state === 'refunded'
          ? undefined
          : { state: 'refunded', refundedAt: occurredAt, awaiting: null, error: null },
      );
      // The whole payment given back: the order's tickets no longer admit.
      if (rows.order?.lastPosition === position && rows.order.paymentStatus === 'refunded') {
        for (const ticket of rows.tickets.values()) {
          // A voided ticket stays voided: the more telling answer at the door.
          if (fresh(ticket) && ticket.status !== 'refunded' && ticket.status !== 'voided') {
            rows.tickets.set(ticket.id, { ...ticket, status: 'refunded', lastPosition: position });
          }
        }
      }
      return;
    }
    case 'PaymentRefundAttempted':
      return changeRefund(event.data.refundId, (refund) =>
        refund.state === 'requested' || refund.state === 'sent' ? { state: 'sending' } : undefined,
      );
    case 'PaymentRefundUncertain':
      return changeRefund(event.data.refundId, (refund) =>
        refund.state === 'sending' ? { state: 'uncertain', error: event.data.reason } : undefined,
      );
    case 'PaymentRefundSent':
      return changeRefund(event.data.refundId, (refund) =>
        refund.state === 'requested' || refund.state === 'sending' || refund.state === 'uncertain'
          ? { state: 'sent', awaiting: event.data.awaiting, error: null }
          : undefined,
      );
    case 'PaymentRefundFailed':
      return changeRefund(event.data.refundId, (refund) =>
        refund.state === 'refunded' || refund.state === 'failed'
          ? undefined
          : { state: 'failed', awaiting: null, error: event.data.error, failedAt: occurredAt },
      );
    case 'PaymentRefundRetried':
      return changeRefund(event.data.refundId, (refund) =>
        refund.state === 'failed' || refund.state === 'uncertain'
          ? { state: 'requested', error: null, failedAt: null }
          : undefined,
      );
    case 'OrderCancelledByAdmin':
      return whileAwaitingPayment({ status: 'cancelled' });
    case 'OrderEventCancelled': {
      changeOrder((order) => (order.eventCancelled ? undefined : { eventCancelled: true }));
      for (const ticket of rows.tickets.values()) {
        if (fresh(ticket) && ticket.status === 'valid') {
          rows.tickets.set(ticket.id, { ...ticket, status: 'cancelled', lastPosition: position });
        }
      }
      return;
    }
    case 'TicketsIssued': {
      const order = rows.order;
      if (!fresh(order)) return;
      const names = new Map(order.document.lines.map((line) => [line.ticketTypeId, line.name]));
      for (const ticket of event.data.tickets) {
        if (rows.tickets.has(ticket.ticketId)) continue;
        rows.tickets.set(ticket.ticketId, {
          id: ticket.ticketId,
          orderId: order.id,
          catalogEventId: order.catalogEventId,
          code: ticket.code,
          ticketTypeId: ticket.ticketTypeId,
          ticketTypeName: names.get(ticket.ticketTypeId) ?? { lt: '', en: '' },
          holderName: ticket.holderName,
          status: order.eventCancelled ? 'cancelled' : 'valid',
          admittedAt: null,
          lastPosition: position,
        });
      }
      return changeOrder(() => ({ ticketsIssuedAt: occurredAt }));
    }
    case 'OrderConfirmationSent':
    case 'OrderConfirmationResent':
      return changeOrder(() => ({ confirmationSentAt: occurredAt }));
    case 'TicketAdmitted': {
      const ticket = rows.tickets.get(event.data.ticketId);
      if (fresh(ticket) && ticket.status === 'valid') {
        rows.tickets.set(ticket.id, {
          ...ticket,
          status: 'used',
          admittedAt: event.data.admittedAt,
          lastPosition: position,
        });
      }
      return;
    }
    case 'TicketsVoided':
      for (const ticketId of event.data.ticketIds) {
        const ticket = rows.tickets.get(ticketId);
        if (fresh(ticket) && ticket.status !== 'voided') {
          rows.tickets.set(ticket.id, { ...ticket, status: 'voided', lastPosition: position });
        }
      }
      return;
    case 'PaymentAmountMismatched':
    case 'DuplicatePaymentReceived':
    case 'RefundNoticeSent':
    case 'EventCancellationNoticeSent':
    case 'BankTransferInstructionsSent':
      return;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

const seatLine = (line: SeatLine): SeatLine => ({ ticketTypeId: line.ticketTypeId, quantity: line.quantity });
