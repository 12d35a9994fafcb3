import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { EmailField } from '../../../components/auth/AccountFields';
import { Alert } from '../../../components/auth/Alert';
import { TextField } from '../../../components/auth/TextField';
import { useAccountForm } from '../../../components/auth/use-account-form';
import { httpStatusOf, serverMessageOf } from '../../../lib/api';
import { emailError, requiredError } from '../../../lib/session/account-rules';
import { useLoginMutation } from '../../../lib/session/auth-api';
import { useCurrentUser } from '../../../lib/session/hooks';
import { AuthCard } from '../components/AuthCard';
import { ResendVerificationForm } from '../components/ResendVerificationForm';
import { safeRedirect } from '../lib/redirect';

export function LoginPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const { values, validate, field } = useAccountForm({ email: '', password: '' }, (current) => ({
    email: emailError(current.email),
    password: requiredError(current.password, 'passwordRequired'),
  }));
  const [login, { error, isError, isLoading }] = useLoginMutation();

  // A successful login stores the user, which lands here; so does a visit while already signed in.
  if (user) return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validate(event.currentTarget)) void login({ email: values.email.trim(), password: values.password });
  };

  const status = httpStatusOf(error);
  const fallback =
    status === 401
      ? t('auth.login.invalidCredentials')
      : status === undefined
        ? t('auth.login.networkError')
        : t('auth.login.failed');
  // The server refuses an account whose address is not yet verified with 403 and says why.
  const unverified = status === 403;

  return (
    <AuthCard
      title={t('auth.login.title')}
      lead={t('auth.login.lead')}
      footer={
        <p>
          {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.registerLink')}</Link>
        </p>
      }
    >
      {isError && (
        <Alert tone="error">
          <p>{serverMessageOf(error) ?? fallback}</p>
        </Alert>
      )}
      <form className="form" noValidate onSubmit={submit}>
        <EmailField field={field('email')} />
        <TextField
          {...field('password')}
          type="password"
          autoComplete="current-password"
          required
          label={t('auth.fields.password')}
          placeholder={t('auth.fields.passwordHint')}
        />
        <Link className="form__link" to="/forgot-password">
          {t('auth.login.forgotPassword')}
        </Link>
        <button type="submit" className="button button--block" disabled={isLoading}>
          {isLoading ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      {unverified && (
        <>
          <hr className="auth-card__divider" />
          <ResendVerificationForm initialEmail={values.email.trim()} />
        </>
      )}
    </AuthCard>
  );
}
