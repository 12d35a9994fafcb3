import type { Language } from '../../../i18n';

/**
 * A signed document link asking for the documents in the page's language: without it the server
 * would follow the browser's Accept-Language, English on a page read in Lithuanian.
 */
export const inPageLanguage = (url: string, language: Language): string =>
  `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
