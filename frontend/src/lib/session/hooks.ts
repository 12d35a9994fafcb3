import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useLogoutMutation } from './auth-api';
import { selectAuthChecking, selectCurrentUser, selectIsAdmin, selectSignedOutByUser } from './session-slice';
import type { UserResponse } from '../api-types/generated';

/** The signed-in user, or null for a visitor. */
export function useCurrentUser(): UserResponse | null {
  return useAppSelector(selectCurrentUser);
}

/** Whether the signed-in user's roles include admin or super_admin. */
export function useIsAdmin(): boolean {
  return useAppSelector(selectIsAdmin);
}

/** Whether the session ended because the user signed out here (not expired or refused). */
export function useSignedOutByUser(): boolean {
  return useAppSelector(selectSignedOutByUser);
}

/** True while a remembered user waits for the server's confirmation at start. */
export function useAuthChecking(): boolean {
  return useAppSelector(selectAuthChecking);
}

/**
 * Signs out (docs/web.md, "Screen rules"): forgets the user at once, which also stops the periodic refresh, goes to the
 * home page and tells the server to end the session. A guarded page still on screen sends the user
 * home too (RequireAuth), never to the login.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    await navigate('/');
    await logout();
  }, [navigate, logout]);
}
