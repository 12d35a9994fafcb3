import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../components/DocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="container page-section status-page" aria-labelledby="not-found-title">
      <DocumentTitle title={t('notFound.title')} />
      <p className="status-page__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title" className="status-page__title">
        {t('notFound.title')}
      </h1>
      <p className="status-page__text">{t('notFound.message')}</p>
      <Link className="button" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
