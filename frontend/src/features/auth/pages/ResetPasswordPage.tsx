import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/auth/Alert';
import { TextField } from '../../../components/auth/TextField';
import { useFormValidation } from '../../../components/auth/use-form-validation';
import { serverMessageOf } from '../../../lib/api';
import { confirmationError, newPasswordError } from '../../../lib/session/account-rules';
import { useResetPasswordMutation } from '../../../lib/session/auth-api';
import { AuthCard } from '../components/AuthCard';

/** Reached from the reset mail's link, `/reset-password?token=…`. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const { errors, validate } = useFormValidation({
    password: newPasswordError(values.password),
    confirmPassword: confirmationError(values.password, values.confirmPassword),
  });
  const [resetPassword, { data, error, isError, isLoading, isSuccess }] = useResetPasswordMutation();
  const title = t('auth.resetPassword.title');
  const requestNew = <Link to="/forgot-password">{t('auth.resetPassword.requestNew')}</Link>;

  if (!token) {
    return (
      <AuthCard title={title} footer={requestNew}>
        <Alert tone="error">
          <p>{t('auth.resetPassword.missingToken')}</p>
        </Alert>
      </AuthCard>
    );
  }
  if (isSuccess) {
    return (
      <AuthCard title={title}>
        <Alert tone="success">
          <p>{data.message || t('auth.resetPassword.success')}</p>
        </Alert>
        <Link className="button button--block" to="/login">
          {t('auth.resetPassword.loginLink')}
        </Link>
      </AuthCard>
    );
  }

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validate(event.currentTarget)) void resetPassword({ token, password: values.password });
  };

  return (
    <AuthCard title={title} lead={t('auth.resetPassword.lead')} footer={requestNew}>
      {isError && (
        <Alert tone="error">
          <p>{serverMessageOf(error) ?? t('auth.resetPassword.failed')}</p>
        </Alert>
      )}
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          required
          label={t('auth.fields.newPassword')}
          hint={t('auth.fields.passwordHint')}
          value={values.password}
          error={errors.password && t(`auth.validation.${errors.password}`)}
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
        <button type="submit" className="button button--block" disabled={isLoading}>
          {isLoading ? t('auth.resetPassword.submitting') : t('auth.resetPassword.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
