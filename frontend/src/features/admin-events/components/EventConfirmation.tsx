import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import type { AdminEvent } from '../api/admin-events-api';

export interface Confirmation {
  action: 'cancel' | 'delete';
  event: AdminEvent;
}

interface EventConfirmationProps extends Confirmation {
  /** The event's name in the page's language. */
  name: string;
  /** Called with what to do once the dialog has closed; undefined when the administrator stepped back. */
  onClose: (decision: 'cancel' | 'delete' | undefined) => void;
}

/**
 * Asks before cancelling or deleting. An event with tickets sold cannot be deleted: that dialog says so
 * and offers to cancel the event instead, which is what the API would say anyway.
 */
export function EventConfirmation({ action, event, name, onClose }: EventConfirmationProps) {
  const { t } = useTranslation();
  const cancellable = event.status !== 'cancelled';
  if (action === 'delete' && !event.can_delete) {
    return (
      <ConfirmDialog
        title={t('adminEvents.confirm.undeletable.title', { name })}
        confirmLabel={cancellable ? t('adminEvents.confirm.cancel.confirm') : undefined}
        cancelLabel={t('adminEvents.confirm.back')}
        tone="danger"
        onClose={(confirmed) => {
          onClose(confirmed ? 'cancel' : undefined);
        }}
      >
        <p>{t('adminEvents.confirm.undeletable.text')}</p>
        {cancellable && <p>{t('adminEvents.confirm.cancel.text')}</p>}
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={t(`adminEvents.confirm.${action}.title`, { name })}
      confirmLabel={t(`adminEvents.confirm.${action}.confirm`)}
      cancelLabel={t('adminEvents.confirm.back')}
      tone="danger"
      onClose={(confirmed) => {
        onClose(confirmed ? action : undefined);
      }}
    >
      <p>{t(`adminEvents.confirm.${action}.text`)}</p>
    </ConfirmDialog>
  );
}
