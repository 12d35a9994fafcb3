import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../components/admin/admin-format';
import { formatMoney } from '../../../lib/money/money';

/** Details that are money (the server gives them in major units, `totalCents` → `total`). */
const MONEY = ['total', 'subtotal', 'amount', 'discount', 'fee', 'refunded'] as const;
/** Details the screens have a label for; anything newer is shown by its key, words apart. */
const HISTORY_DETAIL_FIELDS = [
  ...MONEY,
  'tickets',
  'reason',
  'note',
  'error',
  'provider',
  'provider_transaction_id',
  'provider_refund_id',
  'payment_id',
  'refund_id',
  'refund_request_id',
  'discount_code',
  'buyer_email',
  'email',
  'notify_customer',
  'manual',
  'was_held',
  'awaiting',
  'expires_at',
  'language',
  'attempt',
] as const;
const REFUND_REASONS = ['admin', 'seats-gone', 'duplicate-payment', 'event-cancelled'] as const;
const PROVIDERS = ['sandbox', 'makecommerce', 'paysera', 'bank-transfer'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * An order history entry's details as staff read them: each labelled in the screen's language, money
 * with its currency ("128,70 €", the entry's own currency or else the order's), yes/no, times in the
 * shop's way, known codes (the way of paying, a refund's reason) named. The currency itself is said by
 * the money, not on its own.
 */
export function describeHistoryDetails(
  details: Record<string, string | number | boolean>,
  orderCurrency: string,
  language: string,
  t: TFunction,
): string[] {
  const currency = typeof details.currency === 'string' && details.currency ? details.currency : orderCurrency;
  return Object.entries(details).flatMap(([key, value]) => {
    if (key === 'currency') return [];
    const label = isOneOf(HISTORY_DETAIL_FIELDS, key) ? t(`adminOrders.history.fields.${key}`) : key.replace(/_/g, ' ');
    return [`${label}: ${valueText(key, value, currency, language, t)}`];
  });
}

function valueText(
  key: string,
  value: string | number | boolean,
  currency: string,
  language: string,
  t: TFunction,
): string {
  if (typeof value === 'boolean') return t(value ? 'adminOrders.history.yes' : 'adminOrders.history.no');
  if (typeof value === 'number' && isOneOf(MONEY, key)) return formatMoney(value, currency, language);
  if (key === 'provider' && isOneOf(PROVIDERS, value)) return t(`adminOrders.paymentMethods.${value}`);
  if (key === 'reason' && isOneOf(REFUND_REASONS, value)) return t(`adminOrders.detail.refundReasons.${value}`);
  if (key === 'expires_at' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    return formatDateTime(value, language);
  }
  return String(value);
}
