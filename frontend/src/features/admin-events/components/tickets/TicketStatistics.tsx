import { useTranslation } from 'react-i18next';
import { AdminLoadError } from '../../../../components/admin/AdminLoadError';
import { formatCount } from '../../../../components/admin/admin-format';
import { SummaryCardList } from '../../../../components/admin/SummaryCards';
import { useLanguage } from '../../../../i18n/use-language';
import { useGetTicketStatisticsQuery } from '../../api/admin-events-api';
import { formatMoney } from '../../../../lib/money/money';

/** The event's tickets in four figures: offered, sold (less those given back), left and what they brought in net of refunds. */
export function TicketStatistics({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isError, refetch } = useGetTicketStatisticsQuery(eventId);
  if (isError) {
    return <AdminLoadError message={t('adminTickets.tickets.stats.failed')} onRetry={() => void refetch()} />;
  }
  if (!data) return null;
  const cards = [
    { key: 'total', label: t('adminTickets.tickets.stats.total'), value: formatCount(data.total_quantity, language) },
    { key: 'sold', label: t('adminTickets.tickets.stats.sold'), value: formatCount(data.total_sold, language) },
    {
      key: 'remaining',
      label: t('adminTickets.tickets.stats.remaining'),
      value: formatCount(data.total_remaining, language),
    },
    // Net of refunds, one figure per currency paid in: money of two currencies never adds up.
    {
      key: 'revenue',
      label: t('adminTickets.tickets.stats.revenue'),
      value: data.revenue_by_currency.map(({ amount, currency }) => formatMoney(amount, currency, language)),
    },
  ];
  return <SummaryCardList cards={cards} />;
}
