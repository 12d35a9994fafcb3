import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { formatDateTime } from '../../../components/admin/admin-format';
import { Spinner } from '../../../components/Spinner';
import { useLanguage } from '../../../i18n/use-language';
import { httpStatusOf, serverMessageOf } from '../../../lib/api';
import { useGetAdminOrderQuery, useRetryRefundMutation } from '../api/admin-orders-api';
import { CancelOrderDialog } from '../components/CancelOrderDialog';
import { ConfirmTransferDialog } from '../components/ConfirmTransferDialog';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/OrderBadges';
import { OrderLines, OrderMails, OrderPayments, OrderTickets } from '../components/OrderDetailTables';
import { OrderHistory } from '../components/OrderHistory';
import { OrderOutcomeAlert } from '../components/OrderOutcomeAlert';
import { OrderRefunds } from '../components/OrderRefunds';
import { RefundDialog } from '../components/RefundDialog';
import { VoidTicketsDialog } from '../components/VoidTicketsDialog';
import { canCancel, canConfirmTransfer, canRefund, canVoidTickets } from '../lib/order-rules';
import { useOrderActions } from '../lib/use-order-actions';
import '../components/admin-orders.css';
import { formatMoney } from '../../../lib/money/money';
import type { AdminOrderDetailResponse, OrderRefundResponse } from '../../../lib/api-types/generated';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-section" aria-labelledby={id}>
      <h2 id={id} className="admin-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `/admin/orders/:id`: everything about one order, its money and its story, with what staff may do to it. */
export function OrderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { data: order, error, isError, refetch } = useGetAdminOrderQuery(id);

  if (isError) {
    // The API's own words say which order is missing; other failures get the screen's.
    const notFound = httpStatusOf(error) === 404;
    return (
      <div className="admin-page order-page">
        <AdminDocumentTitle page={t('adminOrders.title')} />
        <Link className="admin-page__back" to="/admin/orders">
          {t('adminOrders.detail.back')}
        </Link>
        <AdminLoadError
          message={(notFound && serverMessageOf(error)) || t('adminOrders.detail.loadFailed')}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (!order) return <Spinner />;
  return <OrderDetail order={order} />;
}

function OrderDetail({ order }: { order: AdminOrderDetailResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const actions = useOrderActions();
  const [, retryState] = useRetryRefundMutation({ fixedCacheKey: `retry-${order.id}` });
  const [refunding, setRefunding] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [confirmingTransfer, setConfirmingTransfer] = useState(false);
  /** Tickets staff chose to void, and whether the dialog that confirms it is open. */
  const [toVoid, setToVoid] = useState<ReadonlySet<string>>(new Set());
  const [voiding, setVoiding] = useState(false);
  const [payingOut, setPayingOut] = useState<OrderRefundResponse | null>(null);
  /** An uncertain refund staff want sent again: money may leave twice, so they confirm first. */
  const [sendingAgain, setSendingAgain] = useState<OrderRefundResponse | null>(null);
  const money = (amount: number) => formatMoney(amount, order.currency, language);
  const title = t('adminOrders.detail.title', { number: order.number });

  const totals: [string, number][] = [
    [t('adminOrders.detail.subtotal'), order.subtotal],
    ...(order.discount > 0
      ? [
          [
            order.discount_code
              ? t('adminOrders.detail.discountCode', { code: order.discount_code })
              : t('adminOrders.detail.discount'),
            -order.discount,
          ] as [string, number],
        ]
      : []),
    [t('adminOrders.detail.fee'), order.fee],
    [t('adminOrders.detail.total'), order.total],
    [t('adminOrders.detail.paid'), order.paid],
    [t('adminOrders.detail.refunded'), order.refunded],
    ...(order.refund_pending > 0
      ? [[t('adminOrders.detail.refundPending'), order.refund_pending] as [string, number]]
      : []),
    [t('adminOrders.detail.refundable'), order.refundable],
  ];

  return (
    <div className="admin-page order-page">
      <AdminDocumentTitle page={title} />
      <header className="order-page__header">
        <div>
          <Link className="admin-page__back" to="/admin/orders">
            {t('adminOrders.detail.back')}
          </Link>
          <h1 className="page-title">{title}</h1>
          <p>
            <time dateTime={order.created_at}>
              {t('adminOrders.detail.created', { date: formatDateTime(order.created_at, language) })}
            </time>{' '}
            <OrderStatusBadge status={order.status} /> <PaymentStatusBadge status={order.payment_status} />
          </p>
        </div>
        <div className="order-page__actions" role="group" aria-label={t('adminOrders.detail.actions')}>
          {canRefund(order) && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setRefunding(true);
              }}
            >
              {t('adminOrders.actions.refund')}
            </button>
          )}
          {canConfirmTransfer(order) && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setConfirmingTransfer(true);
              }}
            >
              {t('adminOrders.actions.markTransferPaid')}
            </button>
          )}
          {canCancel(order) && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setCancelling(true);
              }}
            >
              {t('adminOrders.actions.cancel')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              void actions.resend(order.id);
            }}
          >
            {t('adminOrders.actions.resend')}
          </button>
          <Link className="button button--secondary" to={`/admin/audit?order_id=${order.id}`}>
            {t('adminOrders.detail.auditLog')}
          </Link>
          {order.paid_at && (
            <a className="button button--secondary" href={`/api/orders/${order.id}/invoices`}>
              {t('adminOrders.detail.invoices')}
            </a>
          )}
        </div>
      </header>

      {actions.outcome && <OrderOutcomeAlert outcome={actions.outcome} onDismiss={actions.dismiss} />}

      <Section id="order-buyer" title={t('adminOrders.detail.buyer')}>
        <dl className="order-page__facts">
          <dt>{t('adminOrders.detail.name')}</dt>
          <dd>{order.customer.name}</dd>
          <dt>{t('adminOrders.detail.email')}</dt>
          <dd>{order.customer.email}</dd>
          <dt>{t('adminOrders.detail.phone')}</dt>
          <dd>{order.customer.phone || t('adminOrders.detail.noPhone')}</dd>
          <dt>{t('adminOrders.detail.language')}</dt>
          <dd>{order.language.toUpperCase()}</dd>
          <dt>{t('adminOrders.detail.event')}</dt>
          <dd>
            {order.event.name[language]}
            <span className="data-table__detail">
              {t('adminOrders.detail.startsAt')}:{' '}
              <time dateTime={order.event.starts_at}>{formatDateTime(order.event.starts_at, language)}</time>
            </span>
          </dd>
        </dl>
      </Section>

      <Section id="order-lines" title={t('adminOrders.detail.lines')}>
        <OrderLines order={order} />
        <dl className="order-page__facts" aria-label={t('adminOrders.detail.total')}>
          {totals.map(([label, amount]) => (
            <div key={label} className="order-page__fact">
              <dt>{label}</dt>
              <dd>{money(amount)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="order-tickets" title={t('adminOrders.detail.tickets')}>
        <OrderTickets
          order={order}
          voiding={
            canVoidTickets(order)
              ? {
                  selected: toVoid,
                  onChange: setToVoid,
                  toolbar: (
                    <div className="order-page__void">
                      <p>{t('adminOrders.void.hint')}</p>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={toVoid.size === 0}
                        onClick={() => {
                          setVoiding(true);
                        }}
                      >
                        {toVoid.size === 0
                          ? t('adminOrders.void.button')
                          : t('adminOrders.void.buttonCount', { count: toVoid.size })}
                      </button>
                    </div>
                  ),
                }
              : undefined
          }
        />
      </Section>

      <Section id="order-payments" title={t('adminOrders.detail.payments')}>
        <OrderPayments order={order} />
      </Section>

      <Section id="order-refunds" title={t('adminOrders.detail.refunds')}>
        <OrderRefunds
          refunds={order.refunds}
          retrying={retryState.isLoading}
          onRetry={(refund) => {
            if (refund.state === 'uncertain') setSendingAgain(refund);
            else void actions.retry(order.id, refund.id);
          }}
          onMarkPaidOut={setPayingOut}
        />
      </Section>

      <Section id="order-mails" title={t('adminOrders.detail.mails')}>
        <OrderMails order={order} />
      </Section>

      <Section id="order-history" title={t('adminOrders.detail.history')}>
        <OrderHistory entries={order.history} currency={order.currency} />
      </Section>

      {refunding && (
        <RefundDialog
          order={order}
          onRefunded={(amount, sentForApproval) => {
            if (sentForApproval) actions.sentForApproval(amount, order.currency, sentForApproval);
            else actions.refunded(amount, order.currency);
            setRefunding(false);
          }}
          onClose={() => {
            setRefunding(false);
          }}
        />
      )}
      {payingOut && (
        <ConfirmDialog
          title={t('adminOrders.paidOut.title')}
          confirmLabel={t('adminOrders.paidOut.confirm')}
          cancelLabel={t('adminOrders.paidOut.back')}
          onClose={(confirmed) => {
            if (confirmed) void actions.paidOut(order.id, payingOut);
            setPayingOut(null);
          }}
        >
          <p>
            {t('adminOrders.paidOut.text', { amount: formatMoney(payingOut.amount, payingOut.currency, language) })}
          </p>
        </ConfirmDialog>
      )}
      {sendingAgain && (
        <ConfirmDialog
          title={t('adminOrders.sendAgain.title')}
          confirmLabel={t('adminOrders.sendAgain.confirm')}
          cancelLabel={t('adminOrders.sendAgain.back')}
          onClose={(confirmed) => {
            if (confirmed) void actions.retry(order.id, sendingAgain.id);
            setSendingAgain(null);
          }}
        >
          <p>
            {t('adminOrders.sendAgain.text', {
              amount: formatMoney(sendingAgain.amount, sendingAgain.currency, language),
              reference: sendingAgain.reference ?? '',
            })}
          </p>
        </ConfirmDialog>
      )}
      {confirmingTransfer && (
        <ConfirmTransferDialog
          number={order.number}
          total={order.total}
          currency={order.currency}
          language={language}
          onSubmit={async (amount) => (await actions.confirmTransfer(order.id, amount)).refused}
          onClosed={() => {
            setConfirmingTransfer(false);
          }}
        />
      )}
      {voiding && (
        <VoidTicketsDialog
          number={order.number}
          codes={order.tickets.filter((ticket) => toVoid.has(ticket.id)).map((ticket) => ticket.code)}
          onSubmit={async ({ reason }) => {
            const attempt = await actions.voidTickets(order.id, [...toVoid], reason);
            if (attempt.done) setToVoid(new Set());
            return attempt.refused;
          }}
          onClosed={() => {
            setVoiding(false);
          }}
        />
      )}
      {cancelling && (
        <CancelOrderDialog
          number={order.number}
          onSubmit={async ({ reason }) => (await actions.cancel(order.id, reason)).refused}
          onClosed={() => {
            setCancelling(false);
          }}
        />
      )}
    </div>
  );
}
