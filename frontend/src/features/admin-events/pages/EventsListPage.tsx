import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { StatGrid } from '../../../components/admin/StatGrid';
import { Pagination } from '../../../components/Pagination';
import { Spinner } from '../../../components/Spinner';
import { useLanguage } from '../../../i18n/use-language';
import { ADMIN_EVENTS_PAGE_SIZE, EVENT_STATUSES, useListAdminEventsQuery } from '../api/admin-events-api';
import { BulkActions } from '../components/BulkActions';
import { EventConfirmation, type Confirmation } from '../components/EventConfirmation';
import { EventFilters } from '../components/EventFilters';
import { EventsTable } from '../components/EventsTable';
import { ListOutcomeAlert } from '../components/ListOutcomeAlert';
import { eventListSearchParams, readEventListParams, type EventListParams } from '../lib/list-params';
import { useEventListActions } from '../lib/use-event-list-actions';
import './EventsListPage.css';

export function EventsListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readEventListParams(searchParams);
  const { search, status, page } = params;
  // currentData for the rows, so a new filter never shows the previous result; the counters cover all
  // events whatever the filters, so the last known ones stay up while a new page loads.
  const { data, currentData, isError, refetch } = useListAdminEventsQuery({
    page,
    limit: ADMIN_EVENTS_PAGE_SIZE,
    search: search || undefined,
    status,
  });
  const { outcome, dismiss, run, runBulk, bulkBusy } = useEventListActions();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<Confirmation | null>(null);

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

  const select = (id: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
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

      {data && (
        <section className="admin-section" aria-labelledby="event-counters-title">
          <h2 id="event-counters-title" className="visually-hidden">
            {t('adminEvents.list.counters')}
          </h2>
          <StatGrid
            stats={EVENT_STATUSES.map((key) => ({
              key,
              label: t(`adminEvents.list.counts.${key}`),
              value: data.counts[key],
            }))}
          />
        </section>
      )}

      <section className="admin-section" aria-labelledby="event-list-title">
        <h2 id="event-list-title" className="visually-hidden">
          {t('adminEvents.list.table')}
        </h2>
        <EventFilters
          search={search}
          status={status}
          onSearch={(next) => {
            changeFilters({ search: next }, true);
          }}
          onStatusChange={(next) => {
            changeFilters({ status: next });
          }}
        />
        {outcome && (
          <div className="events-list-page__alert">
            <ListOutcomeAlert outcome={outcome} onDismiss={dismiss} />
          </div>
        )}
        {isError ? (
          <AdminLoadError message={t('adminEvents.list.loadFailed')} onRetry={() => void refetch()} />
        ) : !currentData ? (
          <Spinner />
        ) : rows.length === 0 ? (
          <p className="empty-state">{t('adminEvents.list.empty')}</p>
        ) : (
          <>
            <p className="events-list-page__count">
              {t('adminEvents.list.resultCount', { total: currentData.pagination.total })}
            </p>
            <BulkActions
              rowCount={rows.length}
              selectedCount={selectedIds.length}
              busy={bulkBusy}
              onSelectAll={(on) => {
                setSelected(new Set(on ? rows.map(({ id }) => id) : []));
              }}
              onChange={(change) => {
                void runBulk(change, selectedIds).then((done) => {
                  if (done) setSelected(new Set());
                });
              }}
            />
            <EventsTable
              events={rows}
              selected={selected}
              onSelect={select}
              onAction={(event, action) => {
                if (action === 'cancel' || action === 'delete') setConfirming({ action, event });
                else void run(action, event);
              }}
            />
            <Pagination page={page} totalPages={currentData.pagination.total_pages} onPageChange={changePage} />
          </>
        )}
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
