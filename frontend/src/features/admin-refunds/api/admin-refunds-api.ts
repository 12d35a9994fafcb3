/**
 * The refund page's calls (docs/money.md, "Refund requests, approval and limits"): an event's refund
 * requests with their progress, the refund limits, and the requests' decisions. Money is in major units,
 * as everywhere in the HTTP API.
 */
import { baseApi } from '../../../lib/api';
import type { LocalizedText } from '../../../types/api';

export const REFUND_REQUEST_STATUSES = ['pending', 'approved', 'completed', 'rejected', 'failed'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];
export type RefundRequestType = 'event_cancelled' | 'bulk';
export type RequestOrderState = 'waiting' | 'refunded' | 'failed';
export const LIMIT_TYPES = ['daily_amount', 'daily_count', 'weekly_count'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

export interface RefundActor {
  kind: 'user' | 'system';
  /** The user's id, or the system process's name. */
  id: string;
  name: string;
  role: string | null;
}

export interface RefundDecision {
  by: RefundActor;
  at: string;
  /** The approval notes, or the reason for rejecting. */
  text: string;
}

export interface RefundRequestOrder {
  order_id: string;
  amount: number;
  currency: string;
  /** 1, then one more per retry. */
  attempt: number;
  refund_id: string | null;
  state: RequestOrderState;
  /** The provider's reason when it failed. */
  error: string | null;
  /** When the order itself refused (not the provider): the shop's code, worded in the screen's language. */
  error_code: string | null;
}

export interface RefundRequest {
  id: string;
  catalog_event_id: string;
  refund_type: RefundRequestType;
  status: RefundRequestStatus;
  reason: string;
  notify_customers: boolean;
  total_amount: number;
  currency: string;
  orders_count: number;
  progress: { refunded: number; failed: number; waiting: number };
  orders: RefundRequestOrder[];
  requested_by: RefundActor;
  requested_at: string;
  approval: RefundDecision | null;
  /** The requester approved it themselves, as the policy allowed. */
  self_approved: boolean;
  rejection: RefundDecision | null;
  finished_at: string | null;
}

export interface RefundLimit {
  limit_type: LimitType;
  /** Major units for daily_amount, a count otherwise. */
  limit_value: number;
  /** Today (Vilnius) for the daily limits, this ISO week for the weekly one. */
  current_usage: number;
}

export interface RefundLimits {
  limits: RefundLimit[];
  self_approval_allowed: boolean;
  /** Major units: the most one admin refunds of an order alone; more becomes a request (docs/money.md). */
  single_refund_max: number;
}

export interface RefundLimitsChange {
  daily_amount: number;
  daily_count: number;
  weekly_count: number;
  self_approval_allowed: boolean;
  single_refund_max: number;
}

/** The event as GET /admin/events/{id} gives it (the fields this page reads). */
export interface RefundPageEvent {
  id: string;
  name: LocalizedText;
  status: 'draft' | 'published' | 'cancelled';
  tickets_sold: number;
}

/** One of the event's orders as GET /events/{id}/orders lists it (the fields this page reads). */
export interface EventOrderRow {
  id: string;
  /** The id's last 8 characters, upper-case. */
  number: string;
  created_at: string;
  customer: { name: string; email: string; phone: string };
  tickets_count: number;
  total: number;
  currency: string;
  payment_status: string;
  /** What may still be refunded; 0 unless paid. */
  refundable: number;
}

export interface EventOrdersPage {
  data: EventOrderRow[];
  pagination: { page: number; limit: number; total: number; total_pages: number };
}

export interface BulkRefundRequestBody {
  reason: string;
  refund_type: RefundRequestType;
  order_ids: string[];
  notify_customers: boolean;
  admin_password_confirmation: string;
}

/** The most orders GET /events/{id}/orders gives a page; the form picks among them. */
export const EVENT_ORDERS_PAGE_SIZE = 100;

// A decision moves the event's list of requests, the limits' usage and the orders being refunded.
const decided = (eventId: string) => [
  { type: 'RefundRequest' as const, id: eventId },
  'RefundLimits' as const,
  { type: 'EventOrders' as const, id: eventId },
];

export const adminRefundsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['RefundRequest', 'RefundLimits', 'EventOrders'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getRefundPageEvent: build.query<RefundPageEvent, string>({
        query: (eventId) => `admin/events/${encodeURIComponent(eventId)}`,
        providesTags: (_result, _error, eventId) => [{ type: 'AdminEvent', id: eventId }],
      }),
      listRefundRequests: build.query<{ data: RefundRequest[] }, string>({
        query: (eventId) => `admin/events/${encodeURIComponent(eventId)}/refund-requests`,
        providesTags: (_result, _error, eventId) => [{ type: 'RefundRequest', id: eventId }],
      }),
      getRefundLimits: build.query<RefundLimits, void>({
        query: () => 'admin/refund-limits',
        providesTags: ['RefundLimits'],
      }),
      changeRefundLimits: build.mutation<unknown, RefundLimitsChange>({
        query: (body) => ({ url: 'admin/refund-limits', method: 'PUT', body }),
        invalidatesTags: (_result, error) => (error ? [] : ['RefundLimits']),
      }),
      listEventOrders: build.query<EventOrdersPage, { eventId: string; page: number }>({
        query: ({ eventId, page }) => ({
          url: `events/${encodeURIComponent(eventId)}/orders`,
          params: { page, limit: EVENT_ORDERS_PAGE_SIZE },
        }),
        providesTags: (_result, _error, { eventId }) => [{ type: 'EventOrders', id: eventId }],
      }),
      requestBulkRefund: build.mutation<
        /** One request per currency of the orders; `refund_request_id` is the first. */
        { refund_request_id: string; refund_request_ids: string[] },
        { eventId: string; body: BulkRefundRequestBody }
      >({
        query: ({ eventId, body }) => ({
          url: `admin/events/${encodeURIComponent(eventId)}/request-bulk-refund`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : decided(eventId)),
      }),
      approveRefundRequest: build.mutation<
        unknown,
        { eventId: string; requestId: string; approval_notes: string; admin_password_confirmation: string }
      >({
        query: ({ requestId, approval_notes, admin_password_confirmation }) => ({
          url: `admin/refund-requests/${encodeURIComponent(requestId)}/approve`,
          method: 'POST',
          body: { approval_notes, admin_password_confirmation },
        }),
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : decided(eventId)),
      }),
      rejectRefundRequest: build.mutation<unknown, { eventId: string; requestId: string; reason: string }>({
        query: ({ requestId, reason }) => ({
          url: `admin/refund-requests/${encodeURIComponent(requestId)}/reject`,
          method: 'POST',
          body: { reason },
        }),
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : decided(eventId)),
      }),
      retryFailedRefunds: build.mutation<unknown, { eventId: string; requestId: string }>({
        query: ({ requestId }) => ({
          url: `admin/refund-requests/${encodeURIComponent(requestId)}/retry-failed`,
          method: 'POST',
        }),
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : decided(eventId)),
      }),
    }),
  });

export const {
  useGetRefundPageEventQuery,
  useListRefundRequestsQuery,
  useGetRefundLimitsQuery,
  useChangeRefundLimitsMutation,
  useListEventOrdersQuery,
  useRequestBulkRefundMutation,
  useApproveRefundRequestMutation,
  useRejectRefundRequestMutation,
  useRetryFailedRefundsMutation,
} = adminRefundsApi;
