import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminDocumentTitle } from './AdminDocumentTitle';

/** Any admin path without a screen, including sections the sidebar names that are not built yet. */
export function AdminNotFound() {
  const { t } = useTranslation();
  return (
    <section className="status-page">
      <AdminDocumentTitle page={t('admin.notFound.title')} />
      <p className="status-page__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="status-page__title">{t('admin.notFound.title')}</h1>
      <p className="status-page__text">{t('admin.notFound.message')}</p>
      <Link className="button" to="/admin">
        {t('admin.notFound.link')}
      </Link>
    </section>
  );
}
