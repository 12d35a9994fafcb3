import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/session/hooks';
import { AccessDenied } from './AccessDenied';
import { RequireAuth } from './RequireAuth';
import { isStaff } from './staff';

function StaffOnly({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (isStaff(user)) return children ?? <Outlet />;
  return <AccessDenied message={t('guard.staffRequired')} />;
}

/**
 * The door staff's pages: a signed-in user (see RequireAuth) who is an organizer, an admin or a super
 * admin; anyone else is told who may enter. It guards only what is mounted under it (the scanner, at
 * admin/scanner/*), so organizers reach the scanner while the rest of the back-office stays behind
 * RequireAdmin.
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  return (
    <RequireAuth>
      <StaffOnly>{children}</StaffOnly>
    </RequireAuth>
  );
}
