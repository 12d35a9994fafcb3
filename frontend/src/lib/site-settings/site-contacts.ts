import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../site';
import { useGetPublicSettingsQuery } from './public-settings-api';

export interface SiteContacts {
  siteName: string;
  contactEmail: string;
  supportPhone: string;
  /** The shop's own values are still on their way; the built-in ones stand in. */
  loading: boolean;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The site's name and contacts as an administrator set them. Until the settings arrive, or if they
 * cannot be read, the texts the shop always showed stand in, so the page never waits on them.
 */
export function useSiteContacts(): SiteContacts {
  const { t } = useTranslation();
  const { data, isLoading } = useGetPublicSettingsQuery();
  return {
    siteName: filled(data?.siteName) ? data.siteName : t('app.name'),
    contactEmail: filled(data?.contactEmail) ? data.contactEmail : SUPPORT_EMAIL,
    supportPhone: filled(data?.supportPhone) ? data.supportPhone : SUPPORT_PHONE,
    loading: isLoading,
  };
}
