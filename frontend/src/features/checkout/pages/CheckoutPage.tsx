import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/auth/Alert';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { serverMessageOf } from '../../../lib/api';
import { parseCheckoutSelection, readCheckoutSelection, type CheckoutSelection } from '../../../lib/checkout-selection';
import {
  useGetCheckoutEventQuery,
  useGetCheckoutOptionsQuery,
  useGetQuoteQuery,
  useLazyGetQuoteQuery,
} from '../api/checkout-api';
import { BuyerFields } from '../components/BuyerFields';
import { CheckoutModeChoice, type CheckoutMode } from '../components/CheckoutModeChoice';
import { CheckoutSummary } from '../components/CheckoutSummary';
import { DiscountCodeForm } from '../components/DiscountCodeForm';
import { NoSelection } from '../components/NoSelection';
import { PaymentMethodChoice } from '../components/PaymentMethodChoice';
import { createOrderRequestOf, quoteRequestOf } from '../lib/order-request';
import { useBuyerForm } from '../lib/use-buyer-form';
import { useCheckoutSubmission, type SubmissionFailure } from '../lib/use-checkout-submission';
import type { PaymentMethodResponse } from '../../../lib/api-types/generated';
import './CheckoutPage.css';

/**
 * `/checkout`: the tickets chosen on the ticket selection (router state, else this tab's storage),
 * then buyer, payment method, discount code and the server's price, and on to the provider.
 */
export function CheckoutPage() {
  const { state } = useLocation();
  // Read once: the page drops the router state on its way to the provider and must keep its own copy.
  const [selection] = useState(() => parseCheckoutSelection(state) ?? readCheckoutSelection());
  return selection ? <Checkout selection={selection} /> : <NoSelection />;
}

function Checkout({ selection }: { selection: CheckoutSelection }) {
  const { t } = useTranslation();
  const formId = useId();
  const noticeId = useId();
  const buyer = useBuyerForm();
  const [mode, setMode] = useState<CheckoutMode>('guest');
  const [chosenMethod, setChosenMethod] = useState<PaymentMethodResponse['id']>();
  const [discountCode, setDiscountCode] = useState('');

  const { currentData: event } = useGetCheckoutEventQuery(selection.eventId);
  const options = useGetCheckoutOptionsQuery();
  const methods = options.data?.payment_methods;
  const paymentMethod = chosenMethod ?? methods?.[0]?.id;

  const quote = useGetQuoteQuery(quoteRequestOf(selection, discountCode));
  const [priceWithCode] = useLazyGetQuoteQuery();
  const { phase, order, failure, submit } = useCheckoutSubmission(() => void quote.refetch());

  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const applyCode = async (code: string): Promise<string | undefined> => {
    const priced = await priceWithCode(quoteRequestOf(selection, code));
    if (priced.error) return serverMessageOf(priced.error) ?? t('checkout.discount.invalid');
    if (!priced.data?.discount_code) return t('checkout.discount.invalid');
    setDiscountCode(code);
    return undefined;
  };

  const busy = phase !== 'idle';
  const priced = quote.isFetching ? undefined : quote.currentData;
  const canSubmit = mode === 'guest' && !busy && priced !== undefined;

  const send = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (!canSubmit) return;
    if (!order && !buyer.validate(formEvent.currentTarget)) return;
    const body = createOrderRequestOf(selection, priced, buyer.values);
    if (!body) {
      void quote.refetch();
      return;
    }
    void submit(body, paymentMethod);
  };

  const quoteError = quote.isError ? (serverMessageOf(quote.error) ?? t('checkout.summary.failed')) : undefined;

  return (
    <div className="container page-section checkout">
      <DocumentTitle title={t('checkout.page.title')} />
      <header className="checkout__header">
        <Link className="checkout__back" to={`/tickets/${encodeURIComponent(selection.eventId)}`}>
          {t('checkout.page.backToTickets')}
        </Link>
        <h1 className="page-title">{t('checkout.page.title')}</h1>
        <p className="page-subtitle">{t('checkout.page.lead')}</p>
      </header>
      <div className="checkout__layout">
        <form id={formId} className="checkout__form" noValidate onSubmit={send}>
          <CheckoutModeChoice mode={mode} onChange={setMode} noticeId={noticeId} />
          <BuyerFields
            values={buyer.values}
            errors={buyer.errors}
            onChange={buyer.change}
            onBlur={buyer.blur}
            disabled={order !== undefined || busy}
          />
          <PaymentMethodChoice
            methods={methods}
            failed={options.isError}
            onRetry={() => void options.refetch()}
            selected={paymentMethod}
            onChange={setChosenMethod}
            transferHoldHours={options.data?.bank_transfer_hold_hours}
          />
        </form>
        <aside className="checkout__aside">
          <CheckoutSummary
            event={event}
            quote={quote.currentData}
            quoteError={quoteError}
            onRetryQuote={() => void quote.refetch()}
            discount={
              <DiscountCodeForm
                applied={quote.currentData?.discount_code ?? ''}
                onApply={applyCode}
                onRemove={() => {
                  setDiscountCode('');
                }}
                disabled={busy || order !== undefined}
              />
            }
          >
            {failure && (
              <div ref={failureRef} tabIndex={-1} className="checkout__failure">
                <FailureAlert failure={failure} orderNumber={order?.number} />
              </div>
            )}
            {order && !failure && phase === 'idle' && (
              <p className="checkout-notice" role="status">
                {t('checkout.errors.orderKept', { number: order.number })}
              </p>
            )}
            <button
              type="submit"
              form={formId}
              className="button button--large button--block"
              disabled={!canSubmit}
              aria-busy={busy}
              aria-describedby={mode === 'registered' ? noticeId : undefined}
            >
              {phase === 'redirecting'
                ? t('checkout.submit.redirecting')
                : busy
                  ? t('checkout.submit.processing')
                  : order
                    ? t('checkout.submit.retryPayment')
                    : t('checkout.submit.pay')}
            </button>
          </CheckoutSummary>
        </aside>
      </div>
    </div>
  );
}

function FailureAlert({ failure, orderNumber }: { failure: SubmissionFailure; orderNumber: string | undefined }) {
  const { t } = useTranslation();
  if (failure.kind === 'order') {
    return (
      <Alert tone="error">
        <p>{failure.message ?? t('checkout.errors.order')}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="error">
      <p className="checkout__failure-title">{t('checkout.errors.paymentTitle')}</p>
      <p>{t('checkout.errors.initiate')}</p>
      {failure.message && <p>{failure.message}</p>}
      {orderNumber && <p>{t('checkout.errors.orderKept', { number: orderNumber })}</p>}
    </Alert>
  );
}
