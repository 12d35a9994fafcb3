import { useTranslation } from 'react-i18next';
import { ActionsMenu, type MenuEntry } from '../../../components/admin/ActionsMenu';
import type { RowAction } from '../lib/list-outcome';
import type { AdminEventResponse } from '../../../lib/api-types/generated';

interface EventActionsMenuProps {
  event: AdminEventResponse;
  /** The event's name in the page's language. */
  name: string;
  onAction: (action: RowAction) => void;
}

/** A cancelled event is final: it can no longer be published, featured or cancelled again. */
export function EventActionsMenu({ event, name, onAction }: EventActionsMenuProps) {
  const { t } = useTranslation();
  const path = `/admin/events/${encodeURIComponent(event.id)}`;
  const live = event.status !== 'cancelled';
  const action = (key: RowAction, danger = false): MenuEntry => ({
    kind: 'action',
    key,
    label: t(`adminEvents.actions.${key}`),
    danger,
    onSelect: () => {
      onAction(key);
    },
  });
  const link = (key: 'edit' | 'tickets' | 'discountCodes' | 'refund', to: string): MenuEntry => ({
    kind: 'link',
    key,
    label: t(`adminEvents.actions.${key}`),
    to,
  });
  const entries: (MenuEntry | false)[] = [
    link('edit', `${path}/edit`),
    event.status === 'draft' && action('publish'),
    event.status === 'published' && action('unpublish'),
    action('duplicate'),
    event.featured ? action('unfeature') : live && action('feature'),
    { kind: 'separator', key: 'pages' },
    link('tickets', `${path}/tickets`),
    link('discountCodes', `${path}/discount-codes`),
    link('refund', `${path}/refund`),
    { kind: 'separator', key: 'final' },
    live && action('cancel', true),
    action('delete', true),
  ];
  return (
    <ActionsMenu
      label={t('adminEvents.actions.open', { name })}
      entries={entries.filter((entry): entry is MenuEntry => entry !== false)}
    />
  );
}
