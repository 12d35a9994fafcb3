import { useTranslation } from 'react-i18next';
import type { UserRole, UserStatus } from '../../../components/admin/user-values';
import './UserBadges.css';

export function RoleBadge({ role }: { role: UserRole }) {
  const { t } = useTranslation();
  return <span className={`badge role-badge role-badge--${role}`}>{t(`admin.roles.${role}`)}</span>;
}

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return <span className={`badge status-badge status-badge--${status}`}>{t(`admin.statuses.${status}`)}</span>;
}
