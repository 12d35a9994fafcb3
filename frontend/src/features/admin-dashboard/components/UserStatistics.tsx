import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import { useGetUserStatisticsQuery } from '../api/dashboard-api';
import { StatisticsSection } from './StatisticsSection';
import type { PeriodUserStatisticsResponse } from '../../../lib/api-types/generated';

/** The dashboard's user counts (docs/identity.md, "The API"); plain `user` accounts are the rest of the total. */
const SHOWN = [
  'total',
  'superAdmin',
  'admin',
  'verified',
  'unverified',
  'organizer',
  'attendee',
  'suspended',
] as const satisfies readonly (keyof PeriodUserStatisticsResponse)[];

export function UserStatistics() {
  const { t } = useTranslation();
  const language = useLanguage();
  // Sign-ups and other administrators' changes do not invalidate this cache.
  const { data, isError, refetch } = useGetUserStatisticsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <StatisticsSection
      id="user-statistics"
      heading={t('admin.dashboard.users.heading')}
      cards={
        data &&
        SHOWN.map((key) => ({
          key,
          label: t(`admin.dashboard.users.${key}`),
          value: formatCount(data[key], language),
        }))
      }
      isError={isError}
      onRetry={() => void refetch()}
    />
  );
}
