import { useTranslation } from 'react-i18next';
import { useGetEventStatisticsQuery, type EventStatistics as Counts } from '../api/dashboard-api';
import { StatisticsSection } from './StatisticsSection';

const SHOWN = ['total', 'draft', 'published', 'cancelled', 'past'] as const satisfies readonly (keyof Counts)[];

export function EventStatistics() {
  const { t } = useTranslation();
  // Changes made elsewhere (another administrator, the catalog) do not invalidate this cache.
  const { data, isError, refetch } = useGetEventStatisticsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <StatisticsSection
      id="event-statistics"
      heading={t('admin.dashboard.events.heading')}
      stats={data && SHOWN.map((key) => ({ key, label: t(`admin.dashboard.events.${key}`), value: data[key] }))}
      isError={isError}
      onRetry={() => void refetch()}
    />
  );
}
