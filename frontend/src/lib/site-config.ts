/** The shop's social profiles, each reached through the server's /social/<network> redirect. */
const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'instagram', 'twitter'] as const;
type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SiteConfig {
  /** The networks the server has an address for (SOCIAL_<NETWORK>_URL); the footer links only these. */
  socialLinks: SocialNetwork[];
}

/**
 * What the server put into the page (a JSON data element in index.html, docs/web.md). Without it, as
 * under the Vite dev server, no social link is shown rather than one that leads nowhere.
 */
export function readSiteConfig(): SiteConfig {
  try {
    const data: unknown = JSON.parse(document.getElementById('site-config')?.textContent ?? '{}');
    const links = (data as { socialLinks?: unknown }).socialLinks;
    return {
      socialLinks: Array.isArray(links) ? SOCIAL_NETWORKS.filter((network) => links.includes(network)) : [],
    };
  } catch {
    return { socialLinks: [] };
  }
}
