import type { PublicSettingsResponse } from '../lib/api-types/generated';

/** The shop's public settings as a fresh shop answers them: the texts the pages show without them. */
export const SHOP_PUBLIC_SETTINGS: PublicSettingsResponse = {
  siteName: 'Bilietų parduotuvė',
  siteDescription: 'Renginių bilietai internetu',
  contactEmail: 'pagalba@bilietu-parduotuve.lt',
  supportPhone: '+370 5 200 0000',
  currency: 'EUR',
  timezone: 'Europe/Vilnius',
  language: 'lt',
  allowRegistration: true,
  requireEmailVerification: true,
  maintenanceMode: false,
};

type Answer = () => Response | Promise<Response>;

const answerWith =
  (settings: PublicSettingsResponse): Answer =>
  () =>
    new Response(JSON.stringify(settings), { status: 200, headers: { 'content-type': 'application/json' } });

let answer: Answer = answerWith(SHOP_PUBLIC_SETTINGS);

/**
 * Every page under the shop's layout reads `GET /api/settings/public` (name, contacts, maintenance).
 * Tests answer it here rather than in each page's server description, so a page's own requests stay
 * the only ones its mock sees. Give changed fields, or an answer of your own (held back, refused).
 */
export function servePublicSettings(settings: Partial<PublicSettingsResponse> | Answer): void {
  answer = typeof settings === 'function' ? settings : answerWith({ ...SHOP_PUBLIC_SETTINGS, ...settings });
}

/** Back to a fresh shop's settings; run before each test. */
export function resetPublicSettings(): void {
  answer = answerWith(SHOP_PUBLIC_SETTINGS);
}

/** `fetch` that answers the public settings itself and hands every other request to `inner`. */
export function withPublicSettings(inner: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    return url.pathname === '/api/settings/public' ? Promise.resolve(answer()) : inner(input, init);
  };
}
