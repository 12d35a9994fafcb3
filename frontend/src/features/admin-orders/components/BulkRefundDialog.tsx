import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { FormField } from '../../../components/admin/FormField';

interface BulkRefundDialogProps {
  count: number;
  /** Called once the dialog has closed: the reason and password when confirmed, undefined when stepped back. */
  onClose: (decision: { reason: string; password: string } | undefined) => void;
}

/**
 * Asks before turning the selected orders into refund requests. The administrator's password is asked
 * again, as for every refund request, so an unattended session cannot move money.
 */
export function BulkRefundDialog({ count, onClose }: BulkRefundDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  return (
    <ConfirmDialog
      title={t('adminOrders.bulk.title')}
      confirmLabel={t('adminOrders.bulk.submit')}
      tone="danger"
      confirmDisabled={reason.trim() === '' || password === ''}
      onClose={(confirmed) => {
        onClose(confirmed ? { reason: reason.trim(), password } : undefined);
      }}
    >
      <p>{t('adminOrders.bulk.confirm', { number: count })}</p>
      <p>{t('adminOrders.bulk.explain')}</p>
      <FormField label={t('adminOrders.bulk.reason')}>
        {(control) => (
          <textarea
            {...control}
            required
            maxLength={1000}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
        )}
      </FormField>
      <FormField label={t('adminOrders.bulk.password')}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
