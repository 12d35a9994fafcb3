import { baseApi } from '../../../lib/api';
import type { AuditAction } from '../lib/audit-actions';
import { attachmentFileName, saveFile, vilniusDay } from '../../../lib/save-file';
import type {
  AdminEventResponse,
  AdminEventsPageResponse,
  AuditLogPageResponse,
} from '../../../lib/api-types/generated';

/** The audit log shows this many entries a page, as the API does (docs/money.md, "The audit trail"). */
export const AUDIT_PAGE_SIZE = 20;

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
type AuditEventChoice = Pick<AdminEventResponse, 'id' | 'name'>;

/** The admin events list gives at most this many a page; the picker offers the newest page of them. */
const AUDIT_EVENT_CHOICES = 100;

/** The file name the server gave, or the one it would give today. */
function auditExportFileNameOf(disposition: string | null | undefined, now: Date): string {
  const named = attachmentFileName(disposition);
  if (named) return named;
  return `audit-log-${vilniusDay(now)}.csv`;
}

const adminAuditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<AuditLogPageResponse, AuditFilters & { page: number; limit: number }>({
      query: (params) => ({ url: 'admin/audit-log', params }),
    }),
    // Every status: a cancelled event is the one whose refunds are looked into most.
    listAuditEventChoices: build.query<AuditEventChoice[], void>({
      query: () => ({ url: 'admin/events', params: { status: 'all', page: 1, limit: AUDIT_EVENT_CHOICES } }),
      transformResponse: ({ data }: AdminEventsPageResponse) => data.map(({ id, name }) => ({ id, name })),
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
