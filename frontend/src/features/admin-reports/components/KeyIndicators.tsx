import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/admin/admin-format';
import { SummaryCards } from '../../../components/admin/SummaryCards';
import { useLanguage } from '../../../i18n/use-language';
import { formatDeduction } from '../lib/report-format';
import { formatCents } from '../../../lib/money/money';
import type { KeyIndicatorsResponse } from '../../../lib/api-types/generated';

/** The period at a glance: gross, what was refunded and what is left, then the counts. */
export function KeyIndicators({ indicators, currency }: { indicators: KeyIndicatorsResponse; currency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (cents: number) => formatCents(cents, currency, language);
  const count = (value: number) => formatCount(value, language);
  return (
    <SummaryCards
      title={t('adminReports.indicators.label')}
      cards={[
        { key: 'gross', label: t('adminReports.indicators.gross'), value: money(indicators.gross_revenue_cents) },
        {
          key: 'refunds',
          label: t('adminReports.indicators.refunds'),
          value: formatDeduction(indicators.refunds_cents, currency, language),
        },
        { key: 'net', label: t('adminReports.indicators.net'), value: money(indicators.net_revenue_cents) },
        { key: 'orders', label: t('adminReports.indicators.orders'), value: count(indicators.orders) },
        { key: 'tickets', label: t('adminReports.indicators.tickets'), value: count(indicators.tickets) },
        { key: 'average', label: t('adminReports.indicators.average'), value: money(indicators.average_order_cents) },
        { key: 'active-users', label: t('adminReports.indicators.activeUsers'), value: count(indicators.active_users) },
      ]}
    />
  );
}
