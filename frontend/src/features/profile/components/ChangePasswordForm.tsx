import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/auth/Alert';
import { TextField } from '../../../components/auth/TextField';
import { useFormValidation } from '../../../components/auth/use-form-validation';
import { serverMessageOf } from '../../../lib/api';
import { confirmationError, newPasswordError, requiredError } from '../../../lib/session/account-rules';
import { useChangePasswordMutation } from '../../../lib/session/auth-api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const { errors, validate, reset } = useFormValidation({
    currentPassword: requiredError(values.currentPassword, 'currentPasswordRequired'),
    newPassword: newPasswordError(values.newPassword),
    confirmPassword: confirmationError(values.newPassword, values.confirmPassword),
  });
  const [changePassword, { data, error, isError, isLoading, isSuccess }] = useChangePasswordMutation();

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate(event.currentTarget)) return;
    const result = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (result.error) return;
    // Passwords do not linger in the page once they have done their job.
    setValues(EMPTY);
    reset();
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
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        label={t('auth.fields.currentPassword')}
        value={values.currentPassword}
        error={errors.currentPassword && t(`auth.validation.${errors.currentPassword}`)}
        onChange={change}
      />
      <TextField
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        label={t('auth.fields.newPassword')}
        hint={t('auth.fields.passwordHint')}
        value={values.newPassword}
        error={errors.newPassword && t(`auth.validation.${errors.newPassword}`)}
        onChange={change}
      />
      <TextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        label={t('auth.fields.confirmNewPassword')}
        value={values.confirmPassword}
        error={errors.confirmPassword && t(`auth.validation.${errors.confirmPassword}`)}
        onChange={change}
      />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? t('auth.profile.password.submitting') : t('auth.profile.password.submit')}
        </button>
      </div>
    </form>
  );
}
