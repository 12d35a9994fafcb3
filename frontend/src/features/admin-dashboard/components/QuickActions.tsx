import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './QuickActions.css';

const ACTIONS = [
  { key: 'newEvent', to: '/admin/events/new' },
  { key: 'users', to: '/admin/users' },
  { key: 'reports', to: '/admin/reports' },
  { key: 'settings', to: '/admin/settings' },
] as const;

export function QuickActions() {
  const { t } = useTranslation();
  return (
    <section className="admin-section" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="admin-section__title">
        {t('admin.dashboard.quickActions.heading')}
      </h2>
      <ul className="quick-actions">
        {ACTIONS.map(({ key, to }) => (
          <li key={key}>
            <Link className="quick-actions__link" to={to}>
              {t(`admin.dashboard.quickActions.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
