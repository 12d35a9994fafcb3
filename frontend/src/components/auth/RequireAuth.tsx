import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthChecking, useCurrentUser, useSignedOutByUser } from '../../lib/session/hooks';
import { loginPathFor } from '../../lib/session/login-path';
import { Spinner } from '../Spinner';

/**
 * Shows its children (or, as a layout route, the matched child route) only to a signed-in user. A
 * visitor goes to the login, which brings them back here (someone who just signed out goes home); while a remembered user is being confirmed
 * with the server, a loading indicator stands in.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const checking = useAuthChecking();
  const signedOutByUser = useSignedOutByUser();
  const { pathname, search, hash } = useLocation();
  if (checking) return <Spinner />;
  if (!user && signedOutByUser) return <Navigate to="/" replace />;
  if (!user) return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  return children ?? <Outlet />;
}
