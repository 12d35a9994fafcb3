import { isUserRole, isUserStatus, type UserRole, type UserStatus } from '../../../components/admin/user-values';

export interface UserListParams {
  /** Trimmed; empty means no search. */
  search: string;
  /** Undefined means every role; 'all' and unknown values both read as that. */
  role: UserRole | undefined;
  /** Undefined means every status. */
  status: UserStatus | undefined;
  page: number;
}

/** Reads the list's state from the address; anything unusable falls back to the unfiltered first page. */
export function readUserListParams(searchParams: URLSearchParams): UserListParams {
  const role = searchParams.get('role');
  const status = searchParams.get('status');
  const page = Number(searchParams.get('page'));
  return {
    search: (searchParams.get('search') ?? '').trim(),
    role: isUserRole(role) ? role : undefined,
    status: isUserStatus(status) ? status : undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address for a list state, leaving out defaults so shared links stay short. */
export function userListSearchParams({ search, role, status, page }: UserListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (role) params.set('role', role);
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}
