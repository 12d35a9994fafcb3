import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { inPageLanguage } from '../lib/document-link';
import { eventWhen, formatOrderDate } from '../lib/order-format';
import { ContinuePayment } from './ContinuePayment';
import { HoldNotice } from './HoldNotice';
import { OrderStanding } from './OrderStanding';
import { OrderStatusBadge } from './OrderStatusBadge';
import { formatMoney } from '../../../lib/money/money';
import type { GuestOrderResponse } from '../../../lib/api-types/generated';

interface OrderCardProps {
  order: GuestOrderResponse;
  /** The address the order was found with, used to continue its payment. */
  email: string;
}

/**
 * A found order: what, when, how much, its status, what became of its money and tickets or until when its
 * seats are held, and what can be done with it now.
 */
export function OrderCard({ order, email }: OrderCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  return (
    <article className="order-card" aria-labelledby={titleId}>
      <header className="order-card__header">
        <h3 id={titleId} className="order-card__title">
          {t('checkout.order.number', { number: order.number })}
        </h3>
        <OrderStatusBadge order={order} />
      </header>
      <dl className="order-facts">
        <div>
          <dt>{t('checkout.order.event')}</dt>
          <dd>{order.event.name[language]}</dd>
        </div>
        <div>
          <dt>{t('checkout.order.dateTime')}</dt>
          <dd>{eventWhen(order.event, language)}</dd>
        </div>
        <div>
          <dt>{t('checkout.order.tickets')}</dt>
          <dd>{t('checkout.order.ticketsCount', { count: order.tickets_count })}</dd>
        </div>
        <div>
          <dt>{t('checkout.order.total')}</dt>
          <dd>{formatMoney(order.amount, order.currency, language)}</dd>
        </div>
        <div>
          <dt>{t('checkout.order.created')}</dt>
          <dd>{formatOrderDate(order.created_at, language)}</dd>
        </div>
      </dl>
      <HoldNotice order={order} />
      <OrderStanding order={order} />
      {(order.can_continue_payment || order.tickets_pdf_url || order.invoices_pdf_url) && (
        <div className="order-card__actions">
          {order.can_continue_payment && <ContinuePayment orderId={order.identifier} email={email} />}
          {order.tickets_pdf_url && (
            <a className="button button--secondary" href={order.tickets_pdf_url}>
              {t('checkout.order.download')}
            </a>
          )}
          {order.invoices_pdf_url && (
            <a className="button button--secondary" href={inPageLanguage(order.invoices_pdf_url, language)}>
              {t('checkout.order.invoices')}
            </a>
          )}
        </div>
      )}
    </article>
  );
}
