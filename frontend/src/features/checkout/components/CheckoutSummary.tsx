import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderBreakdown } from '../../../components/order/OrderBreakdown';
import { Spinner } from '../../../components/Spinner';
import { useLanguage } from '../../../i18n/use-language';
import { formatLongDate, formatTime } from '../../../lib/format';
import type { PublicEventResponse, QuoteResponse } from '../../../lib/api-types/generated';

interface CheckoutSummaryProps {
  event: PublicEventResponse | undefined;
  quote: QuoteResponse | undefined;
  /** Why the order could not be priced, when it could not. */
  quoteError: string | undefined;
  onRetryQuote: () => void;
  discount: ReactNode;
  children: ReactNode;
}

/** The event, the server-priced lines and sums, the discount code and, as children, the way to pay. */
export function CheckoutSummary({ event, quote, quoteError, onRetryQuote, discount, children }: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {t('checkout.summary.title')}
      </h2>
      {event && (
        <div className="checkout-summary__event">
          <p className="checkout-summary__event-title">{event.title[language]}</p>
          <p>
            <time dateTime={event.date}>{formatLongDate(event.date, language)}</time>
            {', '}
            <time dateTime={event.startsAt}>{formatTime(event.startsAt, language)}</time>
          </p>
          <p>
            {event.venue}, {event.location}
          </p>
        </div>
      )}
      {quoteError ? (
        <div className="checkout-notice checkout-notice--error" role="alert">
          <p>{quoteError}</p>
          <button type="button" className="button button--secondary" onClick={onRetryQuote}>
            {t('errors.retry')}
          </button>
        </div>
      ) : quote ? (
        <OrderBreakdown breakdown={quote} />
      ) : (
        <Spinner />
      )}
      {discount}
      {children}
    </section>
  );
}
