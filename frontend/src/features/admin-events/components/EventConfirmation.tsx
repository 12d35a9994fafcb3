import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { FormCheckbox } from '../../../components/admin/FormField';
import type { AdminEventResponse } from '../../../lib/api-types/generated';

export interface Confirmation {
  action: 'cancel' | 'delete';
  event: AdminEventResponse;
}

interface EventConfirmationProps extends Confirmation {
  /** The event's name in the page's language. */
  name: string;
  /** Called with what to do once the dialog has closed; undefined when the administrator stepped back. */
  onClose: (decision: 'cancel' | 'delete' | undefined) => void;
}

/**
 * Asks before cancelling or deleting. An event with tickets sold cannot be deleted: that dialog only
 * says so and where cancelling is, because a confirm button there would put the irreversible
 * cancellation where a habitual click expects the deletion it was asked for.
 */
export function EventConfirmation({ action, event, name, onClose }: EventConfirmationProps) {
  const { t } = useTranslation();
  if (action === 'delete' && !event.can_delete) {
    return (
      <ConfirmDialog
        title={t('adminEvents.confirm.undeletable.title', { name })}
        cancelLabel={t('adminEvents.confirm.back')}
        onClose={() => {
          onClose(undefined);
        }}
      >
        <p>{t('adminEvents.confirm.undeletable.text')}</p>
        {event.status !== 'cancelled' && <p>{t('adminEvents.confirm.undeletable.cancelInstead')}</p>}
      </ConfirmDialog>
    );
  }
  if (action === 'cancel') return <CancelConfirmation name={name} onClose={onClose} />;
  return (
    <ConfirmDialog
      title={t('adminEvents.confirm.delete.title', { name })}
      confirmLabel={t('adminEvents.confirm.delete.confirm')}
      cancelLabel={t('adminEvents.confirm.back')}
      tone="danger"
      onClose={(confirmed) => {
        onClose(confirmed ? 'delete' : undefined);
      }}
    >
      <p>{t('adminEvents.confirm.delete.text')}</p>
    </ConfirmDialog>
  );
}

/** Cancelling cannot be undone and reaches every buyer, so it waits for an acknowledgement of its own. */
function CancelConfirmation({ name, onClose }: Pick<EventConfirmationProps, 'name' | 'onClose'>) {
  const { t } = useTranslation();
  const [acknowledged, setAcknowledged] = useState(false);
  return (
    <ConfirmDialog
      title={t('adminEvents.confirm.cancel.title', { name })}
      confirmLabel={t('adminEvents.confirm.cancel.confirm')}
      cancelLabel={t('adminEvents.confirm.back')}
      tone="danger"
      confirmDisabled={!acknowledged}
      onClose={(confirmed) => {
        onClose(confirmed ? 'cancel' : undefined);
      }}
    >
      <p>{t('adminEvents.confirm.cancel.text')}</p>
      <FormCheckbox label={t('adminEvents.confirm.cancel.acknowledge')}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={acknowledged}
            onChange={(change) => {
              setAcknowledged(change.target.checked);
            }}
          />
        )}
      </FormCheckbox>
    </ConfirmDialog>
  );
}
