import { useTranslation } from 'react-i18next';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { EventStatistics } from '../components/EventStatistics';
import { QuickActions } from '../components/QuickActions';
import { RecentActivity } from '../components/RecentActivity';
import { SalesStatistics } from '../components/SalesStatistics';
import { UserStatistics } from '../components/UserStatistics';

/** The back-office home: sales, events and users at a glance, shortcuts, and what happened lately. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <div className="admin-page">
      <AdminDocumentTitle page={t('admin.dashboard.title')} />
      <header className="admin-page__header">
        <h1 className="page-title">{t('admin.dashboard.title')}</h1>
      </header>
      <SalesStatistics />
      <EventStatistics />
      <UserStatistics />
      <QuickActions />
      <RecentActivity />
    </div>
  );
}
