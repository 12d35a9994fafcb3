import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/auth/Alert';
import { Spinner } from '../../../components/Spinner';
import { httpStatusOf, serverMessageOf } from '../../../lib/api';
import { useGetOrdersByTokenQuery } from '../api/orders-api';
import { OrderCard } from './OrderCard';
import { ResultSubheading } from './ResultSubheading';

/** The list behind the mailed link (`?email=…&token=…`): every order of that address. */
export function TokenOrders({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation();
  const { currentData: orders, error, isError, refetch } = useGetOrdersByTokenQuery({ email, token });
  const heading = <ResultSubheading>{t('checkout.lookup.ordersFor', { email })}</ResultSubheading>;

  if (isError) {
    const message =
      httpStatusOf(error) === 404
        ? (serverMessageOf(error) ?? t('checkout.lookup.noOrders'))
        : (serverMessageOf(error) ?? t('checkout.lookup.failed'));
    return (
      <section className="token-orders">
        {heading}
        <Alert tone="error">
          <p>{message}</p>
        </Alert>
        {httpStatusOf(error) !== 404 && (
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('errors.retry')}
          </button>
        )}
      </section>
    );
  }
  if (!orders) return <Spinner />;
  return (
    <section className="token-orders">
      {heading}
      {orders.length === 0 ? (
        <p className="empty-state">{t('checkout.lookup.noOrders')}</p>
      ) : (
        <ul className="order-list">
          {orders.map((order) => (
            <li key={order.identifier}>
              <OrderCard order={order} email={email} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
