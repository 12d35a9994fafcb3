import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatPrice } from '../../../lib/format';
import type { Currency } from '../../../types/api';
import { currencyOf, totalCentsOf, type OrderLine } from '../lib/order-lines';

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
  const orderCurrency = currencyOf(lines, currency);
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
              <span className="order-summary__amount">
                {formatPrice(subtotalCents / 100, ticketType.currency, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="order-summary__total">
        <span>{t('shop.tickets.total')}</span>
        <span className="order-summary__amount">{formatPrice(totalCentsOf(lines) / 100, orderCurrency, language)}</span>
      </p>
      <button
        type="button"
        className="button button--large button--block"
        disabled={empty}
        aria-describedby={empty ? 'order-summary-empty' : undefined}
        onClick={onContinue}
      >
        {t('shop.tickets.continue')}
      </button>
    </section>
  );
}
