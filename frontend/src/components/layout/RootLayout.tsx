import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useUnderMaintenance } from '../../lib/site-settings/use-maintenance';
import { PageScrollRestoration } from '../PageScrollRestoration';
import { Footer } from './Footer';
import { Header } from './Header';
import { MaintenancePage } from './MaintenancePage';

/** Pages that stay open during maintenance, so staff can still sign in (the server lets `/api/auth` through). */
const OPEN_DURING_MAINTENANCE = ['/login', '/forgot-password', '/reset-password'];

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const underMaintenance = useUnderMaintenance();
  if (underMaintenance && !OPEN_DURING_MAINTENANCE.includes(pathname)) return <MaintenancePage />;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <PageScrollRestoration />
    </>
  );
}
