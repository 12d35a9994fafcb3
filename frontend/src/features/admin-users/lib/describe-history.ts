import type { TFunction } from 'i18next';
import { isUserRole, isUserStatus } from '../../../components/admin/user-values';
import type { UserHistoryEntryResponse } from '../../../lib/api-types/generated';

/** The entries of a user's stream the history has words for; anything newer shows under a generic line. */
const DESCRIBED_TYPES = [
  'UserRegistered',
  'EmailVerificationRequested',
  'EmailVerified',
  'PasswordResetRequested',
  'PasswordChanged',
  'ProfileUpdated',
  'UserRoleChanged',
  'UserStatusChanged',
  'UserLoggedIn',
] as const;

type DescribedType = (typeof DESCRIBED_TYPES)[number];

function isDescribed(type: string): type is DescribedType {
  return (DESCRIBED_TYPES as readonly string[]).includes(type);
}

/** A role or status by its label; a value this interface does not know is shown as the API sent it. */
function label(value: string, t: TFunction): string {
  if (isUserRole(value)) return t(`admin.roles.${value}`);
  if (isUserStatus(value)) return t(`admin.statuses.${value}`);
  return value;
}

/** What happened, e.g. "Pakeista rolė: Vartotojas → Organizatorius". */
export function describeHistoryEntry({ type, details }: UserHistoryEntryResponse, t: TFunction): string {
  if (!isDescribed(type)) return t('admin.users.history.other', { type });
  const what = t(`admin.users.history.types.${type}`);
  const { from, to } = details;
  if ((type === 'UserRoleChanged' || type === 'UserStatusChanged') && from !== undefined && to !== undefined) {
    return t('admin.users.history.change', { what, from: label(from, t), to: label(to, t) });
  }
  return what;
}
