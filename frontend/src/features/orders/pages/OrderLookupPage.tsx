import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { Tabs } from '../../../components/Tabs';
import { ByEmailSearch } from '../components/ByEmailSearch';
import { ByNumberSearch } from '../components/ByNumberSearch';
import { TokenOrders } from '../components/TokenOrders';
import './order-pages.css';

type LookupMode = 'number' | 'email';

/**
 * `/order-lookup`: an order by its number and e-mail (`?order=` prefills the number), or the list of an
 * address's orders, mailed to it; the mail's link comes back here with `?email=…&token=…`.
 */
export function OrderLookupPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const order = searchParams.get('order')?.trim() ?? '';
  const email = searchParams.get('email')?.trim() ?? '';
  const token = searchParams.get('token')?.trim() ?? '';
  const [mode, setMode] = useState<LookupMode>(email && !order ? 'email' : 'number');

  return (
    <div className="container page-section lookup">
      <DocumentTitle title={t('checkout.lookup.documentTitle')} />
      <header className="lookup__header">
        <h1 className="page-title">{t('checkout.lookup.title')}</h1>
        <p className="page-subtitle">{t('checkout.lookup.lead')}</p>
      </header>
      {email && token && <TokenOrders key={`${email} ${token}`} email={email} token={token} />}
      <div className="lookup__card">
        <Tabs
          layout="fill"
          label={t('checkout.lookup.tabs')}
          active={mode}
          onChange={setMode}
          tabs={[
            { key: 'number', label: t('checkout.lookup.byNumber'), content: <ByNumberSearch initialNumber={order} /> },
            { key: 'email', label: t('checkout.lookup.byEmail'), content: <ByEmailSearch initialEmail={email} /> },
          ]}
        />
      </div>
    </div>
  );
}
