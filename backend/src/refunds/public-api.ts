// What other contexts may use of refunds: an admin's refund of one order and its retry, sent from the
// orders screen, go through the refund policy (docs/money.md "One refund policy").
export { type SecondAdminReason } from './domain/refund-policy.decider';
export { RefundSingleOrderCommand } from './refund-single-order/refund-single-order.command';
export { RetryOrderRefundCommand } from './retry-order-refund/retry-order-refund.command';
