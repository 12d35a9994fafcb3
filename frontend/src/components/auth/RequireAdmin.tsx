import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useIsAdmin } from '../../lib/session/hooks';
import { AccessDenied } from './AccessDenied';
import { RequireAuth } from './RequireAuth';

function AdminOnly({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  if (admin) return children ?? <Outlet />;
  return <AccessDenied message={t('guard.adminRequired')} />;
}

/**
 * The admin area (docs/web.md, "Screen rules") requires a signed-in user (see RequireAuth), then admin rights (roles
 * admin or super_admin); anyone else is told to contact the system administrator. Renders its children
 * or, as a layout route, the matched child route.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  return (
    <RequireAuth>
      <AdminOnly>{children}</AdminOnly>
    </RequireAuth>
  );
}
