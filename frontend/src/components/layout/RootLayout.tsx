import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageScrollRestoration } from '../PageScrollRestoration';
import { Footer } from './Footer';
import { Header } from './Header';

export function RootLayout() {
  const { t } = useTranslation();
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
