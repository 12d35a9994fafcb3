import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/DocumentTitle';

export function EventNotFound() {
  const { t } = useTranslation();
  return (
    <section className="container page-section status-page" aria-labelledby="event-not-found-title">
      <DocumentTitle title={t('eventDetail.notFound.title')} />
      <h1 id="event-not-found-title" className="status-page__title">
        {t('eventDetail.notFound.title')}
      </h1>
      <p className="status-page__text">{t('eventDetail.notFound.message')}</p>
      <Link className="button" to="/events">
        {t('eventDetail.notFound.link')}
      </Link>
    </section>
  );
}
