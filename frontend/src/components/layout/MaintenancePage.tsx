import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContacts } from '../../lib/site-settings/site-contacts';
import { DocumentTitle } from '../DocumentTitle';
import { LanguageToggle } from '../LanguageToggle';
import { SupportContactList } from '../SupportContactList';
import { Logo } from './Logo';
import './MaintenancePage.css';

/**
 * What buyers see of the shop while an administrator keeps it closed for maintenance: a page of its
 * own, without the shop's navigation (every link would lead back here), with the contacts and a way
 * in for staff.
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { siteName } = useSiteContacts();
  return (
    <div className="maintenance">
      <DocumentTitle title={t('maintenance.title')} />
      <header className="maintenance__top container">
        <p className="maintenance__brand">
          <Logo />
          <span>{siteName}</span>
        </p>
        <LanguageToggle />
      </header>
      <main id="main" className="maintenance__main container" tabIndex={-1}>
        <section className="status-page" aria-labelledby="maintenance-title">
          <h1 id="maintenance-title" className="status-page__title">
            {t('maintenance.title')}
          </h1>
          <p className="status-page__text">{t('maintenance.message')}</p>
        </section>
        <section className="maintenance__contacts" aria-labelledby="maintenance-contacts">
          <h2 id="maintenance-contacts" className="maintenance__subtitle">
            {t('maintenance.contactsTitle')}
          </h2>
          <SupportContactList className="maintenance__list" />
        </section>
        <p className="maintenance__staff">
          <Link to="/login">{t('maintenance.staffLogin')}</Link>
        </p>
      </main>
    </div>
  );
}
