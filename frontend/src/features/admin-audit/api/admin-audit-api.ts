import { baseApi } from '../../../lib/api';
import type { LocalizedText } from '../../../types/api';
import type { AuditAction } from '../lib/audit-actions';
import { attachmentFileName, saveFile, vilniusDay } from '../../../lib/save-file';

/** The audit log shows this many entries a page, as the API does (docs/money.md, "The audit trail"). */
export const AUDIT_PAGE_SIZE = 20;

export interface AuditActor {
  kind: 'user' | 'system';
  /** A user's id, or the system process's name. */
  id: string;
  /** The user's name today, or the process's name. */
  name: string;
  /** The role the user acted with; null for the system. */
  role: string | null;
}

export interface AuditEntry {
  /** Position in the event log: the entry's key. */
  position: string;
  occurred_at: string;
  action: AuditAction;
  actor: AuditActor;
  order_id: string | null;
  refund_request_id: string | null;
  refund_id: string | null;
  /** The catalog event the order or refund request belongs to; its name is null once deleted. */
  event: { id: string; name: string | null } | null;
  /** Major units with at most 2 decimals. */
  amount: number | null;
  currency: string | null;
  /** The admin's reason, the provider's answer or the shop's reason code; '' when there is none. */
  reason: string;
  /** The X-Request-Id of the admin's call the entry came from. */
  request_id: string;
  details: Record<string, string>;
}

export interface AuditLogPage {
  data: AuditEntry[];
  pagination: { page: number; limit: number; total: number; total_pages: number };
}

/** What narrows the log and its export; dates are calendar days in Vilnius, both ends included. */
export interface AuditFilters {
  /** A name, e-mail or id of a user, or part of a process's name. */
  actor?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
  event_id?: string;
  order_id?: string;
  refund_request_id?: string;
}

/** A catalog event the log can be narrowed to. */
export interface AuditEventChoice {
  id: string;
  name: LocalizedText;
}

/** The admin events list gives at most this many a page; the picker offers the newest page of them. */
export const AUDIT_EVENT_CHOICES = 100;

/** The file name the server gave, or the one it would give today. */
export function auditExportFileNameOf(disposition: string | null | undefined, now: Date): string {
  const named = attachmentFileName(disposition);
  if (named) return named;
  return `audit-log-${vilniusDay(now)}.csv`;
}

export const adminAuditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<AuditLogPage, AuditFilters & { page: number; limit: number }>({
      query: (params) => ({ url: 'admin/audit-log', params }),
    }),
    // Every status: a cancelled event is the one whose refunds are looked into most.
    listAuditEventChoices: build.query<AuditEventChoice[], void>({
      query: () => ({ url: 'admin/events', params: { status: 'all', page: 1, limit: AUDIT_EVENT_CHOICES } }),
      transformResponse: ({ data }: { data: AuditEventChoice[] }) => data.map(({ id, name }) => ({ id, name })),
      providesTags: [{ type: 'AdminEvent', id: 'LIST' }],
    }),
    // Through the API's own query, so the session refresh and the page's language apply to the file too.
    exportAuditLog: build.mutation<string, AuditFilters>({
      queryFn: async (filters, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: 'admin/audit-log/export',
          params: filters,
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        const fileName = auditExportFileNameOf(result.meta?.response?.headers.get('content-disposition'), new Date());
        saveFile(result.data as Blob, fileName);
        return { data: fileName };
      },
    }),
  }),
});

export const { useListAuditLogQuery, useExportAuditLogMutation, useListAuditEventChoicesQuery } = adminAuditApi;
