import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { eventDetails, ticketTypeDetails } from '@ticketshop/projections/testing';
import { imageFromUrl } from '@ticketshop/projections';
import { commandMetadata, SYSTEM_ACTOR } from '../shared/event-sourcing/command-metadata';
import { AddTicketTypeCommand } from '../catalog/add-ticket-type/add-ticket-type.command';
import { DraftCatalogEventCommand } from '../catalog/draft-event/draft-event.command';
import { PublishCatalogEventCommand } from '../catalog/publish-event/publish-event.command';
import { createTestApp, type TestApp } from '../testing/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="lt">
  <head>
    <meta charset="UTF-8" />
    <title>Bilietų parduotuvė</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Vite's manifest for that build: the entry, the event page and the home page, the texts. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_jsx-runtime-j1.js'] },
  '_jsx-runtime-j1.js': { file: 'assets/jsx-runtime-j1.js' },
  'src/features/events/pages/EventDetailPage.tsx': {
    file: 'assets/EventDetailPage-d1.js',
    imports: ['index.html', '_jsx-runtime-j1.js'],
    css: ['assets/EventDetailPage-d2.css'],
  },
  'src/features/home/pages/HomePage.tsx': { file: 'assets/HomePage-h1.js', imports: ['index.html'] },
  'src/i18n/locales/lt.json': { file: 'assets/lt-l1.js' },
  'src/i18n/locales/en.json': { file: 'assets/en-l2.js' },
  'src/i18n/locales/shop/lt.json': { file: 'assets/lt-s1.js' },
  'src/i18n/locales/auth/lt.json': { file: 'assets/lt-a1.js' },
};

/** The <link> elements that ask for a file ahead of the code that needs it. */
const preloadLinks = (html: string): string[] =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)].map(([link]) => link);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The JSON-LD blocks of a page, parsed. */
const structuredData = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('the shop’s pages as the server answers them', () => {
  let dist: string;
  let shop: TestApp;
  const server = () => shop.app.getHttpServer() as Server;
  const published = randomUUID();
  const draft = randomUUID();

  async function createEvent(catalogEventId: string, publish: boolean): Promise<string> {
    const commands = shop.app.get(CommandBus);
    await commands.execute(
      new DraftCatalogEventCommand(
        {
          type: 'DraftCatalogEvent',
          data: {
            catalogEventId,
            details: eventDetails({
              startsAt: inDays(30),
              endsAt: null,
              name: { lt: 'Vasaros <koncertas> & "draugai"', en: 'Summer <concert> & "friends"' },
            }),
            images: [imageFromUrl('/media/demo/concert-1.svg', 0)],
          },
        },
        commandMetadata(SYSTEM_ACTOR),
      ),
    );
    let result = await commands.execute(
      new AddTicketTypeCommand(
        {
          type: 'AddTicketType',
          data: {
            catalogEventId,
            ticketTypeId: randomUUID(),
            details: ticketTypeDetails({ priceCents: 2550, saleStartsAt: inDays(-1), saleEndsAt: inDays(29) }),
          },
        },
        commandMetadata(SYSTEM_ACTOR),
      ),
    );
    if (publish) {
      result = await commands.execute(
        new PublishCatalogEventCommand(
          { type: 'PublishCatalogEvent', data: { catalogEventId } },
          commandMetadata(SYSTEM_ACTOR),
        ),
      );
    }
    return result.position;
  }

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ticketshop-pages-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    shop = await createTestApp({
      FRONTEND_DIST: dist,
      PUBLIC_URL: 'https://bilietai.example',
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/bilietai',
      SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/bilietai',
    });
    await createEvent(draft, false);
    const position = await createEvent(published, true);
    // The pages read the catalog as it is; wait until it has the events, as a buyer's next page would.
    await request(server()).get(`/api/events/${published}`).set('X-Min-Position', position).expect(200);
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dist, { recursive: true, force: true });
  });

  describe('status codes', () => {
    it.each([
      '/',
      '/events',
      '/events?category=Concert',
      '/info/about',
      '/info/how-to-buy',
      '/info/terms-of-service',
      '/info/refund-policy',
      '/info/privacy-policy',
      '/info/faq',
      '/login',
      '/register',
      '/checkout',
      '/order-lookup',
      '/admin/orders',
    ])('answers %s with 200 and the app', async (path) => {
      const page = await request(server()).get(path).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.text).toContain('<div id="root"></div>');
    });

    it('answers a published event’s page and ticket selection with 200', async () => {
      await request(server()).get(`/events/${published}`).expect(200);
      await request(server()).get(`/tickets/${published}`).expect(200);
    });

    it.each(['/no-such-page', '/info/nothing', '/events/not-an-id', `/events/${randomUUID()}`, '/social/linkedin'])(
      'answers %s with 404, still with the app and its not-found title',
      async (path) => {
        const page = await request(server()).get(path).expect(404);
        expect(page.text).toContain('<div id="root"></div>');
        expect(page.text).toContain('<title>Puslapis nerastas | Bilietų parduotuvė</title>');
        expect(page.text).toContain('<meta name="robots" content="noindex">');
      },
    );

    it('answers an unpublished event with 404', async () => {
      await request(server()).get(`/events/${draft}`).expect(404);
      await request(server()).get(`/tickets/${draft}`).expect(404);
    });

    it('leaves the API’s unknown paths to the API', async () => {
      const response = await request(server()).get('/api/no-such-thing').expect(404);
      expect(response.body).toMatchObject({ statusCode: 404 });
    });
  });

  describe('the head, per page and language', () => {
    it('gives an information page its title, description, canonical address and alternates in Lithuanian', async () => {
      const { text } = await request(server()).get('/info/terms-of-service').expect(200);
      expect(text).toContain('<html lang="lt">');
      expect(text.match(/<title>/g)).toHaveLength(1);
      expect(text).toContain('<title>Paslaugų teikimo sąlygos | Bilietų parduotuvė</title>');
      expect(text).toMatch(/<meta name="description" content="Bilietų pirkimo[^"]+">/);
      expect(text).toContain('<link rel="canonical" href="https://bilietai.example/info/terms-of-service">');
      expect(text).toContain(
        '<link rel="alternate" hreflang="en" href="https://bilietai.example/info/terms-of-service?lang=en">',
      );
      expect(text).toContain(
        '<link rel="alternate" hreflang="x-default" href="https://bilietai.example/info/terms-of-service">',
      );
      expect(text).toContain('<meta property="og:url" content="https://bilietai.example/info/terms-of-service">');
      expect(text).not.toContain('noindex');
    });

    it('renders the English page at ?lang=en', async () => {
      const { text } = await request(server()).get('/info/terms-of-service?lang=en').expect(200);
      expect(text).toContain('<html lang="en">');
      expect(text).toContain('<title>Terms of service | Bilietų parduotuvė</title>');
      expect(text).toContain('<link rel="canonical" href="https://bilietai.example/info/terms-of-service?lang=en">');
      expect(text).toContain('<meta property="og:locale" content="en_GB">');
    });

    it('names a category’s list by its category and keeps it in the canonical address', async () => {
      const { text } = await request(server()).get('/events?category=Sports&lang=en&utm_source=mail').expect(200);
      expect(text).toContain('<title>Sports | Bilietų parduotuvė</title>');
      expect(text).toContain(
        '<link rel="canonical" href="https://bilietai.example/events?category=Sports&amp;lang=en">',
      );
    });

    it('asks search engines not to index the private steps', async () => {
      const { text } = await request(server()).get('/checkout').expect(200);
      expect(text).toContain('<meta name="robots" content="noindex">');
    });

    it('describes an event page by the event, escaped, with its image and schema.org Event', async () => {
      const { text } = await request(server()).get(`/events/${published}?lang=en`).expect(200);
      expect(text).toContain('<title>Summer &lt;concert&gt; &amp; &quot;friends&quot; | Bilietų parduotuvė</title>');
      expect(text).toMatch(
        /<meta name="description" content="\d{1,2} \w+ \d{4} at \d{2}:\d{2}, Compensa koncertų salė, Vilnius\. First paragraph\.">/,
      );
      expect(text).toContain('<meta property="og:image" content="https://bilietai.example/media/demo/concert-1.svg">');
      expect(text).toContain('<meta name="twitter:card" content="summary_large_image">');
      const [event] = structuredData(text);
      expect(event).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Summer <concert> & "friends"',
        location: { '@type': 'Place', name: 'Compensa koncertų salė' },
        offers: [
          {
            '@type': 'Offer',
            price: '25.50',
            priceCurrency: 'EUR',
            availability: 'https://schema.org/InStock',
            url: `https://bilietai.example/tickets/${published}?lang=en`,
          },
        ],
      });
      expect(text).not.toContain('<concert>');
    });

    it('tells the app which social profiles are set', async () => {
      const { text } = await request(server()).get('/').expect(200);
      expect(text).toContain(
        '<script type="application/json" id="site-config">{"socialLinks":["facebook","instagram"]}</script>',
      );
    });

    it('sends the page under the shop’s strict policy: JSON-LD is data, no inline script is allowed', async () => {
      const page = await request(server()).get(`/events/${published}`).expect(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
      const scripts = [...page.text.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
      expect(
        scripts.every((attributes) => /type="(module|application\/ld\+json|application\/json)"/.test(attributes!)),
      ).toBe(true);
    });
  });

  describe('social profiles', () => {
    it('redirects to a configured profile', async () => {
      const response = await request(server()).get('/social/facebook').expect(302);
      expect(response.headers.location).toBe('https://www.facebook.com/bilietai');
    });
  });

  describe('robots.txt and sitemap.xml', () => {
    it('serves robots.txt naming the sitemap', async () => {
      const response = await request(server()).get('/robots.txt').expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.text).toContain('Sitemap: https://bilietai.example/sitemap.xml');
    });

    it('lists the published events and the information pages in both languages, with alternates', async () => {
      const response = await request(server()).get('/sitemap.xml').expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      const xml = response.text;
      expect(xml).toContain(`<loc>https://bilietai.example/events/${published}</loc>`);
      expect(xml).toContain(`<loc>https://bilietai.example/events/${published}?lang=en</loc>`);
      expect(xml).toContain('<loc>https://bilietai.example/info/privacy-policy?lang=en</loc>');
      expect(xml).toContain('<loc>https://bilietai.example/</loc>');
      expect(xml).toContain('hreflang="x-default" href="https://bilietai.example/info/faq"');
      expect(xml).not.toContain(draft);
    });
  });
  describe('preload hints', () => {
    const coverOf = async (eventId: string) => {
      const { body } = await request(server()).get(`/api/events/${eventId}`).expect(200);
      return body as { imageUrl: string; cardImageUrl: string };
    };

    it('asks on an event page for its code, its English texts, the event’s API read and its cover, with the entry', async () => {
      const { imageUrl } = await coverOf(published);
      const { text } = await request(server()).get(`/events/${published}?lang=en`).expect(200);
      expect(preloadLinks(text)).toEqual([
        '<link rel="modulepreload" crossorigin="" href="/assets/EventDetailPage-d1.js">',
        '<link rel="preload" as="style" crossorigin="" href="/assets/EventDetailPage-d2.css">',
        '<link rel="modulepreload" crossorigin="" href="/assets/en-l2.js">',
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/events/${published}">`,
        `<link rel="preload" as="image" href="${imageUrl}" fetchpriority="high">`,
      ]);
      expect(text.indexOf('EventDetailPage-d1.js')).toBeLessThan(text.indexOf('</head>'));
      // The ticket selection shows no cover.
      const tickets = await request(server()).get(`/tickets/${published}`).expect(200);
      expect(tickets.text).not.toContain('as="image"');
    });

    it('asks on the home page for the areas its route fetches, its two API reads and the first hero slide’s picture', async () => {
      const { imageUrl, cardImageUrl } = await coverOf(published);
      const { text } = await request(server()).get('/').expect(200);
      expect(preloadLinks(text)).toEqual([
        '<link rel="modulepreload" crossorigin="" href="/assets/HomePage-h1.js">',
        '<link rel="modulepreload" crossorigin="" href="/assets/lt-l1.js">',
        '<link rel="modulepreload" crossorigin="" href="/assets/lt-s1.js">',
        '<link rel="modulepreload" crossorigin="" href="/assets/lt-a1.js">',
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/events/featured">',
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/events?page=1&amp;limit=3">',
        `<link rel="preload" as="image" href="${imageUrl}" imagesrcset="${cardImageUrl} 640w, ${imageUrl} 1600w" imagesizes="100vw" fetchpriority="high">`,
      ]);
    });

    it('asks on the events list for the very page of the list its address names and the first card’s picture', async () => {
      const { imageUrl, cardImageUrl } = await coverOf(published);
      const { text } = await request(server()).get('/events?category=Concert&page=1&utm_source=x').expect(200);
      expect(preloadLinks(text).filter((link) => !link.includes('/assets/'))).toEqual([
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/events?category=Concert&amp;page=1&amp;limit=6">',
        `<link rel="preload" as="image" href="${cardImageUrl || imageUrl}" fetchpriority="high">`,
      ]);
      // A page past the last one is read as the front end would read it, and has no card to show.
      const beyond = await request(server()).get('/events?page=9').expect(200);
      expect(preloadLinks(beyond.text).filter((link) => !link.includes('/assets/'))).toEqual([
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/events?page=9&amp;limit=6">',
      ]);
    });

    it('asks for no API read of an event the catalog does not show, and nothing on an unknown page', async () => {
      const { text } = await request(server()).get(`/events/${draft}`).expect(404);
      expect(text).not.toContain('as="fetch"');
      expect(text).toContain('href="/assets/EventDetailPage-d1.js"');
      expect(preloadLinks((await request(server()).get('/nowhere').expect(404)).text)).toEqual([]);
    });
  });

  describe('a new front-end build', () => {
    it('is served without a restart, as the page must name the current asset hashes', async () => {
      const file = join(dist, 'index.html');
      writeFileSync(file, INDEX_HTML.replace('index-abc123.js', 'index-def456.js'));
      const later = new Date(Date.now() + 5_000);
      utimesSync(file, later, later);
      const { text } = await request(server()).get('/info/faq').expect(200);
      expect(text).toContain('<script type="module" src="/assets/index-def456.js"></script>');
      expect(text).toContain('<title>Dažni klausimai | Bilietų parduotuvė</title>');
    });
  });
});
