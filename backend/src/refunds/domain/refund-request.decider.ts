/**
 * A refund request: many orders of one catalog event refunded together once a second admin approves.
 * pending → approved → completed | failed (failed orders may be retried, back to approved), or
 * pending → rejected. Each order's refund carries a refund id derived from the request, the order and
 * the attempt, so asking an order twice for the same attempt is recognised by the order and refunds
 * once. Pure: the requester comes from the stream's metadata, the policy and ids with the command.
 */
import { v5 as uuidV5 } from 'uuid';
import type {
  Actor,
  EventMetadata,
  RefundRequestEvent,
  RefundRequestOrder,
  RefundRequestType,
} from '@ticketshop/projections';
import { refundErrors } from './refunds.errors';

type RefundRequestStatus = 'pending' | 'approved' | 'rejected' | 'completed' | 'failed';

export interface RequestedOrderRefund extends RefundRequestOrder {
  /** 1 for the first refund, one more for each retry. */
  attempt: number;
  /** The refund id of the current attempt. */
  refundId: string;
  state: 'waiting' | 'refunded' | 'failed';
  error: string | null;
}

export interface OpenRefundRequest {
  status: RefundRequestStatus;
  refundRequestId: string;
  catalogEventId: string;
  refundType: RefundRequestType;
  reason: string;
  notifyCustomers: boolean;
  totalAmountCents: number;
  requestedBy: Actor;
  orders: ReadonlyMap<string, RequestedOrderRefund>;
}

export type RefundRequestState = { status: 'none' } | OpenRefundRequest;

export const initialRefundRequestState: RefundRequestState = { status: 'none' };

/** The request's stream as recorded: the metadata names the requester. */
export type RecordedRefundRequestEvent = RefundRequestEvent & { metadata: Pick<EventMetadata, 'actor'> };

export type RefundRequestCommand =
  | {
      type: 'SubmitRefundRequest';
      data: {
        refundRequestId: string;
        catalogEventId: string;
        refundType: RefundRequestType;
        orders: RefundRequestOrder[];
        reason: string;
        notifyCustomers: boolean;
      };
    }
  | {
      type: 'ApproveRefundRequest';
      data: { refundRequestId: string; approver: Actor; approvalNotes: string; selfApprovalAllowed: boolean };
    }
  | { type: 'RejectRefundRequest'; data: { refundRequestId: string; reason: string } }
  | { type: 'RecordOrderRefunded'; data: { refundRequestId: string; orderId: string; refundId: string } }
  | { type: 'RecordOrderFailed'; data: { refundRequestId: string; orderId: string; refundId: string; error: string } }
  | { type: 'RetryFailedOrders'; data: { refundRequestId: string } };

// A fixed namespace for the shop's refund ids: the same request, order and attempt always give the same id.
const REFUND_ID_NAMESPACE = '4f1c7a52-3b0e-5d6a-9c1e-2a7b8e9d0f13';

/** The refund id of an order's attempt within a request (UUID v5): a resumed run asks for the same refund. */
export function refundIdFor(refundRequestId: string, orderId: string, attempt: number): string {
  return uuidV5(`${refundRequestId}:${orderId}:${attempt}`, REFUND_ID_NAMESPACE);
}

const sameUser = (a: Actor, b: Actor) => a.kind === 'user' && b.kind === 'user' && a.userId === b.userId;

/** Once every order's refund has ended: completed if all went through, else failed. */
function settled(state: OpenRefundRequest, orders: ReadonlyMap<string, RequestedOrderRefund>): RefundRequestEvent[] {
  const all = [...orders.values()];
  if (all.some((order) => order.state === 'waiting')) return [];
  const { refundRequestId } = state;
  return all.every((order) => order.state === 'refunded')
    ? [{ type: 'RefundRequestCompleted', data: { refundRequestId } }]
    : [{ type: 'RefundRequestFailed', data: { refundRequestId } }];
}

function orderOutcome(
  state: OpenRefundRequest,
  orderId: string,
  refundId: string,
  outcome: Pick<RequestedOrderRefund, 'state' | 'error'>,
  event: RefundRequestEvent,
): RefundRequestEvent[] {
  const order = state.orders.get(orderId);
  // Only the current attempt's outcome counts, once: a late answer about an earlier attempt changes nothing.
  if (state.status !== 'approved' || !order || order.refundId !== refundId || order.state !== 'waiting') return [];
  const orders = new Map([...state.orders, [orderId, { ...order, ...outcome }]]);
  return [event, ...settled(state, orders)];
}

export function decide(command: RefundRequestCommand, state: RefundRequestState): RefundRequestEvent[] {
  if (command.type === 'SubmitRefundRequest') {
    if (state.status !== 'none') throw refundErrors.alreadySubmitted();
    const { orders } = command.data;
    if (orders.length === 0) throw refundErrors.noOrders();
    for (const order of orders) {
      if (!Number.isInteger(order.amountCents) || order.amountCents <= 0)
        throw refundErrors.nothingToRefund(order.orderId);
    }
    const totalAmountCents = orders.reduce((sum, order) => sum + order.amountCents, 0);
    return [{ type: 'RefundRequestSubmitted', data: { ...command.data, totalAmountCents } }];
  }
  if (state.status === 'none') throw refundErrors.requestNotFound();
  const { refundRequestId } = state;
  switch (command.type) {
    case 'ApproveRefundRequest': {
      if (state.status !== 'pending') throw refundErrors.notPending(state.status);
      const selfApproved = sameUser(command.data.approver, state.requestedBy);
      if (selfApproved && !command.data.selfApprovalAllowed) throw refundErrors.ownRequest();
      return [
        {
          type: 'RefundRequestApproved',
          data: { refundRequestId, approvalNotes: command.data.approvalNotes, selfApproved },
        },
      ];
    }
    case 'RejectRefundRequest':
      if (state.status !== 'pending') throw refundErrors.notPending(state.status);
      return [{ type: 'RefundRequestRejected', data: { refundRequestId, reason: command.data.reason } }];
    case 'RecordOrderRefunded': {
      const { orderId, refundId } = command.data;
      return orderOutcome(
        state,
        orderId,
        refundId,
        { state: 'refunded', error: null },
        {
          type: 'RefundRequestOrderRefunded',
          data: { refundRequestId, orderId, refundId },
        },
      );
    }
    case 'RecordOrderFailed': {
      const { orderId, refundId, error } = command.data;
      return orderOutcome(
        state,
        orderId,
        refundId,
        { state: 'failed', error },
        {
          type: 'RefundRequestOrderFailed',
          data: { refundRequestId, orderId, refundId, error },
        },
      );
    }
    case 'RetryFailedOrders': {
      if (state.status !== 'approved' && state.status !== 'failed') throw refundErrors.nothingToRetry();
      const failed = [...state.orders.values()].filter((order) => order.state === 'failed');
      if (failed.length === 0) throw refundErrors.nothingToRetry();
      return failed.map((order) => ({
        type: 'RefundRequestOrderRetried',
        data: {
          refundRequestId,
          orderId: order.orderId,
          refundId: refundIdFor(refundRequestId, order.orderId, order.attempt + 1),
        },
      }));
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export function evolve(state: RefundRequestState, event: RecordedRefundRequestEvent): RefundRequestState {
  if (event.type === 'RefundRequestSubmitted') {
    const { refundRequestId, orders } = event.data;
    return {
      ...event.data,
      status: 'pending',
      requestedBy: event.metadata.actor,
      orders: new Map(
        orders.map((order) => [
          order.orderId,
          {
            ...order,
            attempt: 1,
            refundId: refundIdFor(refundRequestId, order.orderId, 1),
            state: 'waiting',
            error: null,
          },
        ]),
      ),
    };
  }
  if (state.status === 'none') return state;
  const withOrder = (orderId: string, change: Partial<RequestedOrderRefund>) => {
    const order = state.orders.get(orderId);
    return order ? new Map([...state.orders, [orderId, { ...order, ...change }]]) : state.orders;
  };
  switch (event.type) {
    case 'RefundRequestApproved':
      return { ...state, status: 'approved' };
    case 'RefundRequestRejected':
      return { ...state, status: 'rejected' };
    case 'RefundRequestOrderRefunded':
      return { ...state, orders: withOrder(event.data.orderId, { state: 'refunded', error: null }) };
    case 'RefundRequestOrderFailed':
      return { ...state, orders: withOrder(event.data.orderId, { state: 'failed', error: event.data.error }) };
    case 'RefundRequestOrderRetried': {
      const order = state.orders.get(event.data.orderId);
      return {
        ...state,
        status: 'approved',
        orders: withOrder(event.data.orderId, {
          attempt: (order?.attempt ?? 0) + 1,
          refundId: event.data.refundId,
          state: 'waiting',
          error: null,
        }),
      };
    }
    case 'RefundRequestCompleted':
      return { ...state, status: 'completed' };
    case 'RefundRequestFailed':
      return { ...state, status: 'failed' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const refundRequestDecider = { decide, evolve, initialState: initialRefundRequestState };
