import type {
  AdminOrderDetailResponse,
  AdminOrderRowResponse,
  OrderRefundResponse,
  OrderTicketResponse,
} from '../../../lib/api-types/generated';

type RefundFacts = Pick<AdminOrderRowResponse, 'payment_status' | 'status' | 'refundable'>;

/**
 * A paid order that is not fully refunded (docs/ordering.md, "The admin orders API"); `refundable` also
 * leaves out refunds still under way.
 */
export function canRefund({ payment_status, status, refundable }: RefundFacts): boolean {
  return payment_status === 'paid' && status !== 'refunded' && refundable > 0;
}

/** A transfer is confirmed on an unpaid order whose buyer chose to pay by bank transfer (and so got its details). */
export function canConfirmTransfer(
  order: Pick<AdminOrderDetailResponse, 'payment_status' | 'status' | 'payment_method'>,
): boolean {
  return order.payment_method === 'bank-transfer' && canCancel(order);
}

/**
 * A refund staff settle: one no provider will carry out (a bank transfer, Paysera), which they pay back
 * themselves, or an uncertain one they found paid in the provider's portal; then they mark it done.
 */
export function awaitsStaff({ state, awaiting }: Pick<OrderRefundResponse, 'state' | 'awaiting'>): boolean {
  return (state === 'sent' && awaiting === 'merchant') || state === 'uncertain';
}

/** Sent again on staff's word: refused by the provider, or uncertain and not found in its portal. */
export function canSendAgain({ state }: Pick<OrderRefundResponse, 'state'>): boolean {
  return state === 'failed' || state === 'uncertain';
}

/** Only an order nobody has paid for may be cancelled by staff: a paid one is refunded instead. */
export function canCancel({
  payment_status,
  status,
}: Pick<AdminOrderRowResponse, 'payment_status' | 'status'>): boolean {
  return status === 'pending' && payment_status !== 'paid' && payment_status !== 'refunded';
}

/**
 * Tickets are voided on a paid order whose money has been, or is being, given back in part or in full
 * (docs/money.md "Voiding tickets"); which tickets the refund stands for is staff's to say.
 */
export function canVoidTickets(
  order: Pick<AdminOrderDetailResponse, 'payment_status' | 'refunded' | 'refund_pending' | 'tickets'>,
): boolean {
  const paid = order.payment_status === 'paid' || order.payment_status === 'refunded';
  return paid && order.refunded + order.refund_pending > 0 && order.tickets.some(isVoidable);
}

/** A ticket not yet voided nor used at the door. */
export const isVoidable = ({ status }: Pick<OrderTicketResponse, 'status'>): boolean =>
  status !== 'voided' && status !== 'used';
