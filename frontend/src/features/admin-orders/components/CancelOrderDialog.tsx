import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { FormField } from '../../../components/admin/FormField';

interface CancelOrderDialogProps {
  number: string;
  /** Called once the dialog has closed: the reason when confirmed, undefined when stepped back. */
  onClose: (reason: string | undefined) => void;
}

/** Asks before cancelling an unpaid order; the reason goes into the order's history. */
export function CancelOrderDialog({ number, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      title={t('adminOrders.cancel.title')}
      confirmLabel={t('adminOrders.cancel.confirm')}
      cancelLabel={t('adminOrders.cancel.back')}
      tone="danger"
      confirmDisabled={reason.trim() === ''}
      onClose={(confirmed) => {
        onClose(confirmed ? reason.trim() : undefined);
      }}
    >
      <p>{t('adminOrders.cancel.text', { number })}</p>
      <FormField label={t('adminOrders.cancel.reason')}>
        {(control) => (
          <input
            {...control}
            type="text"
            required
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
