import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/auth/Alert';
import { TextField } from '../../../components/auth/TextField';
import { httpStatusOf, serverMessageOf } from '../../../lib/api';
import { emailProblemOf } from '../../../lib/email-address';
import { useLookupOrderMutation } from '../api/orders-api';
import { EmailField } from './EmailField';
import { OrderCard } from './OrderCard';

/** Finds one order by its number (or id) and the buyer's e-mail address. */
export function ByNumberSearch({ initialNumber }: { initialNumber: string }) {
  const { t } = useTranslation();
  const messageId = useId();
  const [number, setNumber] = useState(initialNumber);
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [searchedEmail, setSearchedEmail] = useState('');
  const [lookup, { data: order, error, isError, isLoading }] = useLookupOrderMutation();
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (order || isError) outcomeRef.current?.focus();
  }, [order, isError]);

  const missing = number.trim() === '' || email.trim() === '';
  const emailProblem = missing ? undefined : emailProblemOf(email);
  const showMissing = attempted && missing;
  const showEmailProblem = attempted && emailProblem !== undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (missing || emailProblem) {
      const first = number.trim() === '' ? 'number' : 'email';
      const input = event.currentTarget.elements.namedItem(first);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const address = email.trim();
    setSearchedEmail(address);
    void lookup({ id: number.trim(), email: address });
  };

  const failure =
    httpStatusOf(error) === 404
      ? t('checkout.lookup.notFound')
      : (serverMessageOf(error) ?? t('checkout.lookup.failed'));

  return (
    <div className="lookup-search">
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          name="number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          label={t('checkout.lookup.number')}
          hint={t('checkout.lookup.numberHint')}
          value={number}
          invalid={showMissing && number.trim() === ''}
          errorId={messageId}
          onChange={(event) => {
            setNumber(event.target.value);
          }}
        />
        <EmailField
          label={t('checkout.lookup.email')}
          value={email}
          invalid={(showMissing && email.trim() === '') || showEmailProblem}
          errorId={messageId}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        {(showMissing || showEmailProblem) && (
          <p id={messageId} className="text-field__error">
            {showMissing ? t('checkout.lookup.numberAndEmailRequired') : t('checkout.lookup.emailInvalid')}
          </p>
        )}
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? t('checkout.lookup.searching') : t('checkout.lookup.search')}
        </button>
      </form>
      <div ref={outcomeRef} tabIndex={-1} className="lookup-search__outcome">
        {isError && (
          <Alert tone="error">
            <p>{failure}</p>
          </Alert>
        )}
        {order && !isError && (
          <section aria-label={t('checkout.lookup.found')}>
            <OrderCard order={order} email={searchedEmail} />
          </section>
        )}
      </div>
    </div>
  );
}
