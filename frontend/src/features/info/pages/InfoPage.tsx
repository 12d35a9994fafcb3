import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { SupportContactList } from '../../../components/SupportContactList';
import { INFO_PAGES, isInfoPage, type InfoPage as InfoPageName } from '../../../lib/info-pages';
import { NotFoundPage } from '../../../pages/NotFoundPage';
import './InfoPage.css';

/** Pages whose subject a buyer may want to take up with the shop end with its contacts. */
const WITH_CONTACTS: InfoPageName[] = ['terms-of-service', 'refund-policy', 'privacy-policy'];

interface Section {
  heading: string;
  paragraphs: string[];
}

/** One information page (/info/:page), with links to the others. */
export function InfoPage() {
  const { page } = useParams();
  const { t } = useTranslation('info');
  if (!isInfoPage(page)) return <NotFoundPage />;
  const sections = t(`pages.${page}.sections`, { returnObjects: true }) as Section[];
  const headingId = `info-${page}`;
  return (
    <div className="container page-section info-page">
      <DocumentTitle title={t(`pages.${page}.title`)} />
      <nav className="info-page__nav" aria-label={t('navLabel')}>
        <ul>
          {INFO_PAGES.map((other) => (
            <li key={other}>
              <NavLink to={`/info/${other}`}>{t(`pages.${other}.title`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <article className="info-page__article" aria-labelledby={headingId}>
        <h1 id={headingId}>{t(`pages.${page}.title`)}</h1>
        <p className="info-page__lead">{t(`pages.${page}.lead`)}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        {WITH_CONTACTS.includes(page) && (
          <section className="info-page__contacts" aria-labelledby={`${headingId}-contacts`}>
            <h2 id={`${headingId}-contacts`}>{t('contactsTitle')}</h2>
            <p>{t('contactsLead')}</p>
            <SupportContactList className="info-page__contact-list" />
          </section>
        )}
      </article>
    </div>
  );
}
