import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from '../../../components/auth/AccountFields';
import { Alert } from '../../../components/auth/Alert';
import { useAccountForm } from '../../../components/auth/use-account-form';
import { serverMessageOf } from '../../../lib/api';
import { emailError } from '../../../lib/session/account-rules';
import { useForgotPasswordMutation } from '../../../lib/session/auth-api';
import { AuthCard } from '../components/AuthCard';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { values, validate, field } = useAccountForm({ email: '' }, (current) => ({
    email: emailError(current.email),
  }));
  const [requestReset, { data, error, isError, isLoading, isSuccess }] = useForgotPasswordMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validate(event.currentTarget)) void requestReset({ email: values.email.trim() });
  };
  const footer = <Link to="/login">{t('auth.forgotPassword.backToLogin')}</Link>;

  // The answer is the same whether or not an account exists, so the page cannot be used to probe addresses.
  if (isSuccess) {
    return (
      <AuthCard title={t('auth.forgotPassword.title')} footer={footer}>
        <Alert tone="success">
          <p>{data.message || t('auth.forgotPassword.sent')}</p>
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgotPassword.title')} lead={t('auth.forgotPassword.lead')} footer={footer}>
      {isError && (
        <Alert tone="error">
          <p>{serverMessageOf(error) ?? t('auth.forgotPassword.failed')}</p>
        </Alert>
      )}
      <form className="form" noValidate onSubmit={submit}>
        <EmailField field={field('email')} />
        <button type="submit" className="button button--block" disabled={isLoading}>
          {isLoading ? t('auth.forgotPassword.submitting') : t('auth.forgotPassword.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
