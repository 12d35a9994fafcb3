import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { orderNumberOf } from '../../../lib/orders/guest-order';
import { ResultHeading } from '../components/ResultHeading';
import { SupportContacts } from '../components/SupportContacts';
import './order-pages.css';

/**
 * `/payment/cancel?order_id=…` (or `reference`): the buyer left the provider without paying. The order
 * is kept; the lookup, prefilled with it, is where its payment continues.
 */
export function PaymentCancelPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = (searchParams.get('order_id') ?? searchParams.get('reference') ?? '').trim();
  const number = id.length > 8 ? orderNumberOf(id) : id.toUpperCase();
  return (
    <div className="container page-section result">
      <DocumentTitle title={t('checkout.cancel.documentTitle')} />
      <ResultHeading>{t('checkout.cancel.title')}</ResultHeading>
      <p className="result__lead">
        {id ? t('checkout.cancel.text', { number }) : t('checkout.cancel.textWithoutNumber')}
      </p>
      <p className="result__actions">
        <Link className="button" to={id ? `/order-lookup?order=${encodeURIComponent(id)}` : '/order-lookup'}>
          {t('checkout.cancel.findOrder')}
        </Link>
      </p>
      <SupportContacts />
    </div>
  );
}
