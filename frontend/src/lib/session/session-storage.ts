import type { UserResponse } from '../api-types/generated';

/** The current user is cached locally under this key, so a reload keeps the visitor signed in (docs/web.md). */
export const USER_STORAGE_KEY = 'user';

/**
 * Only enough of the shape is checked to keep a foreign or outdated value from crashing the pages;
 * the server's answer to GET /auth/me replaces it at start anyway.
 */
function looksLikeUser(value: unknown): value is UserResponse {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof UserResponse, unknown>>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.email === 'string' &&
    typeof candidate.firstName === 'string' &&
    Array.isArray(candidate.roles)
  );
}

// Storage can throw (disabled cookies, private modes, a full quota); the shop then only forgets the
// session on reload, like the language choice does.
export function readStoredUser(): UserResponse | null {
  try {
    const stored = window.localStorage.getItem(USER_STORAGE_KEY);
    if (stored === null) return null;
    const parsed: unknown = JSON.parse(stored);
    return looksLikeUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: UserResponse | null): void {
  try {
    if (user) window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // The session still holds for this visit.
  }
}
