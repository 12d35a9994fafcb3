import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { AdminDocumentTitle } from '../../../components/admin/AdminDocumentTitle';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { AdminSearchField } from '../../../components/admin/AdminSearchField';
import { formatCount } from '../../../components/admin/admin-format';
import { DataTable } from '../../../components/admin/DataTable';
import { FilterBar, SelectFilter } from '../../../components/admin/FilterBar';
import { SummaryCards } from '../../../components/admin/SummaryCards';
import { USER_ROLES, USER_STATUSES } from '../../../components/admin/user-values';
import { useLanguage } from '../../../i18n/use-language';
import { serverMessageOf } from '../../../lib/api';
import { fieldErrorsOn, type FieldErrorOn } from '../../../lib/field-errors';
import { useCurrentUser } from '../../../lib/session/hooks';
import {
  ADMIN_PAGE_SIZE,
  SETTABLE_ROLES,
  SUPER_ADMIN_SETTABLE_ROLES,
  useChangeUserRoleMutation,
  useChangeUserStatusMutation,
  useListUsersQuery,
  type SettableRole,
  type SettableStatus,
} from '../api/admin-users-api';
import { GrantAdminDialog, type GrantAdminValues } from '../components/GrantAdminDialog';
import { HistoryDialog } from '../components/HistoryDialog';
import { useUserColumns } from '../components/user-columns';
import { fullName } from '../lib/full-name';
import { readUserListParams, userListSearchParams, type UserListParams } from '../lib/list-params';
import type { AdminUserResponse } from '../../../lib/api-types/generated';

/** The outcome of the last change, kept as data so its text follows a language switch. */
type Outcome =
  | { kind: 'status'; status: SettableStatus }
  | { kind: 'role'; role: SettableRole }
  /** `message` is the API's own words; undefined when it gave none. */
  | { kind: 'failed'; message: string | undefined };

const COUNTERS = ['verified', 'unverified', 'organizer', 'suspended'] as const;

export function UsersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readUserListParams(searchParams);
  const { search, role, status, page } = params;
  // currentData for the rows, so a new filter never shows the previous result; the counters cover all
  // users whatever the filters, so the last known ones stay up while a new page loads.
  const { data, currentData, isError, refetch } = useListUsersQuery({
    search: search || undefined,
    role,
    status,
    page,
    limit: ADMIN_PAGE_SIZE,
  });
  const [changeStatus] = useChangeUserStatusMutation();
  const [changeRole] = useChangeUserRoleMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [historyOf, setHistoryOf] = useState<AdminUserResponse | null>(null);
  const [makingAdmin, setMakingAdmin] = useState<AdminUserResponse | null>(null);
  const superAdmin = useCurrentUser()?.roles.includes('super_admin') ?? false;

  // A new search or filter starts again from the first page; typing replaces the entry so the back
  // button does not step through every word.
  const changeFilters = (next: Partial<Omit<UserListParams, 'page'>>, replace = false) => {
    setSearchParams(userListSearchParams({ ...params, ...next, page: 1 }), { preventScrollReset: true, replace });
  };
  const changePage = (next: number) => {
    setSearchParams(userListSearchParams({ ...params, page: next }), { preventScrollReset: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const save = async (request: Promise<unknown>, success: Outcome) => {
    setOutcome(null);
    try {
      await request;
      setOutcome(success);
    } catch (error) {
      setOutcome({ kind: 'failed', message: serverMessageOf(error) });
    }
  };

  // A wrong password is shown on its field and the dialog stays open; any other refusal (429, 403) above the list.
  const grantAdmin = async (
    user: AdminUserResponse,
    values: GrantAdminValues,
  ): Promise<FieldErrorOn<keyof GrantAdminValues>[]> => {
    setOutcome(null);
    try {
      await changeRole({ id: user.id, role: 'admin', ...values }).unwrap();
      setOutcome({ kind: 'role', role: 'admin' });
      return [];
    } catch (error) {
      const refused = fieldErrorsOn(error, ['admin_password_confirmation'] as const);
      if (refused.length === 0) setOutcome({ kind: 'failed', message: serverMessageOf(error) });
      return refused;
    }
  };

  const columns = useUserColumns({
    roles: superAdmin ? SUPER_ADMIN_SETTABLE_ROLES : SETTABLE_ROLES,
    onSetStatus: (user, next) => {
      void save(changeStatus({ id: user.id, status: next }).unwrap(), { kind: 'status', status: next });
    },
    onSetRole: (user, next) => {
      if (next === 'admin') {
        setMakingAdmin(user);
        return;
      }
      void save(changeRole({ id: user.id, role: next }).unwrap(), { kind: 'role', role: next });
    },
    onShowHistory: setHistoryOf,
  });

  const outcomeText = (shown: Outcome): string => {
    switch (shown.kind) {
      case 'status':
        return t('admin.users.statusChanged', { status: t(`admin.statuses.${shown.status}`) });
      case 'role':
        return t('admin.users.roleChanged', { role: t(`admin.roles.${shown.role}`) });
      case 'failed':
        return shown.message ?? t('admin.users.changeFailed');
    }
  };

  return (
    <div className="admin-page users-page">
      <AdminDocumentTitle page={t('admin.users.title')} />
      <AdminPageHeader title={t('admin.users.title')} back={{ to: '/admin', label: t('admin.users.back') }} />

      {data && (
        <SummaryCards
          title={t('admin.users.counters.label')}
          cards={COUNTERS.map((key) => ({
            key,
            label: t(`admin.users.counters.${key}`),
            value: formatCount(data.counters[key], language),
          }))}
        />
      )}

      <section className="admin-section" aria-labelledby="user-list-title">
        <h2 id="user-list-title" className="visually-hidden">
          {t('admin.users.table')}
        </h2>
        <FilterBar label={t('admin.users.filters')}>
          <AdminSearchField
            label={t('admin.users.search')}
            placeholder={t('admin.users.searchPlaceholder')}
            value={search}
            onSearch={(next) => {
              changeFilters({ search: next }, true);
            }}
          />
          <SelectFilter
            label={t('admin.users.role')}
            value={role}
            allLabel={t('admin.users.allRoles')}
            options={USER_ROLES.map((option) => ({ value: option, label: t(`admin.roles.${option}`) }))}
            onChange={(next) => {
              changeFilters({ role: next });
            }}
          />
          <SelectFilter
            label={t('admin.users.status')}
            value={status}
            allLabel={t('admin.users.allStatuses')}
            options={USER_STATUSES.map((option) => ({ value: option, label: t(`admin.statuses.${option}`) }))}
            onChange={(next) => {
              changeFilters({ status: next });
            }}
          />
        </FilterBar>
        {outcome && (
          <AdminAlert
            tone={outcome.kind === 'failed' ? 'error' : 'success'}
            sticky
            onDismiss={() => {
              setOutcome(null);
            }}
          >
            {outcomeText(outcome)}
          </AdminAlert>
        )}
        <DataTable
          caption={t('admin.users.table')}
          columns={columns}
          rows={currentData?.data}
          rowKey={({ id }) => id}
          emptyText={t('admin.users.empty')}
          loadError={isError ? { message: t('admin.users.loadFailed'), onRetry: () => void refetch() } : undefined}
          summary={currentData && t('admin.users.resultCount', { total: currentData.pagination.total })}
          pagination={currentData && { page, totalPages: currentData.pagination.totalPages, onPageChange: changePage }}
        />
      </section>

      {makingAdmin && (
        <GrantAdminDialog
          name={fullName(makingAdmin)}
          onSubmit={(values) => grantAdmin(makingAdmin, values)}
          onClosed={() => {
            setMakingAdmin(null);
          }}
        />
      )}

      {historyOf && (
        <HistoryDialog
          userId={historyOf.id}
          name={fullName(historyOf)}
          onClose={() => {
            setHistoryOf(null);
          }}
        />
      )}
    </div>
  );
}
