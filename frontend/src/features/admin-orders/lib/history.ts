import type { OrderHistoryEntryResponse } from '../../../lib/api-types/generated';

/** The history keys the screens have words for (backend order-story.ts names them). */
const HISTORY_KEYS = [
  'placed',
  'payment_started',
  'paid',
  'payment_failed',
  'payment_cancelled',
  'payment_amount_mismatched',
  'bank_transfer_chosen',
  'bank_transfer_instructions_sent',
  'expired',
  'late_payment_received',
  'late_payment_accepted',
  'late_payment_rejected',
  'duplicate_payment_received',
  'refund_requested',
  'refund_attempted',
  'refund_sent',
  'refunded',
  'refund_failed',
  'refund_uncertain',
  'refund_retried',
  'tickets_issued',
  'confirmation_sent',
  'confirmation_resent',
  'refund_notice_sent',
  'ticket_admitted',
  'tickets_voided',
  'cancelled',
  'event_cancelled',
  'event_cancellation_notice_sent',
] as const;
export type HistoryKey = (typeof HISTORY_KEYS)[number];

/** The mails the screens have words for (backend order-story.ts names them). */
export const MAIL_KINDS = [
  'confirmation',
  'confirmation_resent',
  'refund_notice',
  'event_cancellation',
  'bank_transfer_instructions',
] as const;

/**
 * The known part of an entry's dotted key (`order.refund_requested` → `refund_requested`); undefined for
 * an event newer than these screens, which then shows its type as the server named it.
 */
export function historyKeyOf({ key }: Pick<OrderHistoryEntryResponse, 'key'>): HistoryKey | undefined {
  const local = key.startsWith('order.') ? key.slice('order.'.length) : undefined;
  return HISTORY_KEYS.find((known) => known === local);
}
