import { baseApi } from '../../../lib/api';
import { attachmentFileName, saveFile, vilniusDay } from '../../../lib/save-file';

/** Admin lists show this many rows a page (docs/web.md, "Screen rules"). */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** The statuses the back-office filters orders by (docs/ordering.md; an expired hold reads as cancelled). */
export const ORDER_STATUSES = ['completed', 'pending', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The ways of paying: the providers, and the bank transfer an admin confirms (docs/payments.md). */
export const PAYMENT_METHODS = ['sandbox', 'makecommerce', 'paysera', 'bank-transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The order's refunds at a glance (docs/ordering.md). */
/** `uncertain`: a refund's outcome was lost and the provider could not tell; staff check its portal. */
export type RefundSummary = 'none' | 'uncertain' | 'processing' | 'failed' | 'partially_refunded' | 'refunded';
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/* Money is in major units with at most 2 decimals, as everywhere in the HTTP API. */

export interface LocalizedName {
  lt: string;
  en: string;
}

export interface OrderCustomer {
  name: string;
  email: string;
  /** Empty when the buyer gave none. */
  phone: string;
}

export interface OrderEvent {
  id: string;
  name: LocalizedName;
  starts_at: string;
}

export interface AdminOrderRow {
  id: string;
  /** The id's last 8 characters, upper-case. */
  number: string;
  created_at: string;
  customer: OrderCustomer;
  event: OrderEvent;
  tickets_count: number;
  total: number;
  currency: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  /** The way of paying chosen last: a provider or 'bank-transfer'; null before one. */
  payment_method: PaymentMethod | null;
  /** Given back by confirmed refunds. */
  refunded: number;
  /** What may still be refunded; 0 unless paid. */
  refundable: number;
  refund_state: RefundSummary;
}

export interface AdminOrdersPage {
  data: AdminOrderRow[];
  pagination: { page: number; limit: number; total: number; total_pages: number };
  /** Over every order the filters match. */
  summary: {
    total_orders: number;
    /**
     * Paid in less refunds, one amount per currency paid in (never added across), the shop's currency
     * first and always there.
     */
    revenue: CurrencyAmount[];
    pending_orders: number;
    refunded_orders: number;
  };
}

export interface CurrencyAmount {
  currency: string;
  /** Major units. */
  amount: number;
}

/** What narrows the list and its export; dates are calendar days in Vilnius, both ends included. */
export interface OrderFilters {
  search?: string;
  status?: OrderStatus;
  payment_status?: PaymentStatus;
  payment_method?: PaymentMethod;
  date_from?: string;
  date_to?: string;
}

export interface ListOrdersArgs extends OrderFilters {
  page: number;
  limit: number;
}

export type ActorKind = 'buyer' | 'provider' | 'admin' | 'user' | 'system';

export interface OrderActor {
  kind: ActorKind;
  /** A user's id; null for the others. */
  id: string | null;
  /** A user's name, the buyer's, the provider's or the process's. */
  name: string;
  role: string | null;
}

export interface OrderLine {
  ticket_type_id: string;
  name: LocalizedName;
  quantity: number;
  unit_price: number;
  discount: number;
  total: number;
}

/** `cancelled`: the event was; `voided`: staff took the ticket back. */
export type TicketState = 'valid' | 'used' | 'refunded' | 'cancelled' | 'voided';

export interface OrderTicket {
  id: string;
  code: string;
  ticket_type: LocalizedName;
  holder_name: string;
  status: TicketState;
  admitted_at: string | null;
}

export type PaymentResult = 'started' | 'paid' | 'failed' | 'cancelled' | 'amount_mismatched' | 'late' | 'duplicate';

export interface OrderPayment {
  provider: string;
  result: PaymentResult;
  amount: number | null;
  currency: string | null;
  transaction_id: string | null;
  /** The provider's reason for a failure. */
  reason: string | null;
  started_at: string | null;
  finished_at: string | null;
}

export type RefundState = 'requested' | 'sending' | 'sent' | 'refunded' | 'failed' | 'uncertain';

export interface OrderRefund {
  id: string;
  amount: number;
  currency: string;
  state: RefundState;
  /** Why the system refunded: admin, late-payment, duplicate-payment, event-cancelled… */
  reason: string;
  /** The admin's reason text; empty for refunds the system made. */
  note: string;
  provider: string;
  /** 'provider' or 'merchant' (staff pay it back themselves) while sent. */
  awaiting: string | null;
  /** The provider's reason when refused, or why the refund is uncertain. */
  error: string | null;
  /** The latest call's reference in the refund's comment at the provider (`ref 1a2b3c4d`). */
  reference: string | null;
  requested_by: OrderActor;
  requested_at: string;
  refunded_at: string | null;
  failed_at: string | null;
}

export interface OrderMail {
  kind: string;
  email: string;
  sent_at: string;
}

export type HistoryDetails = Record<string, string | number | boolean>;

export interface OrderHistoryEntry {
  position: number;
  type: string;
  /** Dotted, e.g. `order.refund_requested`. */
  key: string;
  at: string;
  actor: OrderActor;
  details: HistoryDetails;
}

export interface AdminOrderDetail {
  id: string;
  number: string;
  created_at: string;
  status: OrderStatus;
  /** The order's own status: initializing, pending, completed, cancelled, expired. */
  order_status: string;
  payment_status: PaymentStatus;
  refund_state: RefundSummary;
  language: string;
  customer: OrderCustomer;
  event: OrderEvent;
  lines: OrderLine[];
  discount_code: string | null;
  subtotal: number;
  discount: number;
  fee: number;
  total: number;
  currency: string;
  paid: number;
  refunded: number;
  /** Refunds asked for and not yet confirmed or refused. */
  refund_pending: number;
  refundable: number;
  /** When unpaid seats are released: the hold, or a chosen bank transfer's deadline. */
  expires_at: string;
  /** The way of paying chosen last: a provider or 'bank-transfer'; null before one. */
  payment_method: string | null;
  paid_at: string | null;
  tickets: OrderTicket[];
  payments: OrderPayment[];
  refunds: OrderRefund[];
  mails: OrderMail[];
  /** The order's stream, oldest first. */
  history: OrderHistoryEntry[];
}

/** Why one admin's refund of an order went to a second admin instead: the limit it would pass. */
export type SecondAdminReason = 'single_refund_max' | 'daily_amount' | 'daily_count' | 'weekly_count';

/**
 * The refund policy's answer (docs/money.md "One refund policy"): refunded at once, or sent as a refund
 * request for a second admin's approval.
 */
export interface RefundAnswer extends Written {
  outcome: 'refund_started' | 'sent_for_approval';
  refund_id: string | null;
  refund_request_id: string | null;
  second_admin_reason: SecondAdminReason | null;
}

export interface RefundOrderArgs {
  orderId: string;
  amount: number;
  reason: string;
  notify_customer: boolean;
}

export interface BulkRefundArgs {
  order_ids: string[];
  reason: string;
  admin_password_confirmation: string;
}

/** One refund request per event the orders belong to, each waiting for a second administrator's approval. */
export interface BulkRefundResult {
  refund_requests: { id: string; orders_count: number; total_amount: number }[];
}

/**
 * What a command answers: the log position it wrote (a whole number, as a string). The API remembers it
 * and the reads that follow wait for it (lib/read-your-writes), so the reloaded list or order shows the
 * change, not the state just before.
 */
interface Written {
  position: string;
}

// A change to one order moves the list, its summary and the order's page.
const changedOrder = (id: string) => [
  { type: 'AdminOrder' as const, id: 'LIST' },
  { type: 'AdminOrder' as const, id },
];

/** The file name the server gave (`Content-Disposition`), else `orders-YYYY-MM-DD.<format>` for today in Vilnius. */
export function exportFileNameOf(disposition: string | null | undefined, format: ExportFormat, now: Date): string {
  const named = attachmentFileName(disposition);
  if (named) return named;
  return `orders-${vilniusDay(now)}.${format}`;
}

export const adminOrdersApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminOrder'] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminOrders: build.query<AdminOrdersPage, ListOrdersArgs>({
      query: (params) => ({ url: 'admin/orders', params }),
      providesTags: (result) => [
        { type: 'AdminOrder', id: 'LIST' },
        ...(result?.data.map(({ id }) => ({ type: 'AdminOrder' as const, id })) ?? []),
      ],
    }),
    getAdminOrder: build.query<AdminOrderDetail, string>({
      query: (id) => ({ url: `orders/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'AdminOrder', id }],
    }),
    refundOrder: build.mutation<RefundAnswer, RefundOrderArgs>({
      query: ({ orderId, ...body }) => ({
        url: `orders/${encodeURIComponent(orderId)}/refund`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : changedOrder(orderId)),
    }),
    retryRefund: build.mutation<Written, { orderId: string; refundId: string }>({
      query: ({ orderId, refundId }) => ({
        url: `orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/retry`,
        method: 'POST',
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : changedOrder(orderId)),
    }),
    /** Staff paid a refund left to them back by hand; the refund becomes done. */
    recordRefundPaidOut: build.mutation<Written, { orderId: string; refundId: string }>({
      query: ({ orderId, refundId }) => ({
        url: `orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/paid-out`,
        method: 'POST',
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : changedOrder(orderId)),
    }),
    cancelOrder: build.mutation<Written, { orderId: string; reason: string }>({
      query: ({ orderId, reason }) => ({
        url: `orders/${encodeURIComponent(orderId)}/status`,
        method: 'PUT',
        body: { status: 'cancelled', reason },
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : changedOrder(orderId)),
    }),
    voidTickets: build.mutation<Written, { orderId: string; ticketIds: string[]; reason: string }>({
      query: ({ orderId, ticketIds, reason }) => ({
        url: `orders/${encodeURIComponent(orderId)}/tickets/void`,
        method: 'POST',
        body: { ticket_ids: ticketIds, reason },
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : changedOrder(orderId)),
    }),
    confirmBankTransfer: build.mutation<Written, { orderId: string; amount: number }>({
      query: ({ orderId, amount }) => ({
        url: `orders/${encodeURIComponent(orderId)}/bank-transfer`,
        method: 'POST',
        body: { amount },
      }),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : changedOrder(orderId)),
    }),
    resendConfirmation: build.mutation<Written, string>({
      query: (orderId) => ({ url: `orders/${encodeURIComponent(orderId)}/resend-confirmation`, method: 'POST' }),
      invalidatesTags: (_result, error, orderId) => (error ? [] : [{ type: 'AdminOrder', id: orderId }]),
    }),
    bulkRefund: build.mutation<BulkRefundResult, BulkRefundArgs>({
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
