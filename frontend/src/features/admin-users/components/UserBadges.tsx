import { useTranslation } from 'react-i18next';
import { StatusBadge, type BadgeTone } from '../../../components/admin/StatusBadge';
import type { UserRole, UserStatus } from '../../../components/admin/user-values';

const ROLE_TONES: Record<UserRole, BadgeTone> = {
  super_admin: 'strong',
  admin: 'strong',
  organizer: 'info',
  attendee: 'muted',
  user: 'muted',
};

const STATUS_TONES: Record<UserStatus, BadgeTone> = { verified: 'success', unverified: 'warning', suspended: 'danger' };

export function RoleBadge({ role }: { role: UserRole }) {
  const { t } = useTranslation();
  return <StatusBadge tone={ROLE_TONES[role]}>{t(`admin.roles.${role}`)}</StatusBadge>;
}

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={STATUS_TONES[status]}>{t(`admin.statuses.${status}`)}</StatusBadge>;
}
