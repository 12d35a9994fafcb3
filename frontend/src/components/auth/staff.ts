import type { UserRole } from '../admin/user-values';
import type { UserResponse } from '../../lib/api-types/generated';

/** The roles that work at the door: administrators and the events' organizers (docs/ordering.md, the scanner). */
const STAFF_ROLES: readonly UserRole[] = ['super_admin', 'admin', 'organizer'];

export function isStaff(user: UserResponse | null): boolean {
  return user !== null && user.roles.some((role) => STAFF_ROLES.includes(role));
}
