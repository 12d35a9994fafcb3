import type { UserResponse } from '../current-user/user.response';

/** What signing in or refreshing yields: the user and a fresh pair of tokens. */
export interface SignedInSession {
  user: UserResponse;
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}
