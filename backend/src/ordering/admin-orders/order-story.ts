/**
 * An order's page read from its stream: every event becomes a history entry with a dotted key and
 * who caused it, and the payment attempts, refunds and mails are gathered on the way. The stream is
 * read as stored, so events the read model does not know yet still show, under a key made from
 * their type.
 */
import type { Actor } from '@ticketshop/projections';
import type {
  ActorKind,
  OrderActorResponse,
  OrderHistoryEntryResponse,
  OrderMailResponse,
  OrderPaymentResponse,
  OrderRefundResponse,
  PaymentResult,
} from './admin-orders.responses';
import { majorFromCents } from '../../shared/money/money';

/** One event of the order's stream, its data already upcast. */
export interface OrderStoryEvent {
  revision: number;
  type: string;
  data: Record<string, unknown>;
  actor: Actor;
  occurredAt: string;
}

export interface OrderStory {
  history: OrderHistoryEntryResponse[];
  payments: OrderPaymentResponse[];
  refunds: OrderRefundResponse[];
  mails: OrderMailResponse[];
}

/** Who the order's own actors are: its buyer by name, and users by their names today. */
export interface ActorNames {
  buyerName: string;
  users: ReadonlyMap<string, string>;
}

export const HISTORY_KEYS: Record<string, string> = {
  OrderPlaced: 'order.placed',
  PaymentInitiated: 'order.payment_started',
  PaymentSucceeded: 'order.paid',
  PaymentFailed: 'order.payment_failed',
  PaymentCancelled: 'order.payment_cancelled',
  PaymentAmountMismatched: 'order.payment_amount_mismatched',
  BankTransferChosen: 'order.bank_transfer_chosen',
  BankTransferInstructionsSent: 'order.bank_transfer_instructions_sent',
  OrderExpired: 'order.expired',
  LatePaymentReceived: 'order.late_payment_received',
  LatePaymentAccepted: 'order.late_payment_accepted',
  LatePaymentRejected: 'order.late_payment_rejected',
  DuplicatePaymentReceived: 'order.duplicate_payment_received',
  PaymentRefundRequested: 'order.refund_requested',
  PaymentRefundAttempted: 'order.refund_attempted',
  PaymentRefundUncertain: 'order.refund_uncertain',
  PaymentRefundSent: 'order.refund_sent',
  PaymentRefunded: 'order.refunded',
  PaymentRefundFailed: 'order.refund_failed',
  PaymentRefundRetried: 'order.refund_retried',
  TicketsIssued: 'order.tickets_issued',
  OrderConfirmationSent: 'order.confirmation_sent',
  OrderConfirmationResent: 'order.confirmation_resent',
  RefundNoticeSent: 'order.refund_notice_sent',
  TicketAdmitted: 'order.ticket_admitted',
  TicketsVoided: 'order.tickets_voided',
  OrderCancelledByAdmin: 'order.cancelled',
  OrderEventCancelled: 'order.event_cancelled',
  EventCancellationNoticeSent: 'order.event_cancellation_notice_sent',
};

const snakeCase = (name: string): string => name.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();

/** `order.refund_requested` and the like; a type not listed gets one made from its name. */
export const historyKeyOf = (type: string): string =>
  HISTORY_KEYS[type] ?? `order.${snakeCase(type.replace(/^Order/, ''))}`;

/** The mails the order's stream records, by kind. */
export const MAIL_KINDS: Record<string, string> = {
  BankTransferInstructionsSent: 'bank_transfer_instructions',
  OrderConfirmationSent: 'confirmation',
  OrderConfirmationResent: 'confirmation_resent',
  RefundNoticeSent: 'refund_notice',
  EventCancellationNoticeSent: 'event_cancellation',
};

/** The buyer acts through the checkout, a provider through its notifications; the rest is staff or the system. */
export function actorOf(actor: Actor, names: ActorNames): OrderActorResponse {
  if (actor.kind === 'user') {
    const kind: ActorKind = actor.role === 'admin' || actor.role === 'super_admin' ? 'admin' : 'user';
    return { kind, id: actor.userId, name: names.users.get(actor.userId) ?? actor.userId, role: actor.role };
  }
  if (actor.name === 'guest-checkout') return { kind: 'buyer', id: null, name: names.buyerName, role: null };
  const provider = /^payment-provider:(.+)$/.exec(actor.name);
  if (provider) return { kind: 'provider', id: null, name: provider[1]!, role: null };
  return { kind: 'system', id: null, name: actor.name, role: null };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const euros = (cents: unknown): number | null => (typeof cents === 'number' ? majorFromCents(cents) : null);

/**
 * What an entry shows of its event: its plain fields, amounts in euros (`amountCents` → `amount`),
 * keys in snake case. Nested values stay out: ticket codes admit people, and the order's own data
 * is on the page already.
 */
export function detailsOf(event: Pick<OrderStoryEvent, 'type' | 'data'>): Record<string, string | number | boolean> {
  if (event.type === 'OrderPlaced') {
    const lines = Array.isArray(event.data.lines) ? (event.data.lines as { quantity?: unknown }[]) : [];
    return {
      total: euros(event.data.totalCents) ?? 0,
      currency: text(event.data.currency) ?? '',
      tickets: lines.reduce((sum, line) => sum + (typeof line.quantity === 'number' ? line.quantity : 0), 0),
    };
  }
  if (event.type === 'TicketsIssued' && Array.isArray(event.data.tickets))
    return { tickets: event.data.tickets.length };
  const details: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(event.data)) {
    if (key === 'orderId') continue;
    if (typeof value === 'number' && key.endsWith('Cents'))
      details[snakeCase(key.slice(0, -'Cents'.length))] = majorFromCents(value);
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      details[snakeCase(key)] = value;
    }
  }
  return details;
}

/** The order's page parts from its events, oldest first. */
export function orderStoryOf(events: readonly OrderStoryEvent[], names: ActorNames): OrderStory {
  const story: OrderStory = { history: [], payments: [], refunds: [], mails: [] };
  const refunds = new Map<string, OrderRefundResponse>();
  const payment = (event: OrderStoryEvent, result: PaymentResult, startedAt: string | null): OrderPaymentResponse => ({
    provider: text(event.data.provider) ?? '',
    result,
    amount: euros(event.data.amountCents),
    currency: text(event.data.currency),
    transaction_id: text(event.data.providerTransactionId),
    reason: text(event.data.reason),
    started_at: startedAt,
    finished_at: result === 'started' ? null : event.occurredAt,
  });
  /** Ends the latest open attempt with this provider, or records one whose start the stream lacks. */
  const finishAttempt = (event: OrderStoryEvent, result: PaymentResult) => {
    const open = story.payments.findLast(
      (attempt) => attempt.result === 'started' && attempt.provider === event.data.provider,
    );
    if (!open) return story.payments.push(payment(event, result, null));
    Object.assign(open, {
      result,
      finished_at: event.occurredAt,
      amount: euros(event.data.amountCents) ?? open.amount,
      currency: text(event.data.currency) ?? open.currency,
      transaction_id: text(event.data.providerTransactionId) ?? open.transaction_id,
      reason: text(event.data.reason),
    });
  };
  const changeRefund = (event: OrderStoryEvent, change: Partial<OrderRefundResponse>) => {
    const refund = refunds.get(String(event.data.refundId));
    if (refund) Object.assign(refund, change);
  };

  for (const event of events) {
    const actor = actorOf(event.actor, names);
    story.history.push({
      position: event.revision,
      type: event.type,
      key: historyKeyOf(event.type),
      at: event.occurredAt,
      actor,
      details: detailsOf(event),
    });
    const mail = MAIL_KINDS[event.type];
    if (mail) story.mails.push({ kind: mail, email: text(event.data.email) ?? '', sent_at: event.occurredAt });

    switch (event.type) {
      case 'PaymentInitiated':
        story.payments.push(payment(event, 'started', event.occurredAt));
        break;
      case 'PaymentSucceeded':
        finishAttempt(event, 'paid');
        break;
      case 'PaymentFailed':
        finishAttempt(event, 'failed');
        break;
      case 'PaymentCancelled':
        finishAttempt(event, 'cancelled');
        break;
      case 'PaymentAmountMismatched':
        story.payments.push(payment(event, 'amount_mismatched', null));
        break;
      case 'LatePaymentReceived':
        story.payments.push(payment(event, 'late', null));
        break;
      case 'DuplicatePaymentReceived':
        story.payments.push(payment(event, 'duplicate', null));
        break;
      case 'PaymentRefundRequested': {
        const refund: OrderRefundResponse = {
          id: String(event.data.refundId),
          amount: euros(event.data.amountCents) ?? 0,
          currency: text(event.data.currency) ?? '',
          state: 'requested',
          reason: text(event.data.reason) ?? '',
          note: text(event.data.note) ?? '',
          notify_customer: event.data.notifyCustomer === true,
          refund_request_id: text(event.data.refundRequestId),
          provider: text(event.data.provider) ?? '',
          awaiting: null,
          error: null,
          reference: null,
          requested_by: actor,
          requested_at: event.occurredAt,
          refunded_at: null,
          failed_at: null,
        };
        refunds.set(refund.id, refund);
        story.refunds.push(refund);
        break;
      }
      case 'PaymentRefundAttempted':
        changeRefund(event, { state: 'sending', reference: text(event.data.reference) });
        break;
      case 'PaymentRefundUncertain':
        changeRefund(event, { state: 'uncertain', error: text(event.data.reason) });
        break;
      case 'PaymentRefundSent':
        changeRefund(event, { state: 'sent', awaiting: text(event.data.awaiting), error: null });
        break;
      case 'PaymentRefunded':
        changeRefund(event, { state: 'refunded', awaiting: null, error: null, refunded_at: event.occurredAt });
        break;
      case 'PaymentRefundFailed':
        changeRefund(event, {
          state: 'failed',
          awaiting: null,
          error: text(event.data.error),
          failed_at: event.occurredAt,
        });
        break;
      case 'PaymentRefundRetried':
        changeRefund(event, { state: 'requested', error: null, failed_at: null });
        break;
    }
  }
  return story;
}
