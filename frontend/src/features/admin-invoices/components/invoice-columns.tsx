import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/admin/DataTable';
import { useLanguage } from '../../../i18n/use-language';
import './admin-invoices.css';
import { formatCents } from '../../../lib/money/money';
import type { RegisterDocumentResponse } from '../../../lib/api-types/generated';

/** The register's columns: the document, its date, its order, the buyer, the event and the sum. */
export function useInvoiceColumns(): Column<RegisterDocumentResponse>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'number',
      header: t('adminInvoices.columns.number'),
      kind: 'name',
      cell: (document) => (
        <>
          {document.document_number}
          <span className="data-table__detail">
            {document.corrects
              ? t('adminInvoices.corrects', { number: document.corrects.document_number })
              : t(`adminInvoices.kinds.${document.kind}`)}
          </span>
        </>
      ),
    },
    {
      key: 'date',
      header: t('adminInvoices.columns.date'),
      cell: (document) => (
        <time className="invoice-day" dateTime={document.issued_on}>
          {document.issued_on}
        </time>
      ),
    },
    {
      key: 'order',
      header: t('adminInvoices.columns.order'),
      cell: (document) => <Link to={`/admin/orders/${document.order_id}`}>{document.order_number}</Link>,
    },
    {
      key: 'buyer',
      header: t('adminInvoices.columns.buyer'),
      kind: 'long',
      cell: ({ buyer }) => (
        <>
          {buyer.name}
          <span className="data-table__detail">{buyer.email}</span>
        </>
      ),
    },
    {
      key: 'event',
      header: t('adminInvoices.columns.event'),
      cell: ({ event_name }) => event_name[language] || event_name.lt,
    },
    {
      key: 'total',
      header: t('adminInvoices.columns.total'),
      kind: 'number',
      cell: (document) => formatCents(document.total_cents, document.currency, language),
    },
  ];
}
