import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/auth/AccountFields';
import { Alert } from '../../../components/auth/Alert';
import { TextField } from '../../../components/auth/TextField';
import { useAccountForm } from '../../../components/auth/use-account-form';
import { serverMessageOf } from '../../../lib/api';
import { confirmationError, newPasswordError, requiredError } from '../../../lib/session/account-rules';
import { useChangePasswordMutation } from '../../../lib/session/auth-api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { values, validate, field, clear } = useAccountForm(EMPTY, (current) => ({
    currentPassword: requiredError(current.currentPassword, 'currentPasswordRequired'),
    newPassword: newPasswordError(current.newPassword),
    confirmPassword: confirmationError(current.newPassword, current.confirmPassword),
  }));
  const [changePassword, { data, error, isError, isLoading, isSuccess }] = useChangePasswordMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate(event.currentTarget)) return;
    const result = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (result.error) return;
    clear();
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {isSuccess && (
        <Alert tone="success">
          <p>{data.message || t('auth.profile.password.changed')}</p>
        </Alert>
      )}
      {isError && (
        <Alert tone="error">
          <p>{serverMessageOf(error) ?? t('auth.profile.password.failed')}</p>
        </Alert>
      )}
      <TextField
        {...field('currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        label={t('auth.fields.currentPassword')}
      />
      <NewPasswordFields replacing password={field('newPassword')} confirmation={field('confirmPassword')} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? t('auth.profile.password.submitting') : t('auth.profile.password.submit')}
        </button>
      </div>
    </form>
  );
}
