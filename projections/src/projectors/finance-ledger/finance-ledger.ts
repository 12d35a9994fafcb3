/**
 * The finance ledger: what each order's money did, as append-only entries in cents, each pointing at
 * the event that moved the money. Pure: the projector loads an order's book, applies events here and
 * saves what changed. An entry is recognised when money actually moves: a sale when the payment that
 * buys the seats is accepted, a refund when the provider confirms it (`PaymentRefunded`), never when it
 * is only asked for.
 */
import type { RecordedEvent } from '../../eventstore/event-store';
import type {
  DuplicatePaymentReceived,
  LatePaymentReceived,
  OrderPlaced,
  PaymentRefunded,
  PaymentRefundRequested,
  PaymentSucceeded,
} from '../../events/ordering/ordering-events';
import type { RefundReason } from '../../events/ordering/ordering-values';

/**
 * Revenue kinds (`sale`, `discount`, `payment_fee`) and their `refund` make the shop's revenue; a late
 * payment whose seats were gone and a second payment for a paid order are money held for the buyer, in
 * and back out, so each has its own pair of kinds.
 */
type LedgerEntryKind =
  | 'sale'
  | 'discount'
  | 'payment_fee'
  | 'refund'
  | 'late_payment'
  | 'late_payment_refund'
  | 'duplicate_payment'
  | 'duplicate_payment_refund';

export interface LedgerEntry {
  /** `<event id>:<kind>`: an event makes at most one entry of a kind, so a redelivery inserts nothing. */
  id: string;
  /** The log position of the event that caused the entry. */
  position: bigint;
  event_id: string;
  event_type: string;
  kind: LedgerEntryKind;
  order_id: string;
  catalog_event_id: string;
  provider: string;
  currency: string;
  /** Money into the shop is positive, money back to a buyer negative. */
  amount_cents: number;
  /** Seats sold (+) or given back by a refund that completed the order's full refund (−). */
  tickets: number;
  /** 1 on an order's sale entry, else 0: summing it counts paid orders. */
  orders: number;
  /** ISO instant the causing event happened. */
  occurred_at: string;
}

/** A payment as the order's events name it. */
interface HeldPayment {
  provider: string;
  amountCents: number;
  currency: string;
}

/** What the ledger remembers of an order between events. */
export interface FinanceOrder {
  order_id: string;
  catalog_event_id: string;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  fee_cents: number;
  tickets: number;
  /** The late payment waiting to be accepted or refunded; null otherwise. */
  late_payment: HeldPayment | null;
  /** The payment that bought the seats; null until accepted. */
  paid: HeldPayment | null;
  /** Confirmed refunds of that payment, in cents. */
  refunded_cents: number;
  last_position: bigint;
}

export interface FinanceRefund {
  refund_id: string;
  order_id: string;
  reason: RefundReason;
  provider: string;
  currency: string;
  amount_cents: number;
  refunded: boolean;
  last_position: bigint;
}

/** One order's part of the ledger: its memory, its refunds and the entries this batch added. */
export interface OrderBook {
  order: FinanceOrder | null;
  refunds: Map<string, FinanceRefund>;
  entries: LedgerEntry[];
}

export const FINANCE_ORDER_EVENT_TYPES: ReadonlySet<string> = new Set([
  'OrderPlaced',
  'PaymentSucceeded',
  'LatePaymentReceived',
  'LatePaymentAccepted',
  'LatePaymentRejected',
  'DuplicatePaymentReceived',
  'PaymentRefundRequested',
  'PaymentRefunded',
]);

const REFUND_KINDS: Record<RefundReason, LedgerEntryKind> = {
  admin: 'refund',
  'event-cancelled': 'refund',
  'seats-gone': 'late_payment_refund',
  'duplicate-payment': 'duplicate_payment_refund',
};

/** Applies one order event to its book; an event at or before the order's last position changes nothing. */
export function applyOrderEvent(book: OrderBook, event: RecordedEvent): void {
  if (event.type === 'OrderPlaced') {
    if (book.order) return;
    const data = event.data as OrderPlaced['data'];
    book.order = {
      order_id: data.orderId,
      catalog_event_id: data.event.catalogEventId,
      currency: data.currency,
      subtotal_cents: data.subtotalCents,
      discount_cents: data.discountCents,
      fee_cents: data.feeCents,
      tickets: data.lines.reduce((sum, line) => sum + line.quantity, 0),
      late_payment: null,
      paid: null,
      refunded_cents: 0,
      last_position: event.globalPosition,
    };
    return;
  }
  const order = book.order;
  if (!order || event.globalPosition <= order.last_position) return;
  const next: FinanceOrder = { ...order, last_position: event.globalPosition };
  book.order = next;
  const entry = (kind: LedgerEntryKind, payment: HeldPayment, amountCents: number, tickets = 0, orders = 0) => {
    book.entries.push({
      id: `${event.eventId}:${kind}`,
      position: event.globalPosition,
      event_id: event.eventId,
      event_type: event.type,
      kind,
      order_id: order.order_id,
      catalog_event_id: order.catalog_event_id,
      provider: payment.provider,
      currency: payment.currency,
      amount_cents: amountCents,
      tickets,
      orders,
      occurred_at: new Date(event.metadata.occurredAt).toISOString(),
    });
  };
  const sell = (payment: HeldPayment) => {
    next.paid = payment;
    entry('sale', payment, order.subtotal_cents, order.tickets, 1);
    if (order.discount_cents !== 0) entry('discount', payment, -order.discount_cents);
    if (order.fee_cents !== 0) entry('payment_fee', payment, order.fee_cents);
  };

  switch (event.type) {
    case 'PaymentSucceeded':
      sell(heldPayment(event.data as PaymentSucceeded['data']));
      return;
    case 'LatePaymentReceived':
      // Not yet the shop's: the late-payments process accepts it (a sale) or returns it at once.
      next.late_payment = heldPayment(event.data as LatePaymentReceived['data']);
      return;
    case 'LatePaymentAccepted':
      if (order.late_payment) sell(order.late_payment);
      next.late_payment = null;
      return;
    case 'LatePaymentRejected':
      if (order.late_payment) entry('late_payment', order.late_payment, order.late_payment.amountCents);
      next.late_payment = null;
      return;
    case 'DuplicatePaymentReceived': {
      const payment = heldPayment(event.data as DuplicatePaymentReceived['data']);
      entry('duplicate_payment', payment, payment.amountCents);
      return;
    }
    case 'PaymentRefundRequested': {
      const data = event.data as PaymentRefundRequested['data'];
      if (book.refunds.has(data.refundId)) return;
      book.refunds.set(data.refundId, {
        refund_id: data.refundId,
        order_id: order.order_id,
        reason: data.reason,
        provider: data.provider,
        currency: data.currency,
        amount_cents: data.amountCents,
        refunded: false,
        last_position: event.globalPosition,
      });
      return;
    }
    case 'PaymentRefunded': {
      const data = event.data as PaymentRefunded['data'];
      const refund = book.refunds.get(data.refundId);
      if (!refund || refund.refunded) return;
      book.refunds.set(refund.refund_id, { ...refund, refunded: true, last_position: event.globalPosition });
      const kind = REFUND_KINDS[refund.reason];
      let tickets = 0;
      if (kind === 'refund') {
        next.refunded_cents = order.refunded_cents + refund.amount_cents;
        // The refund that returns the last of the paying payment gives the order's seats back.
        const paidCents = order.paid?.amountCents ?? 0;
        if (paidCents > 0 && order.refunded_cents < paidCents && next.refunded_cents >= paidCents) {
          tickets = -order.tickets;
        }
      }
      const returned = { provider: refund.provider, amountCents: refund.amount_cents, currency: refund.currency };
      entry(kind, returned, -refund.amount_cents, tickets);
      return;
    }
    default:
      return;
  }
}

const heldPayment = (data: { provider: string; amountCents: number; currency: string }): HeldPayment => ({
  provider: data.provider,
  amountCents: data.amountCents,
  currency: data.currency,
});

/** A new, empty book for an order not seen yet. */
export const emptyBook = (): OrderBook => ({ order: null, refunds: new Map(), entries: [] });
