import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { orderNumberOf } from '../../../lib/orders/order-number';
import { lastOrderEmailFor } from '../../../lib/orders/last-order';
import { useVerifyPaymentQuery } from '../api/orders-api';
import { HoldNotice } from '../components/HoldNotice';
import { ResultHeading } from '../components/ResultHeading';
import { SupportContacts } from '../components/SupportContacts';
import './order-pages.css';

/**
 * `/payment/cancel?order_id=…` (or `reference`): the buyer left the provider without paying. The order
 * is kept; the lookup, prefilled with it, is where its payment continues. With the address the order was
 * placed with (kept at checkout), the page reads the order to say until when its seats are held.
 */
export function PaymentCancelPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = (searchParams.get('order_id') ?? searchParams.get('reference') ?? '').trim();
  const number = id.length > 8 ? orderNumberOf(id) : id.toUpperCase();
  const email = id ? (searchParams.get('email')?.trim() ?? lastOrderEmailFor(id)) : undefined;
  const { currentData: order } = useVerifyPaymentQuery({ id, email: email ?? '' }, { skip: !email });
  return (
    <div className="container page-section result">
      <DocumentTitle title={t('checkout.cancel.documentTitle')} />
      <ResultHeading>{t('checkout.cancel.title')}</ResultHeading>
      <p className="result__lead">
        {id ? t('checkout.cancel.text', { number }) : t('checkout.cancel.textWithoutNumber')}
      </p>
      {order ? <HoldNotice order={order} /> : <p className="hold-notice">{t('checkout.hold.limited')}</p>}
      <p className="result__actions">
        <Link className="button" to={id ? `/order-lookup?order=${encodeURIComponent(id)}` : '/order-lookup'}>
          {t('checkout.cancel.findOrder')}
        </Link>
      </p>
      <SupportContacts />
    </div>
  );
}
