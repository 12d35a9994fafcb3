import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatCents } from '../../../lib/money/money';
import type { RegisterCurrencyTotalsResponse } from '../../../lib/api-types/generated';

/** The filtered period's sums, one block per currency: money of two currencies is never added up. */
export function InvoiceTotals({ totals }: { totals: readonly RegisterCurrencyTotalsResponse[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (totals.length === 0) return null;
  return (
    <section className="invoice-totals" aria-labelledby="invoice-totals-title">
      <h2 id="invoice-totals-title" className="invoice-totals__title">
        {t('adminInvoices.totals.title')}
      </h2>
      <ul className="invoice-totals__list">
        {totals.map((sums) => (
          <li key={sums.currency} className="invoice-totals__currency">
            <dl aria-label={sums.currency}>
              <div>
                <dt>{t('adminInvoices.totals.invoiced', { number: sums.invoices })}</dt>
                <dd>{formatCents(sums.invoiced_cents, sums.currency, language)}</dd>
              </div>
              <div>
                <dt>{t('adminInvoices.totals.credited', { number: sums.credit_notes })}</dt>
                <dd>{formatCents(sums.credited_cents, sums.currency, language)}</dd>
              </div>
              <div className="invoice-totals__balance">
                <dt>{t('adminInvoices.totals.balance')}</dt>
                <dd>{formatCents(sums.balance_cents, sums.currency, language)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="invoice-totals__note">{t('adminInvoices.totals.note')}</p>
    </section>
  );
}
