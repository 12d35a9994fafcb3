import type { VerifiedPaymentNotification } from './providers/payment-provider';

/** Where verified provider notifications go; the module that imports `PaymentsModule` provides it. */
export const PAYMENT_NOTIFICATION_SINK = Symbol('PAYMENT_NOTIFICATION_SINK');

export interface PaymentNotificationSink {
  /**
   * Records one verified notification. Providers deliver the same one several times and out of order,
   * so this must be idempotent per provider transaction and status. Resolving means "stored": the
   * provider is then told OK and stops re-sending; rejecting makes the provider try again later.
   */
  record(notification: VerifiedPaymentNotification): Promise<void>;
}
