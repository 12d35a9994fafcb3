import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_MODULES, RoutePreloads, type BuildManifest } from './route-preloads';
import { sitePageAt } from './site-pages';

/** The shape of Vite's manifest for the shop: the entry, two pages sharing a chunk, the texts. */
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_jsx-runtime-j1.js'],
    css: ['assets/index-c1.css'],
  },
  '_jsx-runtime-j1.js': { file: 'assets/jsx-runtime-j1.js' },
  '_EventCard-k1.js': {
    file: 'assets/EventCard-k1.js',
    imports: ['_jsx-runtime-j1.js'],
    css: ['assets/EventCard-k2.css'],
  },
  'src/features/events/pages/EventDetailPage.tsx': {
    file: 'assets/EventDetailPage-d1.js',
    imports: ['_jsx-runtime-j1.js', 'index.html', '_EventCard-k1.js'],
    css: ['assets/EventDetailPage-d2.css'],
  },
  'src/features/home/pages/HomePage.tsx': {
    file: 'assets/HomePage-h1.js',
    imports: ['index.html', '_EventCard-k1.js'],
  },
  'src/i18n/locales/lt.json': { file: 'assets/lt-l1.js' },
  'src/i18n/locales/en.json': { file: 'assets/en-l2.js' },
  'src/i18n/locales/shop/lt.json': { file: 'assets/lt-s1.js' },
  'src/i18n/locales/shop/en.json': { file: 'assets/en-s2.js' },
  'src/i18n/locales/auth/lt.json': { file: 'assets/lt-a1.js' },
  'src/i18n/locales/auth/en.json': { file: 'assets/en-a2.js' },
};

const preloads = new RoutePreloads(MANIFEST);
const at = (address: string, language: 'lt' | 'en') => {
  const page = sitePageAt(address, new URLSearchParams());
  return page.kind === 'not-found' ? [] : preloads.at(page.path, language);
};

describe('the files a page’s route fetches, from the build manifest', () => {
  it('names an event page’s chunk, what it imports and its stylesheets, and the core texts in the page’s language', () => {
    expect(at('/events/2f6c0a3e', 'en')).toEqual([
      { href: '/assets/EventDetailPage-d1.js', as: 'script' },
      { href: '/assets/EventDetailPage-d2.css', as: 'style' },
      { href: '/assets/EventCard-k1.js', as: 'script' },
      { href: '/assets/EventCard-k2.css', as: 'style' },
      { href: '/assets/en-l2.js', as: 'script' },
    ]);
  });

  it('adds the texts of the areas the route names, in that language only', () => {
    const hrefs = at('/', 'lt').map(({ href }) => href);
    expect(hrefs).toEqual([
      '/assets/HomePage-h1.js',
      '/assets/EventCard-k1.js',
      '/assets/EventCard-k2.css',
      '/assets/lt-l1.js',
      '/assets/lt-s1.js',
      '/assets/lt-a1.js',
    ]);
  });

  it('leaves out what the entry’s own tags fetch', () => {
    const hrefs = [...at('/', 'lt'), ...at('/events/x', 'lt')].map(({ href }) => href);
    expect(hrefs).not.toContain('/assets/index-e1.js');
    expect(hrefs).not.toContain('/assets/index-c1.css');
    expect(hrefs).not.toContain('/assets/jsx-runtime-j1.js');
  });

  it('names nothing for the back-office or an unknown address, and only what the build has', () => {
    expect(at('/admin/events', 'lt')).toEqual([]);
    expect(at('/nowhere', 'lt')).toEqual([]);
    expect(at('/checkout', 'lt')).toEqual([{ href: '/assets/lt-l1.js', as: 'script' }]);
  });
});

describe('the server’s route table', () => {
  it('is the front end’s: each page with the text namespaces its route fetches', () => {
    const router = readFileSync(join(__dirname, '../../../frontend/src/app/router.tsx'), 'utf8');
    const routes = [
      ...router.matchAll(
        /(?:path: '([^']+)'|index: true),[^{}]*?element: page\(\s*\(\) => import\('\.\.\/([^']+)'\),\s*\(m\) => m\.\w+,?\s*(?:\[([^\]]*)\])?/g,
      ),
    ].map(([, path = '', module = '', texts = '']) => [
      `/${path}`,
      {
        page: `src/${module}.tsx`,
        texts: [...texts.matchAll(/'(\w+)'|(INFO_NAMESPACE)/g)].map(([, area, info]) => (info ? 'info' : area)),
      },
    ]);
    expect(routes.length).toBeGreaterThan(15);
    expect(Object.fromEntries(routes)).toEqual(ROUTE_MODULES);
  });
});
