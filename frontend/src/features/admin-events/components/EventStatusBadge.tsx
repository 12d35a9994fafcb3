import { useTranslation } from 'react-i18next';
import type { EventStatus } from '../api/admin-events-api';
import './EventStatusBadge.css';

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge event-status-badge event-status-badge--${status}`}>
      {t(`adminEvents.statuses.${status}`)}
    </span>
  );
}
