import { baseApi } from '../../../lib/api';
import type {
  CheckoutOptionsResponse,
  CreateGuestOrderRequest,
  GuestOrderEnvelope,
  PublicEventResponse,
  QuoteRequest,
  QuoteResponse,
} from '../../../lib/api-types/generated';

interface CreateGuestOrderArgs {
  body: CreateGuestOrderRequest;
  /** The same key on a retry answers the same order instead of a second one. */
  idempotencyKey: string;
}

/** The checkout's calls (docs/ordering.md). The quote is a query: its arguments are its cache key. */
const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutOptions: build.query<CheckoutOptionsResponse, void>({
      // The server lists only the methods on offer.
      query: () => 'v1/checkout/options',
    }),
    getQuote: build.query<QuoteResponse, QuoteRequest>({
      query: (body) => ({ url: 'v1/orders/guest/quote', method: 'POST', body }),
      // Prices and what is left change; a quote is never reused for long.
      keepUnusedDataFor: 0,
    }),
    // The event's title, date and place above the summary; the checkout's own call, as features share none.
    getCheckoutEvent: build.query<PublicEventResponse, string>({
      query: (id) => `events/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Event', id }],
    }),
    createGuestOrder: build.mutation<GuestOrderEnvelope, CreateGuestOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: 'v1/orders/guest/create',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const {
  useGetCheckoutOptionsQuery,
  useGetQuoteQuery,
  useLazyGetQuoteQuery,
  useGetCheckoutEventQuery,
  useCreateGuestOrderMutation,
} = checkoutApi;
