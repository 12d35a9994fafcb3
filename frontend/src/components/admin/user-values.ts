/**
 * Account roles and statuses as the identity API names them (docs/identity.md), in the order the
 * back-office lists them: most powerful role first.
 */
import type { UserResponse } from '../../lib/api-types/generated';

export type UserRole = UserResponse['role'];
export const USER_ROLES = [
  'super_admin',
  'admin',
  'organizer',
  'attendee',
  'user',
] as const satisfies readonly UserRole[];

export type UserStatus = UserResponse['status'];
export const USER_STATUSES = ['verified', 'unverified', 'suspended'] as const satisfies readonly UserStatus[];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

export function isUserStatus(value: unknown): value is UserStatus {
  return typeof value === 'string' && (USER_STATUSES as readonly string[]).includes(value);
}
