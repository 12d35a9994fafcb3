import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../components/admin/admin-format';
import type { Column } from '../../../components/admin/DataTable';
import { useLanguage } from '../../../i18n/use-language';
import type { SettableRole, SettableStatus } from '../api/admin-users-api';
import { fullName } from '../lib/full-name';
import { UserActionsMenu } from './UserActionsMenu';
import { RoleBadge, UserStatusBadge } from './UserBadges';
import type { AdminUserResponse } from '../../../lib/api-types/generated';

interface UserRowActions {
  /** The roles the signed-in admin may give from the menu. */
  roles: readonly SettableRole[];
  onSetStatus: (user: AdminUserResponse, status: SettableStatus) => void;
  onSetRole: (user: AdminUserResponse, role: SettableRole) => void;
  onShowHistory: (user: AdminUserResponse) => void;
}

/** The users list's columns: who, how they may act, when they came and were last seen, and their actions. */
export function useUserColumns({
  roles,
  onSetStatus,
  onSetRole,
  onShowHistory,
}: UserRowActions): Column<AdminUserResponse>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'user',
      header: t('admin.users.columns.user'),
      kind: 'name',
      cell: (user) => (
        <>
          {fullName(user)}
          {user.lastChange && (
            <span className="data-table__detail">
              {t('admin.users.lastChange', {
                name: user.lastChange.actor?.name ?? t('admin.system'),
                date: formatDateTime(user.lastChange.occurredAt, language),
              })}
            </span>
          )}
        </>
      ),
    },
    { key: 'email', header: t('admin.users.columns.email'), kind: 'long', cell: (user) => user.email },
    { key: 'role', header: t('admin.users.columns.role'), cell: (user) => <RoleBadge role={user.role} /> },
    {
      key: 'status',
      header: t('admin.users.columns.status'),
      cell: (user) => <UserStatusBadge status={user.status} />,
    },
    {
      key: 'registeredAt',
      header: t('admin.users.columns.registeredAt'),
      cell: (user) => <time dateTime={user.registeredAt}>{formatDate(user.registeredAt, language)}</time>,
    },
    {
      key: 'lastLogin',
      header: t('admin.users.columns.lastLogin'),
      cell: (user) =>
        user.lastLoginAt === null ? (
          t('admin.users.never')
        ) : (
          <time dateTime={user.lastLoginAt}>{formatDateTime(user.lastLoginAt, language)}</time>
        ),
    },
    {
      key: 'actions',
      header: t('admin.kit.actions'),
      kind: 'menu',
      hideHeader: true,
      cell: (user) => (
        <UserActionsMenu
          name={fullName(user)}
          role={user.role}
          status={user.status}
          roles={roles}
          onSetStatus={(status) => {
            onSetStatus(user, status);
          }}
          onSetRole={(role) => {
            onSetRole(user, role);
          }}
          onShowHistory={() => {
            onShowHistory(user);
          }}
        />
      ),
    },
  ];
}
