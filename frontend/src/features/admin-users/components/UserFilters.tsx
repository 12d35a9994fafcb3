import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSearchField } from '../../../components/admin/AdminSearchField';
import {
  isUserRole,
  isUserStatus,
  USER_ROLES,
  USER_STATUSES,
  type UserRole,
  type UserStatus,
} from '../../../components/admin/user-values';
import './UserFilters.css';

interface UserFiltersProps {
  search: string;
  role: UserRole | undefined;
  status: UserStatus | undefined;
  onSearch: (search: string) => void;
  onRoleChange: (role: UserRole | undefined) => void;
  onStatusChange: (status: UserStatus | undefined) => void;
}

const ALL = 'all';

export function UserFilters({ search, role, status, onSearch, onRoleChange, onStatusChange }: UserFiltersProps) {
  const { t } = useTranslation();
  const roleId = useId();
  const statusId = useId();
  return (
    <div className="user-filters" role="group" aria-label={t('admin.users.filters')}>
      <AdminSearchField
        label={t('admin.users.search')}
        placeholder={t('admin.users.searchPlaceholder')}
        value={search}
        onSearch={onSearch}
      />
      <div className="user-filters__field">
        <label className="admin-field__label" htmlFor={roleId}>
          {t('admin.users.role')}
        </label>
        <select
          id={roleId}
          className="admin-field__control"
          value={role ?? ALL}
          onChange={(event) => {
            const value = event.target.value;
            onRoleChange(isUserRole(value) ? value : undefined);
          }}
        >
          <option value={ALL}>{t('admin.users.allRoles')}</option>
          {USER_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`admin.roles.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="user-filters__field">
        <label className="admin-field__label" htmlFor={statusId}>
          {t('admin.users.status')}
        </label>
        <select
          id={statusId}
          className="admin-field__control"
          value={status ?? ALL}
          onChange={(event) => {
            const value = event.target.value;
            onStatusChange(isUserStatus(value) ? value : undefined);
          }}
        >
          <option value={ALL}>{t('admin.users.allStatuses')}</option>
          {USER_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`admin.statuses.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
