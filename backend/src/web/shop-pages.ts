import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { QueryBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { GetPublicEventQuery, ListPublicEventsQuery, type PublicEventResponse } from '../catalog/public-api';
import { publicUrl } from '../mail/public-api';
import { ShopSettings } from '../settings/public-api';
import { eventDescription, eventImages, eventStructuredData, type Absolute } from './event-page';
import { IndexDocument, type HeadPreload, type PageHead } from './page-head';
import { eventPagePreloads, pageDataPreloads } from './page-data';
import { RoutePreloads, type BuildManifest, type Preload } from './route-preloads';
import { CATEGORY_TITLES, PAGE_LANGUAGES, PAGE_TEXTS, type PageLanguage } from './page-texts';
import { robotsTxt, sitemapXml } from './sitemap';
import { languageOf, LISTED_PATHS, pathIn, sitePageAt, type SitePage } from './site-pages';
import { SOCIAL_NETWORKS, socialLinksOf, type SocialNetwork } from './social-links';

/** How many events one sitemap read takes from the catalog. */
const SITEMAP_PAGE = 100;

/**
 * The shop's pages as the server answers them (docs/web.md): robots.txt, sitemap.xml, the /social/*
 * redirects to the configured profiles, and every page address with the single-page app's index.html,
 * its head rendered for that page and language from the catalog, 404 for what the app does not know.
 * Reads go through the catalog's query handlers, not its HTTP layer, so maintenance mode (which closes
 * /api to buyers) leaves the pages working.
 */
export function serveShopPages(
  app: NestExpressApplication,
  options: { frontendDist: string; apiPrefix: string; config: AppConfig },
): void {
  const { config, apiPrefix } = options;
  const queries = app.get(QueryBus);
  const settings = app.get(ShopSettings);
  const absolute: Absolute = (path) => publicUrl(config, path);
  const social = socialLinksOf(config);
  const index = builtFile(join(options.frontendDist, 'index.html'), (html) => new IndexDocument(html));
  const routePreloads = builtFile(
    join(options.frontendDist, '.vite', 'manifest.json'),
    (json) => new RoutePreloads(JSON.parse(json) as BuildManifest),
  );

  const publishedEvents = async (): Promise<PublicEventResponse[]> => {
    const events: PublicEventResponse[] = [];
    for (let page = 1; ; page++) {
      const answer = await queries.execute(
        new ListPublicEventsQuery({ category: undefined, page, limit: SITEMAP_PAGE, now: new Date() }),
      );
      events.push(...answer.data);
      if (page >= answer.pagination.totalPages) return events;
    }
  };

  const headOf = async (
    page: SitePage,
    language: PageLanguage,
    query: URLSearchParams,
  ): Promise<{ status: number; head: Omit<PageHead, 'language' | 'siteName'>; preloads?: HeadPreload[] }> => {
    const siteName = settings.current().system.siteName;
    const titled = (title: string) => `${title} | ${siteName}`;
    const urlsOf = (path: string, query: Record<string, string> = {}) =>
      Object.fromEntries(PAGE_LANGUAGES.map((each) => [each, absolute(pathIn(each, path, query))])) as Record<
        PageLanguage,
        string
      >;
    if (page.kind === 'event') {
      const event = await queries.execute(new GetPublicEventQuery(page.eventId, new Date()));
      if (event) {
        const [image] = eventImages(event, absolute);
        return {
          status: 200,
          preloads: eventPagePreloads(event, page.tickets, apiPrefix),
          head: {
            title: titled(event.title[language]),
            description: eventDescription(event, language),
            urls: urlsOf(page.path),
            indexable: !page.tickets,
            ...(image ? { image } : {}),
            ...(page.tickets ? {} : { structuredData: eventStructuredData(event, language, new Date(), absolute) }),
          },
        };
      }
    }
    if (page.kind !== 'page') {
      const text = PAGE_TEXTS['not-found'][language];
      return {
        status: 404,
        head: { title: titled(text.title), description: text.description, urls: urlsOf(page.path), indexable: false },
      };
    }
    const text = PAGE_TEXTS[page.key][language];
    const category = page.query.category as keyof typeof CATEGORY_TITLES | undefined;
    const title = category ? CATEGORY_TITLES[category][language] : text.title;
    return {
      status: 200,
      preloads: await pageDataPreloads(page, query, queries, apiPrefix, new Date()),
      head: {
        title: page.key === 'home' ? `${siteName} – ${title}` : titled(title),
        description: text.description,
        urls: urlsOf(page.path, page.query),
        indexable: page.indexable,
      },
    };
  };

  const isPageAddress = (request: Request): boolean =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.path.startsWith(`/${apiPrefix}/`) &&
    request.path !== `/${apiPrefix}` &&
    !request.path.startsWith('/media/') &&
    extname(request.path) === '';

  app.use(async (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.path === '/robots.txt') {
      response.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
      return response.send(robotsTxt(absolute));
    }
    if (request.path === '/sitemap.xml') {
      const events = await publishedEvents();
      response.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
      return response.send(sitemapXml([...LISTED_PATHS, ...events.map((event) => `/events/${event.id}`)], absolute));
    }
    const network = /^\/social\/([a-z]+)$/.exec(request.path)?.[1] as SocialNetwork | undefined;
    const profile = network && SOCIAL_NETWORKS.includes(network) ? social[network] : undefined;
    if (profile) return response.redirect(302, profile);
    const document = isPageAddress(request) ? await index() : undefined;
    if (!document) return next();

    const query = new URL(request.originalUrl, 'http://shop').searchParams;
    const language = languageOf(query);
    const page = sitePageAt(request.path, query);
    const { status, head, preloads: dataPreloads = [] } = await headOf(page, language, query);
    const siteName = settings.current().system.siteName;
    const codePreloads: Preload[] =
      page.kind === 'not-found' ? [] : ((await routePreloads())?.at(page.path, language) ?? []);
    const preloads = [...codePreloads, ...dataPreloads];
    response
      .status(status)
      .type('html')
      .setHeader('Cache-Control', 'no-cache')
      .send(document.render({ ...head, language, siteName, preloads }, { socialLinks: Object.keys(social) }));
  });
}

/**
 * A file of the build (index.html, the manifest), read again whenever a new build replaces it: they
 * name the current asset hashes, and a page naming the last build's would load none of them.
 * Undefined without a build.
 */
function builtFile<T>(file: string, parse: (text: string) => T): () => Promise<T | undefined> {
  let cached: { modified: number; parsed: T } | undefined;
  return async () => {
    const modified = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (modified === undefined) return undefined;
    if (cached?.modified !== modified) cached = { modified, parsed: parse(await readFile(file, 'utf8')) };
    return cached.parsed;
  };
}
