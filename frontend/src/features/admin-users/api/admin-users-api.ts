import type { UserRole, UserStatus } from '../../../components/admin/user-values';
import { baseApi } from '../../../lib/api';
import type {
  AdminUserEnvelope,
  AdminUserResponse,
  AdminUsersPageResponse,
  ChangeRoleRequest,
  ChangeStatusRequest,
  UserHistoryEntryResponse,
  UserHistoryResponse,
} from '../../../lib/api-types/generated';

/** Admin lists show this many rows a page (docs/web.md, "Screen rules"). */
export const ADMIN_PAGE_SIZE = 20;

/** The statuses and roles an administrator sets from the list. */
export const SETTABLE_STATUSES = ['verified', 'suspended'] as const satisfies readonly UserStatus[];
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];
export const SETTABLE_ROLES = ['organizer', 'attendee', 'user'] as const satisfies readonly UserRole[];
/** A super admin may also make someone an admin, with their password again (the API refuses anyone else). */
export const SUPER_ADMIN_SETTABLE_ROLES = ['admin', ...SETTABLE_ROLES] as const satisfies readonly UserRole[];
export type SettableRole = (typeof SUPER_ADMIN_SETTABLE_ROLES)[number];

interface ListUsersArgs {
  /** Omitted: no search. */
  search?: string;
  /** Omitted: every role. */
  role?: UserRole;
  /** Omitted: every status. */
  status?: UserStatus;
  page: number;
  limit: number;
}

// A change moves the list, its counters, the dashboard's figures and feed, and the user's history.
const invalidatedByChange = (id: string) => [
  { type: 'AdminUser' as const, id: 'LIST' },
  { type: 'AdminUser' as const, id },
  'AdminStatistics' as const,
  'AdminActivity' as const,
];

const adminUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<AdminUsersPageResponse, ListUsersArgs>({
      query: (params) => ({ url: 'admin/users', params }),
      providesTags: (result) => [
        { type: 'AdminUser', id: 'LIST' },
        ...(result?.data.map(({ id }) => ({ type: 'AdminUser' as const, id })) ?? []),
      ],
    }),
    changeUserStatus: build.mutation<AdminUserResponse, { id: string; status: SettableStatus }>({
      query: ({ id, status }) => ({
        url: `admin/users/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { status } satisfies ChangeStatusRequest,
      }),
      transformResponse: (response: AdminUserEnvelope) => response.user,
      invalidatesTags: (_result, error, { id }) => (error ? [] : invalidatedByChange(id)),
    }),
    changeUserRole: build.mutation<
      AdminUserResponse,
      { id: string; role: SettableRole } & Omit<ChangeRoleRequest, 'role'>
    >({
      query: ({ id, ...body }) => ({
        url: `admin/users/${encodeURIComponent(id)}/role`,
        method: 'PUT',
        body,
      }),
      transformResponse: (response: AdminUserEnvelope) => response.user,
      invalidatesTags: (_result, error, { id }) => (error ? [] : invalidatedByChange(id)),
    }),
    getUserHistory: build.query<UserHistoryEntryResponse[], string>({
      query: (id) => `admin/users/${encodeURIComponent(id)}/history`,
      transformResponse: (response: UserHistoryResponse) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'AdminUser', id }],
    }),
  }),
});

export const { useListUsersQuery, useChangeUserStatusMutation, useChangeUserRoleMutation, useGetUserHistoryQuery } =
  adminUsersApi;
