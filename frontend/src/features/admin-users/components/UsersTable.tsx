import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import type { AdminUser, SettableRole, SettableStatus } from '../api/admin-users-api';
import { fullName } from '../lib/full-name';
import { UserActionsMenu } from './UserActionsMenu';
import { RoleBadge, StatusBadge } from './UserBadges';
import './UsersTable.css';

interface UsersTableProps {
  users: AdminUser[];
  onSetStatus: (user: AdminUser, status: SettableStatus) => void;
  onSetRole: (user: AdminUser, role: SettableRole) => void;
  onShowHistory: (user: AdminUser) => void;
}

/** A table on wide screens; where it would not fit, each row is laid out as a card with labelled cells. */
export function UsersTable({ users, onSetStatus, onSetRole, onShowHistory }: UsersTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = {
    email: t('admin.users.columns.email'),
    role: t('admin.users.columns.role'),
    status: t('admin.users.columns.status'),
    registeredAt: t('admin.users.columns.registeredAt'),
    lastLogin: t('admin.users.columns.lastLogin'),
  };
  return (
    <div className="users-table">
      <table className="users-table__table">
        <caption className="visually-hidden">{t('admin.users.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.users.columns.user')}</th>
            <th scope="col">{column.email}</th>
            <th scope="col">{column.role}</th>
            <th scope="col">{column.status}</th>
            <th scope="col">{column.registeredAt}</th>
            <th scope="col">{column.lastLogin}</th>
            <th scope="col">
              <span className="visually-hidden">{t('admin.users.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const name = fullName(user);
            return (
              <tr key={user.id}>
                <th scope="row" className="users-table__user">
                  <span className="users-table__name">{name}</span>
                  {user.lastChange && (
                    <span className="users-table__change">
                      {t('admin.users.lastChange', {
                        name: user.lastChange.actor?.name ?? t('admin.system'),
                        date: formatDateTime(user.lastChange.occurredAt, language),
                      })}
                    </span>
                  )}
                </th>
                <td className="users-table__email" data-label={column.email}>
                  {user.email}
                </td>
                <td data-label={column.role}>
                  <RoleBadge role={user.role} />
                </td>
                <td data-label={column.status}>
                  <StatusBadge status={user.status} />
                </td>
                <td data-label={column.registeredAt}>
                  <time dateTime={user.registeredAt}>{formatDate(user.registeredAt, language)}</time>
                </td>
                <td data-label={column.lastLogin}>
                  {user.lastLoginAt === null ? (
                    t('admin.users.never')
                  ) : (
                    <time dateTime={user.lastLoginAt}>{formatDateTime(user.lastLoginAt, language)}</time>
                  )}
                </td>
                <td className="users-table__actions">
                  <UserActionsMenu
                    name={name}
                    role={user.role}
                    status={user.status}
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
