import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormField } from '../../../components/admin/FormField';
import { PasswordRecheckField, type PasswordRecheckValues } from '../../../components/admin/PasswordRecheckField';
import { reasonValidator } from '../../../components/admin/reason-validator';
import { submitWithRefusals, type RefusableDialogProps } from '../../../components/admin/submit-with-refusals';

/** As the API takes them: POST /admin/orders/bulk-refund's reason and the admin's password. */
export interface BulkRefundValues extends PasswordRecheckValues {
  reason: string;
}

/** The API's limit on the reason, counted after trimming as it does. */
const REASON_MAX_LENGTH = 1000;

interface BulkRefundDialogProps extends RefusableDialogProps<BulkRefundValues> {
  count: number;
}

/**
 * Asks before turning the selected orders into refund requests. The administrator's password is asked
 * again, as for every refund request, so an unattended session cannot move money.
 */
export function BulkRefundDialog({ count, onSubmit, onClosed }: BulkRefundDialogProps) {
  const { t } = useTranslation();
  const form = useForm<BulkRefundValues>({
    mode: 'onChange',
    defaultValues: { reason: '', admin_password_confirmation: '' },
  });
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;
  const validateReason = reasonValidator(
    t,
    { required: 'adminOrders.bulk.errors.reasonRequired', tooLong: 'adminOrders.bulk.errors.reasonTooLong' },
    REASON_MAX_LENGTH,
  );

  return (
    <FormDialog
      title={t('adminOrders.bulk.title')}
      confirmLabel={t('adminOrders.bulk.submit')}
      tone="danger"
      confirmDisabled={!isValid || isSubmitting}
      onSubmit={submitWithRefusals(form, ({ reason, admin_password_confirmation }) =>
        onSubmit({ reason: reason.trim(), admin_password_confirmation }),
      )}
      onClosed={onClosed}
    >
      <p>{t('adminOrders.bulk.confirm', { count })}</p>
      <p>{t('adminOrders.bulk.explain')}</p>
      <FormField label={t('adminOrders.bulk.reason')} error={errors.reason?.message}>
        {(control) => <textarea {...control} required {...register('reason', { validate: validateReason })} />}
      </FormField>
      <PasswordRecheckField form={form} />
    </FormDialog>
  );
}
