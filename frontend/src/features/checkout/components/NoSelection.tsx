import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/DocumentTitle';

/** /checkout reached without tickets chosen (docs/web.md, "Screen rules"). */
export function NoSelection() {
  const { t } = useTranslation();
  return (
    <div className="container page-section checkout">
      <DocumentTitle title={t('checkout.page.title')} />
      <h1 className="page-title">{t('checkout.page.title')}</h1>
      <div className="empty-state checkout__empty">
        <p>{t('checkout.page.noSelection')}</p>
        <Link className="button" to="/events">
          {t('checkout.page.browseEvents')}
        </Link>
      </div>
    </div>
  );
}
