import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSearchField } from '../../../components/admin/AdminSearchField';
import { EVENT_STATUSES, type EventStatus } from '../api/admin-events-api';
import { isEventStatus } from '../lib/list-params';
import './EventFilters.css';

interface EventFiltersProps {
  search: string;
  status: EventStatus | undefined;
  onSearch: (search: string) => void;
  onStatusChange: (status: EventStatus | undefined) => void;
}

const ALL = 'all';

export function EventFilters({ search, status, onSearch, onStatusChange }: EventFiltersProps) {
  const { t } = useTranslation();
  const statusId = useId();
  return (
    <div className="event-filters" role="group" aria-label={t('adminEvents.list.filters')}>
      <AdminSearchField
        label={t('adminEvents.list.search')}
        placeholder={t('adminEvents.list.searchPlaceholder')}
        value={search}
        onSearch={onSearch}
      />
      <div className="event-filters__field">
        <label className="admin-field__label" htmlFor={statusId}>
          {t('adminEvents.list.status')}
        </label>
        <select
          id={statusId}
          className="admin-field__control"
          value={status ?? ALL}
          onChange={(event) => {
            const value = event.target.value;
            onStatusChange(isEventStatus(value) ? value : undefined);
          }}
        >
          <option value={ALL}>{t('adminEvents.list.allStatuses')}</option>
          {EVENT_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`adminEvents.statuses.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
