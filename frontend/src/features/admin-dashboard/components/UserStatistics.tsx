import { useTranslation } from 'react-i18next';
import { useGetUserStatisticsQuery, type UserStatistics as Counts } from '../api/dashboard-api';
import { StatisticsSection } from './StatisticsSection';

/** The counts SPEC §2 asks for; plain `user` accounts are the rest of the total. */
const SHOWN = [
  'total',
  'superAdmin',
  'admin',
  'verified',
  'unverified',
  'organizer',
  'attendee',
  'suspended',
] as const satisfies readonly (keyof Counts)[];

export function UserStatistics() {
  const { t } = useTranslation();
  // Sign-ups and other administrators' changes do not invalidate this cache.
  const { data, isError, refetch } = useGetUserStatisticsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <StatisticsSection
      id="user-statistics"
      heading={t('admin.dashboard.users.heading')}
      stats={data && SHOWN.map((key) => ({ key, label: t(`admin.dashboard.users.${key}`), value: data[key] }))}
      isError={isError}
      onRetry={() => void refetch()}
    />
  );
}
