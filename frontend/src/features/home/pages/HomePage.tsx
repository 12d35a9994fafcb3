import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { CategoryCards } from '../components/CategoryCards';
import { UpcomingEvents } from '../components/UpcomingEvents';
import './HomePage.css';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentTitle title={t('home.title')} />
      <section className="home-intro" aria-labelledby="home-title">
        <div className="container home-intro__content">
          <h1 id="home-title" className="home-intro__title">
            {t('home.heading')}
          </h1>
          <p className="home-intro__lead">{t('home.lead')}</p>
          <Link className="button button--large" to="/events">
            {t('home.browseAll')}
          </Link>
        </div>
      </section>
      <div className="container page-section home-sections">
        <UpcomingEvents />
        <CategoryCards />
      </div>
    </>
  );
}
