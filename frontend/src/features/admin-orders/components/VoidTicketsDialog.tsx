import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormField } from '../../../components/admin/FormField';
import { reasonValidator } from '../../../components/admin/reason-validator';
import { submitWithRefusals, type RefusableDialogProps } from '../../../components/admin/submit-with-refusals';

/** As the API takes it: POST /orders/{id}/tickets/void's reason, one line. */
export interface VoidTicketsValues {
  reason: string;
}

/** The API's limit on the reason, counted after trimming as it does. */
const REASON_MAX_LENGTH = 500;

interface VoidTicketsDialogProps extends RefusableDialogProps<VoidTicketsValues> {
  number: string;
  /** The codes of the tickets chosen, as printed on them. */
  codes: readonly string[];
}

/** Asks, naming each ticket, before voiding them: it cannot be undone, and the door refuses them at once. */
export function VoidTicketsDialog({ number, codes, onSubmit, onClosed }: VoidTicketsDialogProps) {
  const { t } = useTranslation();
  const form = useForm<VoidTicketsValues>({ mode: 'onChange', defaultValues: { reason: '' } });
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;
  const validateReason = reasonValidator(
    t,
    { required: 'adminOrders.void.errors.reasonRequired', tooLong: 'adminOrders.void.errors.reasonTooLong' },
    REASON_MAX_LENGTH,
  );

  return (
    <FormDialog
      title={t('adminOrders.void.title')}
      confirmLabel={t('adminOrders.void.confirm')}
      cancelLabel={t('adminOrders.void.back')}
      tone="danger"
      confirmDisabled={!isValid || isSubmitting}
      onSubmit={submitWithRefusals(form, ({ reason }) => onSubmit({ reason: reason.trim() }))}
      onClosed={onClosed}
    >
      <p>{t('adminOrders.void.text', { number, codes: codes.join(', ') })}</p>
      <FormField label={t('adminOrders.void.reason')} error={errors.reason?.message}>
        {(control) => (
          // One line, as the order's history and the audit log show it.
          <input {...control} type="text" required {...register('reason', { validate: validateReason })} />
        )}
      </FormField>
    </FormDialog>
  );
}
