import { defineEvent, type DomainEvent } from '../event-catalog';
import type { TicketCurrency } from '../catalog/catalog-values';

/*
 * Refund requests (`refund-request-<id>`): many orders refunded at once (an event cancelled, a bulk
 * refund from the orders screen), asked for by one admin and approved by another. The requester and the
 * approver are each the actor of their event's metadata.
 */
export const RefundRequestSubmitted = defineEvent('RefundRequestSubmitted');
export const RefundRequestApproved = defineEvent('RefundRequestApproved');
export const RefundRequestRejected = defineEvent('RefundRequestRejected');
export const RefundRequestOrderRefunded = defineEvent('RefundRequestOrderRefunded');
export const RefundRequestOrderFailed = defineEvent('RefundRequestOrderFailed');
export const RefundRequestOrderRetried = defineEvent('RefundRequestOrderRetried');
export const RefundRequestCompleted = defineEvent('RefundRequestCompleted');
export const RefundRequestFailed = defineEvent('RefundRequestFailed');

/* The limits on approved refunds (`refund-policy`, one stream): what they are, and what each approval used. */
/**
 * The most one admin refunds of an order without a second admin (cents), before a super admin sets
 * another amount; a larger refund becomes a refund request (docs/money.md "One refund policy").
 */
export const DEFAULT_SINGLE_REFUND_MAX_CENTS = 50_000;
/** v1 had no single-refund amount: the limits set before it keep the amount the shop starts with. */
export const RefundPolicyChanged = defineEvent('RefundPolicyChanged', 2, {
  1: (data) => ({ ...data, singleRefundMaxCents: DEFAULT_SINGLE_REFUND_MAX_CENTS }),
});
export const RefundApprovalCounted = defineEvent('RefundApprovalCounted');
export const SingleRefundCounted = defineEvent('SingleRefundCounted');
export const RefundUsageReturned = defineEvent('RefundUsageReturned');

export const refundEventDefinitions = [
  RefundRequestSubmitted,
  RefundRequestApproved,
  RefundRequestRejected,
  RefundRequestOrderRefunded,
  RefundRequestOrderFailed,
  RefundRequestOrderRetried,
  RefundRequestCompleted,
  RefundRequestFailed,
  RefundPolicyChanged,
  RefundApprovalCounted,
  SingleRefundCounted,
  RefundUsageReturned,
];

export const REFUND_REQUEST_TYPES = ['event_cancelled', 'bulk'] as const;
/** Why the orders are refunded together: their event was cancelled, or an admin picked them. */
export type RefundRequestType = (typeof REFUND_REQUEST_TYPES)[number];

/** One order of a request and what it gets back: its refundable amount when the request was made. */
export interface RefundRequestOrder {
  orderId: string;
  amountCents: number;
  currency: TicketCurrency;
}

type OnRequest<Type extends string, Data = object> = DomainEvent<Type, { refundRequestId: string } & Data>;

/** An admin asked to refund these orders of one catalog event; the admin's password was checked again. */
export type RefundRequestSubmitted = OnRequest<
  'RefundRequestSubmitted',
  {
    catalogEventId: string;
    refundType: RefundRequestType;
    orders: RefundRequestOrder[];
    totalAmountCents: number;
    /** The requester's reason as typed. */
    reason: string;
    /** Whether each buyer is mailed a refund notice once the money is back. */
    notifyCustomers: boolean;
  }
>;
/** A second admin approved (password checked again); `selfApproved` when the requester approved it under the policy. */
export type RefundRequestApproved = OnRequest<
  'RefundRequestApproved',
  { approvalNotes: string; selfApproved: boolean }
>;
export type RefundRequestRejected = OnRequest<'RefundRequestRejected', { reason: string }>;
/** The order's refund of this request is complete. */
export type RefundRequestOrderRefunded = OnRequest<'RefundRequestOrderRefunded', { orderId: string; refundId: string }>;
/** The provider refused the order's refund of this request; `error` is its reason. */
export type RefundRequestOrderFailed = OnRequest<
  'RefundRequestOrderFailed',
  { orderId: string; refundId: string; error: string }
>;
/** An admin asked again for a failed order's refund, under a new refund id. */
export type RefundRequestOrderRetried = OnRequest<'RefundRequestOrderRetried', { orderId: string; refundId: string }>;
/** Every order of the request is refunded. */
export type RefundRequestCompleted = OnRequest<'RefundRequestCompleted'>;
/** Every order's refund has ended, and some failed (they may be retried). */
export type RefundRequestFailed = OnRequest<'RefundRequestFailed'>;

export type RefundRequestEvent =
  | RefundRequestSubmitted
  | RefundRequestApproved
  | RefundRequestRejected
  | RefundRequestOrderRefunded
  | RefundRequestOrderFailed
  | RefundRequestOrderRetried
  | RefundRequestCompleted
  | RefundRequestFailed;

export const refundRequestStreamId = (refundRequestId: string): string => `refund-request-${refundRequestId}`;

/** A super admin set the limits on approved refunds (amounts in cents of any currency, days and weeks in Vilnius). */
export type RefundPolicyChanged = DomainEvent<
  'RefundPolicyChanged',
  {
    dailyAmountCents: number;
    dailyCount: number;
    weeklyCount: number;
    selfApprovalAllowed: boolean;
    /** The most one admin refunds of an order at once; more becomes a request for a second admin. */
    singleRefundMaxCents: number;
  }
>;
/** An approval took its share of the limits, before the request itself was approved (once per request). */
export type RefundApprovalCounted = DomainEvent<
  'RefundApprovalCounted',
  {
    refundRequestId: string;
    amountCents: number;
    /** The Vilnius calendar day of the approval, YYYY-MM-DD. */
    vilniusDay: string;
    /** Its ISO week in Vilnius, YYYY-Www. */
    vilniusWeek: string;
  }
>;

/**
 * An admin's refund of one order (`POST /orders/{id}/refund`, or its retry) took its share of the
 * limits, as an approval does: its amount towards the day's, one towards each count.
 */
export type SingleRefundCounted = DomainEvent<
  'SingleRefundCounted',
  { orderId: string; refundId: string; amountCents: number; vilniusDay: string; vilniusWeek: string }
>;
/**
 * A counted refund returned nothing (the provider refused it, or the order had nothing left): its
 * amount is given back to the day it was counted on. `refundRequestId` is null for a single-order refund.
 */
export type RefundUsageReturned = DomainEvent<
  'RefundUsageReturned',
  {
    orderId: string;
    refundId: string;
    refundRequestId: string | null;
    amountCents: number;
    vilniusDay: string;
    vilniusWeek: string;
  }
>;

export type RefundPolicyEvent = RefundPolicyChanged | RefundApprovalCounted | SingleRefundCounted | RefundUsageReturned;

export const REFUND_POLICY_STREAM_ID = 'refund-policy';
