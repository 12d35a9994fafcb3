/** The identity API's users (docs/identity.md), shared by the session, the guards and the account pages. */
import type { UserResponse } from '../api-types/generated';

/** An admin is a user whose roles include admin or super_admin (docs/web.md, "Screen rules"). */
export function isAdmin(user: UserResponse | null): boolean {
  return user !== null && user.roles.some((role) => role === 'admin' || role === 'super_admin');
}
