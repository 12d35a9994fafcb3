import type { TFunction } from 'i18next';
import { isUserRole, isUserStatus } from '../../../components/admin/user-values';
import type { Language } from '../../../i18n';
import type { ActivityResponse } from '../../../lib/api-types/generated';

/** The facts the activity feed has words for; anything newer still shows, under a generic line. */
const DESCRIBED_TYPES = [
  'UserRegistered',
  'EmailVerified',
  'PasswordChanged',
  'ProfileUpdated',
  'UserRoleChanged',
  'UserStatusChanged',
  'CatalogEventDrafted',
  'CatalogEventDetailsChanged',
  'TicketTypeAdded',
  'CatalogEventPublished',
  'CatalogEventUnpublished',
  'CatalogEventCancelled',
  'CatalogEventDeleted',
  'CatalogEventFeatured',
  'EventImageAdded',
  'TicketTypeChanged',
  'TicketTypeRemoved',
  'DiscountCodeCreated',
  'DiscountCodeRemoved',
] as const;

type DescribedType = (typeof DESCRIBED_TYPES)[number];

function isDescribed(type: string): type is DescribedType {
  return (DESCRIBED_TYPES as readonly string[]).includes(type);
}

/** The new role or status, when the change carries one the interface can name. */
function newValue({ type, details }: ActivityResponse, t: TFunction): string | undefined {
  const to = details?.to;
  if (type === 'UserRoleChanged' && isUserRole(to)) return t(`admin.roles.${to}`);
  if (type === 'UserStatusChanged' && isUserStatus(to)) return t(`admin.statuses.${to}`);
  return undefined;
}

/** One line of the feed in the interface language, e.g. "Paskelbtas renginys „Vasaros koncertas“". */
export function describeActivity(activity: ActivityResponse, t: TFunction, language: Language): string {
  if (!isDescribed(activity.type)) return t('admin.dashboard.activity.other', { type: activity.type });
  const subject = activity.subject.names?.[language] ?? activity.subject.name ?? t('admin.dashboard.activity.unnamed');
  const change = t(`admin.dashboard.activity.types.${activity.type}`, { subject });
  const value = newValue(activity, t);
  return value === undefined ? change : t('admin.dashboard.activity.changedTo', { change, value });
}
