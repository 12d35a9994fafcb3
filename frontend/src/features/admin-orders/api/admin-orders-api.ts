import { baseApi } from '../../../lib/api';
import { attachmentFileName, saveFile, vilniusDay } from '../../../lib/save-file';
import type {
  AdminOrderDetailResponse,
  AdminOrderRowResponse,
  AdminOrdersPageResponse,
  BulkRefundOrdersRequest,
  ChangeOrderStatusRequest,
  CommandAcceptedResponse,
  ConfirmBankTransferRequest,
  OrderFilters,
  OrderRefundResponse,
  OrderTicketResponse,
  RefundAcceptedResponse,
  RefundOrderRequest,
  RefundRequestsCreatedResponse,
  VoidTicketsRequest,
} from '../../../lib/api-types/generated';

/** Admin lists show this many rows a page (docs/web.md, "Screen rules"). */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** The statuses the back-office filters orders by (docs/ordering.md; an expired hold reads as cancelled). */
export type OrderStatus = AdminOrderRowResponse['status'];
export const ORDER_STATUSES = [
  'completed',
  'pending',
  'cancelled',
  'refunded',
] as const satisfies readonly OrderStatus[];
export type PaymentStatus = AdminOrderRowResponse['payment_status'];
export const PAYMENT_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const satisfies readonly PaymentStatus[];
/** The ways of paying: the providers, and the bank transfer an admin confirms (docs/payments.md). */
export type PaymentMethod = NonNullable<AdminOrderRowResponse['payment_method']>;
export const PAYMENT_METHODS = [
  'sandbox',
  'makecommerce',
  'paysera',
  'bank-transfer',
] as const satisfies readonly PaymentMethod[];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The list's query: the export's filters, and a page. */
interface ListOrdersArgs extends OrderFilters {
  page: number;
  limit: number;
}

/** `cancelled`: the event was; `voided`: staff took the ticket back. */
export type TicketState = OrderTicketResponse['status'];
export type RefundState = OrderRefundResponse['state'];

/** Why one admin's refund of an order went to a second admin instead: the limit it would pass. */
export type SecondAdminReason = NonNullable<RefundAcceptedResponse['second_admin_reason']>;

type RefundOrderArgs = RefundOrderRequest & { orderId: string };

// A change to one order moves the list, its summary and the order's page.
const changedOrder = (id: string) => [
  { type: 'AdminOrder' as const, id: 'LIST' },
  { type: 'AdminOrder' as const, id },
];

/** The file name the server gave (`Content-Disposition`), else `orders-YYYY-MM-DD.<format>` for today in Vilnius. */
function exportFileNameOf(disposition: string | null | undefined, format: ExportFormat, now: Date): string {
  const named = attachmentFileName(disposition);
  if (named) return named;
  return `orders-${vilniusDay(now)}.${format}`;
}

const adminOrdersApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminOrder'] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminOrders: build.query<AdminOrdersPageResponse, ListOrdersArgs>({
      query: (params) => ({ url: 'admin/orders', params }),
      providesTags: (result) => [
        { type: 'AdminOrder', id: 'LIST' },
        ...(result?.data.map(({ id }) => ({ type: 'AdminOrder' as const, id })) ?? []),
      ],
    }),
    getAdminOrder: build.query<AdminOrderDetailResponse, string>({
      query: (id) => ({ url: `orders/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'AdminOrder', id }],
    }),
    refundOrder: build.mutation<RefundAcceptedResponse, RefundOrderArgs>({
      query: ({ orderId, ...body }) => ({
        url: `orders/${encodeURIComponent(orderId)}/refund`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : changedOrder(orderId)),
    }),
    retryRefund: build.mutation<CommandAcceptedResponse, { orderId: string; refundId: string }>({
      query: ({ orderId, refundId }) => ({
        url: `orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/retry`,
        method: 'POST',
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : changedOrder(orderId)),
    }),
    /** Staff paid a refund left to them back by hand; the refund becomes done. */
    recordRefundPaidOut: build.mutation<CommandAcceptedResponse, { orderId: string; refundId: string }>({
      query: ({ orderId, refundId }) => ({
        url: `orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/paid-out`,
        method: 'POST',
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : changedOrder(orderId)),
    }),
    cancelOrder: build.mutation<CommandAcceptedResponse, { orderId: string; reason: string }>({
      query: ({ orderId, reason }) => ({
        url: `orders/${encodeURIComponent(orderId)}/status`,
        method: 'PUT',
        body: { status: 'cancelled', reason } satisfies ChangeOrderStatusRequest,
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : changedOrder(orderId)),
    }),
    voidTickets: build.mutation<CommandAcceptedResponse, { orderId: string; ticketIds: string[]; reason: string }>({
      query: ({ orderId, ticketIds, reason }) => ({
        url: `orders/${encodeURIComponent(orderId)}/tickets/void`,
        method: 'POST',
        body: { ticket_ids: ticketIds, reason } satisfies VoidTicketsRequest,
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : changedOrder(orderId)),
    }),
    confirmBankTransfer: build.mutation<CommandAcceptedResponse, { orderId: string; amount: number }>({
      query: ({ orderId, amount }) => ({
        url: `orders/${encodeURIComponent(orderId)}/bank-transfer`,
        method: 'POST',
        body: { amount } satisfies ConfirmBankTransferRequest,
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : changedOrder(orderId)),
    }),
    resendConfirmation: build.mutation<CommandAcceptedResponse, string>({
      query: (orderId) => ({ url: `orders/${encodeURIComponent(orderId)}/resend-confirmation`, method: 'POST' }),
      invalidatesTags: (_result, error, orderId) => (error ? [] : [{ type: 'AdminOrder', id: orderId }]),
    }),
    bulkRefund: build.mutation<RefundRequestsCreatedResponse, BulkRefundOrdersRequest>({
      query: (body) => ({ url: 'admin/orders/bulk-refund', method: 'POST', body }),
      invalidatesTags: (_result, error, { order_ids }) =>
        error
          ? []
          : [{ type: 'AdminOrder', id: 'LIST' }, ...order_ids.map((id) => ({ type: 'AdminOrder' as const, id }))],
    }),
    /**
     * Downloads the orders the filters match as a file and resolves with its name. The file goes
     * straight to the browser, never into the store, which holds only plain data.
     */
    exportOrders: build.mutation<string, { filters: OrderFilters; format: ExportFormat }>({
      queryFn: async ({ filters, format }, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: 'admin/orders/export',
          method: 'POST',
          params: format === 'csv' ? undefined : { format },
          body: filters,
          // The file as it came; a refusal is the shop's JSON error.
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        const fileName = exportFileNameOf(
          result.meta?.response?.headers.get('content-disposition'),
          format,
          new Date(),
        );
        saveFile(result.data as Blob, fileName);
        return { data: fileName };
      },
    }),
  }),
});

export const {
  useListAdminOrdersQuery,
  useGetAdminOrderQuery,
  useRefundOrderMutation,
  useRetryRefundMutation,
  useRecordRefundPaidOutMutation,
  useCancelOrderMutation,
  useVoidTicketsMutation,
  useConfirmBankTransferMutation,
  useResendConfirmationMutation,
  useBulkRefundMutation,
  useExportOrdersMutation,
} = adminOrdersApi;
