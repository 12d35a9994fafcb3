import type { AuditFilters } from '../api/admin-audit-api';
import { isAuditAction, type AuditAction } from './audit-actions';

export interface AuditListParams {
  /** Trimmed; empty: anyone. */
  actor: string;
  /** Undefined: every action. */
  action: AuditAction | undefined;
  /** `YYYY-MM-DD` in Vilnius; empty: open. */
  from: string;
  to: string;
  /** Ids from a link (an event's refund page, an order's page, a refund request); empty: any. */
  eventId: string;
  orderId: string;
  refundRequestId: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null): string => (value && DAY.test(value) ? value : '');

/** Reads the log's state from the address; anything unusable falls back to no filter and the first page. */
export function readAuditListParams(searchParams: URLSearchParams): AuditListParams {
  const action = searchParams.get('action');
  const page = Number(searchParams.get('page'));
  return {
    actor: (searchParams.get('actor') ?? '').trim(),
    action: isAuditAction(action) ? action : undefined,
    from: dayOf(searchParams.get('from')),
    to: dayOf(searchParams.get('to')),
    eventId: (searchParams.get('event_id') ?? '').trim(),
    orderId: (searchParams.get('order_id') ?? '').trim(),
    refundRequestId: (searchParams.get('refund_request_id') ?? '').trim(),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The API's filters for a list state, leaving out those not in force. */
export function auditFiltersOf(params: AuditListParams): AuditFilters {
  const { actor, action, from, to, eventId, orderId, refundRequestId } = params;
  return {
    ...(actor ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(eventId ? { event_id: eventId } : {}),
    ...(orderId ? { order_id: orderId } : {}),
    ...(refundRequestId ? { refund_request_id: refundRequestId } : {}),
  };
}

/** The address for a list state, leaving out defaults so shared links stay short. */
export function auditListSearchParams(params: AuditListParams): URLSearchParams {
  const search = new URLSearchParams(auditFiltersOf(params) as Record<string, string>);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
