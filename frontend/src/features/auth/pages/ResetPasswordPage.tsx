import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/auth/AccountFields';
import { Alert } from '../../../components/auth/Alert';
import { useAccountForm } from '../../../components/auth/use-account-form';
import { serverMessageOf } from '../../../lib/api';
import { confirmationError, newPasswordError } from '../../../lib/session/account-rules';
import { useResetPasswordMutation } from '../../../lib/session/auth-api';
import { AuthCard } from '../components/AuthCard';

/** Reached from the reset mail's link, `/reset-password?token=…`. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();
  const { values, validate, field } = useAccountForm({ password: '', confirmPassword: '' }, (current) => ({
    password: newPasswordError(current.password),
    confirmPassword: confirmationError(current.password, current.confirmPassword),
  }));
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
        <NewPasswordFields replacing password={field('password')} confirmation={field('confirmPassword')} />
        <button type="submit" className="button button--block" disabled={isLoading}>
          {isLoading ? t('auth.resetPassword.submitting') : t('auth.resetPassword.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
