import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/auth/Alert';
import { serverMessageOf } from '../../../lib/api';
import { rememberLastOrder } from '../../../lib/orders/last-order';
import { useInitiateGuestPaymentMutation } from '../../../lib/orders/payment-api';
import { paymentRedirect } from '../../../lib/orders/payment-redirect';

interface ContinuePaymentProps {
  orderId: string;
  /** The address the buyer found the order with. */
  email: string;
  /** The button's words; "continue payment" unless a page says otherwise. */
  label?: string;
}

/** Starts the payment of an unpaid order, as the checkout does, and leaves for the provider. */
export function ContinuePayment({ orderId, email, label }: ContinuePaymentProps) {
  const { t } = useTranslation();
  const [initiate, { isLoading, isSuccess, isError, error, reset }] = useInitiateGuestPaymentMutation();
  const busy = isLoading || isSuccess;

  // Back from the provider through the browser's page cache, the button must not stay "redirecting".
  useEffect(() => {
    const restore = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', restore);
    return () => {
      window.removeEventListener('pageshow', restore);
    };
  }, [reset]);

  const start = async () => {
    if (busy) return;
    const result = await initiate({ orderId, email });
    if (result.error) return;
    rememberLastOrder({ orderId, email });
    paymentRedirect.assign(result.data.payment_url);
  };

  return (
    <>
      {isError && (
        <Alert tone="error">
          <p>{t('checkout.errors.initiate')}</p>
          {serverMessageOf(error) && <p>{serverMessageOf(error)}</p>}
        </Alert>
      )}
      <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void start()}>
        {busy ? t('checkout.order.redirecting') : (label ?? t('checkout.order.continuePayment'))}
      </button>
    </>
  );
}
