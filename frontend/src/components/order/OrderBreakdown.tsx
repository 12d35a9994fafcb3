import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import type { PriceBreakdown } from '../../lib/orders/guest-order';
import './OrderBreakdown.css';
import { formatMoney } from '../../lib/money/money';

/**
 * The server's lines and sums of a quote or an order, as it computed them: each line with its quantity
 * and total, then subtotal, discount and fee when there are any, and the total.
 */
export function OrderBreakdown({ breakdown }: { breakdown: PriceBreakdown }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { lines, subtotal, discount, fee, amount, currency } = breakdown;
  const money = (value: number) => formatMoney(value, currency, language);
  return (
    <div className="order-breakdown">
      <ul className="order-breakdown__lines">
        {lines.map((line) => (
          <li key={line.ticket_type_id} className="order-breakdown__line">
            <span className="order-breakdown__name">
              {t('checkout.summary.line', { name: line.name[language], quantity: line.quantity })}
              <span className="order-breakdown__detail">
                {t('checkout.summary.unitPrice', { price: money(line.unit_price) })}
                {line.discount > 0 && <> · {t('checkout.summary.lineDiscount', { amount: money(-line.discount) })}</>}
              </span>
            </span>
            <span className="order-breakdown__amount">{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-breakdown__sums">
        {(discount > 0 || fee > 0) && (
          <div className="order-breakdown__sum">
            <dt>{t('checkout.summary.subtotal')}</dt>
            <dd>{money(subtotal)}</dd>
          </div>
        )}
        {discount > 0 && (
          <div className="order-breakdown__sum">
            <dt>{t('checkout.summary.discount')}</dt>
            <dd>{money(-discount)}</dd>
          </div>
        )}
        {fee > 0 && (
          <div className="order-breakdown__sum">
            <dt>{t('checkout.summary.fee')}</dt>
            <dd>{money(fee)}</dd>
          </div>
        )}
        <div className="order-breakdown__sum order-breakdown__sum--total">
          <dt>{t('checkout.summary.total')}</dt>
          <dd>{money(amount)}</dd>
        </div>
      </dl>
    </div>
  );
}
