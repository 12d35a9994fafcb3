import { useTranslation } from 'react-i18next';
import { StatusBadge, type BadgeTone } from '../../../components/admin/StatusBadge';
import type { OrderStatus, PaymentStatus, RefundState, TicketState } from '../api/admin-orders-api';

const ORDER_TONES: Record<OrderStatus, BadgeTone> = {
  completed: 'success',
  pending: 'warning',
  cancelled: 'muted',
  refunded: 'info',
};

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  paid: 'success',
  pending: 'warning',
  failed: 'danger',
  refunded: 'info',
};

const REFUND_TONES: Record<RefundState, BadgeTone> = {
  requested: 'warning',
  sending: 'warning',
  sent: 'warning',
  refunded: 'success',
  failed: 'danger',
  uncertain: 'danger',
};

const TICKET_TONES: Record<TicketState, BadgeTone> = {
  valid: 'success',
  used: 'muted',
  refunded: 'info',
  cancelled: 'muted',
  voided: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={ORDER_TONES[status]}>{t(`adminOrders.statuses.${status}`)}</StatusBadge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={PAYMENT_TONES[status]}>{t(`adminOrders.paymentStatuses.${status}`)}</StatusBadge>;
}

export function RefundStateBadge({ state }: { state: RefundState }) {
  const { t } = useTranslation();
  return <StatusBadge tone={REFUND_TONES[state]}>{t(`adminOrders.detail.refundStates.${state}`)}</StatusBadge>;
}

export function TicketStateBadge({ state }: { state: TicketState }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TICKET_TONES[state]}>{t(`adminOrders.detail.ticketStates.${state}`)}</StatusBadge>;
}
