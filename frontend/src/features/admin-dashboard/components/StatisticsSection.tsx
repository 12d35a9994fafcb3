import { useTranslation } from 'react-i18next';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { StatGrid, type Stat } from '../../../components/admin/StatGrid';
import { Spinner } from '../../../components/Spinner';

interface StatisticsSectionProps {
  id: string;
  heading: string;
  /** Undefined while loading. */
  stats: Stat[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

export function StatisticsSection({ id, heading, stats, isError, onRetry }: StatisticsSectionProps) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-section__title">
        {heading}
      </h2>
      {isError ? (
        <AdminLoadError message={t('admin.dashboard.statisticsFailed')} onRetry={onRetry} />
      ) : stats ? (
        <StatGrid stats={stats} />
      ) : (
        <Spinner />
      )}
    </section>
  );
}
