import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import type { OrderRefund } from '../api/admin-orders-api';
import { formatMoney } from '../lib/money';
import { RefundStateBadge } from './OrderBadges';
import { ActorName } from './OrderHistory';

const KNOWN_REASONS = ['admin', 'seats-gone', 'duplicate-payment', 'event-cancelled'] as const;

interface OrderRefundsProps {
  refunds: OrderRefund[];
  /** A refund the provider refused; its button waits while a retry is on its way. */
  onRetry: (refund: OrderRefund) => void;
  retrying: boolean;
}

/** Each refund: how much, where it stands, why, who asked and when; a refused one can be tried again. */
export function OrderRefunds({ refunds, onRetry, retrying }: OrderRefundsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (refunds.length === 0) return <p>{t('adminOrders.detail.noRefunds')}</p>;
  return (
    <div className="order-page__scroll">
      <table className="order-page__table">
        <thead>
          <tr>
            <th scope="col">{t('adminOrders.detail.amount')}</th>
            <th scope="col">{t('adminOrders.detail.refundState')}</th>
            <th scope="col">{t('adminOrders.detail.refundReason')}</th>
            <th scope="col">{t('adminOrders.detail.requestedBy')}</th>
            <th scope="col">{t('adminOrders.detail.requestedAt')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('admin.kit.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => {
            const reason = KNOWN_REASONS.find((known) => known === refund.reason);
            const amount = formatMoney(refund.amount, refund.currency, language);
            return (
              <tr key={refund.id}>
                <td className="order-page__number">{amount}</td>
                <td>
                  <RefundStateBadge state={refund.state} />
                  {refund.state === 'sent' && (refund.awaiting === 'provider' || refund.awaiting === 'merchant') && (
                    <span className="data-table__detail">{t(`adminOrders.detail.awaiting.${refund.awaiting}`)}</span>
                  )}
                  {refund.state === 'failed' && refund.error && (
                    <span className="data-table__detail">
                      {t('adminOrders.detail.refundError', { error: refund.error })}
                    </span>
                  )}
                </td>
                <td>
                  {reason ? t(`adminOrders.detail.refundReasons.${reason}`) : refund.reason}
                  {refund.note && <span className="data-table__detail">{refund.note}</span>}
                </td>
                <td>
                  <ActorName actor={refund.requested_by} />
                </td>
                <td>
                  <time dateTime={refund.requested_at}>{formatDateTime(refund.requested_at, language)}</time>
                </td>
                <td>
                  {refund.state === 'failed' && (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('adminOrders.detail.retryRefundOf', { amount })}
                      disabled={retrying}
                      onClick={() => {
                        onRetry(refund);
                      }}
                    >
                      {t('adminOrders.detail.retryRefund')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
