import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatDateTime } from '../../../components/admin/admin-format';
import type { Column } from '../../../components/admin/DataTable';
import { useLanguage } from '../../../i18n/use-language';
import type { RowAction } from '../lib/list-outcome';
import { EventActionsMenu } from './EventActionsMenu';
import { EventStatusBadge } from './EventStatusBadge';
import { formatMoney } from '../../../lib/money/money';
import type { AdminEventResponse } from '../../../lib/api-types/generated';

/** The events list's columns: what an administrator checks an event by, and its actions. */
export function useEventColumns(
  onAction: (event: AdminEventResponse, action: RowAction) => void,
): Column<AdminEventResponse>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'name',
      header: t('adminEvents.list.columns.name'),
      kind: 'name',
      cell: (event) => (
        <>
          <Link to={`/admin/events/${encodeURIComponent(event.id)}/edit`}>{event.name[language]}</Link>
          {event.venue.name && <span className="data-table__detail">{event.venue.name}</span>}
        </>
      ),
    },
    {
      key: 'date',
      header: t('adminEvents.list.columns.date'),
      cell: (event) => <time dateTime={event.start_date}>{formatDateTime(event.start_date, language)}</time>,
    },
    { key: 'city', header: t('adminEvents.list.columns.city'), cell: (event) => event.venue.city },
    {
      key: 'category',
      header: t('adminEvents.list.columns.category'),
      cell: (event) => t(`categories.single.${event.event_type_id}`),
    },
    {
      key: 'status',
      header: t('adminEvents.list.columns.status'),
      cell: (event) => <EventStatusBadge status={event.status} />,
    },
    {
      key: 'featured',
      header: t('adminEvents.list.columns.featured'),
      cell: (event) =>
        event.featured ? (
          <span className="events-list-page__featured">
            <span aria-hidden="true">★ </span>
            {t('adminEvents.list.featured')}
          </span>
        ) : (
          <>
            <span aria-hidden="true">–</span>
            <span className="visually-hidden">{t('adminEvents.list.notFeatured')}</span>
          </>
        ),
    },
    {
      key: 'sold',
      header: t('adminEvents.list.columns.sold'),
      kind: 'number',
      cell: (event) => formatCount(event.tickets_sold, language),
    },
    {
      key: 'revenue',
      header: t('adminEvents.list.columns.revenue'),
      kind: 'number',
      // Net of refunds, one amount per currency paid in, each on its own line: never added across.
      cell: (event) =>
        event.revenue_by_currency.map(({ amount, currency }) => (
          <span key={currency} className="event-revenue">
            {formatMoney(amount, currency, language)}
          </span>
        )),
    },
    {
      key: 'actions',
      header: t('admin.kit.actions'),
      kind: 'menu',
      hideHeader: true,
      cell: (event) => (
        <EventActionsMenu
          event={event}
          name={event.name[language]}
          onAction={(action) => {
            onAction(event, action);
          }}
        />
      ),
    },
  ];
}
