/** Shapes of the identity API (docs/identity.md), shared by the session, the guards and the account pages. */

export type UserRole = 'user' | 'attendee' | 'organizer' | 'admin' | 'super_admin';

export type UserStatus = 'unverified' | 'verified' | 'suspended';

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The account's one role; `roles` repeats it and, for a super admin, adds `admin`. */
  role: UserRole;
  roles: UserRole[];
  status: UserStatus;
  verified: boolean;
  /** ISO instant. */
  createdAt: string;
  /** ISO instant; null when the account never signed in. */
  lastLoginAt: string | null;
}

/** What login and refresh answer; the tokens themselves also arrive as httpOnly cookies. */
export interface SessionResponse {
  user: User;
  accessToken: string;
  expiresIn: number;
}

export interface MessageResponse {
  message: string;
}

/** An admin is a user whose roles include admin or super_admin (docs/web.md, "Screen rules"). */
export function isAdmin(user: User | null): boolean {
  return user !== null && user.roles.some((role) => role === 'admin' || role === 'super_admin');
}
