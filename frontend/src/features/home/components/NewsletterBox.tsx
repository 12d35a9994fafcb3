import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/auth/Alert';
import { TextField } from '../../../components/auth/TextField';
import { useFormValidation } from '../../../components/auth/use-form-validation';
import { useLanguage } from '../../../i18n/use-language';
import { serverMessageOf } from '../../../lib/api';
import { emailError } from '../../../lib/session/account-rules';
import { useSubscribeToNewsletterMutation } from '../api/newsletter-api';
import './NewsletterBox.css';

/** Subscribes an address; the server answers the same for every address and mails a confirmation link. */
export function NewsletterBox() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  // The same e-mail rule and messages as the account forms (docs/web.md, "Screen rules").
  const { errors, validate } = useFormValidation({ email: emailError(email) });
  const [subscribe, { data, error, isError, isLoading, isSuccess }] = useSubscribeToNewsletterMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validate(event.currentTarget)) void subscribe({ email: email.trim(), language });
  };

  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="newsletter__text">
        <h2 id="newsletter-title" className="newsletter__title">
          {t('shop.newsletter.heading')}
        </h2>
        <p className="newsletter__lead">{t('shop.newsletter.lead')}</p>
      </div>
      <div className="newsletter__body">
        <form className="newsletter__form" noValidate onSubmit={submit}>
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            required
            label={t('shop.newsletter.email')}
            value={email}
            error={errors.email && t(`auth.validation.${errors.email}`)}
            onChange={(event) => {
              setEmail(event.target.value);
            }}
          />
          <button type="submit" className="button newsletter__submit" disabled={isLoading}>
            {isLoading ? t('shop.newsletter.submitting') : t('shop.newsletter.submit')}
          </button>
        </form>
        {isSuccess && (
          <Alert tone="success">
            <p>{data.message || t('shop.newsletter.sent')}</p>
          </Alert>
        )}
        {isError && (
          <Alert tone="error">
            <p>{serverMessageOf(error) ?? t('shop.newsletter.failed')}</p>
          </Alert>
        )}
      </div>
    </section>
  );
}
