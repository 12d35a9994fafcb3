import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/auth/AccountFields';
import { Alert } from '../../../components/auth/Alert';
import { useAccountForm } from '../../../components/auth/use-account-form';
import { serverMessageOf } from '../../../lib/api';
import { emailError } from '../../../lib/session/account-rules';
import { useResendVerificationMutation } from '../../../lib/session/auth-api';

/** Asks for a new verification mail: for an unverified login and for a spent or expired mail link. */
export function ResendVerificationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { values, validate, field } = useAccountForm({ email: initialEmail }, (current) => ({
    email: emailError(current.email),
  }));
  const [resend, { data, error, isError, isLoading, isSuccess }] = useResendVerificationMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validate(event.currentTarget)) void resend({ email: values.email.trim() });
  };

  return (
    <section className="form" aria-labelledby={headingId}>
      <h2 id={headingId} className="auth-card__subtitle">
        {t('auth.resend.heading')}
      </h2>
      <p className="auth-card__lead">{t('auth.resend.lead')}</p>
      {isSuccess && (
        <Alert tone="success">
          <p>{data.message || t('auth.resend.sent')}</p>
        </Alert>
      )}
      {isError && (
        <Alert tone="error">
          <p>{serverMessageOf(error) ?? t('auth.resend.failed')}</p>
        </Alert>
      )}
      <form className="form" noValidate onSubmit={submit}>
        <EmailField field={field('email')} />
        <button type="submit" className="button button--secondary" disabled={isLoading}>
          {isLoading ? t('auth.resend.submitting') : t('auth.resend.submit')}
        </button>
      </form>
    </section>
  );
}
