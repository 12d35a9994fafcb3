import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import { useGetStatisticsOverviewQuery } from '../api/dashboard-api';
import { StatisticsSection } from './StatisticsSection';
import { formatCents } from '../../../lib/money/money';
import type { CurrencyTotalsResponse } from '../../../lib/api-types/generated';

/**
 * The shop's sales: what was paid less what went back (shown, never hidden), each currency on its own
 * line, and the orders of every currency.
 */
export function SalesStatistics() {
  const { t } = useTranslation();
  const language = useLanguage();
  // Every sale and refund moves these figures without invalidating this cache.
  const { data, isError, refetch } = useGetStatisticsOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  const totals = data?.sales.totals ?? [];
  // One line per currency sold, the shop's first: amounts of two currencies never make one figure.
  const perCurrency = (cents: (sales: CurrencyTotalsResponse) => number) =>
    totals.map((sales) => formatCents(cents(sales), sales.currency, language));
  return (
    <StatisticsSection
      id="sales-statistics"
      heading={t('admin.dashboard.sales.heading')}
      cards={
        data && [
          {
            key: 'net',
            label: t('admin.dashboard.sales.netRevenue'),
            value: perCurrency((sales) => sales.net_revenue_cents),
          },
          {
            key: 'refunds',
            label: t('admin.dashboard.sales.refunds'),
            value: perCurrency((sales) => (sales.refunds_cents === 0 ? 0 : -sales.refunds_cents)),
          },
          {
            key: 'completed',
            label: t('admin.dashboard.sales.completedOrders'),
            value: formatCount(data.sales.completed_orders, language),
          },
          {
            key: 'pending',
            label: t('admin.dashboard.sales.pendingOrders'),
            value: formatCount(data.sales.pending_orders, language),
          },
        ]
      }
      isError={isError}
      onRetry={() => void refetch()}
    />
  );
}
