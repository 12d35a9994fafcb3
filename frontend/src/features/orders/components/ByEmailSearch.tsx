import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/auth/Alert';
import { TextField } from '../../../components/auth/TextField';
import { serverMessageOf } from '../../../lib/api';
import { emailProblemOf } from '../../../lib/email-address';
import { useRequestOrderListMutation } from '../api/orders-api';

/**
 * Asks for the list of a buyer's orders. The server mails it to the address, with a link back here, so
 * nobody learns another person's orders from an address alone.
 */
export function ByEmailSearch({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [attempted, setAttempted] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const [request, { data, error, isError, isSuccess, isLoading }] = useRequestOrderListMutation();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const problem = emailProblemOf(email);

  useEffect(() => {
    if (isSuccess || isError) outcomeRef.current?.focus();
  }, [isSuccess, isError, data, error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (problem) {
      const input = event.currentTarget.elements.namedItem('email');
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const address = email.trim();
    setSentTo(address);
    void request({ email: address });
  };

  return (
    <div className="lookup-search">
      <p className="lookup-search__lead">{t('checkout.lookup.emailLead')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          label={t('checkout.lookup.email')}
          value={email}
          error={attempted && problem ? t(`checkout.lookup.${problem}`) : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? t('checkout.lookup.searching') : t('checkout.lookup.send')}
        </button>
      </form>
      <div ref={outcomeRef} tabIndex={-1} className="lookup-search__outcome">
        {isError && (
          <Alert tone="error">
            <p>{serverMessageOf(error) ?? t('checkout.lookup.failed')}</p>
          </Alert>
        )}
        {isSuccess && (
          <Alert tone="success">
            <p>{data.message || t('checkout.lookup.sent', { email: sentTo })}</p>
          </Alert>
        )}
      </div>
    </div>
  );
}
