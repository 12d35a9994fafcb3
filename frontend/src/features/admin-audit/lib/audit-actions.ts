/**
 * The actions of the audit trail, as the API names them (docs/money.md, "The audit trail", and
 * docs/settings.md): dotted keys whose texts are under `adminAudit.actions`.
 */
import type { AuditLogEntryResponse } from '../../../lib/api-types/generated';

export type AuditAction = AuditLogEntryResponse['action'];

export const AUDIT_ACTIONS = [
  'order.paid',
  'order.payment_amount_mismatched',
  'order.late_payment_received',
  'order.late_payment_accepted',
  'order.late_payment_rejected',
  'order.duplicate_payment_received',
  'order.refund_requested',
  'order.refund_sent',
  'order.refunded',
  'order.refund_failed',
  'order.refund_retried',
  'order.cancelled',
  'order.event_cancelled',
  'order.confirmation_resent',
  'order.tickets_voided',
  'event.cancelled',
  'refund_request.submitted',
  'refund_request.approved',
  'refund_request.rejected',
  'refund_request.order_refunded',
  'refund_request.order_failed',
  'refund_request.order_retried',
  'refund_request.completed',
  'refund_request.failed',
  'refund_policy.changed',
  'refund_policy.approval_counted',
  'refund_policy.single_refund_counted',
  'refund_policy.usage_returned',
  'settings.system_changed',
  'settings.seller_changed',
  'settings.payment_changed',
  'settings.email_changed',
  'settings.maintenance_changed',
  'user.role_changed',
] as const satisfies readonly AuditAction[];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export const isSettingsChange = (action: AuditAction): boolean => action.startsWith('settings.');
export const isRoleChange = (action: AuditAction): boolean => action === 'user.role_changed';
