import { useTranslation } from 'react-i18next';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { SummaryCardList, type SummaryCard } from '../../../components/admin/SummaryCards';
import { Spinner } from '../../../components/Spinner';

interface StatisticsSectionProps {
  id: string;
  heading: string;
  /** Formatted already (counts, money); undefined while loading. */
  cards: SummaryCard[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

export function StatisticsSection({ id, heading, cards, isError, onRetry }: StatisticsSectionProps) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-section__title">
        {heading}
      </h2>
      {isError ? (
        <AdminLoadError message={t('admin.dashboard.statisticsFailed')} onRetry={onRetry} />
      ) : cards ? (
        <SummaryCardList cards={cards} />
      ) : (
        <Spinner />
      )}
    </section>
  );
}
