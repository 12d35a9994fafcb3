import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormField } from '../../../components/admin/FormField';
import { submitWithRefusals } from '../../../components/admin/submit-with-refusals';
import type { FieldErrorOn } from '../../../lib/field-errors';
import { centsFromMajor, formatMoney, typedCents, majorFromCents } from '../../../lib/money/money';

/** As typed: the sum the bank statement shows. */
export interface ConfirmTransferValues {
  amount: string;
}

interface ConfirmTransferDialogProps {
  number: string;
  total: number;
  currency: string;
  language: string;
  /** Marks the order paid; resolves with the server's refusals of the amount, [] once the dialog may close. */
  onSubmit: (amount: number) => Promise<FieldErrorOn<keyof ConfirmTransferValues>[]>;
  onClosed: () => void;
}

/**
 * "Mark as paid by bank transfer": the admin types the sum received rather than ticking a box, so a
 * transfer of another sum is caught here (and by the server) instead of issuing tickets for it.
 */
export function ConfirmTransferDialog({
  number,
  total,
  currency,
  language,
  onSubmit,
  onClosed,
}: ConfirmTransferDialogProps) {
  const { t } = useTranslation();
  const form = useForm<ConfirmTransferValues>({ mode: 'onChange', defaultValues: { amount: '' } });
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;
  const totalText = formatMoney(total, currency, language);

  const validateAmount = (typed: string): string | true => {
    if (typed.trim() === '') return t('adminOrders.transfer.errors.amountRequired');
    const cents = typedCents(typed);
    if (cents === undefined) return t('adminOrders.transfer.errors.amountFormat');
    if (cents !== centsFromMajor(total)) return t('adminOrders.transfer.errors.amountNotTotal', { total: totalText });
    return true;
  };

  return (
    <FormDialog
      title={t('adminOrders.transfer.title')}
      confirmLabel={t('adminOrders.transfer.confirm')}
      cancelLabel={t('adminOrders.transfer.back')}
      confirmDisabled={!isValid || isSubmitting}
      onSubmit={submitWithRefusals(form, ({ amount }) => onSubmit(majorFromCents(typedCents(amount) ?? 0)))}
      onClosed={onClosed}
    >
      <p>{t('adminOrders.transfer.text', { number, total: totalText })}</p>
      <FormField label={`${t('adminOrders.transfer.amount')} (${currency})`} error={errors.amount?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required
            {...register('amount', { validate: validateAmount })}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
