import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../DocumentTitle';

/** Marks back-office tabs as such, so an administrator with the shop open beside them can tell the two apart. */
export function AdminDocumentTitle({ page }: { page: string }) {
  const { t } = useTranslation();
  return <DocumentTitle title={t('admin.documentTitle', { page })} />;
}
