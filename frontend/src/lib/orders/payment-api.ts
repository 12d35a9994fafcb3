import { baseApi } from '../api';
import type { InitiateGuestPaymentRequest, PaymentStartedResponse } from '../api-types/generated';

interface InitiatePaymentArgs {
  /** The order id (or its number). */
  orderId: string;
  email: string;
  paymentMethod?: InitiateGuestPaymentRequest['payment_method'];
}

/**
 * Where the provider sends the buyer back (docs/ordering.md: they must be this shop's). The order id
 * rides along so the result pages know which order to check.
 */
function paymentReturnUrls(orderId: string, origin = window.location.origin) {
  const id = encodeURIComponent(orderId);
  return {
    return_url: `${origin}/payment/success?order_id=${id}`,
    cancel_url: `${origin}/payment/cancel?order_id=${id}`,
  };
}

/**
 * Starting a guest order's payment, shared by the checkout and the order lookup's "continue payment".
 */
const paymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    initiateGuestPayment: build.mutation<PaymentStartedResponse, InitiatePaymentArgs>({
      query: ({ orderId, email, paymentMethod }) => ({
        url: `v1/orders/guest/${encodeURIComponent(orderId)}/payment/initiate`,
        method: 'POST',
        body: {
          email,
          ...(paymentMethod ? { payment_method: paymentMethod } : {}),
          ...paymentReturnUrls(orderId),
        } satisfies InitiateGuestPaymentRequest,
      }),
    }),
  }),
});

export const { useInitiateGuestPaymentMutation } = paymentApi;
