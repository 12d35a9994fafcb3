import type { AppConfig } from '../config/app-config';

export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'instagram', 'twitter'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The shop's profiles as configured (SOCIAL_<NETWORK>_URL); a network without an address is left out. */
export function socialLinksOf(config: AppConfig): Partial<Record<SocialNetwork, string>> {
  const configured: Record<SocialNetwork, string | undefined> = {
    facebook: config.SOCIAL_FACEBOOK_URL,
    linkedin: config.SOCIAL_LINKEDIN_URL,
    instagram: config.SOCIAL_INSTAGRAM_URL,
    twitter: config.SOCIAL_TWITTER_URL,
  };
  return Object.fromEntries(Object.entries(configured).filter(([, url]) => url));
}
