import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { httpStatusOf, serverMessageOf } from '../../../lib/api';
import { clearCheckoutSelection } from '../../../lib/checkout-selection';
import { newIdempotencyKey } from '../../../lib/orders/idempotency-key';
import { rememberLastOrder } from '../../../lib/orders/last-order';
import { useInitiateGuestPaymentMutation } from '../../../lib/orders/payment-api';
import { paymentRedirect } from '../../../lib/orders/payment-redirect';
import { useCreateGuestOrderMutation } from '../api/checkout-api';
import type { CreateGuestOrderRequest, PaymentMethodResponse } from '../../../lib/api-types/generated';

export type SubmissionPhase = 'idle' | 'creating' | 'initiating' | 'redirecting';

export interface CreatedOrder {
  id: string;
  number: string;
  email: string;
}

export interface SubmissionFailure {
  /** `order`: the order was not created; `payment`: it was, but its payment could not be started. */
  kind: 'order' | 'payment';
  /** The server's own words, in the page's language, when it gave any. */
  message?: string;
}

/**
 * Creates the guest order, starts its payment and sends the browser to the provider (docs/ordering.md, "The API").
 *
 * - A submission carries an `Idempotency-Key` made for it and kept while the same order is retried, so
 *   a retry after a lost answer gets the order already made instead of a second one; changed details
 *   are a new submission with a new key.
 * - Once created, the order is kept: a failed payment start is retried on that order, never by creating
 *   another.
 * - A 409 (sold out, prices changed) calls `onConflict` so the summary is priced again.
 */
export function useCheckoutSubmission(onConflict: () => void) {
  const [createOrder] = useCreateGuestOrderMutation();
  const [initiatePayment] = useInitiateGuestPaymentMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<SubmissionPhase>('idle');
  const [order, setOrder] = useState<CreatedOrder>();
  const [failure, setFailure] = useState<SubmissionFailure>();
  const busy = useRef(false);
  const attempt = useRef<{ body: string; key: string }>(undefined);

  // Back from the provider through the browser's page cache, the page is as it was left: redirecting.
  // It becomes usable again, with the order kept for another payment attempt.
  useEffect(() => {
    const restore = (event: PageTransitionEvent) => {
      if (event.persisted) setPhase('idle');
    };
    window.addEventListener('pageshow', restore);
    return () => {
      window.removeEventListener('pageshow', restore);
    };
  }, []);

  const pay = async (created: CreatedOrder, paymentMethod: PaymentMethodResponse['id'] | undefined) => {
    setPhase('initiating');
    const result = await initiatePayment({ orderId: created.id, email: created.email, paymentMethod });
    if (result.error) {
      setFailure({ kind: 'payment', message: serverMessageOf(result.error) });
      setPhase('idle');
      return;
    }
    clearCheckoutSelection();
    // The selection also lives in this history entry's state; dropped, so coming back to this entry
    // cannot place the same order a second time.
    void navigate(pathname, { replace: true, state: null });
    setPhase('redirecting');
    paymentRedirect.assign(result.data.payment_url);
  };

  const submit = async (body: CreateGuestOrderRequest, paymentMethod: PaymentMethodResponse['id'] | undefined) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(undefined);
    try {
      let created = order;
      if (!created) {
        const serialized = JSON.stringify(body);
        if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newIdempotencyKey() };
        setPhase('creating');
        const result = await createOrder({ body, idempotencyKey: attempt.current.key });
        if (result.error) {
          setFailure({ kind: 'order', message: serverMessageOf(result.error) });
          setPhase('idle');
          if (httpStatusOf(result.error) === 409) onConflict();
          return;
        }
        created = { id: result.data.order.identifier, number: result.data.order.number, email: body.guest_email };
        rememberLastOrder({ orderId: created.id, email: created.email });
        setOrder(created);
      }
      await pay(created, paymentMethod);
    } finally {
      busy.current = false;
    }
  };

  return { phase, order, failure, submit };
}
