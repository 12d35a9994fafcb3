import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown inside the layout when a page throws while rendering, so header and footer stay usable. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section className="container page-section status-page" role="alert">
      <h1 className="status-page__title">{t('errors.generic')}</h1>
      <p className="status-page__text">{t('errors.unexpected')}</p>
      <Link className="button" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
