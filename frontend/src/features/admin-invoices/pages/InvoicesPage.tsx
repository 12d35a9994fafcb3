import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { AdminSearchField } from '../../../components/admin/AdminSearchField';
import { DataTable } from '../../../components/admin/DataTable';
import { DateFilter, FilterBar, SelectFilter } from '../../../components/admin/FilterBar';
import { serverMessageOf } from '../../../lib/api';
import { vilniusDay } from '../../../lib/save-file';
import {
  INVOICE_KINDS,
  INVOICES_PAGE_SIZE,
  useDownloadInvoicesMutation,
  useListInvoicesQuery,
  type RegisterFile,
} from '../api/admin-invoices-api';
import { useInvoiceColumns } from '../components/invoice-columns';
import { InvoiceTotals } from '../components/InvoiceTotals';
import {
  invoiceFiltersOf,
  invoiceListSearchParams,
  lastMonthOf,
  readInvoiceListParams,
  type InvoiceListParams,
} from '../lib/invoice-params';
import '../components/admin-invoices.css';

const FILES: readonly RegisterFile[] = ['csv', 'xlsx', 'zip'];

/**
 * /admin/invoices: the register of invoices and credit notes for finance. A period's documents by the
 * dates printed on them, their sums per currency, and the same filter as CSV, .xlsx or one ZIP of
 * their PDFs. It only reads: documents never change once issued.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readInvoiceListParams(searchParams);
  const filters = invoiceFiltersOf(params);
  // A document may have been issued since the page was last open: always ask again.
  const { currentData, isError, error, refetch } = useListInvoicesQuery(
    { ...filters, page: params.page, limit: INVOICES_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const [download, downloadState] = useDownloadInvoicesMutation();
  const [pending, setPending] = useState<RegisterFile | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const columns = useInvoiceColumns();

  const changeFilters = (next: Partial<Omit<InvoiceListParams, 'page'>>, replace = false) => {
    setSearchParams(invoiceListSearchParams({ ...params, ...next, page: 1 }), { preventScrollReset: true, replace });
  };
  const changePage = (page: number) => {
    setSearchParams(invoiceListSearchParams({ ...params, page }), { preventScrollReset: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const downloadFile = (file: RegisterFile) => {
    setDownloadError(null);
    setPending(file);
    download({ filters, file })
      .unwrap()
      .catch((failure: unknown) => {
        // A period too big for one archive, or too many files at once, is said in the server's words.
        setDownloadError(serverMessageOf(failure) ?? t('adminInvoices.downloadFailed'));
      })
      .finally(() => {
        setPending(null);
      });
  };

  return (
    <div className="admin-page invoices-page">
      <AdminDocumentTitle page={t('adminInvoices.title')} />
      <AdminPageHeader
        title={t('adminInvoices.title')}
        back={{ to: '/admin', label: t('adminInvoices.back') }}
        intro={t('adminInvoices.intro')}
      />

      <section className="admin-section" aria-labelledby="invoices-list-title">
        <h2 id="invoices-list-title" className="visually-hidden">
          {t('adminInvoices.table')}
        </h2>
        <FilterBar label={t('adminInvoices.filters')}>
          <DateFilter
            label={t('adminInvoices.from')}
            value={params.from}
            onChange={(from) => {
              changeFilters({ from });
            }}
          />
          <DateFilter
            label={t('adminInvoices.to')}
            value={params.to}
            onChange={(to) => {
              changeFilters({ to });
            }}
          />
          <SelectFilter
            label={t('adminInvoices.kind')}
            value={params.kind}
            allLabel={t('adminInvoices.allKinds')}
            options={INVOICE_KINDS.map((kind) => ({ value: kind, label: t(`adminInvoices.kinds.${kind}`) }))}
            onChange={(kind) => {
              changeFilters({ kind });
            }}
          />
          <AdminSearchField
            label={t('adminInvoices.series')}
            placeholder={t('adminInvoices.seriesPlaceholder')}
            value={params.series}
            onSearch={(series) => {
              changeFilters({ series }, true);
            }}
          />
          <AdminSearchField
            label={t('adminInvoices.search')}
            placeholder={t('adminInvoices.searchPlaceholder')}
            value={params.q}
            onSearch={(q) => {
              changeFilters({ q }, true);
            }}
          />
        </FilterBar>
        <div className="invoice-toolbar">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              changeFilters(lastMonthOf(vilniusDay(new Date())));
            }}
          >
            {t('adminInvoices.lastMonth')}
          </button>
          {FILES.map((file) => (
            <button
              key={file}
              type="button"
              className="button"
              disabled={downloadState.isLoading}
              onClick={() => {
                downloadFile(file);
              }}
            >
              {pending === file ? t('adminInvoices.downloading') : t(`adminInvoices.download.${file}`)}
            </button>
          ))}
        </div>
        {downloadError && (
          <AdminAlert
            tone="error"
            sticky
            onDismiss={() => {
              setDownloadError(null);
            }}
          >
            {downloadError}
          </AdminAlert>
        )}
        {currentData && <InvoiceTotals totals={currentData.totals} />}
        <DataTable
          caption={t('adminInvoices.table')}
          columns={columns}
          rows={currentData?.data}
          rowKey={({ document_number }) => document_number}
          emptyText={t('adminInvoices.empty')}
          loadError={
            isError
              ? // A refused filter (a period that ends before it starts, a bad series) is said in the server's words.
                { message: serverMessageOf(error) ?? t('adminInvoices.loadFailed'), onRetry: () => void refetch() }
              : undefined
          }
          summary={currentData && t('adminInvoices.resultCount', { total: currentData.pagination.total })}
          pagination={
            currentData && {
              page: params.page,
              totalPages: currentData.pagination.total_pages,
              onPageChange: changePage,
            }
          }
        />
      </section>
    </div>
  );
}
