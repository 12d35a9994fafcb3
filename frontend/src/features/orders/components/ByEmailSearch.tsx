import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/auth/Alert';
import { serverMessageOf } from '../../../lib/api';
import { useRequestOrderListMutation } from '../api/orders-api';
import { useEmailForm } from '../lib/use-email-form';
import { EmailField } from './EmailField';

/**
 * Asks for the list of a buyer's orders. The server mails it to the address, with a link back here, so
 * nobody learns another person's orders from an address alone.
 */
export function ByEmailSearch({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState('');
  const [request, { data, error, isError, isSuccess, isLoading }] = useRequestOrderListMutation();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const { field, problem, submit } = useEmailForm(initialEmail, (address) => {
    setSentTo(address);
    void request({ email: address });
  });

  useEffect(() => {
    if (isSuccess || isError) outcomeRef.current?.focus();
  }, [isSuccess, isError, data, error]);

  return (
    <div className="lookup-search">
      <p className="lookup-search__lead">{t('checkout.lookup.emailLead')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <EmailField
          {...field}
          label={t('checkout.lookup.email')}
          error={problem ? t(`checkout.lookup.${problem}`) : undefined}
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
