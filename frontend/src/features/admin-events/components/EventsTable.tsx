import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatDateTime } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import { formatPrice } from '../../../lib/format';
import type { AdminEvent } from '../api/admin-events-api';
import type { RowAction } from '../lib/list-outcome';
import { EventActionsMenu } from './EventActionsMenu';
import { EventStatusBadge } from './EventStatusBadge';
import './EventsTable.css';

/** Revenue is kept in the shop's one currency. */
const REVENUE_CURRENCY = 'EUR';

interface EventsTableProps {
  events: AdminEvent[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onAction: (event: AdminEvent, action: RowAction) => void;
}

/** A table on wide screens; where it would not fit, each row is laid out as a card with labelled cells. */
export function EventsTable({ events, selected, onSelect, onAction }: EventsTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = {
    date: t('adminEvents.list.columns.date'),
    city: t('adminEvents.list.columns.city'),
    category: t('adminEvents.list.columns.category'),
    status: t('adminEvents.list.columns.status'),
    featured: t('adminEvents.list.columns.featured'),
    sold: t('adminEvents.list.columns.sold'),
    revenue: t('adminEvents.list.columns.revenue'),
  };
  return (
    <div className="events-table">
      <table className="events-table__table">
        <caption className="visually-hidden">{t('adminEvents.list.table')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('adminEvents.list.columns.select')}</span>
            </th>
            <th scope="col">{t('adminEvents.list.columns.name')}</th>
            <th scope="col">{column.date}</th>
            <th scope="col">{column.city}</th>
            <th scope="col">{column.category}</th>
            <th scope="col">{column.status}</th>
            <th scope="col">{column.featured}</th>
            <th scope="col" className="events-table__number">
              {column.sold}
            </th>
            <th scope="col" className="events-table__number">
              {column.revenue}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('adminEvents.list.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const name = event.name[language];
            return (
              <tr key={event.id}>
                <td className="events-table__select">
                  <input
                    type="checkbox"
                    checked={selected.has(event.id)}
                    aria-label={t('adminEvents.list.selectOne', { name })}
                    onChange={(change) => {
                      onSelect(event.id, change.target.checked);
                    }}
                  />
                </td>
                <th scope="row" className="events-table__name">
                  <Link to={`/admin/events/${encodeURIComponent(event.id)}/edit`}>{name}</Link>
                  {event.venue.name && <span className="events-table__venue">{event.venue.name}</span>}
                </th>
                <td data-label={column.date}>
                  <time dateTime={event.start_date}>{formatDateTime(event.start_date, language)}</time>
                </td>
                <td data-label={column.city}>{event.venue.city}</td>
                <td data-label={column.category}>{t(`categories.single.${event.event_type_id}`)}</td>
                <td data-label={column.status}>
                  <EventStatusBadge status={event.status} />
                </td>
                <td data-label={column.featured}>
                  {event.featured ? (
                    <span className="events-table__featured">
                      <span aria-hidden="true">★ </span>
                      {t('adminEvents.list.featured')}
                    </span>
                  ) : (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">{t('adminEvents.list.notFeatured')}</span>
                    </>
                  )}
                </td>
                <td className="events-table__number" data-label={column.sold}>
                  {formatCount(event.tickets_sold, language)}
                </td>
                <td className="events-table__number" data-label={column.revenue}>
                  {formatPrice(event.revenue, REVENUE_CURRENCY, language)}
                </td>
                <td className="events-table__actions">
                  <EventActionsMenu
                    event={event}
                    name={name}
                    onAction={(action) => {
                      onAction(event, action);
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
