/** Values of the identity events' published language, shared by the command side and projectors. */
export const USER_ROLES = ['user', 'attendee', 'organizer', 'admin', 'super_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['unverified', 'verified', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_LANGUAGES = ['lt', 'en'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

/** Roles that open the back-office. */
export const ADMIN_ROLES: readonly UserRole[] = ['admin', 'super_admin'];

export const isAdminRole = (role: string): boolean => (ADMIN_ROLES as readonly string[]).includes(role);

/** One address, one account: compared trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
