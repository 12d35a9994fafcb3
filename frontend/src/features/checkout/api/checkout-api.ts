import { baseApi } from '../../../lib/api';
import type { OrderEnvelope, Quote } from '../../../lib/orders/guest-order';
import type { LocalizedText, PublicEvent } from '../../../types/api';

export interface PaymentMethod {
  id: string;
  name: LocalizedText;
  /** The contract lists only methods on offer; a method marked `false` is left out all the same. */
  enabled?: boolean;
}

export interface CheckoutOptions {
  payment_methods: PaymentMethod[];
  fee_percent: number;
  hold_minutes: number;
  /** How long a bank transfer holds the seats, never past the event's start. */
  bank_transfer_hold_hours: number;
}

export interface QuoteRequest {
  tickets: { id: string; quantity: number }[];
  discount_code?: string;
}

export interface CreateGuestOrderRequest {
  guest_email: string;
  guest_first_name: string;
  guest_last_name: string;
  guest_phone: string;
  /** `price` is the unit price the buyer was quoted. */
  tickets: { id: string; quantity: number; price: number }[];
  discount_code?: string;
}

export interface CreateGuestOrderArgs {
  body: CreateGuestOrderRequest;
  /** The same key on a retry answers the same order instead of a second one. */
  idempotencyKey: string;
}

/** The checkout's calls (docs/ordering.md). The quote is a query: its arguments are its cache key. */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutOptions: build.query<CheckoutOptions, void>({
      query: () => 'v1/checkout/options',
      // Only the methods on offer are ever shown.
      transformResponse: (options: CheckoutOptions) => ({
        ...options,
        payment_methods: (options.payment_methods ?? []).filter((method) => method.enabled !== false),
      }),
    }),
    getQuote: build.query<Quote, QuoteRequest>({
      query: (body) => ({ url: 'v1/orders/guest/quote', method: 'POST', body }),
      // Prices and what is left change; a quote is never reused for long.
      keepUnusedDataFor: 0,
    }),
    // The event's title, date and place above the summary; the checkout's own call, as features share none.
    getCheckoutEvent: build.query<PublicEvent, string>({
      query: (id) => `events/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Event', id }],
    }),
    createGuestOrder: build.mutation<OrderEnvelope, CreateGuestOrderArgs>({
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
