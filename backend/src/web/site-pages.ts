import { CATEGORIES, type Category } from '../catalog/public-api';
import { INFO_PAGES, PAGE_LANGUAGES, type PageKey, type PageLanguage } from './page-texts';

/**
 * A page address of the single-page app as the server sees it. `query` keeps only what changes the
 * page (a category), so the canonical address of a visit with tracking parameters is the page's own.
 */
export type SitePage =
  | { kind: 'page'; key: PageKey; path: string; query: Record<string, string>; indexable: boolean }
  | { kind: 'event'; eventId: string; path: string; tickets: boolean }
  | { kind: 'not-found'; path: string };

const page = (key: PageKey, path: string, indexable: boolean, query: Record<string, string> = {}): SitePage => ({
  kind: 'page',
  key,
  path,
  query,
  indexable,
});

/**
 * The pages buyers should find through a search engine (docs/web.md, "Routes and status codes"); the others answer
 * 200 but ask not to be indexed, and anything else is the app's 404. Mirrors the route table in
 * frontend/src/app/router.tsx: a page added there is added here.
 */
const STEPS: Record<string, PageKey> = {
  '/checkout': 'checkout',
  '/payment/success': 'payment-success',
  '/payment/cancel': 'payment-cancel',
  '/order-lookup': 'order-lookup',
  '/newsletter/confirm': 'newsletter',
  '/newsletter/unsubscribe': 'newsletter',
  '/login': 'login',
  '/register': 'register',
  '/forgot-password': 'password',
  '/reset-password': 'password',
  '/verify-email': 'verify-email',
  '/profile': 'profile',
};

const isCategory = (value: string | null): value is Category =>
  value !== null && (CATEGORIES as readonly string[]).includes(value);

export function sitePageAt(rawPath: string, query: URLSearchParams): SitePage {
  // React Router matches /events/ as /events; so does the server.
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (path === '/') return page('home', path, true);
  if (path === '/events') {
    const category = query.get('category');
    return page('events', path, true, isCategory(category) ? { category } : {});
  }
  const event = /^\/(events|tickets)\/([^/]+)$/.exec(path);
  if (event) return { kind: 'event', eventId: decodeURIComponent(event[2]!), path, tickets: event[1] === 'tickets' };
  const info = /^\/info\/([^/]+)$/.exec(path);
  if (info && (INFO_PAGES as readonly string[]).includes(info[1]!)) {
    return page(`info/${info[1]}` as PageKey, path, true);
  }
  const step = STEPS[path];
  if (step) return page(step, path, false);
  if (path === '/admin' || path.startsWith('/admin/')) return page('admin', path, false);
  return { kind: 'not-found', path };
}

/** `?lang=en` asks for English; Lithuanian is the default, with or without `?lang=lt`. */
export function languageOf(query: URLSearchParams): PageLanguage {
  const asked = query.get('lang');
  return (PAGE_LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as PageLanguage) : 'lt';
}

/** A page's address in a language: Lithuanian without `lang`, English with `lang=en`. */
export function pathIn(language: PageLanguage, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query);
  if (language !== 'lt') search.set('lang', language);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The pages the sitemap lists besides the events: the home page, the events list and the information pages. */
export const LISTED_PATHS = ['/', '/events', ...INFO_PAGES.map((info) => `/info/${info}`)];
