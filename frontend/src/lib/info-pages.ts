/**
 * The information pages (docs/web.md, "Information pages"), each at /info/<page>; the footer links them,
 * the info feature shows them.
 */
export const INFO_PAGES = [
  'about',
  'how-to-buy',
  'terms-of-service',
  'refund-policy',
  'privacy-policy',
  'faq',
] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

export function isInfoPage(value: unknown): value is InfoPage {
  return typeof value === 'string' && (INFO_PAGES as readonly string[]).includes(value);
}
