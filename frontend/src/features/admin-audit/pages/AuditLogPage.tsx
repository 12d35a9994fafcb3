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
import { AUDIT_PAGE_SIZE, useExportAuditLogMutation, useListAuditLogQuery } from '../api/admin-audit-api';
import { useAuditColumns } from '../components/audit-columns';
import { EventFilter } from '../components/EventFilter';
import { AUDIT_ACTIONS } from '../lib/audit-actions';
import { auditFiltersOf, auditListSearchParams, readAuditListParams, type AuditListParams } from '../lib/audit-params';
import '../components/audit-log.css';
import { orderNumberOf } from '../../../lib/orders/order-number';

/** A filter that came with a link (an order, a refund request): shown with what it names, and a way to drop it. */
function LinkedFilter({ label, value, onClear }: { label: string; value: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="filter-bar__field">
      <span className="admin-field__label">{label}</span>
      <span className="audit-filter-chip">
        <span>{value}</span>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('adminAudit.clearFilter', { filter: label })}
          onClick={onClear}
        >
          ×
        </button>
      </span>
    </div>
  );
}

/**
 * /admin/audit: the money trail, newest first, filtered by who, what, when and which event or order,
 * and exported as CSV with the same filters. It only reads: nothing here changes an entry.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readAuditListParams(searchParams);
  const filters = auditFiltersOf(params);
  // A new entry may have been written since the page was last open: always ask again.
  const { currentData, isError, error, refetch } = useListAuditLogQuery(
    { ...filters, page: params.page, limit: AUDIT_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const [exportLog, exportState] = useExportAuditLogMutation();
  const [exportError, setExportError] = useState<string | null>(null);

  const changeFilters = (next: Partial<Omit<AuditListParams, 'page'>>, replace = false) => {
    setSearchParams(auditListSearchParams({ ...params, ...next, page: 1 }), { preventScrollReset: true, replace });
  };
  const changePage = (page: number) => {
    setSearchParams(auditListSearchParams({ ...params, page }), { preventScrollReset: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const columns = useAuditColumns({
    onOnlyEvent: (eventId) => {
      changeFilters({ eventId });
    },
  });
  const shownEvent = currentData?.data.find((entry) => entry.event?.id === params.eventId)?.event;

  return (
    <div className="admin-page audit-page">
      <AdminDocumentTitle page={t('adminAudit.title')} />
      <AdminPageHeader
        title={t('adminAudit.title')}
        back={{ to: '/admin', label: t('adminAudit.back') }}
        intro={t('adminAudit.intro')}
      />

      <section className="admin-section" aria-labelledby="audit-list-title">
        <h2 id="audit-list-title" className="visually-hidden">
          {t('adminAudit.table')}
        </h2>
        <FilterBar label={t('adminAudit.filters')}>
          <AdminSearchField
            label={t('adminAudit.actor')}
            placeholder={t('adminAudit.actorPlaceholder')}
            value={params.actor}
            onSearch={(actor) => {
              changeFilters({ actor }, true);
            }}
          />
          <SelectFilter
            label={t('adminAudit.action')}
            value={params.action}
            allLabel={t('adminAudit.allActions')}
            options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`adminAudit.actions.${action}`) }))}
            onChange={(action) => {
              changeFilters({ action });
            }}
          />
          <DateFilter
            label={t('adminAudit.from')}
            value={params.from}
            onChange={(from) => {
              changeFilters({ from });
            }}
          />
          <DateFilter
            label={t('adminAudit.to')}
            value={params.to}
            onChange={(to) => {
              changeFilters({ to });
            }}
          />
          <EventFilter
            value={params.eventId}
            shownName={shownEvent?.name ?? undefined}
            onChange={(eventId) => {
              changeFilters({ eventId });
            }}
          />
          {params.orderId && (
            <LinkedFilter
              label={t('adminAudit.order')}
              value={orderNumberOf(params.orderId)}
              onClear={() => {
                changeFilters({ orderId: '' });
              }}
            />
          )}
          {params.refundRequestId && (
            <LinkedFilter
              label={t('adminAudit.refundRequest')}
              value={orderNumberOf(params.refundRequestId)}
              onClear={() => {
                changeFilters({ refundRequestId: '' });
              }}
            />
          )}
        </FilterBar>
        <div className="audit-toolbar">
          <button
            type="button"
            className="button"
            disabled={exportState.isLoading}
            onClick={() => {
              setExportError(null);
              exportLog(filters)
                .unwrap()
                .catch((error: unknown) => {
                  setExportError(serverMessageOf(error) ?? t('adminAudit.exportFailed'));
                });
            }}
          >
            {exportState.isLoading ? t('adminAudit.exporting') : t('adminAudit.export')}
          </button>
        </div>
        {exportError && (
          <AdminAlert
            tone="error"
            sticky
            onDismiss={() => {
              setExportError(null);
            }}
          >
            {exportError}
          </AdminAlert>
        )}
        <DataTable
          caption={t('adminAudit.table')}
          columns={columns}
          rows={currentData?.data}
          rowKey={({ position }) => position}
          emptyText={t('adminAudit.empty')}
          loadError={
            isError
              ? // A refused filter (a period that ends before it starts) is said in the server's words.
                { message: serverMessageOf(error) ?? t('adminAudit.loadFailed'), onRetry: () => void refetch() }
              : undefined
          }
          summary={currentData && t('adminAudit.resultCount', { total: currentData.pagination.total })}
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
