import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField, NewPasswordFields } from '../../../components/auth/AccountFields';
import { Alert } from '../../../components/auth/Alert';
import { TextField } from '../../../components/auth/TextField';
import { useAccountForm } from '../../../components/auth/use-account-form';
import { httpStatusOf, serverMessageOf } from '../../../lib/api';
import { confirmationError, emailError, newPasswordError, requiredError } from '../../../lib/session/account-rules';
import { useRegisterMutation } from '../../../lib/session/auth-api';
import { useGetPublicSettingsQuery } from '../../../lib/site-settings/public-settings-api';
import { AuthCard } from '../components/AuthCard';
import './RegisterPage.css';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const { t } = useTranslation();
  const termsId = useId();
  const [acceptTerms, setAcceptTerms] = useState(false);
  const { values, errors, validate, field } = useAccountForm(EMPTY, (current) => ({
    firstName: requiredError(current.firstName, 'firstNameRequired'),
    lastName: requiredError(current.lastName, 'lastNameRequired'),
    email: emailError(current.email),
    password: newPasswordError(current.password),
    confirmPassword: confirmationError(current.password, current.confirmPassword),
    acceptTerms: acceptTerms ? undefined : 'termsRequired',
  }));
  const [register, { data, error, isError, isLoading, isSuccess }] = useRegisterMutation();
  const { data: settings } = useGetPublicSettingsQuery();

  const footer = (
    <p>
      {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.loginLink')}</Link>
    </p>
  );

  // Registering does not sign in: the address has to be verified first (docs/identity.md).
  if (isSuccess) {
    return (
      <AuthCard title={t('auth.register.successTitle')} footer={footer}>
        <Alert tone="success">
          <p>{data.message || t('auth.register.success')}</p>
        </Alert>
      </AuthCard>
    );
  }

  // An administrator closed registration (docs/settings.md); the server would refuse the form anyway.
  if (settings?.allowRegistration === false) {
    return (
      <AuthCard title={t('auth.register.closedTitle')} lead={t('auth.register.closed')} footer={footer}>
        <Link className="button button--block" to="/events">
          {t('auth.register.browseEvents')}
        </Link>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate(event.currentTarget)) return;
    void register({
      email: values.email.trim(),
      password: values.password,
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
    });
  };

  const status = httpStatusOf(error);
  const fallback =
    status === 400
      ? t('auth.register.invalid')
      : status === undefined
        ? t('auth.register.networkError')
        : t('auth.register.failed');
  const termsErrorId = `${termsId}-error`;

  return (
    <AuthCard title={t('auth.register.title')} lead={t('auth.register.lead')} footer={footer}>
      {isError && (
        <Alert tone="error">
          <p>{serverMessageOf(error) ?? fallback}</p>
        </Alert>
      )}
      <form className="form" noValidate onSubmit={submit}>
        <div className="register-form__names">
          <TextField {...field('firstName')} autoComplete="given-name" required label={t('auth.fields.firstName')} />
          <TextField {...field('lastName')} autoComplete="family-name" required label={t('auth.fields.lastName')} />
        </div>
        <EmailField field={field('email')} />
        <NewPasswordFields replacing={false} password={field('password')} confirmation={field('confirmPassword')} />
        <div className="register-form__terms">
          <input
            id={termsId}
            name="acceptTerms"
            type="checkbox"
            className="register-form__checkbox"
            checked={acceptTerms}
            required
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? termsErrorId : undefined}
            onChange={(event) => {
              setAcceptTerms(event.target.checked);
            }}
          />
          <label htmlFor={termsId}>
            <Trans
              i18nKey="auth.register.acceptTerms"
              components={{
                // A new tab keeps what was typed here.
                terms: <Link to="/info/terms-of-service" target="_blank" rel="noreferrer" />,
              }}
            />
          </label>
          {errors.acceptTerms && (
            <p id={termsErrorId} className="register-form__error">
              {t(`auth.validation.${errors.acceptTerms}`)}
            </p>
          )}
        </div>
        <button type="submit" className="button button--block" disabled={isLoading}>
          {isLoading ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
