import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormField } from '../../../components/admin/FormField';
import type { FieldErrorOn } from '../../../lib/field-errors';

/** As the API takes it: PUT /orders/{id}/status's reason, one line. */
export interface CancelOrderValues {
  reason: string;
}

/** The API's limit on the reason, counted after trimming as it does. */
const REASON_MAX_LENGTH = 500;

interface CancelOrderDialogProps {
  number: string;
  /** Cancels the order; resolves with the server's refusals of the reason, [] once the dialog may close. */
  onSubmit: (values: CancelOrderValues) => Promise<FieldErrorOn<keyof CancelOrderValues>[]>;
  /** The dialog has closed: cancelled, or stepped back from. */
  onClosed: () => void;
}

/** Asks before cancelling an unpaid order; the reason goes into the order's history. */
export function CancelOrderDialog({ number, onSubmit, onClosed }: CancelOrderDialogProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<CancelOrderValues>({ mode: 'onChange', defaultValues: { reason: '' } });

  const validateReason = (typed: string): string | true => {
    const reason = typed.trim();
    if (reason === '') return t('adminOrders.cancel.errors.reasonRequired');
    if (reason.length > REASON_MAX_LENGTH) {
      return t('adminOrders.cancel.errors.reasonTooLong', { max: REASON_MAX_LENGTH });
    }
    return true;
  };

  return (
    <FormDialog
      title={t('adminOrders.cancel.title')}
      confirmLabel={t('adminOrders.cancel.confirm')}
      cancelLabel={t('adminOrders.cancel.back')}
      tone="danger"
      confirmDisabled={!isValid || isSubmitting}
      onSubmit={(event, close) =>
        void handleSubmit(async ({ reason }) => {
          const refused = await onSubmit({ reason: reason.trim() });
          if (refused.length === 0) close();
          for (const { field, message } of refused) setError(field, { type: 'server', message });
        })(event)
      }
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
