import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../components/admin/admin-format';
import type { Column } from '../../../components/admin/DataTable';
import { useLanguage } from '../../../i18n/use-language';
import { OrderActionsMenu } from './OrderActionsMenu';
import { OrderStatusBadge, PaymentStatusBadge } from './OrderBadges';
import { formatMoney } from '../../../lib/money/money';
import type { AdminOrderRowResponse } from '../../../lib/api-types/generated';

interface OrderRowActions {
  onRefund: (order: AdminOrderRowResponse) => void;
  onResend: (order: AdminOrderRowResponse) => void;
}

/**
 * The list's columns (docs/ordering.md, "The admin orders API"): number and date, customer, the event
 * (its title from the orders read model, its date under it), tickets, total, both statuses (the
 * payment's with the way of paying under it) and the row's actions.
 */
export function useOrderColumns({ onRefund, onResend }: OrderRowActions): Column<AdminOrderRowResponse>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'number',
      header: t('adminOrders.columns.number'),
      kind: 'name',
      cell: (order) => (
        <>
          <Link to={`/admin/orders/${order.id}`}>{order.number}</Link>
          <time className="data-table__detail" dateTime={order.created_at}>
            {formatDate(order.created_at, language)}
          </time>
        </>
      ),
    },
    {
      key: 'customer',
      header: t('adminOrders.columns.customer'),
      kind: 'long',
      cell: ({ customer }) => (
        <>
          {customer.name}
          <span className="data-table__detail">{customer.email}</span>
          {customer.phone && <span className="data-table__detail">{customer.phone}</span>}
        </>
      ),
    },
    {
      key: 'event',
      header: t('adminOrders.columns.event'),
      kind: 'long',
      cell: ({ event }) => (
        <>
          {event.name[language] || event.name.lt}
          <time className="data-table__detail" dateTime={event.starts_at}>
            {formatDate(event.starts_at, language)}
          </time>
        </>
      ),
    },
    {
      key: 'tickets',
      header: t('adminOrders.columns.tickets'),
      kind: 'number',
      cell: (order) => t('adminOrders.list.ticketsCount', { count: order.tickets_count }),
    },
    {
      key: 'total',
      header: t('adminOrders.columns.total'),
      kind: 'number',
      cell: (order) => (
        <>
          {formatMoney(order.total, order.currency, language)}
          {order.refunded > 0 && order.payment_status !== 'refunded' && (
            <span className="data-table__detail">
              {t('adminOrders.list.refundedPart', { amount: formatMoney(order.refunded, order.currency, language) })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('adminOrders.columns.status'),
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      key: 'payment',
      header: t('adminOrders.columns.paymentStatus'),
      cell: (order) => (
        <>
          <PaymentStatusBadge status={order.payment_status} />
          {order.refund_state === 'uncertain' && (
            <span className="data-table__detail order-list__uncertain">{t('adminOrders.list.refundUncertain')}</span>
          )}
          {order.payment_method && (
            <span className="data-table__detail">{t(`adminOrders.paymentMethods.${order.payment_method}`)}</span>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('admin.kit.actions'),
      kind: 'menu',
      hideHeader: true,
      cell: (order) => (
        <OrderActionsMenu
          order={order}
          onRefund={() => {
            onRefund(order);
          }}
          onResend={() => {
            onResend(order);
          }}
        />
      ),
    },
  ];
}
