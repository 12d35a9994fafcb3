import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import type { Currency } from '../../../lib/money/money';
import { formatDeduction } from '../lib/report-format';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';
import { formatCents } from '../../../lib/money/money';
import type { CurrencyTotalsResponse } from '../../../lib/api-types/generated';

interface CurrencyTotalsProps {
  totals: readonly CurrencyTotalsResponse[];
  /** The currency the rest of the report is in. */
  detailed: Currency;
  onDetail: (currency: Currency) => void;
}

/**
 * Each currency sold in the period on a line of its own, in its own money, never added to another, and
 * the choice of which one the rest of the report details. Shown only when more than one was sold.
 */
export function CurrencyTotals({ totals, detailed, onDetail }: CurrencyTotalsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const choiceName = useId();
  return (
    <ReportSection title={t('adminReports.currencies.heading')}>
      <p className="report-currency__note">{t('adminReports.currencies.apart', { currency: detailed })}</p>
      <ReportTable
        caption={t('adminReports.currencies.heading')}
        rows={totals}
        rowKey={({ currency }) => currency}
        columns={[
          { key: 'currency', header: t('adminReports.currencies.currency'), cell: ({ currency }) => currency },
          {
            key: 'gross',
            header: t('adminReports.currencies.gross'),
            numeric: true,
            cell: (row) => formatCents(row.gross_revenue_cents, row.currency, language),
          },
          {
            key: 'refunds',
            header: t('adminReports.currencies.refunds'),
            numeric: true,
            cell: (row) => formatDeduction(row.refunds_cents, row.currency, language),
          },
          {
            key: 'net',
            header: t('adminReports.currencies.net'),
            numeric: true,
            cell: (row) => formatCents(row.net_revenue_cents, row.currency, language),
          },
          {
            key: 'orders',
            header: t('adminReports.currencies.orders'),
            numeric: true,
            cell: (row) => formatCount(row.orders, language),
          },
          {
            key: 'tickets',
            header: t('adminReports.currencies.tickets'),
            numeric: true,
            cell: (row) => formatCount(row.tickets, language),
          },
        ]}
      />
      <fieldset className="report-currency">
        <legend className="report-currency__legend">{t('adminReports.currencies.details')}</legend>
        {totals.map(({ currency }) => (
          <label key={currency} className="report-currency__option">
            <input
              type="radio"
              name={choiceName}
              value={currency}
              checked={currency === detailed}
              onChange={() => {
                onDetail(currency);
              }}
            />
            {currency}
          </label>
        ))}
      </fieldset>
    </ReportSection>
  );
}
