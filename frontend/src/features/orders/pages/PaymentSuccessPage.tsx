import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/auth/Alert';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { Spinner } from '../../../components/Spinner';
import { useLanguage } from '../../../i18n/use-language';
import { httpStatusOf } from '../../../lib/api';
import { ticketAdmits } from '../../../lib/orders/guest-order';
import { orderNumberOf } from '../../../lib/orders/order-number';
import { lastOrderEmailFor } from '../../../lib/orders/last-order';
import { BankTransferDetails } from '../components/BankTransferDetails';
import { ContinuePayment } from '../components/ContinuePayment';
import { EmailPromptForm } from '../components/EmailPromptForm';
import { HoldNotice } from '../components/HoldNotice';
import { OrderDetails } from '../components/OrderDetails';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { ResultHeading } from '../components/ResultHeading';
import { inPageLanguage } from '../lib/document-link';
import { usePaymentVerification } from '../lib/use-payment-verification';
import type { GuestOrderResponse } from '../../../lib/api-types/generated';
import './order-pages.css';

/**
 * `/payment/success?order_id=…` (or `reference`), where the provider sends the buyer back. What it
 * shows comes from the server's status only: coming back here does not mean the payment went through.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = (searchParams.get('order_id') ?? searchParams.get('reference') ?? '').trim();
  const email = searchParams.get('email')?.trim() || undefined;
  return (
    <div className="container page-section result">
      <DocumentTitle title={t('checkout.success.documentTitle')} />
      {id ? (
        <PaymentResult key={id} id={id} initialEmail={email ?? lastOrderEmailFor(id)} />
      ) : (
        <>
          <ResultHeading>{t('checkout.success.missingId')}</ResultHeading>
          <p className="result__lead">{t('checkout.success.missingIdHint')}</p>
          <LookupLink />
        </>
      )}
    </div>
  );
}

function LookupLink({ order }: { order?: string }) {
  const { t } = useTranslation();
  const to = order ? `/order-lookup?order=${encodeURIComponent(order)}` : '/order-lookup';
  return (
    <p className="result__actions">
      <Link className="button button--secondary" to={to}>
        {t('checkout.success.lookupLink')}
      </Link>
    </p>
  );
}

function PaymentResult({ id, initialEmail }: { id: string; initialEmail: string | undefined }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const { order, error, isError, timedOut, refetch } = usePaymentVerification(id, email);
  const number = id.length > 8 ? orderNumberOf(id) : id.toUpperCase();

  const askAgain = (entered: string) => {
    if (entered === email) void refetch();
    else setEmail(entered);
  };

  // While polling, a failed attempt leaves the last answer standing.
  if (order) return <OrderResult order={order} email={email ?? order.customer_email} timedOut={timedOut} />;

  if (!email || httpStatusOf(error) === 404) {
    return (
      <>
        <ResultHeading>{t('checkout.success.emailTitle')}</ResultHeading>
        {email && (
          <Alert tone="error">
            <p>{t('checkout.success.notFound')}</p>
          </Alert>
        )}
        <p className="result__lead">{t('checkout.success.emailLead', { number })}</p>
        <EmailPromptForm onSubmit={askAgain} />
      </>
    );
  }

  if (isError) {
    return (
      <>
        <ResultHeading>{t('checkout.success.documentTitle')}</ResultHeading>
        <Alert tone="error">
          <p>{t('checkout.success.failed')}</p>
        </Alert>
        <p className="result__actions">
          <button type="button" className="button" onClick={() => void refetch()}>
            {t('errors.retry')}
          </button>
        </p>
      </>
    );
  }

  return <Checking />;
}

function Checking() {
  const { t } = useTranslation();
  return (
    <>
      <ResultHeading>{t('checkout.success.checkingTitle')}</ResultHeading>
      <p className="result__lead">{t('checkout.success.checkingLead')}</p>
      <Spinner />
    </>
  );
}

function OrderResult({ order, email, timedOut }: { order: GuestOrderResponse; email: string; timedOut: boolean }) {
  const { t } = useTranslation();
  if (order.bank_transfer) {
    return (
      <>
        <ResultHeading>{t('checkout.success.transferTitle')}</ResultHeading>
        <p className="result__lead">{t('checkout.success.transferLead', { email: order.customer_email })}</p>
        <BankTransferDetails instructions={order.bank_transfer} />
        <LookupLink order={order.number} />
      </>
    );
  }
  switch (order.status) {
    case 'completed':
      return <Paid order={order} timedOut={timedOut} />;
    case 'initializing':
      return <NotPaid order={order} email={email} />;
    case 'pending':
      return timedOut ? (
        <Explained title={t('checkout.success.stillProcessingTitle')} text={t('checkout.success.stillProcessing')}>
          <HoldNotice order={order} />
          <LookupLink order={order.number} />
        </Explained>
      ) : (
        <Checking />
      );
    case 'cancelled':
      return (
        <Explained title={t('checkout.success.cancelledTitle')} text={t('checkout.success.cancelled')}>
          <OrderStatusBadge order={order} />
          <LookupLink order={order.number} />
        </Explained>
      );
    case 'expired':
      return (
        <Explained title={t('checkout.success.expiredTitle')} text={t('checkout.success.expired')}>
          <OrderStatusBadge order={order} />
          <LookupLink order={order.number} />
        </Explained>
      );
    default:
      return (
        <>
          <ResultHeading>{t('checkout.success.otherTitle')}</ResultHeading>
          <section className="result__card">
            <OrderDetails order={order} />
          </section>
          <LookupLink order={order.number} />
        </>
      );
  }
}

/** Back from the provider with no payment under way: it failed or the buyer cancelled it. */
function NotPaid({ order, email }: { order: GuestOrderResponse; email: string }) {
  const { t } = useTranslation();
  const failed = order.payment_status === 'failed';
  return (
    <>
      <ResultHeading>
        {failed ? t('checkout.success.paymentFailedTitle') : t('checkout.success.paymentNotMadeTitle')}
      </ResultHeading>
      <Alert tone="error">
        <p>
          {order.can_continue_payment
            ? t('checkout.success.paymentFailedLead', { number: order.number })
            : t('checkout.success.expired')}
        </p>
      </Alert>
      <HoldNotice order={order} />
      <div className="result__actions">
        {order.can_continue_payment && (
          <ContinuePayment orderId={order.identifier} email={email} label={t('checkout.success.payAgain')} />
        )}
        <Link className="button button--secondary" to={`/order-lookup?order=${encodeURIComponent(order.number)}`}>
          {t('checkout.success.lookupLink')}
        </Link>
      </div>
    </>
  );
}

function Explained({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <>
      <ResultHeading>{title}</ResultHeading>
      <p className="result__lead">{text}</p>
      {children}
    </>
  );
}

/** Paid; coming back later, its money may have come back or its event been cancelled, and it says so. */
function Paid({ order, timedOut }: { order: GuestOrderResponse; timedOut: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const noneAdmits = order.tickets.length > 0 && !order.tickets.some((ticket) => ticketAdmits(ticket.state));
  return (
    <>
      <ResultHeading>
        {noneAdmits ? t('checkout.success.notValidTitle') : t('checkout.success.paidTitle')}
      </ResultHeading>
      {!noneAdmits && <p className="result__lead">{t('checkout.success.paidLead', { email: order.customer_email })}</p>}
      <section className="result__card" aria-label={t('checkout.order.number', { number: order.number })}>
        <OrderDetails order={order} />
      </section>
      <div className="result__actions">
        {order.tickets_pdf_url ? (
          <a className="button" href={order.tickets_pdf_url}>
            {t('checkout.order.download')}
          </a>
        ) : (
          !noneAdmits && (
            <p className="result__note" role="status">
              {timedOut ? t('checkout.success.preparingLate') : t('checkout.success.preparing')}
            </p>
          )
        )}
        {order.invoices_pdf_url && (
          <a className="button button--secondary" href={inPageLanguage(order.invoices_pdf_url, language)}>
            {t('checkout.order.invoices')}
          </a>
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            window.print();
          }}
        >
          {t('checkout.success.print')}
        </button>
      </div>
    </>
  );
}
