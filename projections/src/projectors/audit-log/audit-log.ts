/**
 * The audit trail of money: one entry per fact that moved, promised or refused money, or that an admin
 * did by hand to an order, a refund request or the refund limits. Each entry names its action by a
 * dotted key (`order.refund_requested`) that the screens map to their texts, who did it (an admin by id
 * and role, or a named system process), when, why (the reason typed or the provider's answer) and the
 * request it came from (the metadata's correlation id: for an admin's call, its X-Request-Id).
 *
 * Payment attempts that start, fail or are cancelled move no money and are left out; so are the mails
 * sent by themselves after a payment (the confirmation resent by an admin is in).
 *
 * Role changes are in too (who gave whom which role: administrator rights are authority over money).
 *
 * An event's cancellation is in too, under the admin who cancelled it: it is what sends the money of every
 * order back, and the refunds that follow name only their requester and approver (issue 22).
 *
 * Changes of the shop's settings are in too, one entry per saved section: each field that changed is
 * in the details from what to what (`siteName.from`, `siteName.to`); a secret only as `set`, `changed`
 * or `cleared`, as the event itself holds its value encrypted and the trail never shows it.
 */
import type { RecordedEvent } from '../../eventstore/event-store';

/** Event type → its action key in the trail. */
const ACTION_OF_TYPE = {
  PaymentSucceeded: 'order.paid',
  PaymentAmountMismatched: 'order.payment_amount_mismatched',
  LatePaymentReceived: 'order.late_payment_received',
  LatePaymentAccepted: 'order.late_payment_accepted',
  LatePaymentRejected: 'order.late_payment_rejected',
  DuplicatePaymentReceived: 'order.duplicate_payment_received',
  PaymentRefundRequested: 'order.refund_requested',
  PaymentRefundSent: 'order.refund_sent',
  PaymentRefunded: 'order.refunded',
  PaymentRefundFailed: 'order.refund_failed',
  PaymentRefundRetried: 'order.refund_retried',
  OrderCancelledByAdmin: 'order.cancelled',
  OrderEventCancelled: 'order.event_cancelled',
  OrderConfirmationResent: 'order.confirmation_resent',
  TicketsVoided: 'order.tickets_voided',
  CatalogEventCancelled: 'event.cancelled',
  RefundRequestSubmitted: 'refund_request.submitted',
  RefundRequestApproved: 'refund_request.approved',
  RefundRequestRejected: 'refund_request.rejected',
  RefundRequestOrderRefunded: 'refund_request.order_refunded',
  RefundRequestOrderFailed: 'refund_request.order_failed',
  RefundRequestOrderRetried: 'refund_request.order_retried',
  RefundRequestCompleted: 'refund_request.completed',
  RefundRequestFailed: 'refund_request.failed',
  RefundPolicyChanged: 'refund_policy.changed',
  RefundApprovalCounted: 'refund_policy.approval_counted',
  SingleRefundCounted: 'refund_policy.single_refund_counted',
  RefundUsageReturned: 'refund_policy.usage_returned',
  SystemSettingsChanged: 'settings.system_changed',
  SellerSettingsChanged: 'settings.seller_changed',
  PaymentSettingsChanged: 'settings.payment_changed',
  EmailSettingsChanged: 'settings.email_changed',
  MaintenanceSettingsChanged: 'settings.maintenance_changed',
  UserRoleChanged: 'user.role_changed',
} as const satisfies Record<string, string>;

type AuditedEventType = keyof typeof ACTION_OF_TYPE;
export type AuditAction = (typeof ACTION_OF_TYPE)[AuditedEventType];

/** Every action key, in the order above (order's, refund request's, the limits', then the settings'). */
export const AUDIT_ACTIONS = Object.values(ACTION_OF_TYPE) as readonly AuditAction[];

export const AUDITED_EVENT_TYPES: ReadonlySet<string> = new Set(Object.keys(ACTION_OF_TYPE));

/**
 * The events that say which catalog event an order or a refund request belongs to; the later entries of
 * that order or request take the catalog event id from them.
 */
export const SUBJECT_EVENT_TYPES: ReadonlySet<string> = new Set(['OrderPlaced', 'RefundRequestSubmitted']);

/** An order's or a refund request's catalog event, as `OrderPlaced` or `RefundRequestSubmitted` names it. */
export interface SubjectEvent {
  subjectId: string;
  catalogEventId: string;
}

export function subjectEventOf(event: RecordedEvent): SubjectEvent | undefined {
  if (event.type === 'OrderPlaced') {
    const ordered = event.data.event as { catalogEventId: string };
    return { subjectId: String(event.data.orderId), catalogEventId: ordered.catalogEventId };
  }
  if (event.type === 'RefundRequestSubmitted') {
    return { subjectId: String(event.data.refundRequestId), catalogEventId: String(event.data.catalogEventId) };
  }
  return undefined;
}

export interface AuditEntry {
  position: bigint;
  occurredAt: string;
  action: AuditAction;
  /** 'user' or 'system'. */
  actorKind: string;
  /** The user's id, or the system process's name. */
  actorId: string;
  /** The user's role when acting; null for the system. */
  actorRole: string | null;
  orderId: string | null;
  refundRequestId: string | null;
  /** The refund the entry is about, when it is about one. */
  refundId: string | null;
  /**
   * The cancelled event's own id for `event.cancelled`; else filled in by the projector from the order's or
   * request's subject event; null for the limits and the settings.
   */
  catalogEventId: string | null;
  /** The money of the fact: a payment, a refund, a request's total, an approval's share of the limits. */
  amountCents: number | null;
  currency: string | null;
  /** The human reason: the admin's text, the provider's answer, or the shop's reason code. */
  reason: string;
  /** The metadata's correlation id: the X-Request-Id of an admin's call. */
  requestId: string;
  /** The rest of the fact that matters to an auditor, as text. */
  details: Record<string, string>;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const idOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** What of an event's data goes where; an event type not audited gives undefined. */
export function toAuditEntry(event: RecordedEvent): AuditEntry | undefined {
  if (!AUDITED_EVENT_TYPES.has(event.type)) return undefined;
  const type = event.type as AuditedEventType;
  const data = event.data;
  const actor = event.metadata.actor;
  const entry: AuditEntry = {
    position: event.globalPosition,
    occurredAt: event.metadata.occurredAt,
    action: ACTION_OF_TYPE[type],
    actorKind: actor.kind,
    actorId: actor.kind === 'user' ? actor.userId : actor.name,
    actorRole: actor.kind === 'user' ? actor.role : null,
    orderId: idOrNull(data.orderId),
    refundRequestId: idOrNull(data.refundRequestId),
    refundId: idOrNull(data.refundId),
    catalogEventId: null,
    amountCents: typeof data.amountCents === 'number' ? data.amountCents : null,
    currency: typeof data.currency === 'string' ? data.currency : null,
    reason: '',
    requestId: event.metadata.correlationId,
    details: {},
  };
  return { ...entry, ...specifics(type, data, entry) };
}

/** The reason and details each type carries, and money not named `amountCents`. */
function specifics(type: AuditedEventType, data: Record<string, unknown>, entry: AuditEntry): Partial<AuditEntry> {
  switch (type) {
    case 'PaymentSucceeded':
    case 'PaymentAmountMismatched':
    case 'LatePaymentReceived':
    case 'DuplicatePaymentReceived':
      return { details: { provider: text(data.provider), providerTransactionId: text(data.providerTransactionId) } };
    case 'LatePaymentRejected':
      return { reason: text(data.reason) };
    case 'PaymentRefundRequested':
      return {
        // An automatic refund has no note: its reason code is then the reason.
        reason: text(data.note) || text(data.reason),
        details: {
          refundReason: text(data.reason),
          notifyCustomer: text(data.notifyCustomer),
          provider: text(data.provider),
          providerTransactionId: text(data.providerTransactionId),
        },
      };
    case 'PaymentRefundSent':
      return { details: { awaiting: text(data.awaiting), providerRefundId: text(data.providerRefundId) } };
    case 'PaymentRefunded':
      return { details: { providerRefundId: text(data.providerRefundId) } };
    case 'PaymentRefundFailed':
      return { reason: text(data.error), details: { manual: text(data.manual) } };
    case 'OrderCancelledByAdmin':
    case 'RefundRequestRejected':
      return { reason: text(data.reason) };
    case 'OrderConfirmationResent':
      return { details: { email: text(data.email) } };
    case 'TicketsVoided': {
      const ticketIds = (data.ticketIds ?? []) as string[];
      return {
        reason: text(data.reason),
        details: { tickets: ticketIds.join(', '), ticketCount: String(ticketIds.length) },
      };
    }
    case 'CatalogEventCancelled':
      // The event is the entry's subject: the list and the screen name it by its title from its id.
      return { catalogEventId: text(data.catalogEventId) };
    case 'RefundRequestSubmitted': {
      const orders = (data.orders ?? []) as { currency: string }[];
      return {
        amountCents: Number(data.totalAmountCents),
        currency: orders[0]?.currency ?? entry.currency,
        reason: text(data.reason),
        details: {
          refundType: text(data.refundType),
          orders: String(orders.length),
          notifyCustomers: text(data.notifyCustomers),
        },
      };
    }
    case 'RefundRequestApproved':
      return { reason: text(data.approvalNotes), details: { selfApproved: text(data.selfApproved) } };
    case 'RefundRequestOrderFailed':
      return { reason: text(data.error) };
    case 'RefundPolicyChanged':
      return {
        details: {
          dailyAmountCents: text(data.dailyAmountCents),
          dailyCount: text(data.dailyCount),
          weeklyCount: text(data.weeklyCount),
          selfApprovalAllowed: text(data.selfApprovalAllowed),
          singleRefundMaxCents: text(data.singleRefundMaxCents),
        },
      };
    case 'RefundApprovalCounted':
    case 'SingleRefundCounted':
    case 'RefundUsageReturned':
      return { details: { vilniusDay: text(data.vilniusDay), vilniusWeek: text(data.vilniusWeek) } };
    case 'SystemSettingsChanged':
    case 'SellerSettingsChanged':
    case 'PaymentSettingsChanged':
    case 'EmailSettingsChanged':
    case 'MaintenanceSettingsChanged':
      return { details: settingsChangesOf(data) };
    case 'UserRoleChanged':
      // Who got or lost which rights; the actor (the granting super admin) is the entry's own.
      return { details: { userId: text(data.userId), from: text(data.from), to: text(data.to) } };
    case 'LatePaymentAccepted':
    case 'PaymentRefundRetried':
    case 'OrderEventCancelled':
    case 'RefundRequestOrderRefunded':
    case 'RefundRequestOrderRetried':
    case 'RefundRequestCompleted':
    case 'RefundRequestFailed':
      return {};
    default: {
      const unhandled: never = type;
      return unhandled;
    }
  }
}

/**
 * A settings change as text an auditor reads: each field from what to what, and each secret only by
 * what happened to it; the encrypted value the event keeps beside it is left out.
 */
function settingsChangesOf(data: Record<string, unknown>): Record<string, string> {
  const changes = (data.changes ?? []) as { field: string; from: unknown; to: unknown }[];
  const secrets = (data.secrets ?? []) as { field: string; change: string }[];
  return Object.fromEntries([
    ...changes.flatMap(({ field, from, to }) => [
      [`${field}.from`, text(from)],
      [`${field}.to`, text(to)],
    ]),
    ...secrets.map(({ field, change }) => [field, change]),
  ]);
}
