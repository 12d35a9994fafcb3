// What other contexts may use of payments: the provider port, where verified notifications go, and
// the shop's pages a buyer is sent back to.
export { PAYMENT_NOTIFICATION_SINK, type PaymentNotificationSink } from './payment-notification-sink';
export {
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  type PaymentProviders,
  type RefundOutcome,
  type VerifiedPaymentNotification,
} from './providers/payment-provider';
export {
  PAYMENT_SUCCESS_PAGE,
  providerReturnUrls,
  requestedOrigin,
  sameSitePath,
  shopUrlFor,
  withOrderId,
} from './http/provider-urls';
