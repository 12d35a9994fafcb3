import { create } from 'xmlbuilder2';
import { PAGE_LANGUAGES } from './page-texts';
import { pathIn } from './site-pages';
import type { Absolute } from './event-page';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * sitemap.xml: every page in every language, each entry naming its versions in the other languages
 * (and Lithuanian as the default), as search engines expect of pages with hreflang alternates.
 */
export function sitemapXml(paths: string[], absolute: Absolute): string {
  const urlset = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(SITEMAP_NS, 'urlset')
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:xhtml', XHTML_NS);
  for (const path of paths) {
    for (const language of PAGE_LANGUAGES) {
      const url = urlset.ele(SITEMAP_NS, 'url');
      url.ele(SITEMAP_NS, 'loc').txt(absolute(pathIn(language, path)));
      for (const alternate of PAGE_LANGUAGES) {
        url.ele(XHTML_NS, 'xhtml:link', {
          rel: 'alternate',
          hreflang: alternate,
          href: absolute(pathIn(alternate, path)),
        });
      }
      url.ele(XHTML_NS, 'xhtml:link', { rel: 'alternate', hreflang: 'x-default', href: absolute(pathIn('lt', path)) });
    }
  }
  return urlset.end({ prettyPrint: true });
}

/** Private steps (accounts, checkout, the back-office) are not for crawlers; the sitemap is named for them. */
export function robotsTxt(absolute: Absolute): string {
  return [
    'User-agent: *',
    ...['/admin', '/checkout', '/payment/', '/profile', '/order-lookup', '/newsletter/'].map(
      (path) => `Disallow: ${path}`,
    ),
    ...['/login', '/register', '/forgot-password', '/reset-password', '/verify-email'].map(
      (path) => `Disallow: ${path}`,
    ),
    '',
    `Sitemap: ${absolute('/sitemap.xml')}`,
    '',
  ].join('\n');
}
