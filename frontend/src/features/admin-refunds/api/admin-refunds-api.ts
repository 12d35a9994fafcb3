/**
 * The refund page's calls (docs/money.md, "Refund requests, approval and limits"): an event's refund
 * requests with their progress, the refund limits, and the requests' decisions. Money is in major units,
 * as everywhere in the HTTP API.
 */
import { baseApi } from '../../../lib/api';
import type {
  AdminEventResponse,
  ApproveRefundRequestRequest,
  EventOrdersPageResponse,
  RefundLimitsRequest,
  RefundLimitsResponse,
  RefundRequestCreatedResponse,
  RefundRequestResponse,
  RefundRequestsResponse,
  RejectRefundRequestRequest,
  RequestEventRefundRequest,
} from '../../../lib/api-types/generated';

export type RefundRequestStatus = RefundRequestResponse['status'];
export type RefundRequestType = RefundRequestResponse['refund_type'];

/** The most orders GET /events/{id}/orders gives a page; the form picks among them. */
const EVENT_ORDERS_PAGE_SIZE = 100;

// A decision moves the event's list of requests, the limits' usage and the orders being refunded.
const decided = (eventId: string) => [
  { type: 'RefundRequest' as const, id: eventId },
  'RefundLimits' as const,
  { type: 'EventOrders' as const, id: eventId },
];

const adminRefundsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['RefundRequest', 'RefundLimits', 'EventOrders'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getRefundPageEvent: build.query<AdminEventResponse, string>({
        query: (eventId) => `admin/events/${encodeURIComponent(eventId)}`,
        providesTags: (_result, _error, eventId) => [{ type: 'AdminEvent', id: eventId }],
      }),
      listRefundRequests: build.query<RefundRequestsResponse, string>({
        query: (eventId) => `admin/events/${encodeURIComponent(eventId)}/refund-requests`,
        providesTags: (_result, _error, eventId) => [{ type: 'RefundRequest', id: eventId }],
      }),
      getRefundLimits: build.query<RefundLimitsResponse, void>({
        query: () => 'admin/refund-limits',
        providesTags: ['RefundLimits'],
      }),
      changeRefundLimits: build.mutation<RefundLimitsResponse, RefundLimitsRequest>({
        query: (body) => ({ url: 'admin/refund-limits', method: 'PUT', body }),
        invalidatesTags: (_result, error) => (error ? [] : ['RefundLimits']),
      }),
      listEventOrders: build.query<EventOrdersPageResponse, { eventId: string; page: number }>({
        query: ({ eventId, page }) => ({
          url: `events/${encodeURIComponent(eventId)}/orders`,
          params: { page, limit: EVENT_ORDERS_PAGE_SIZE },
        }),
        providesTags: (_result, _error, { eventId }) => [{ type: 'EventOrders', id: eventId }],
      }),
      requestBulkRefund: build.mutation<
        RefundRequestCreatedResponse,
        { eventId: string; body: RequestEventRefundRequest }
      >({
        query: ({ eventId, body }) => ({
          url: `admin/events/${encodeURIComponent(eventId)}/request-bulk-refund`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : decided(eventId)),
      }),
      approveRefundRequest: build.mutation<
        RefundRequestResponse,
        { eventId: string; requestId: string } & ApproveRefundRequestRequest
      >({
        query: ({ requestId, approval_notes, admin_password_confirmation }) => ({
          url: `admin/refund-requests/${encodeURIComponent(requestId)}/approve`,
          method: 'POST',
          body: { approval_notes, admin_password_confirmation } satisfies ApproveRefundRequestRequest,
        }),
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : decided(eventId)),
      }),
      rejectRefundRequest: build.mutation<
        RefundRequestResponse,
        { eventId: string; requestId: string } & RejectRefundRequestRequest
      >({
        query: ({ requestId, reason }) => ({
          url: `admin/refund-requests/${encodeURIComponent(requestId)}/reject`,
          method: 'POST',
          body: { reason } satisfies RejectRefundRequestRequest,
        }),
        invalidatesTags: (_result, error, { eventId }) => (error ? [] : decided(eventId)),
      }),
      retryFailedRefunds: build.mutation<RefundRequestResponse, { eventId: string; requestId: string }>({
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
