import escapeHtml from 'escape-html';
import { OG_LOCALES, PAGE_LANGUAGES, type PageLanguage } from './page-texts';
import type { Preload } from './route-preloads';

/** What the server tells search engines and link previews about one page in one language. */
export interface PageHead {
  language: PageLanguage;
  /** The whole tab title, site name included. */
  title: string;
  description: string;
  siteName: string;
  /** The page's absolute address in each language; the one in `language` is canonical. */
  urls: Record<PageLanguage, string>;
  indexable: boolean;
  /** An absolute image address for the preview card. */
  image?: string;
  /** schema.org data, sent as JSON-LD. */
  structuredData?: object;
  /**
   * What the page's code will fetch as soon as the entry runs, asked for at once (route-preloads.ts),
   * and the picture it opens on (page-data.ts).
   */
  preloads?: HeadPreload[];
}

/** A picture the page opens on, with the `srcset` and `sizes` of its <img>, so the browser picks the same file. */
interface ImagePreload {
  as: 'image';
  href: string;
  srcset?: string;
  sizes?: string;
}

export type HeadPreload = Preload | ImagePreload;

/**
 * JSON inside a <script> element ends at the first "</script", whatever the JSON says; escaping every
 * "<" (and the two line separators old parsers choke on) keeps any text an admin typed inside it.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')}>`;

/**
 * Each in the request mode its real fetch will use, or the browser fetches it twice: Vite loads modules
 * and their stylesheets with `crossorigin` (anonymous), the API client sends credentials (`include`).
 */
function preloadLink(preload: HeadPreload): string {
  const { href } = preload;
  switch (preload.as) {
    case 'script':
      return link({ rel: 'modulepreload', crossorigin: '', href });
    case 'image':
      // An <img> without crossorigin loads in no-cors mode, as this does; high priority, being the page's largest paint.
      return link({
        rel: 'preload',
        as: 'image',
        href,
        ...(preload.srcset ? { imagesrcset: preload.srcset, imagesizes: preload.sizes ?? '100vw' } : {}),
        fetchpriority: 'high',
      });
    default:
      return link({
        rel: 'preload',
        as: preload.as,
        crossorigin: preload.as === 'fetch' ? 'use-credentials' : '',
        href,
      });
  }
}

/** The <head> elements of a page; every value escaped, as titles and descriptions come from admins. */
export function renderHead(head: PageHead): string {
  const canonical = head.urls[head.language];
  const others = PAGE_LANGUAGES.filter((language) => language !== head.language);
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    link({ rel: 'canonical', href: canonical }),
    ...PAGE_LANGUAGES.map((language) => link({ rel: 'alternate', hreflang: language, href: head.urls[language] })),
    link({ rel: 'alternate', hreflang: 'x-default', href: head.urls.lt }),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    ...others.map((language) => meta('property', 'og:locale:alternate', OG_LOCALES[language])),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...(head.structuredData
      ? [`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`]
      : []),
    ...(head.preloads ?? []).map(preloadLink),
  ];
  return lines.join('\n    ');
}

/** What the single-page app learns from the server with the page (frontend/src/lib/site-config.ts). */
export interface SiteConfig {
  socialLinks: string[];
}

/**
 * The built index.html with a page's head in it: its <title> replaced, <html lang> set, the head's
 * elements and the site config (JSON data, which the CSP's script-src does not govern) added last.
 */
export class IndexDocument {
  private readonly before: string;
  private readonly after: string;

  constructor(html: string) {
    const withoutTitle = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
    const end = withoutTitle.search(/<\/head>/i);
    const at = end >= 0 ? end : withoutTitle.search(/<body|<div/i);
    if (at < 0) throw new Error('index.html has no </head> to put the page head in');
    this.before = withoutTitle.slice(0, at);
    this.after = withoutTitle.slice(at);
  }

  render(head: PageHead, config: SiteConfig): string {
    const before = /<html\b[^>]*>/i.test(this.before)
      ? this.before.replace(/<html\b[^>]*>/i, `<html lang="${head.language}">`)
      : this.before.replace(/^(<!doctype html>)?/i, `$1<html lang="${head.language}">`);
    const siteConfig = `<script type="application/json" id="site-config">${jsonForScript(config)}</script>`;
    return `${before}  ${renderHead(head)}\n    ${siteConfig}\n  ${this.after}`;
  }
}
