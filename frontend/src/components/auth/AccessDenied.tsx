import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a signed-in user without the rights for an area sees instead of it. */
export function AccessDenied({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <section className="container page-section status-page" role="alert">
      <h1 className="status-page__title">{t('guard.title')}</h1>
      <p className="status-page__text">{message}</p>
      <Link className="button" to="/">
        {t('guard.home')}
      </Link>
    </section>
  );
}
