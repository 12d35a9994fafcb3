import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import { formatDateTime } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import { awaitsStaff, canSendAgain } from '../lib/order-rules';
import { RefundStateBadge } from './OrderBadges';
import { ActorName } from './OrderHistory';
import { formatMoney } from '../../../lib/money/money';
import type { OrderRefundResponse } from '../../../lib/api-types/generated';

const KNOWN_REASONS = ['admin', 'seats-gone', 'duplicate-payment', 'event-cancelled'] as const;

/** No provider holds a transfer's money: staff pay it back from the shop's own account, not a provider's. */
const awaitingOf = (awaiting: 'provider' | 'merchant', provider: string) =>
  awaiting === 'merchant' && provider === 'bank-transfer' ? 'transfer' : awaiting;

interface OrderRefundsProps {
  refunds: OrderRefundResponse[];
  /** A refund the provider refused; its button waits while a retry is on its way. */
  onRetry: (refund: OrderRefundResponse) => void;
  retrying: boolean;
  /** A refund left to staff, which they say they have paid back. */
  onMarkPaidOut: (refund: OrderRefundResponse) => void;
}

/**
 * Each refund: how much, where it stands, why, who asked and when; a refused one can be tried again,
 * and one left to staff marked paid back once they have returned the money.
 */
export function OrderRefunds({ refunds, onRetry, retrying, onMarkPaidOut }: OrderRefundsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: Column<OrderRefundResponse>[] = [
    {
      key: 'amount',
      header: t('adminOrders.detail.amount'),
      kind: 'number',
      cell: (refund) => formatMoney(refund.amount, refund.currency, language),
    },
    {
      key: 'state',
      header: t('adminOrders.detail.refundState'),
      cell: (refund) => (
        <>
          <RefundStateBadge state={refund.state} />
          {refund.state === 'sent' && (refund.awaiting === 'provider' || refund.awaiting === 'merchant') && (
            <span className="data-table__detail">
              {t(`adminOrders.detail.awaiting.${awaitingOf(refund.awaiting, refund.provider)}`)}
            </span>
          )}
          {refund.state === 'failed' && refund.error && (
            <span className="data-table__detail">{t('adminOrders.detail.refundError', { error: refund.error })}</span>
          )}
          {refund.state === 'uncertain' && (
            <span className="data-table__detail">
              {t('adminOrders.detail.uncertainCheck', { reference: refund.reference ?? '' })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'reason',
      header: t('adminOrders.detail.refundReason'),
      kind: 'long',
      cell: (refund) => {
        const reason = KNOWN_REASONS.find((known) => known === refund.reason);
        return (
          <>
            {reason ? t(`adminOrders.detail.refundReasons.${reason}`) : refund.reason}
            {refund.note && <span className="data-table__detail">{refund.note}</span>}
          </>
        );
      },
    },
    {
      key: 'requestedBy',
      header: t('adminOrders.detail.requestedBy'),
      cell: (refund) => <ActorName actor={refund.requested_by} />,
    },
    {
      key: 'requestedAt',
      header: t('adminOrders.detail.requestedAt'),
      cell: (refund) => <time dateTime={refund.requested_at}>{formatDateTime(refund.requested_at, language)}</time>,
    },
    {
      key: 'actions',
      header: t('admin.kit.actions'),
      hideHeader: true,
      kind: 'buttons',
      cell: (refund) => {
        const amount = formatMoney(refund.amount, refund.currency, language);
        // Uncertain: staff looked in the provider's portal; what they found decides which button.
        if (refund.state === 'uncertain') {
          return (
            <>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('adminOrders.detail.uncertainPaidOf', { amount })}
                onClick={() => {
                  onMarkPaidOut(refund);
                }}
              >
                {t('adminOrders.detail.uncertainPaid')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('adminOrders.detail.uncertainSendAgainOf', { amount })}
                disabled={retrying}
                onClick={() => {
                  onRetry(refund);
                }}
              >
                {t('adminOrders.detail.uncertainSendAgain')}
              </button>
            </>
          );
        }
        if (canSendAgain(refund)) {
          return (
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
          );
        }
        return (
          awaitsStaff(refund) && (
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('adminOrders.detail.markPaidOutOf', { amount })}
              onClick={() => {
                onMarkPaidOut(refund);
              }}
            >
              {t('adminOrders.detail.markPaidOut')}
            </button>
          )
        );
      },
    },
  ];
  return (
    <DataTable
      caption={t('adminOrders.detail.refunds')}
      columns={columns}
      rows={refunds}
      rowKey={({ id }) => id}
      emptyText={t('adminOrders.detail.noRefunds')}
    />
  );
}
