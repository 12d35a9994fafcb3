import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import { useGetEventStatisticsQuery } from '../api/dashboard-api';
import { StatisticsSection } from './StatisticsSection';
import type { PeriodEventStatisticsResponse } from '../../../lib/api-types/generated';

const SHOWN = [
  'total',
  'draft',
  'published',
  'cancelled',
  'past',
] as const satisfies readonly (keyof PeriodEventStatisticsResponse)[];

export function EventStatistics() {
  const { t } = useTranslation();
  const language = useLanguage();
  // Changes made elsewhere (another administrator, the catalog) do not invalidate this cache.
  const { data, isError, refetch } = useGetEventStatisticsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <StatisticsSection
      id="event-statistics"
      heading={t('admin.dashboard.events.heading')}
      cards={
        data &&
        SHOWN.map((key) => ({
          key,
          label: t(`admin.dashboard.events.${key}`),
          value: formatCount(data[key], language),
        }))
      }
      isError={isError}
      onRetry={() => void refetch()}
    />
  );
}
