import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormField } from '../../../components/admin/FormField';
import { submitWithRefusals } from '../../../components/admin/submit-with-refusals';
import type { FieldErrorOn } from '../../../lib/field-errors';

/** As the API takes it beside the role: PUT /admin/users/{id}/role. */
export interface GrantAdminValues {
  admin_password_confirmation: string;
}

interface GrantAdminDialogProps {
  /** Whom the rights go to, so the super admin confirms the right person. */
  name: string;
  /** Sends the grant; resolves with the server's refusals of the password, [] once the dialog may close. */
  onSubmit: (values: GrantAdminValues) => Promise<FieldErrorOn<keyof GrantAdminValues>[]>;
  onClosed: () => void;
}

/**
 * Making someone an admin hands them the money back-office, so the super admin types their own password
 * again (the server checks and throttles it), as a second admin does to approve a refund.
 */
export function GrantAdminDialog({ name, onSubmit, onClosed }: GrantAdminDialogProps) {
  const { t } = useTranslation();
  const form = useForm<GrantAdminValues>({ mode: 'onChange', defaultValues: { admin_password_confirmation: '' } });
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;
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
      <FormField label={t('admin.users.grantAdmin.password')} error={errors.admin_password_confirmation?.message}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            required
            {...register('admin_password_confirmation', {
              required: t('admin.users.grantAdmin.passwordRequired'),
            })}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
