import { baseApi } from '../../../lib/api';
import type {
  EmailRequest,
  GuestOrderEnvelope,
  GuestOrderResponse,
  GuestOrdersEnvelope,
  OrderEmailRequest,
  OrderSearchSentResponse,
  SearchOrdersRequest,
} from '../../../lib/api-types/generated';

interface OrderAccess {
  /** The order id or its 8-character number. */
  id: string;
  email: string;
}

/** The payment result and the order lookup (docs/ordering.md). */
const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A query, so the payment result page can poll it while the provider confirms.
    verifyPayment: build.query<GuestOrderResponse, OrderAccess>({
      query: ({ id, email }) => ({ url: `payments/verify/${encodeURIComponent(id)}`, params: { email } }),
      transformResponse: (response: GuestOrderEnvelope) => response.order,
      keepUnusedDataFor: 0,
    }),
    lookupOrder: build.mutation<GuestOrderResponse, OrderAccess>({
      query: ({ id, email }) => ({
        url: `v1/orders/guest/${encodeURIComponent(id)}/lookup`,
        method: 'POST',
        body: { email } satisfies OrderEmailRequest,
      }),
      transformResponse: (response: GuestOrderEnvelope) => response.order,
    }),
    // Without the mailed token the server only mails the list to the address.
    requestOrderList: build.mutation<OrderSearchSentResponse, EmailRequest>({
      query: (body) => ({ url: 'v1/orders/guest/search', method: 'POST', body }),
    }),
    // The mailed link's holder reads the list; a query, so opening the link sends it once.
    getOrdersByToken: build.query<GuestOrderResponse[], Required<SearchOrdersRequest>>({
      query: (body) => ({ url: 'v1/orders/guest/search', method: 'POST', body }),
      transformResponse: (response: GuestOrdersEnvelope) => response.orders,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useVerifyPaymentQuery, useLookupOrderMutation, useRequestOrderListMutation, useGetOrdersByTokenQuery } =
  ordersApi;
