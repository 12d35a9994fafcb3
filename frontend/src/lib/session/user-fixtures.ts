/** Test data for the session; lives beside the session because tests of several areas sign users in. */
import type { SessionState } from './session-slice';
import { USER_STORAGE_KEY } from './session-storage';
import type { SessionResponse, UserResponse } from '../api-types/generated';

export function makeUser(overrides: Partial<UserResponse> = {}): UserResponse {
  return {
    id: 'usr-1',
    email: 'jonas@example.lt',
    firstName: 'Jonas',
    lastName: 'Jonaitis',
    role: 'user',
    roles: ['user'],
    status: 'verified',
    verified: true,
    createdAt: '2025-03-03T10:00:00.000Z',
    lastLoginAt: '2026-01-10T08:30:00.000Z',
    ...overrides,
  };
}

export function makeAdmin(overrides: Partial<UserResponse> = {}): UserResponse {
  return makeUser({ id: 'usr-admin', firstName: 'Asta', role: 'admin', roles: ['admin'], ...overrides });
}

export function sessionResponse(user: UserResponse): SessionResponse {
  return { user, accessToken: 'access-token', expiresIn: 900 };
}

/** Preloaded state of a user whose session the server has already confirmed. */
export function signedInState(user: UserResponse): { session: SessionState } {
  return { session: { user, authCheck: 'done', signedOutByUser: false } };
}

/** A user remembered from an earlier visit, as the app finds it on start. */
export function rememberUser(user: UserResponse): void {
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

export function rememberedUser(): unknown {
  const stored = window.localStorage.getItem(USER_STORAGE_KEY);
  return stored === null ? null : JSON.parse(stored);
}
