import { useTranslation } from 'react-i18next';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { EventStatistics } from '../components/EventStatistics';
import { QuickActions } from '../components/QuickActions';
import { RecentActivity } from '../components/RecentActivity';
import { UserStatistics } from '../components/UserStatistics';

/** The back-office home. Sales figures join it with the orders issue; until then it shows none at all. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <div className="admin-page">
      <AdminDocumentTitle page={t('admin.dashboard.title')} />
      <header className="admin-page__header">
        <h1 className="page-title">{t('admin.dashboard.title')}</h1>
      </header>
      <EventStatistics />
      <UserStatistics />
      <QuickActions />
      <RecentActivity />
    </div>
  );
}
