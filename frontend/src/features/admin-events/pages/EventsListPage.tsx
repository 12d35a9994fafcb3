import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { AdminSearchField } from '../../../components/admin/AdminSearchField';
import { ReadLagNotice } from '../../../components/admin/ReadLagNotice';
import { formatCount } from '../../../components/admin/admin-format';
import { BulkActionBar } from '../../../components/admin/BulkActionBar';
import { DataTable } from '../../../components/admin/DataTable';
import { FilterBar, SelectFilter } from '../../../components/admin/FilterBar';
import { SummaryCards } from '../../../components/admin/SummaryCards';
import { useLanguage } from '../../../i18n/use-language';
import { useReadLag } from '../../../lib/read-your-writes/use-read-lag';
import { ADMIN_EVENTS_PAGE_SIZE, EVENT_STATUSES, useListAdminEventsQuery } from '../api/admin-events-api';
import { EventConfirmation, type Confirmation } from '../components/EventConfirmation';
import { useEventColumns } from '../components/event-columns';
import { ListOutcomeAlert } from '../components/ListOutcomeAlert';
import { eventListSearchParams, readEventListParams, type EventListParams } from '../lib/list-params';
import { useEventListActions } from '../lib/use-event-list-actions';
import './EventsListPage.css';

const BULK_CHANGES = ['publish', 'unpublish'] as const;

export function EventsListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readEventListParams(searchParams);
  const { search, status, page } = params;
  // currentData for the rows, so a new filter never shows the previous result; the counters cover all
  // events whatever the filters, so the last known ones stay up while a new page loads.
  // A copy saved before it could be read (202) is not in the list yet: read again until it is.
  const { pollingInterval } = useReadLag();
  const { data, currentData, isError, refetch } = useListAdminEventsQuery(
    { page, limit: ADMIN_EVENTS_PAGE_SIZE, search: search || undefined, status },
    { pollingInterval },
  );
  const { outcome, dismiss, run, runBulk, bulkBusy } = useEventListActions();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const columns = useEventColumns((event, action) => {
    if (action === 'cancel' || action === 'delete') setConfirming({ action, event });
    else void run(action, event);
  });

  const rows = currentData?.data ?? [];
  // Only rows in view count: a selection never acts on events the administrator cannot see.
  const selectedIds = rows.filter(({ id }) => selected.has(id)).map(({ id }) => id);

  const showList = (next: EventListParams, replace = false) => {
    setSelected(new Set());
    setSearchParams(eventListSearchParams(next), { preventScrollReset: true, replace });
  };
  // A new search or filter starts again from the first page; typing replaces the entry so the back
  // button does not step through every word.
  const changeFilters = (next: Partial<Omit<EventListParams, 'page'>>, replace = false) => {
    showList({ ...params, ...next, page: 1 }, replace);
  };
  const changePage = (next: number) => {
    showList({ ...params, page: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="admin-page events-list-page">
      <AdminDocumentTitle page={t('adminEvents.list.title')} />
      <header className="events-list-page__header">
        <h1 className="page-title">{t('adminEvents.list.title')}</h1>
        <Link className="button" to="/admin/events/new">
          {t('adminEvents.list.new')}
        </Link>
      </header>
      <ReadLagNotice />

      {data && (
        <SummaryCards
          title={t('adminEvents.list.counters')}
          cards={EVENT_STATUSES.map((key) => ({
            key,
            label: t(`adminEvents.list.counts.${key}`),
            value: formatCount(data.counts[key], language),
          }))}
        />
      )}

      <section className="admin-section" aria-labelledby="event-list-title">
        <h2 id="event-list-title" className="visually-hidden">
          {t('adminEvents.list.table')}
        </h2>
        <FilterBar label={t('adminEvents.list.filters')}>
          <AdminSearchField
            label={t('adminEvents.list.search')}
            placeholder={t('adminEvents.list.searchPlaceholder')}
            value={search}
            onSearch={(next) => {
              changeFilters({ search: next }, true);
            }}
          />
          <SelectFilter
            label={t('adminEvents.list.status')}
            value={status}
            allLabel={t('adminEvents.list.allStatuses')}
            options={EVENT_STATUSES.map((option) => ({ value: option, label: t(`adminEvents.statuses.${option}`) }))}
            onChange={(next) => {
              changeFilters({ status: next });
            }}
          />
        </FilterBar>
        {outcome && <ListOutcomeAlert outcome={outcome} onDismiss={dismiss} />}
        <DataTable
          caption={t('adminEvents.list.table')}
          columns={columns}
          rows={currentData?.data}
          rowKey={({ id }) => id}
          emptyText={t('adminEvents.list.empty')}
          loadError={isError ? { message: t('adminEvents.list.loadFailed'), onRetry: () => void refetch() } : undefined}
          summary={currentData && t('adminEvents.list.resultCount', { total: currentData.pagination.total })}
          selection={{
            selected,
            onChange: setSelected,
            allLabel: t('adminEvents.list.bulk.selectAll'),
            rowLabel: (event) => t('adminEvents.list.selectOne', { name: event.name[language] }),
          }}
          toolbar={
            <BulkActionBar
              label={t('adminEvents.list.bulk.label')}
              selectedCount={selectedIds.length}
              busy={bulkBusy}
              actions={BULK_CHANGES.map((change) => ({
                key: change,
                label: t(`adminEvents.list.bulk.${change}`),
                onSelect: () => {
                  void runBulk(change, selectedIds).then((done) => {
                    if (done) setSelected(new Set());
                  });
                },
              }))}
            />
          }
          pagination={currentData && { page, totalPages: currentData.pagination.total_pages, onPageChange: changePage }}
        />
      </section>

      {confirming && (
        <EventConfirmation
          {...confirming}
          name={confirming.event.name[language]}
          onClose={(decision) => {
            setConfirming(null);
            if (decision) void run(decision, confirming.event);
          }}
        />
      )}
    </div>
  );
}
