/**
 * The refund requests read model as pure functions: a request's row from its events, each event applied
 * once (an event at or before the row's last position is a redelivery and changes nothing).
 */
import type { RecordedEvent } from '../../eventstore/event-store';
import type { TicketCurrency } from '../../events/catalog/catalog-values';
import type { Actor } from '../../events/metadata';
import type { RefundRequestEvent, RefundRequestType } from '../../events/refunds/refund-events';

export type RefundRequestStatus = 'pending' | 'approved' | 'rejected' | 'completed' | 'failed';
export type RefundRequestOrderState = 'waiting' | 'refunded' | 'failed';

/** One order of a request and how its refund is going. */
export interface RefundRequestOrderProgress {
  orderId: string;
  amountCents: number;
  currency: TicketCurrency;
  /** 1, then one more per retry. */
  attempt: number;
  /** The current attempt's refund id; null until the request is approved. */
  refundId: string | null;
  state: RefundRequestOrderState;
  error: string | null;
}

/** The request's decisions: who, when, and what they wrote. */
export interface RefundRequestDecision {
  actor: Actor;
  at: string;
  text: string;
}

export interface RefundRequestRow {
  id: string;
  catalog_event_id: string;
  refund_type: RefundRequestType;
  status: RefundRequestStatus;
  reason: string;
  notify_customers: boolean;
  total_amount_cents: number;
  currency: TicketCurrency;
  orders: RefundRequestOrderProgress[];
  requested_by: Actor;
  requested_at: string;
  approval: RefundRequestDecision | null;
  self_approved: boolean;
  rejection: RefundRequestDecision | null;
  /** When the last order's refund ended (completed or failed). */
  finished_at: string | null;
  last_position: string;
}

export const REFUND_REQUEST_EVENT_TYPES: ReadonlySet<string> = new Set<RefundRequestEvent['type']>([
  'RefundRequestSubmitted',
  'RefundRequestApproved',
  'RefundRequestRejected',
  'RefundRequestOrderRefunded',
  'RefundRequestOrderFailed',
  'RefundRequestOrderRetried',
  'RefundRequestCompleted',
  'RefundRequestFailed',
]);

const withOrder = (
  row: RefundRequestRow,
  orderId: string,
  change: (order: RefundRequestOrderProgress) => Partial<RefundRequestOrderProgress>,
): RefundRequestOrderProgress[] =>
  row.orders.map((order) => (order.orderId === orderId ? { ...order, ...change(order) } : order));

/** The row after `event`; `row` is null before the request was submitted. */
export function applyRefundRequestEvent(
  row: RefundRequestRow | null,
  recorded: RecordedEvent,
): RefundRequestRow | null {
  const position = recorded.globalPosition;
  if (row !== null && BigInt(row.last_position) >= position) return row;
  const event = { type: recorded.type, data: recorded.data } as RefundRequestEvent;
  const at = recorded.metadata.occurredAt;
  if (event.type === 'RefundRequestSubmitted') {
    if (row !== null) return row;
    const { data } = event;
    return {
      id: data.refundRequestId,
      catalog_event_id: data.catalogEventId,
      refund_type: data.refundType,
      status: 'pending',
      reason: data.reason,
      notify_customers: data.notifyCustomers,
      total_amount_cents: data.totalAmountCents,
      currency: data.orders[0]?.currency ?? 'EUR',
      orders: data.orders.map((order) => ({ ...order, attempt: 1, refundId: null, state: 'waiting', error: null })),
      requested_by: recorded.metadata.actor,
      requested_at: at,
      approval: null,
      self_approved: false,
      rejection: null,
      finished_at: null,
      last_position: position.toString(),
    };
  }
  if (row === null) return null;
  const next = { ...row, last_position: position.toString() };
  switch (event.type) {
    case 'RefundRequestApproved':
      return {
        ...next,
        status: 'approved',
        approval: { actor: recorded.metadata.actor, at, text: event.data.approvalNotes },
        self_approved: event.data.selfApproved,
      };
    case 'RefundRequestRejected':
      return {
        ...next,
        status: 'rejected',
        rejection: { actor: recorded.metadata.actor, at, text: event.data.reason },
      };
    case 'RefundRequestOrderRefunded':
      return {
        ...next,
        orders: withOrder(row, event.data.orderId, () => ({
          refundId: event.data.refundId,
          state: 'refunded',
          error: null,
        })),
      };
    case 'RefundRequestOrderFailed':
      return {
        ...next,
        orders: withOrder(row, event.data.orderId, () => ({
          refundId: event.data.refundId,
          state: 'failed',
          error: event.data.error,
        })),
      };
    case 'RefundRequestOrderRetried':
      return {
        ...next,
        status: 'approved',
        finished_at: null,
        orders: withOrder(row, event.data.orderId, (order) => ({
          attempt: order.attempt + 1,
          refundId: event.data.refundId,
          state: 'waiting',
          error: null,
        })),
      };
    case 'RefundRequestCompleted':
      return { ...next, status: 'completed', finished_at: at };
    case 'RefundRequestFailed':
      return { ...next, status: 'failed', finished_at: at };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
