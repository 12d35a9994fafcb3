import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/auth/Alert';
import { TextField } from '../../../components/auth/TextField';
import { useFormValidation } from '../../../components/auth/use-form-validation';
import { serverMessageOf } from '../../../lib/api';
import { emailError } from '../../../lib/session/account-rules';
import { useResendVerificationMutation } from '../../../lib/session/auth-api';

/** Asks for a new verification mail: for an unverified login and for a spent or expired mail link. */
export function ResendVerificationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [email, setEmail] = useState(initialEmail);
  const { errors, validate } = useFormValidation({ email: emailError(email) });
  const [resend, { data, error, isError, isLoading, isSuccess }] = useResendVerificationMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validate(event.currentTarget)) void resend({ email: email.trim() });
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
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          required
          label={t('auth.fields.email')}
          value={email}
          error={errors.email && t(`auth.validation.${errors.email}`)}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        <button type="submit" className="button button--secondary" disabled={isLoading}>
          {isLoading ? t('auth.resend.submitting') : t('auth.resend.submit')}
        </button>
      </form>
    </section>
  );
}
