import { useTranslation } from 'react-i18next';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { formatDateTime } from '../../../components/admin/admin-format';
import { Spinner } from '../../../components/Spinner';
import { useLanguage } from '../../../i18n/use-language';
import { useGetRecentActivityQuery } from '../api/dashboard-api';
import { describeActivity } from '../lib/describe-activity';
import './RecentActivity.css';

export function RecentActivity() {
  const { t } = useTranslation();
  const language = useLanguage();
  // Other administrators' actions invalidate nothing here, so every visit asks again.
  const { data, isError, refetch } = useGetRecentActivityQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <section className="admin-section" aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title" className="admin-section__title">
        {t('admin.dashboard.activity.heading')}
      </h2>
      {isError ? (
        <AdminLoadError message={t('admin.dashboard.activity.failed')} onRetry={() => void refetch()} />
      ) : !data ? (
        <Spinner />
      ) : data.length === 0 ? (
        <p className="empty-state">{t('admin.dashboard.activity.empty')}</p>
      ) : (
        <ol className="activity-feed">
          {data.map((activity) => (
            <li key={activity.position} className="activity-feed__item">
              <p className="activity-feed__text">{describeActivity(activity, t, language)}</p>
              <p className="activity-feed__meta">
                <span>{activity.actor?.name ?? t('admin.system')}</span>
                <time dateTime={activity.occurredAt}>{formatDateTime(activity.occurredAt, language)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
