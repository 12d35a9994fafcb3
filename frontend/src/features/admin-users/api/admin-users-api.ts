import type { UserRole, UserStatus } from '../../../components/admin/user-values';
import { baseApi } from '../../../lib/api';
import type { Paginated } from '../../../types/api';

/** Admin lists show this many rows a page (docs/web.md, "Screen rules"). */
export const ADMIN_PAGE_SIZE = 20;

/** The statuses and roles an administrator sets from the list. */
export const SETTABLE_STATUSES = ['verified', 'suspended'] as const satisfies readonly UserStatus[];
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];
export const SETTABLE_ROLES = ['organizer', 'attendee', 'user'] as const satisfies readonly UserRole[];
/** A super admin may also make someone an admin, with their password again (the API refuses anyone else). */
export const SUPER_ADMIN_SETTABLE_ROLES = ['admin', ...SETTABLE_ROLES] as const satisfies readonly UserRole[];
export type SettableRole = (typeof SUPER_ADMIN_SETTABLE_ROLES)[number];

/** null: the system did it. */
export type Actor = { id: string; name: string } | null;

export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  status: UserStatus;
  registeredAt: string;
  /** null: never signed in. */
  lastLoginAt: string | null;
  lastChange: { type: string; occurredAt: string; actor: Actor } | null;
}

export interface AdminUsersPage extends Paginated<AdminUser> {
  /** Over all accounts, whatever the filters. */
  counters: { verified: number; unverified: number; organizer: number; suspended: number };
}

export interface ListUsersArgs {
  /** Omitted: no search. */
  search?: string;
  /** Omitted: every role. */
  role?: UserRole;
  /** Omitted: every status. */
  status?: UserStatus;
  page: number;
  limit: number;
}

export interface HistoryEntry {
  type: string;
  occurredAt: string;
  actor: Actor;
  /** A few public details, e.g. `from`/`to` of a role or status change. */
  details: Record<string, string>;
}

// A change moves the list, its counters, the dashboard's figures and feed, and the user's history.
const invalidatedByChange = (id: string) => [
  { type: 'AdminUser' as const, id: 'LIST' },
  { type: 'AdminUser' as const, id },
  'AdminStatistics' as const,
  'AdminActivity' as const,
];

export const adminUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<AdminUsersPage, ListUsersArgs>({
      query: (params) => ({ url: 'admin/users', params }),
      providesTags: (result) => [
        { type: 'AdminUser', id: 'LIST' },
        ...(result?.data.map(({ id }) => ({ type: 'AdminUser' as const, id })) ?? []),
      ],
    }),
    changeUserStatus: build.mutation<AdminUser, { id: string; status: SettableStatus }>({
      query: ({ id, status }) => ({
        url: `admin/users/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { status },
      }),
      transformResponse: (response: { user: AdminUser }) => response.user,
      invalidatesTags: (_result, error, { id }) => (error ? [] : invalidatedByChange(id)),
    }),
    changeUserRole: build.mutation<
      AdminUser,
      { id: string; role: SettableRole; /** Granting admin only. */ admin_password_confirmation?: string }
    >({
      query: ({ id, ...body }) => ({
        url: `admin/users/${encodeURIComponent(id)}/role`,
        method: 'PUT',
        body,
      }),
      transformResponse: (response: { user: AdminUser }) => response.user,
      invalidatesTags: (_result, error, { id }) => (error ? [] : invalidatedByChange(id)),
    }),
    getUserHistory: build.query<HistoryEntry[], string>({
      query: (id) => `admin/users/${encodeURIComponent(id)}/history`,
      transformResponse: (response: { data: HistoryEntry[] }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'AdminUser', id }],
    }),
  }),
});

export const { useListUsersQuery, useChangeUserStatusMutation, useChangeUserRoleMutation, useGetUserHistoryQuery } =
  adminUsersApi;
