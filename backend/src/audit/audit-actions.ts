import type { AuditAction } from '@ticketshop/projections';
import type { LocalizedText } from '../shared/http/localized-exceptions';

/** What each action of the trail is called in the export, as the audit log screen calls it. */
export const AUDIT_ACTION_TEXTS: Record<AuditAction, LocalizedText> = {
  'order.paid': { lt: 'Užsakymas apmokėtas', en: 'Order paid' },
  'order.payment_amount_mismatched': { lt: 'Mokėjimo suma nesutampa', en: 'Payment amount mismatched' },
  'order.late_payment_received': { lt: 'Gautas pavėluotas mokėjimas', en: 'Late payment received' },
  'order.late_payment_accepted': { lt: 'Pavėluotas mokėjimas priimtas', en: 'Late payment accepted' },
  'order.late_payment_rejected': { lt: 'Pavėluotas mokėjimas atmestas', en: 'Late payment rejected' },
  'order.duplicate_payment_received': { lt: 'Gautas pasikartojantis mokėjimas', en: 'Duplicate payment received' },
  'order.refund_requested': { lt: 'Paprašyta grąžinti pinigus', en: 'Refund requested' },
  'order.refund_sent': { lt: 'Grąžinimas išsiųstas', en: 'Refund sent' },
  'order.refunded': { lt: 'Pinigai grąžinti', en: 'Refund completed' },
  'order.refund_failed': { lt: 'Grąžinimas nepavyko', en: 'Refund failed' },
  'order.refund_retried': { lt: 'Grąžinimas kartojamas', en: 'Refund retried' },
  'order.cancelled': { lt: 'Užsakymas atšauktas rankiniu būdu', en: 'Order cancelled by hand' },
  'order.event_cancelled': { lt: 'Užsakymo renginys atšauktas', en: "Order's event cancelled" },
  'order.confirmation_resent': { lt: 'Patvirtinimas išsiųstas pakartotinai', en: 'Confirmation resent' },
  'order.tickets_voided': { lt: 'Bilietai anuliuoti', en: 'Tickets voided' },
  'event.cancelled': { lt: 'Renginys atšauktas', en: 'Event cancelled' },
  'refund_request.submitted': { lt: 'Pateiktas grąžinimo prašymas', en: 'Refund request submitted' },
  'refund_request.approved': { lt: 'Grąžinimo prašymas patvirtintas', en: 'Refund request approved' },
  'refund_request.rejected': { lt: 'Grąžinimo prašymas atmestas', en: 'Refund request rejected' },
  'refund_request.order_refunded': { lt: 'Prašymo užsakymas grąžintas', en: "Request's order refunded" },
  'refund_request.order_failed': { lt: 'Prašymo užsakymo grąžinimas nepavyko', en: "Request's order refund failed" },
  'refund_request.order_retried': {
    lt: 'Prašymo užsakymo grąžinimas kartojamas',
    en: "Request's order refund retried",
  },
  'refund_request.completed': { lt: 'Grąžinimo prašymas įvykdytas', en: 'Refund request completed' },
  'refund_request.failed': { lt: 'Grąžinimo prašymas įvykdytas su klaidomis', en: 'Refund request failed' },
  'refund_policy.changed': { lt: 'Pakeisti grąžinimų limitai', en: 'Refund limits changed' },
  'refund_policy.approval_counted': {
    lt: 'Patvirtinimas įskaičiuotas į limitus',
    en: 'Approval counted in the limits',
  },
  'refund_policy.single_refund_counted': {
    lt: 'Užsakymo grąžinimas įskaičiuotas į limitus',
    en: "Order's refund counted in the limits",
  },
  'refund_policy.usage_returned': {
    lt: 'Negrąžinta suma grąžinta į dienos limitą',
    en: "Amount not refunded given back to the day's limit",
  },
  'user.role_changed': { lt: 'Pakeista vartotojo rolė', en: "User's role changed" },
  'settings.system_changed': { lt: 'Pakeisti sistemos nustatymai', en: 'System settings changed' },
  'settings.seller_changed': { lt: 'Pakeisti pardavėjo rekvizitai', en: "Seller's details changed" },
  'settings.payment_changed': { lt: 'Pakeisti mokėjimų nustatymai', en: 'Payment settings changed' },
  'settings.email_changed': { lt: 'Pakeisti el. pašto nustatymai', en: 'E-mail settings changed' },
  'settings.maintenance_changed': { lt: 'Pakeistas techninių darbų režimas', en: 'Maintenance mode changed' },
};
