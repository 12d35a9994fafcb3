import { useTranslation } from 'react-i18next';
import { OrderBreakdown } from '../../../components/order/OrderBreakdown';
import { useLanguage } from '../../../i18n/use-language';
import { eventPlace, eventWhen } from '../lib/order-format';
import { OrderStanding } from './OrderStanding';
import { OrderStatusBadge } from './OrderStatusBadge';
import type { GuestOrderResponse } from '../../../lib/api-types/generated';

/**
 * The confirmation's details: number, status, event, when and where, the buyer's address, what became of
 * the money and the tickets, and the lines.
 */
export function OrderDetails({ order }: { order: GuestOrderResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="order-details">
      <dl className="order-facts">
        <div>
          <dt>{t('checkout.order.numberLabel')}</dt>
          <dd className="order-facts__number">{order.number}</dd>
        </div>
        <div>
          <dt>{t('checkout.order.status')}</dt>
          <dd>
            <OrderStatusBadge order={order} />
          </dd>
        </div>
        <div>
          <dt>{t('checkout.order.event')}</dt>
          <dd>{order.event.name[language]}</dd>
        </div>
        <div>
          <dt>{t('checkout.order.dateTime')}</dt>
          <dd>{eventWhen(order.event, language)}</dd>
        </div>
        <div>
          <dt>{t('checkout.order.venue')}</dt>
          <dd>{eventPlace(order.event)}</dd>
        </div>
        <div>
          <dt>{t('checkout.order.email')}</dt>
          <dd>{order.customer_email}</dd>
        </div>
      </dl>
      <OrderStanding order={order} />
      <OrderBreakdown breakdown={order} />
    </div>
  );
}
