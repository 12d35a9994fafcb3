import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin/FormDialog';
import { PasswordRecheckField, type PasswordRecheckValues } from '../../../components/admin/PasswordRecheckField';
import { submitWithRefusals, type RefusableDialogProps } from '../../../components/admin/submit-with-refusals';

/** As the API takes it beside the role: PUT /admin/users/{id}/role. */
export type GrantAdminValues = PasswordRecheckValues;

interface GrantAdminDialogProps extends RefusableDialogProps<GrantAdminValues> {
  /** Whom the rights go to, so the super admin confirms the right person. */
  name: string;
}

/**
 * Making someone an admin hands them the money back-office, so the super admin types their own password
 * again (the server checks and throttles it), as a second admin does to approve a refund.
 */
export function GrantAdminDialog({ name, onSubmit, onClosed }: GrantAdminDialogProps) {
  const { t } = useTranslation();
  const form = useForm<GrantAdminValues>({ mode: 'onChange', defaultValues: { admin_password_confirmation: '' } });
  const { isValid, isSubmitting } = form.formState;
  return (
    <FormDialog
      title={t('admin.users.grantAdmin.title')}
      confirmLabel={t('admin.users.grantAdmin.submit')}
      tone="danger"
      confirmDisabled={!isValid || isSubmitting}
      onSubmit={submitWithRefusals(form, onSubmit)}
      onClosed={onClosed}
    >
      <p>{t('admin.users.grantAdmin.explain', { name })}</p>
      <PasswordRecheckField form={form} />
    </FormDialog>
  );
}
