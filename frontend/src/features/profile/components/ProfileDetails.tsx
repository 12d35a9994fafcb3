import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatMemberSince } from '../lib/member-since';
import type { UserResponse } from '../../../lib/api-types/generated';

export function ProfileDetails({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows: [term: string, value: string][] = [
    [t('auth.fields.firstName'), user.firstName],
    [t('auth.fields.lastName'), user.lastName],
    [t('auth.fields.email'), user.email],
    [t('auth.profile.role'), t(`auth.profile.roles.${user.role}`)],
    [t('auth.profile.verified'), user.verified ? t('auth.profile.yes') : t('auth.profile.no')],
    [t('auth.profile.memberSince'), formatMemberSince(user.createdAt, language)],
  ];
  return (
    <dl className="profile-details">
      {rows.map(([term, value]) => (
        <div key={term} className="profile-details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
