import { useTranslation } from 'react-i18next';
import { ActionsMenu } from '../../../components/admin/ActionsMenu';
import type { UserRole, UserStatus } from '../../../components/admin/user-values';
import { SETTABLE_STATUSES, type SettableRole, type SettableStatus } from '../api/admin-users-api';

interface UserActionsMenuProps {
  /** The user's name, so each row's button says whose actions it opens. */
  name: string;
  role: UserRole;
  status: UserStatus;
  /** The roles the signed-in admin may give: a super admin's include admin. */
  roles: readonly SettableRole[];
  onSetStatus: (status: SettableStatus) => void;
  onSetRole: (role: SettableRole) => void;
  onShowHistory: () => void;
}

/** The current status and role are checked choices, so the menu also says what the user is now; picking one again changes nothing. */
export function UserActionsMenu({
  name,
  role,
  status,
  roles,
  onSetStatus,
  onSetRole,
  onShowHistory,
}: UserActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <ActionsMenu
      label={t('admin.users.actions.open', { name })}
      entries={[
        {
          kind: 'choices',
          key: 'status',
          label: t('admin.users.actions.status'),
          choices: SETTABLE_STATUSES.map((option) => ({
            key: option,
            label: t(`admin.statuses.${option}`),
            checked: option === status,
            onSelect: () => {
              if (option !== status) onSetStatus(option);
            },
          })),
        },
        { kind: 'separator', key: 'role-separator' },
        {
          kind: 'choices',
          key: 'role',
          label: t('admin.users.actions.role'),
          choices: roles.map((option) => ({
            key: option,
            label: t(`admin.roles.${option}`),
            checked: option === role,
            onSelect: () => {
              if (option !== role) onSetRole(option);
            },
          })),
        },
        { kind: 'separator', key: 'history-separator' },
        { kind: 'action', key: 'history', label: t('admin.users.actions.history'), onSelect: onShowHistory },
      ]}
    />
  );
}
