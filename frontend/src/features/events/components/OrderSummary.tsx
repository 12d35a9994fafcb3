import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import type { Currency } from '../../../lib/money/money';
import { Alert } from '../../../components/auth/Alert';
import { totalsByCurrency, type OrderLine } from '../lib/order-lines';
import { formatCents } from '../../../lib/money/money';

interface OrderSummaryProps {
  lines: OrderLine[];
  /** The event's currency, used while nothing is chosen yet. */
  currency: Currency;
  onContinue: () => void;
}

/** The chosen tickets with their subtotals, the total, and the way on to the checkout. */
export function OrderSummary({ lines, currency, onContinue }: OrderSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const totals = totalsByCurrency(lines, currency);
  // The server prices an order in one currency and refuses a mix (as the checkout shows), so it stops here.
  const mixed = totals.length > 1;
  const empty = lines.length === 0;
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {t('shop.tickets.summary')}
      </h2>
      {empty ? (
        <p id="order-summary-empty" className="order-summary__empty">
          {t('shop.tickets.chooseAtLeastOne')}
        </p>
      ) : (
        <ul className="order-summary__lines">
          {lines.map(({ ticketType, quantity, subtotalCents }) => (
            <li key={ticketType.id} className="order-summary__line">
              <span>{t('shop.tickets.line', { name: ticketType.name[language], quantity })}</span>
              <span className="order-summary__amount">{formatCents(subtotalCents, ticketType.currency, language)}</span>
            </li>
          ))}
        </ul>
      )}
      {totals.map((total) => (
        <p key={total.currency} className="order-summary__total">
          <span>{mixed ? t('shop.tickets.totalIn', { currency: total.currency }) : t('shop.tickets.total')}</span>
          <span className="order-summary__amount">{formatCents(total.cents, total.currency, language)}</span>
        </p>
      ))}
      {mixed && (
        <Alert tone="error">
          <p id="order-summary-mixed">{t('shop.tickets.mixedCurrencies')}</p>
        </Alert>
      )}
      <button
        type="button"
        className="button button--large button--block"
        disabled={empty || mixed}
        aria-describedby={empty ? 'order-summary-empty' : mixed ? 'order-summary-mixed' : undefined}
        onClick={onContinue}
      >
        {t('shop.tickets.continue')}
      </button>
    </section>
  );
}
