/**
 * Account roles and statuses as the identity API names them (docs/identity.md), in the order the
 * back-office lists them: most powerful role first.
 */
export const USER_ROLES = ['super_admin', 'admin', 'organizer', 'attendee', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['verified', 'unverified', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

export function isUserStatus(value: unknown): value is UserStatus {
  return typeof value === 'string' && (USER_STATUSES as readonly string[]).includes(value);
}
