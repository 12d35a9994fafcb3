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
  /** A catalog event's or an order's id, from a link (an event's refund page, an order's page); empty: any. */
  eventId: string;
  orderId: string;
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
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The API's filters for a list state, leaving out those not in force. */
export function auditFiltersOf({ actor, action, from, to, eventId, orderId }: AuditListParams): AuditFilters {
  return {
    ...(actor ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(eventId ? { event_id: eventId } : {}),
    ...(orderId ? { order_id: orderId } : {}),
  };
}

/** The address for a list state, leaving out defaults so shared links stay short. */
export function auditListSearchParams(params: AuditListParams): URLSearchParams {
  const search = new URLSearchParams(auditFiltersOf(params) as Record<string, string>);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
