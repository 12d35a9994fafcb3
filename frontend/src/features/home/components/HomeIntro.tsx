import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './HomeIntro.css';

/** The welcome banner: what the top of the home page shows when there is no event to feature. */
export function HomeIntro() {
  const { t } = useTranslation();
  return (
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
  );
}
