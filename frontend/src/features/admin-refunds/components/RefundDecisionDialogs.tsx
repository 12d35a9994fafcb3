import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormField } from '../../../components/admin/FormField';
import { PasswordRecheckField, type PasswordRecheckValues } from '../../../components/admin/PasswordRecheckField';
import { reasonValidator } from '../../../components/admin/reason-validator';
import { submitWithRefusals, type RefusableDialogProps } from '../../../components/admin/submit-with-refusals';
import { useLanguage } from '../../../i18n/use-language';
import { formatMoney } from '../../../lib/money/money';
import type { RefundRequestResponse } from '../../../lib/api-types/generated';

/** The API's limit on notes and reasons, counted after trimming as it does. */
const TEXT_MAX_LENGTH = 1000;

/** As the API takes them: POST /admin/refund-requests/{id}/approve. */
export interface ApproveValues extends PasswordRecheckValues {
  /** Optional; several lines may be kept. */
  approval_notes: string;
}

/** As the API takes it: POST /admin/refund-requests/{id}/reject. */
export interface RejectValues {
  reason: string;
}

/** The second administrator's approval: optional notes, and their password again, as money moves now. */
export function ApproveDialog({
  request,
  onSubmit,
  onClosed,
}: RefusableDialogProps<ApproveValues> & { request: RefundRequestResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm<ApproveValues>({
    mode: 'onChange',
    defaultValues: { approval_notes: '', admin_password_confirmation: '' },
  });
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;
  return (
    <FormDialog
      title={t('adminRefunds.approve.title')}
      confirmLabel={t('adminRefunds.approve.submit')}
      tone="danger"
      confirmDisabled={!isValid || isSubmitting}
      onSubmit={submitWithRefusals(form, ({ approval_notes, admin_password_confirmation }) =>
        onSubmit({ approval_notes: approval_notes.trim(), admin_password_confirmation }),
      )}
      onClosed={onClosed}
    >
      <p>
        {t('adminRefunds.approve.explain', {
          amount: formatMoney(request.total_amount, request.currency, language),
          count: request.orders_count,
        })}
      </p>
      <FormField label={t('adminRefunds.approve.notes')} error={errors.approval_notes?.message}>
        {(control) => (
          <textarea
            {...control}
            {...register('approval_notes', {
              validate: (typed) =>
                typed.trim().length <= TEXT_MAX_LENGTH ||
                t('adminRefunds.approve.errors.notesTooLong', { max: TEXT_MAX_LENGTH }),
            })}
          />
        )}
      </FormField>
      <PasswordRecheckField form={form} />
    </FormDialog>
  );
}

/** A rejection, with the reason the requester will read in the trail. */
export function RejectDialog({ onSubmit, onClosed }: RefusableDialogProps<RejectValues>) {
  const { t } = useTranslation();
  const form = useForm<RejectValues>({ mode: 'onChange', defaultValues: { reason: '' } });
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;
  const validateReason = reasonValidator(
    t,
    { required: 'adminRefunds.reject.errors.reasonRequired', tooLong: 'adminRefunds.reject.errors.reasonTooLong' },
    TEXT_MAX_LENGTH,
  );

  return (
    <FormDialog
      title={t('adminRefunds.reject.title')}
      confirmLabel={t('adminRefunds.reject.submit')}
      tone="danger"
      confirmDisabled={!isValid || isSubmitting}
      onSubmit={submitWithRefusals(form, ({ reason }) => onSubmit({ reason: reason.trim() }))}
      onClosed={onClosed}
    >
      <FormField label={t('adminRefunds.reject.reason')} error={errors.reason?.message}>
        {(control) => <textarea {...control} required {...register('reason', { validate: validateReason })} />}
      </FormField>
    </FormDialog>
  );
}
