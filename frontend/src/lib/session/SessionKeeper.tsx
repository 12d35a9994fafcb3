import { useEffect } from 'react';
import { useMeQuery, useRefreshMutation } from './auth-api';
import { useAuthChecking, useCurrentUser } from './hooks';

/** The session's cookies are rotated this often while someone is signed in (docs/web.md, "Screen rules"). */
export const SESSION_REFRESH_INTERVAL_MS = 45 * 60 * 1000;

/**
 * Keeps the stored session honest: confirms a remembered user with the server at start, and refreshes
 * the session periodically while signed in (stopping as soon as the user is gone). Renders nothing.
 */
export function SessionKeeper() {
  const signedIn = useCurrentUser() !== null;
  const checking = useAuthChecking();
  useMeQuery(undefined, { skip: !checking });
  const [refresh] = useRefreshMutation();

  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = window.setInterval(() => {
      void refresh();
    }, SESSION_REFRESH_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [signedIn, refresh]);

  return null;
}
