import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { EventCard } from '../../../components/EventCard';
import { Pagination } from '../../../components/Pagination';
import { EventGridSkeleton } from '../../../components/EventGridSkeleton';
import type { Category } from '../../../lib/categories';
import { useDeferredData } from '../../../lib/deferred-data';
import { EVENTS_PAGE_SIZE, useGetEventsQuery } from '../api/events-api';
import { CategoryFilter } from '../components/CategoryFilter';
import { listSearchParams, readListParams } from '../lib/list-params';

export function EventsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { category, page } = readListParams(searchParams);
  // currentData (not data) so a new filter or page never shows the previous request's cards.
  const { currentData: fetched, isError, refetch } = useGetEventsQuery({ category, page, limit: EVENTS_PAGE_SIZE });
  const currentData = useDeferredData(fetched);

  const heading = category ? t(`categories.plural.${category}`) : t('events.heading');

  // The filter bar stays where the visitor is looking; a new page starts from the top of the list.
  const changeCategory = (next: Category | undefined) => {
    setSearchParams(listSearchParams({ category: next, page: 1 }), { preventScrollReset: true });
  };
  const changePage = (next: number) => {
    setSearchParams(listSearchParams({ category, page: next }), { preventScrollReset: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="container page-section events-page">
      <DocumentTitle title={heading} />
      <header className="page-header">
        <h1 className="page-title">{heading}</h1>
        {!currentData ? (
          // The count's line is kept while it loads, so the list below does not move when it comes.
          <p className="page-subtitle" aria-hidden="true">
            {'\u00a0'}
          </p>
        ) : (
          currentData.pagination.total > 0 && (
            <p className="page-subtitle">{t('events.resultCount', { total: currentData.pagination.total })}</p>
          )
        )}
      </header>
      <CategoryFilter value={category} onChange={changeCategory} />
      {isError ? (
        <ErrorMessage onRetry={() => void refetch()} />
      ) : !currentData ? (
        <EventGridSkeleton count={EVENTS_PAGE_SIZE} />
      ) : (
        <>
          {currentData.data.length === 0 ? (
            <p className="empty-state">{t('events.empty')}</p>
          ) : (
            <ul className="event-grid" aria-label={heading}>
              {currentData.data.map((event, index) => (
                <li key={event.id}>
                  <EventCard event={event} headingLevel={2} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} totalPages={currentData.pagination.totalPages} onPageChange={changePage} />
        </>
      )}
    </div>
  );
}
