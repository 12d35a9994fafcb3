import { useTranslation } from 'react-i18next';
import { isKnownOrderStatus } from '../../../lib/orders/guest-order';
import type { GuestOrderResponse } from '../../../lib/api-types/generated';

const TONES: Record<string, string> = {
  completed: 'order-status--paid',
  pending: 'order-status--waiting',
  initializing: 'order-status--waiting',
  partly_refunded: 'order-status--waiting',
};

type Shown = Pick<GuestOrderResponse, 'status'> & Partial<Pick<GuestOrderResponse, 'money_state' | 'event_cancelled'>>;

/**
 * The order's status under its name (docs/web.md, "Screen rules"), unless its money or its event tell
 * more: a paid order whose event was cancelled or whose money came back is not shown as simply paid. A
 * status the shop does not know is shown as it comes.
 */
export function OrderStatusBadge({ order }: { order: Shown }) {
  const { t } = useTranslation();
  const { status } = order;
  let key: string | null = null;
  let label: string;
  if (order.event_cancelled) {
    key = 'event_cancelled';
    label = t('checkout.status.eventCancelled');
  } else if (order.money_state === 'refunded') {
    key = 'refunded';
    label = t('checkout.status.refunded');
  } else if (order.money_state === 'partly_refunded') {
    key = 'partly_refunded';
    label = t('checkout.status.partlyRefunded');
  } else {
    label = isKnownOrderStatus(status) ? t(`checkout.status.${status}`) : status;
  }
  return <span className={`badge order-status ${TONES[key ?? status] ?? 'badge--muted'}`}>{label}</span>;
}
