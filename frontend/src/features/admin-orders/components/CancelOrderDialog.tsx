import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormField } from '../../../components/admin/FormField';
import { reasonValidator } from '../../../components/admin/reason-validator';
import { submitWithRefusals, type RefusableDialogProps } from '../../../components/admin/submit-with-refusals';

/** As the API takes it: PUT /orders/{id}/status's reason, one line. */
export interface CancelOrderValues {
  reason: string;
}

/** The API's limit on the reason, counted after trimming as it does. */
const REASON_MAX_LENGTH = 500;

interface CancelOrderDialogProps extends RefusableDialogProps<CancelOrderValues> {
  number: string;
}

/** Asks before cancelling an unpaid order; the reason goes into the order's history. */
export function CancelOrderDialog({ number, onSubmit, onClosed }: CancelOrderDialogProps) {
  const { t } = useTranslation();
  const form = useForm<CancelOrderValues>({ mode: 'onChange', defaultValues: { reason: '' } });
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;
  const validateReason = reasonValidator(
    t,
    { required: 'adminOrders.cancel.errors.reasonRequired', tooLong: 'adminOrders.cancel.errors.reasonTooLong' },
    REASON_MAX_LENGTH,
  );

  return (
    <FormDialog
      title={t('adminOrders.cancel.title')}
      confirmLabel={t('adminOrders.cancel.confirm')}
      cancelLabel={t('adminOrders.cancel.back')}
      tone="danger"
      confirmDisabled={!isValid || isSubmitting}
      onSubmit={submitWithRefusals(form, ({ reason }) => onSubmit({ reason: reason.trim() }))}
      onClosed={onClosed}
    >
      <p>{t('adminOrders.cancel.text', { number })}</p>
      <FormField label={t('adminOrders.cancel.reason')} error={errors.reason?.message}>
        {(control) => (
          // One line, as the order's history and the audit log show it.
          <input {...control} type="text" required {...register('reason', { validate: validateReason })} />
        )}
      </FormField>
    </FormDialog>
  );
}
