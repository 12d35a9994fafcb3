import { useTranslation } from 'react-i18next';
import { StatusBadge, type BadgeTone } from '../../../components/admin/StatusBadge';
import type { EventStatus } from '../api/admin-events-api';

const TONES: Record<EventStatus, BadgeTone> = { draft: 'warning', published: 'success', cancelled: 'danger' };

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`adminEvents.statuses.${status}`)}</StatusBadge>;
}
