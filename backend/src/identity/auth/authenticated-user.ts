import type { Actor, UserRole } from '@ticketshop/projections';

/** Who a valid access token says is calling. */
export interface AuthenticatedUser {
  userId: string;
  role: UserRole;
  sessionId: string;
}

/** The claims of an access token. */
export interface AccessTokenClaims {
  sub: string;
  role: UserRole;
  sid: string;
}

export const actorOf = (user: AuthenticatedUser): Actor => ({ kind: 'user', userId: user.userId, role: user.role });
