/**
 * A guest order from placing it to its tickets being scanned. Payment notifications arrive more than
 * once and out of order: each decision looks at what the order already knows, so a repeated or
 * stale notification decides nothing. Pure: ids, codes and time come in with the command.
 */
import type {
  IssuedTicket,
  OrderEvent,
  OrderPlaced,
  PaymentMethodName,
  PaymentProviderName,
  RefundAwaiting,
  RefundReason,
} from '@ticketshop/projections';
import { BANK_TRANSFER } from '@ticketshop/projections';
import type { Decider } from '../../shared/event-sourcing/decider';
import { orderingErrors } from './ordering.errors';

export interface ProviderPayment {
  provider: PaymentMethodName;
  providerTransactionId: string;
  amountCents: number;
  currency: string;
}

/** What an online provider reports about one of its transactions. */
type ProviderNotification = Omit<ProviderPayment, 'provider'> & {
  provider: PaymentProviderName;
  status: NotifiedStatus;
};

export type NotifiedStatus = 'paid' | 'pending' | 'cancelled' | 'failed' | 'refunded';

/**
 * One call to the provider's refund, recorded before it is made. `open` until its outcome is recorded:
 * an open attempt found by anyone but the caller that made it means the money may have left.
 */
export interface RefundAttempt {
  attemptId: string;
  /** Written into the refund's comment at the provider, so it can be found there. */
  reference: string;
  attemptedAt: string;
  open: boolean;
}

/**
 * `sending`: an attempt is recorded and its outcome is not (yet). `sent`: the provider accepted it but has
 * not finished, or staff must refund in its account. `uncertain`: an attempt's outcome was lost and the
 * provider cannot tell; staff check its portal.
 */
type RefundState = 'requested' | 'sending' | 'sent' | 'refunded' | 'failed' | 'uncertain';

/** `payment.amountCents` is this refund's amount; the other fields name the payment it returns. */
export interface Refund {
  payment: ProviderPayment;
  reason: RefundReason;
  state: RefundState;
  /** The latest call to the provider; null until the first and again after a retry. */
  attempt: RefundAttempt | null;
  /** Why the refund is uncertain; null otherwise. */
  uncertainReason: string | null;
  awaiting: RefundAwaiting | null;
  /** Known once the provider accepted the refund; while null a busy provider may be asked again. */
  providerRefundId: string | null;
  /** Refunded after waiting for staff (by hand from the shop's account, or in the provider's). */
  paidOutByMerchant: boolean;
  notifyCustomer: boolean;
  refundRequestId: string | null;
  noticeSent: boolean;
}

type OrderLifecycle = 'placed' | 'paying' | 'paid' | 'expired' | 'late-payment' | 'cancelled';

interface RefundCommand {
  orderId: string;
  refundId: string;
  amountCents: number;
  reason: 'admin' | 'event-cancelled';
  note: string;
  notifyCustomer: boolean;
  refundRequestId: string | null;
}

/** Less time than this before the event leaves no room for a transfer to arrive and be confirmed. */
const BANK_TRANSFER_MIN_MS = 24 * 60 * 60_000;

interface BankTransfer {
  reference: string;
  payBy: string;
  instructionsSent: boolean;
}

export interface PlacedOrder {
  status: OrderLifecycle;
  order: OrderPlaced['data'];
  /** Chosen by the buyer: the seats are held until `payBy` instead of the order's `expiresAt`. */
  bankTransfer: BankTransfer | null;
  /** The payment the order's seats were bought with. */
  payment: ProviderPayment | null;
  latePayment: ProviderPayment | null;
  /** `provider:transaction:outcome` of every notification already acted on. */
  seen: ReadonlySet<string>;
  tickets: IssuedTicket[] | null;
  admitted: ReadonlyMap<string, string>;
  /** Tickets staff voided: they admit no one. */
  voided: ReadonlySet<string>;
  confirmationSent: boolean;
  refunds: ReadonlyMap<string, Refund>;
  /** The catalog event was cancelled: tickets no longer admit. */
  eventCancelled: boolean;
  eventCancellationNoticeSent: boolean;
}

export type OrderState = { status: 'none' } | PlacedOrder;

export const initialOrderState: OrderState = { status: 'none' };

export type OrderCommand =
  | { type: 'PlaceOrder'; data: OrderPlaced['data'] }
  | {
      type: 'InitiatePayment';
      data: {
        orderId: string;
        paymentId: string;
        provider: PaymentProviderName;
        providerTransactionId: string | null;
        now: string;
      };
    }
  | {
      type: 'RecordPaymentNotification';
      data: {
        orderId: string;
        notification: ProviderNotification;
        /** Used if the notification turns out to need a refund. */
        refundId: string;
      };
    }
  | {
      type: 'ChooseBankTransfer';
      /** `holdMs`: how long the shop gives a transfer to arrive (the payment settings' days). */
      data: { orderId: string; reference: string; now: string; holdMs: number };
    }
  | { type: 'RecordBankTransferInstructionsSent'; data: { orderId: string } }
  | {
      type: 'ConfirmBankTransfer';
      data: {
        orderId: string;
        /** As the admin read it on the bank statement; it must be the order's total. */
        amountCents: number;
        /** The transfer's payment purpose, the order number: the payment's transaction id. */
        reference: string;
        /** For the shared payment decision; a transfer is confirmed only on an unpaid or expired order, which needs none. */
        refundId: string;
      };
    }
  | { type: 'ExpireOrder'; data: { orderId: string; now: string } }
  | { type: 'ResolveLatePayment'; data: { orderId: string; seatsTaken: boolean; refundId: string } }
  | { type: 'IssueTickets'; data: { orderId: string; tickets: IssuedTicket[] } }
  | { type: 'RecordConfirmationSent'; data: { orderId: string } }
  /** Recorded before the provider is asked to refund; the caller sends only if its attempt is the one recorded. */
  | { type: 'StartRefundAttempt'; data: { orderId: string; refundId: string; attemptId: string; now: string } }
  | {
      type: 'RecordRefundOutcome';
      /**
       * `attemptId`: the attempt this is the answer to; null for what no call of this shop answers (the
       * provider's status read while it processes, a refund nobody can send).
       */
      data: { orderId: string; refundId: string; attemptId: string | null } & RefundOutcomeData;
    }
  /** An attempt's outcome was lost and the provider cannot tell what happened: left to staff. */
  | { type: 'MarkRefundUncertain'; data: { orderId: string; refundId: string; attemptId: string; reason: string } }
  | { type: 'RecordRefundNoticeSent'; data: { orderId: string; refundId: string } }
  /** An admin paid a refund left to staff back by hand (a bank transfer from the shop's account). */
  | { type: 'RecordRefundPaidOut'; data: { orderId: string; refundId: string } }
  | { type: 'AdmitTicket'; data: { orderId: string; ticketId: string; now: string } }
  /** An admin takes chosen tickets of a refunded order back: they no longer admit. */
  | { type: 'VoidTickets'; data: { orderId: string; ticketIds: string[]; reason: string } }
  | { type: 'RefundOrder'; data: RefundCommand }
  | { type: 'RetryRefund'; data: { orderId: string; refundId: string } }
  | { type: 'CancelUnpaidOrder'; data: { orderId: string; reason: string } }
  | { type: 'MarkEventCancelled'; data: { orderId: string } }
  | { type: 'RecordEventCancellationNoticeSent'; data: { orderId: string } }
  | { type: 'ResendConfirmation'; data: { orderId: string } };

export type RefundOutcomeData =
  | { outcome: 'refunded'; providerRefundId: string | null }
  | { outcome: 'sent'; providerRefundId: string | null; awaiting: RefundAwaiting }
  | { outcome: 'failed'; error: string };

/** Still with the shop or the provider: neither done nor refused. */
const isOpenRefund = (refund: Refund): boolean =>
  refund.state === 'requested' || refund.state === 'sending' || refund.state === 'sent' || refund.state === 'uncertain';

/** What the provider is told about an attempt, and what finds it again in its portal: `ref` and 8 hex digits. */
export const attemptReference = (attemptId: string): string => `ref ${attemptId.replace(/-/g, '').slice(0, 8)}`;

/**
 * Whether a refund may be sent (again) now: never sent, or refused for now by a busy provider that
 * created nothing (`sent` awaiting the provider, without a refund of its own), and no attempt open.
 */
export function isSendable(refund: Refund): boolean {
  if (refund.attempt?.open) return false;
  if (refund.state === 'requested') return true;
  return refund.state === 'sent' && refund.awaiting === 'provider' && refund.providerRefundId === null;
}

const seenKey = (payment: ProviderPayment, outcome: string) =>
  `${payment.provider}:${payment.providerTransactionId}:${outcome}`;

const samePayment = (a: ProviderPayment | null, b: ProviderPayment) =>
  a !== null && a.provider === b.provider && a.providerTransactionId === b.providerTransactionId;

/** When the seats stop being held: the order's own hold, or a chosen bank transfer's deadline. */
export function holdEndsAt(state: PlacedOrder): string {
  return state.bankTransfer?.payBy ?? state.order.expiresAt;
}

/** Whether the buyer may (still) start a payment: unpaid and within the hold. */
export function isPayable(state: PlacedOrder, now: Date): boolean {
  return (state.status === 'placed' || state.status === 'paying') && now.getTime() < Date.parse(holdEndsAt(state));
}

/** A bank transfer's deadline chosen at `now`: the hold the shop allows, ended by the event's start. */
function bankTransferDeadline(order: OrderPlaced['data'], now: Date, holdMs: number): string {
  return new Date(Math.min(now.getTime() + holdMs, Date.parse(order.event.startsAt))).toISOString();
}

/** Refunds of the payment that bought the seats (a duplicate payment's refund returns other money). */
function refundsOfPayment(state: PlacedOrder): Refund[] {
  return [...state.refunds.values()].filter(
    (refund) => refund.reason !== 'duplicate-payment' && samePayment(state.payment, refund.payment),
  );
}

/** Cents of the paying payment already back with the buyer. */
function refundedCents(state: PlacedOrder): number {
  return refundsOfPayment(state)
    .filter((refund) => refund.state === 'refunded')
    .reduce((sum, refund) => sum + refund.payment.amountCents, 0);
}

/**
 * Cents that may still be refunded: the paid amount less every refund not failed (open ones count, so
 * two refunds decided one after the other can never return more than was paid).
 */
export function refundableCents(state: PlacedOrder): number {
  if (state.status !== 'paid' || state.payment === null) return 0;
  const taken = refundsOfPayment(state)
    .filter((refund) => refund.state !== 'failed')
    .reduce((sum, refund) => sum + refund.payment.amountCents, 0);
  return Math.max(0, state.payment.amountCents - taken);
}

/** Tickets stop admitting once all of the payment that bought them is back with the buyer. */
export function isRefunded(state: PlacedOrder): boolean {
  return state.payment !== null && refundedCents(state) >= state.payment.amountCents;
}

function seatCount(order: OrderPlaced['data']): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function decide(command: OrderCommand, state: OrderState): OrderEvent[] {
  if (command.type === 'PlaceOrder') {
    return state.status === 'none' ? [{ type: 'OrderPlaced', data: command.data }] : [];
  }
  if (state.status === 'none') throw orderingErrors.orderNotFound();
  const { orderId } = command.data;

  switch (command.type) {
    case 'InitiatePayment': {
      if (!isPayable(state, new Date(command.data.now))) {
        throw orderingErrors.notPayable(
          state.status === 'placed' || state.status === 'paying' ? 'expired' : state.status,
        );
      }
      const { paymentId, provider, providerTransactionId } = command.data;
      return [
        {
          type: 'PaymentInitiated',
          data: {
            orderId,
            paymentId,
            provider,
            amountCents: state.order.totalCents,
            currency: state.order.currency,
            providerTransactionId,
          },
        },
      ];
    }
    case 'RecordPaymentNotification':
      return decideNotification(state, command.data.notification, command.data.refundId);
    case 'ChooseBankTransfer': {
      const now = new Date(command.data.now);
      if (!isPayable(state, now)) {
        throw orderingErrors.notPayable(
          state.status === 'placed' || state.status === 'paying' ? 'expired' : state.status,
        );
      }
      // Asked again (a reload of the result page, a second click): the deadline stays the first one.
      if (state.bankTransfer) return [];
      const payBy = bankTransferDeadline(state.order, now, command.data.holdMs);
      if (Date.parse(payBy) - now.getTime() < BANK_TRANSFER_MIN_MS) throw orderingErrors.bankTransferTooLate();
      return [
        {
          type: 'BankTransferChosen',
          data: {
            orderId,
            reference: command.data.reference,
            amountCents: state.order.totalCents,
            currency: state.order.currency,
            payBy,
          },
        },
      ];
    }
    case 'RecordBankTransferInstructionsSent':
      if (!state.bankTransfer || state.bankTransfer.instructionsSent) return [];
      return [{ type: 'BankTransferInstructionsSent', data: { orderId, email: state.order.buyer.email } }];
    case 'ConfirmBankTransfer': {
      const { amountCents } = command.data;
      if (state.status === 'paid' && state.payment?.provider === BANK_TRANSFER) return [];
      if (state.status !== 'placed' && state.status !== 'paying' && state.status !== 'expired') {
        throw orderingErrors.notAwaitingTransfer(state.status);
      }
      // Without the buyer's choice there were no instructions, so no transfer can name this order.
      if (!state.bankTransfer) throw orderingErrors.transferNotChosen();
      if (amountCents !== state.order.totalCents) {
        throw orderingErrors.transferAmountMismatch(state.order.totalCents, state.order.currency);
      }
      // The same path as a provider's "paid": an expired order's transfer is a late payment whose seats
      // are taken again if they can be, else it goes back.
      return decideNotification(
        state,
        {
          provider: BANK_TRANSFER,
          providerTransactionId: command.data.reference,
          amountCents,
          currency: state.order.currency,
          status: 'paid',
        },
        command.data.refundId,
      );
    }
    case 'ExpireOrder':
      if (state.status !== 'placed' && state.status !== 'paying') return [];
      if (Date.parse(command.data.now) < Date.parse(holdEndsAt(state))) return [];
      return [{ type: 'OrderExpired', data: { orderId } }];
    case 'ResolveLatePayment': {
      if (state.status !== 'late-payment' || !state.latePayment) return [];
      if (command.data.seatsTaken) return [{ type: 'LatePaymentAccepted', data: { orderId } }];
      return [
        { type: 'LatePaymentRejected', data: { orderId, reason: 'seats-gone' } },
        refundRequested(orderId, state.latePayment, command.data.refundId, 'seats-gone'),
      ];
    }
    case 'IssueTickets':
      if (state.status !== 'paid' || state.tickets !== null) return [];
      if (command.data.tickets.length !== seatCount(state.order)) {
        throw new Error(`Order ${orderId} needs ${seatCount(state.order)} tickets, got ${command.data.tickets.length}`);
      }
      return [{ type: 'TicketsIssued', data: { orderId, tickets: command.data.tickets } }];
    case 'RecordConfirmationSent':
      if (state.confirmationSent || state.tickets === null) return [];
      return [{ type: 'OrderConfirmationSent', data: { orderId, email: state.order.buyer.email } }];
    case 'StartRefundAttempt': {
      const { refundId, attemptId, now } = command.data;
      const refund = state.refunds.get(refundId);
      // Another attempt is open (its sender may be mid-call), or there is nothing left to send.
      if (!refund || !isSendable(refund)) return [];
      return [
        {
          type: 'PaymentRefundAttempted',
          data: { orderId, refundId, attemptId, reference: attemptReference(attemptId), attemptedAt: now },
        },
      ];
    }
    case 'MarkRefundUncertain': {
      const { refundId, attemptId, reason } = command.data;
      const refund = state.refunds.get(refundId);
      // Only the open attempt it is about: an outcome recorded meanwhile settled it.
      if (!refund?.attempt?.open || refund.attempt.attemptId !== attemptId) return [];
      return [{ type: 'PaymentRefundUncertain', data: { orderId, refundId, attemptId, reason } }];
    }
    case 'RecordRefundOutcome': {
      const refund = state.refunds.get(command.data.refundId);
      if (!refund) return [];
      const { data } = command;
      const attempt = refund.attempt;
      const attemptId = data.attemptId ?? null;
      const answersLatest = attemptId !== null && attempt !== null && attempt.attemptId === attemptId;
      // An uncertain refund takes only the answer to the attempt it is uncertain about (a sender that
      // was slow, not gone): the provider's own word ends the doubt.
      if (refund.state === 'uncertain') {
        if (!answersLatest) return [];
      } else if (refund.state !== 'requested' && refund.state !== 'sending' && refund.state !== 'sent') {
        return [];
      } else if (attempt?.open && !answersLatest) {
        // Someone else's call is under way (or was lost): only its own answer or the provider's word settles it.
        return [];
      } else if (attemptId !== null && !answersLatest) {
        // The answer to an attempt already superseded.
        return [];
      }
      const closesAttempt = answersLatest && attempt?.open === true;
      if (data.outcome === 'sent') {
        // A repeated "busy" answer still closes its attempt; otherwise a second `sent` tells nothing new.
        if (
          !closesAttempt &&
          refund.state === 'sent' &&
          (refund.providerRefundId !== null || data.providerRefundId === null)
        ) {
          return [];
        }
        const { providerRefundId, awaiting } = data;
        return [{ type: 'PaymentRefundSent', data: { orderId, refundId: data.refundId, providerRefundId, awaiting } }];
      }
      if (data.outcome === 'refunded') {
        return [
          {
            type: 'PaymentRefunded',
            data: { orderId, refundId: data.refundId, providerRefundId: data.providerRefundId },
          },
        ];
      }
      return [
        {
          type: 'PaymentRefundFailed',
          data: { orderId, refundId: data.refundId, error: data.error, manual: false },
        },
      ];
    }
    case 'RecordRefundNoticeSent': {
      const refund = state.refunds.get(command.data.refundId);
      if (!refund || refund.noticeSent) return [];
      return [
        {
          type: 'RefundNoticeSent',
          data: { orderId, refundId: command.data.refundId, email: state.order.buyer.email },
        },
      ];
    }
    case 'RecordRefundPaidOut': {
      const refund = state.refunds.get(command.data.refundId);
      if (!refund) throw orderingErrors.refundNotFound();
      // A double click, or the provider's own report that beat the admin: the money is already recorded as back.
      if (refund.state === 'refunded' && refund.paidOutByMerchant) return [];
      // Uncertain: staff found the refund in the provider's portal, so the money did leave.
      if (refund.state === 'uncertain') {
        return [
          { type: 'PaymentRefunded', data: { orderId, refundId: command.data.refundId, providerRefundId: null } },
        ];
      }
      if (refund.state !== 'sent' || refund.awaiting !== 'merchant') {
        throw orderingErrors.refundNotAwaitingMerchant(refund.state);
      }
      return [{ type: 'PaymentRefunded', data: { orderId, refundId: command.data.refundId, providerRefundId: null } }];
    }
    case 'AdmitTicket': {
      const ticket = state.tickets?.find((candidate) => candidate.ticketId === command.data.ticketId);
      if (!ticket) throw orderingErrors.ticketNotFound();
      if (state.voided.has(ticket.ticketId)) throw orderingErrors.ticketVoided();
      if (isRefunded(state)) throw orderingErrors.ticketRefunded();
      if (state.eventCancelled) throw orderingErrors.ticketEventCancelled();
      const usedAt = state.admitted.get(ticket.ticketId);
      if (usedAt) throw orderingErrors.ticketAlreadyUsed(usedAt);
      return [{ type: 'TicketAdmitted', data: { orderId, ticketId: ticket.ticketId, admittedAt: command.data.now } }];
    }
    case 'VoidTickets':
      return decideVoid(state, command.data);
    case 'RefundOrder':
      return decideRefund(state, command.data);
    case 'RetryRefund': {
      const refund = state.refunds.get(command.data.refundId);
      if (!refund) throw orderingErrors.refundNotFound();
      // Uncertain: staff checked the provider's portal and found no refund, so it is sent again. Its
      // amount still counts against what was paid (it never stopped counting), so no check is needed.
      if (refund.state === 'uncertain') {
        return [{ type: 'PaymentRefundRetried', data: { orderId, refundId: command.data.refundId } }];
      }
      if (refund.state !== 'failed') throw orderingErrors.refundNotFailed(refund.state);
      // A retried refund counts again against what was paid; other refunds may have taken its place.
      const refundable = refundableCents(state);
      if (refundsOfPayment(state).includes(refund) && refund.payment.amountCents > refundable) {
        throw orderingErrors.refundTooLarge(refundable, refund.payment.currency);
      }
      return [{ type: 'PaymentRefundRetried', data: { orderId, refundId: command.data.refundId } }];
    }
    case 'CancelUnpaidOrder':
      if (state.status === 'cancelled') return [];
      if (state.status !== 'placed' && state.status !== 'paying' && state.status !== 'expired') {
        throw orderingErrors.notCancellable(state.status);
      }
      return [{ type: 'OrderCancelledByAdmin', data: { orderId, reason: command.data.reason } }];
    case 'MarkEventCancelled':
      if (state.eventCancelled || state.status !== 'paid') return [];
      return [{ type: 'OrderEventCancelled', data: { orderId } }];
    case 'RecordEventCancellationNoticeSent':
      if (!state.eventCancelled || state.eventCancellationNoticeSent) return [];
      return [{ type: 'EventCancellationNoticeSent', data: { orderId, email: state.order.buyer.email } }];
    case 'ResendConfirmation':
      if (state.tickets === null) throw orderingErrors.noTicketsYet();
      return [{ type: 'OrderConfirmationResent', data: { orderId, email: state.order.buyer.email } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function refundRequested(
  orderId: string,
  payment: ProviderPayment,
  refundId: string,
  reason: RefundReason,
): OrderEvent {
  return {
    type: 'PaymentRefundRequested',
    data: { orderId, refundId, reason, ...payment, note: '', notifyCustomer: true, refundRequestId: null },
  };
}

/**
 * Staff take back tickets of an order whose money has been (or is being) returned, in part or in
 * full: which tickets the refund stands for is theirs to say, so any of its unused tickets may be voided.
 * Tickets voided already are left out; asking only for those decides nothing.
 */
function decideVoid(
  state: PlacedOrder,
  command: { orderId: string; ticketIds: string[]; reason: string },
): OrderEvent[] {
  const { orderId, reason } = command;
  const ticketIds = [...new Set(command.ticketIds)];
  const refunding = refundsOfPayment(state).some((refund) => refund.state !== 'failed');
  if (state.status !== 'paid' || !refunding) throw orderingErrors.notVoidable(state.status);
  const own = new Set((state.tickets ?? []).map((ticket) => ticket.ticketId));
  const strangers = ticketIds.filter((ticketId) => !own.has(ticketId));
  if (strangers.length > 0) throw orderingErrors.ticketsNotOfOrder(strangers);
  const fresh = ticketIds.filter((ticketId) => !state.voided.has(ticketId));
  const used = fresh.filter((ticketId) => state.admitted.has(ticketId));
  if (used.length > 0) throw orderingErrors.ticketAlreadyAdmitted(used);
  return fresh.length === 0 ? [] : [{ type: 'TicketsVoided', data: { orderId, ticketIds: fresh, reason } }];
}

function decideRefund(state: PlacedOrder, command: RefundCommand): OrderEvent[] {
  const { orderId, refundId, amountCents, reason, note, notifyCustomer, refundRequestId } = command;
  // The same refund asked again (a retried request, a resumed bulk refund) is already decided.
  if (state.refunds.has(refundId)) return [];
  if (state.status !== 'paid' || state.payment === null) throw orderingErrors.notRefundable(state.status);
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw orderingErrors.refundAmountNotPositive();
  const refundable = refundableCents(state);
  if (amountCents > refundable) throw orderingErrors.refundTooLarge(refundable, state.payment.currency);
  return [
    {
      type: 'PaymentRefundRequested',
      data: {
        orderId,
        refundId,
        reason,
        ...state.payment,
        amountCents,
        note,
        notifyCustomer,
        refundRequestId,
      },
    },
  ];
}

function decideNotification(
  state: PlacedOrder,
  notification: ProviderPayment & { status: NotifiedStatus },
  refundId: string,
): OrderEvent[] {
  const { status, ...payment } = notification;
  const { orderId } = state.order;
  if (state.seen.has(seenKey(payment, status))) return [];
  const unpaid = state.status === 'placed' || state.status === 'paying';

  switch (status) {
    case 'pending':
      return [];
    case 'failed':
    case 'cancelled': {
      // Only an online provider declines; an admin confirming a transfer reports it paid or not at all.
      const { provider, providerTransactionId } = payment;
      if (!unpaid || provider === BANK_TRANSFER) return [];
      return status === 'failed'
        ? [{ type: 'PaymentFailed', data: { orderId, provider, providerTransactionId, reason: 'declined' } }]
        : [{ type: 'PaymentCancelled', data: { orderId, provider, providerTransactionId } }];
    }
    case 'refunded': {
      // The provider reports money returned (Paysera's status 5 after a refund made in its account, with
      // the refunded sum): it completes the oldest refund of that payment still open for that sum.
      const open = [...state.refunds.entries()].find(
        ([, refund]) =>
          isOpenRefund(refund) &&
          samePayment(refund.payment, payment) &&
          refund.payment.amountCents === payment.amountCents,
      );
      return open ? [{ type: 'PaymentRefunded', data: { orderId, refundId: open[0], providerRefundId: null } }] : [];
    }
    case 'paid': {
      if (samePayment(state.payment, payment) || samePayment(state.latePayment, payment)) return [];
      if (payment.amountCents !== state.order.totalCents || payment.currency !== state.order.currency) {
        return [{ type: 'PaymentAmountMismatched', data: { orderId, ...payment } }];
      }
      if (unpaid) return [{ type: 'PaymentSucceeded', data: { orderId, ...payment } }];
      if (state.status === 'expired') return [{ type: 'LatePaymentReceived', data: { orderId, ...payment } }];
      // Paid already (or a late payment is being settled): money for the same seats again goes back.
      return [
        { type: 'DuplicatePaymentReceived', data: { orderId, ...payment } },
        refundRequested(orderId, payment, refundId, 'duplicate-payment'),
      ];
    }
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}

export function evolve(state: OrderState, event: OrderEvent): OrderState {
  if (event.type === 'OrderPlaced') {
    return {
      status: 'placed',
      order: event.data,
      bankTransfer: null,
      payment: null,
      latePayment: null,
      seen: new Set(),
      tickets: null,
      admitted: new Map(),
      voided: new Set(),
      confirmationSent: false,
      refunds: new Map(),
      eventCancelled: false,
      eventCancellationNoticeSent: false,
    };
  }
  if (state.status === 'none') return state;
  const see = (payment: ProviderPayment, outcome: string) => new Set([...state.seen, seenKey(payment, outcome)]);
  const withRefund = (refundId: string, change: Partial<Refund>) => {
    const refund = state.refunds.get(refundId);
    return refund ? new Map([...state.refunds, [refundId, { ...refund, ...change }]]) : state.refunds;
  };
  /** An outcome recorded: the attempt it answers (if one is open) is closed. */
  const closedAttempt = (refundId: string): Pick<Refund, 'attempt'> => {
    const attempt = state.refunds.get(refundId)?.attempt ?? null;
    return { attempt: attempt && { ...attempt, open: false } };
  };
  switch (event.type) {
    case 'PaymentInitiated':
      return { ...state, status: state.status === 'placed' ? 'paying' : state.status };
    case 'PaymentSucceeded': {
      const { orderId: _orderId, ...payment } = event.data;
      return { ...state, status: 'paid', payment, seen: see(payment, 'paid') };
    }
    case 'PaymentFailed':
    case 'PaymentCancelled': {
      const outcome = event.type === 'PaymentFailed' ? 'failed' : 'cancelled';
      const { providerTransactionId, provider } = event.data;
      const seen =
        providerTransactionId === null
          ? state.seen
          : see({ provider, providerTransactionId, amountCents: 0, currency: '' }, outcome);
      return { ...state, status: 'placed', seen };
    }
    case 'PaymentAmountMismatched': {
      const { orderId: _orderId, ...payment } = event.data;
      return { ...state, seen: see(payment, 'paid') };
    }
    case 'BankTransferChosen':
      return {
        ...state,
        status: state.status === 'placed' ? 'paying' : state.status,
        bankTransfer: { reference: event.data.reference, payBy: event.data.payBy, instructionsSent: false },
      };
    case 'BankTransferInstructionsSent':
      return state.bankTransfer ? { ...state, bankTransfer: { ...state.bankTransfer, instructionsSent: true } } : state;
    case 'OrderExpired':
      return { ...state, status: 'expired' };
    case 'LatePaymentReceived': {
      const { orderId: _orderId, ...payment } = event.data;
      return { ...state, status: 'late-payment', latePayment: payment, seen: see(payment, 'paid') };
    }
    case 'LatePaymentAccepted':
      return { ...state, status: 'paid', payment: state.latePayment };
    case 'LatePaymentRejected':
      return { ...state, status: 'cancelled' };
    case 'DuplicatePaymentReceived': {
      const { orderId: _orderId, ...payment } = event.data;
      return { ...state, seen: see(payment, 'paid') };
    }
    case 'PaymentRefundRequested': {
      const {
        orderId: _orderId,
        refundId,
        reason,
        note: _note,
        notifyCustomer,
        refundRequestId,
        ...payment
      } = event.data;
      const refund: Refund = {
        payment,
        reason,
        state: 'requested',
        attempt: null,
        uncertainReason: null,
        awaiting: null,
        providerRefundId: null,
        paidOutByMerchant: false,
        notifyCustomer,
        refundRequestId,
        noticeSent: false,
      };
      return { ...state, refunds: new Map([...state.refunds, [refundId, refund]]) };
    }
    case 'PaymentRefundAttempted': {
      const { refundId, attemptId, reference, attemptedAt } = event.data;
      return {
        ...state,
        refunds: withRefund(refundId, {
          state: 'sending',
          attempt: { attemptId, reference, attemptedAt, open: true },
          uncertainReason: null,
        }),
      };
    }
    case 'PaymentRefundUncertain':
      return {
        ...state,
        refunds: withRefund(event.data.refundId, {
          state: 'uncertain',
          uncertainReason: event.data.reason,
          ...closedAttempt(event.data.refundId),
        }),
      };
    case 'PaymentRefundSent':
      return {
        ...state,
        refunds: withRefund(event.data.refundId, {
          ...closedAttempt(event.data.refundId),
          state: 'sent',
          awaiting: event.data.awaiting,
          providerRefundId: event.data.providerRefundId,
        }),
      };
    case 'PaymentRefunded':
      return {
        ...state,
        refunds: withRefund(event.data.refundId, {
          ...closedAttempt(event.data.refundId),
          state: 'refunded',
          awaiting: null,
          providerRefundId: event.data.providerRefundId,
          // Waiting for staff, or uncertain until staff found it in the provider's portal: recorded by hand.
          paidOutByMerchant:
            state.refunds.get(event.data.refundId)?.awaiting === 'merchant' ||
            state.refunds.get(event.data.refundId)?.state === 'uncertain',
          uncertainReason: null,
        }),
      };
    case 'PaymentRefundFailed':
      // Before PaymentRefundSent, a refund left to staff in the provider's account was stored as a
      // "manual" failure: it is the same wait for the merchant, which the provider's status 5 ends.
      return {
        ...state,
        refunds: withRefund(event.data.refundId, {
          ...closedAttempt(event.data.refundId),
          ...(event.data.manual ? { state: 'sent', awaiting: 'merchant' } : { state: 'failed', awaiting: null }),
        }),
      };
    case 'PaymentRefundRetried':
      return {
        ...state,
        refunds: withRefund(event.data.refundId, {
          state: 'requested',
          providerRefundId: null,
          awaiting: null,
          attempt: null,
          uncertainReason: null,
        }),
      };
    case 'OrderConfirmationResent':
      return state;
    case 'OrderCancelledByAdmin':
      return { ...state, status: 'cancelled' };
    case 'OrderEventCancelled':
      return { ...state, eventCancelled: true };
    case 'EventCancellationNoticeSent':
      return { ...state, eventCancellationNoticeSent: true };
    case 'TicketsIssued':
      return { ...state, tickets: event.data.tickets };
    case 'OrderConfirmationSent':
      return { ...state, confirmationSent: true };
    case 'RefundNoticeSent':
      return { ...state, refunds: withRefund(event.data.refundId, { noticeSent: true }) };
    case 'TicketAdmitted':
      return { ...state, admitted: new Map([...state.admitted, [event.data.ticketId, event.data.admittedAt]]) };
    case 'TicketsVoided':
      return { ...state, voided: new Set([...state.voided, ...event.data.ticketIds]) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  decide,
  evolve,
  initialState: initialOrderState,
};
