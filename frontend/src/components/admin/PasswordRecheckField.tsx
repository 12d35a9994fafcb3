import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './FormField';

/** The field as the API takes it beside an action that moves money or rights. */
export interface PasswordRecheckValues {
  admin_password_confirmation: string;
}

/**
 * The administrator's own password, typed again before an action that moves money or hands out rights,
 * so an unattended session cannot do it (the server checks and throttles it).
 */
export function PasswordRecheckField<Values extends PasswordRecheckValues>({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation();
  // react-hook-form cannot tell that a generic Values has the field; the constraint above makes sure it does.
  const { register, formState } = form as unknown as UseFormReturn<PasswordRecheckValues>;
  return (
    <FormField
      label={t('admin.kit.passwordRecheck.label')}
      error={formState.errors.admin_password_confirmation?.message}
    >
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete="current-password"
          required
          {...register('admin_password_confirmation', { required: t('admin.kit.passwordRecheck.required') })}
        />
      )}
    </FormField>
  );
}
