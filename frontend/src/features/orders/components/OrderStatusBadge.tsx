import { useTranslation } from 'react-i18next';
import { isKnownOrderStatus } from '../../../lib/orders/guest-order';

const TONES: Record<string, string> = {
  completed: 'order-status--paid',
  pending: 'order-status--waiting',
  initializing: 'order-status--waiting',
};

/** The order's status under its SPEC §4 name; a status the shop does not know is shown as it comes. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge order-status ${TONES[status] ?? 'badge--muted'}`}>
      {isKnownOrderStatus(status) ? t(`checkout.status.${status}`) : status}
    </span>
  );
}
