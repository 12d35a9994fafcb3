import type { User, UserRole } from '../../lib/session/user';

/** The roles that work at the door: administrators and the events' organizers (docs/ordering.md, the scanner). */
export const STAFF_ROLES: readonly UserRole[] = ['super_admin', 'admin', 'organizer'];

export function isStaff(user: User | null): boolean {
  return user !== null && user.roles.some((role) => STAFF_ROLES.includes(role));
}
