import type { PublicEventResponse } from '../catalog/public-events/public-event.response';
import { eventDescription, eventStructuredData } from './event-page';
import { IndexDocument, jsonForScript, renderHead, type PageHead } from './page-head';
import { robotsTxt, sitemapXml } from './sitemap';
import { languageOf, pathIn, sitePageAt } from './site-pages';

const absolute = (path: string) => `https://bilietai.example${path}`;

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  language: 'lt',
  title: 'Apie mus | Bilietų parduotuvė',
  description: 'Kas mes esame',
  siteName: 'Bilietų parduotuvė',
  urls: { lt: absolute('/info/about'), en: absolute('/info/about?lang=en') },
  indexable: true,
  ...overrides,
});

const event = (overrides: Partial<PublicEventResponse> = {}): PublicEventResponse => ({
  id: '2f6c0a3e-1b2c-4d5e-8f90-0123456789ab',
  title: { lt: 'Vasaros koncertas', en: 'Summer concert' },
  description: { lt: 'Pirma pastraipa.\n\nAntra pastraipa.', en: 'First paragraph.\n\nSecond paragraph.' },
  category: 'Concert',
  organizer: 'Baltic Live',
  startsAt: '2027-06-01T16:00:00.000Z',
  endsAt: '2027-06-01T19:00:00.000Z',
  date: '2027-06-01',
  time: '19:00',
  endDate: '2027-06-01',
  location: 'Vilnius',
  venue: 'Compensa koncertų salė',
  address: 'Kernavės g. 84',
  country: 'Lietuva',
  imageUrl: '/media/events/a/large.webp',
  cardImageUrl: '/media/events/a/card.webp',
  additionalImages: ['/media/events/b/large.webp'],
  features: { lt: [], en: [] },
  price: 19.99,
  currency: 'EUR',
  featured: false,
  ticketTypes: [
    {
      id: 't1',
      name: { lt: 'Standartinis', en: 'Standard' },
      description: { lt: '', en: '' },
      price: 29.9,
      currency: 'EUR',
      available: 40,
      maxPerOrder: 10,
      onSale: true,
      saleStartsAt: '2026-01-01T00:00:00.000Z',
      saleEndsAt: '2027-06-01T16:00:00.000Z',
    },
    {
      id: 't2',
      name: { lt: 'VIP', en: 'VIP' },
      description: { lt: '', en: '' },
      price: 80,
      currency: 'EUR',
      available: 0,
      maxPerOrder: 4,
      onSale: false,
      saleStartsAt: '2026-01-01T00:00:00.000Z',
      saleEndsAt: '2027-06-01T16:00:00.000Z',
    },
  ],
  ...overrides,
});

describe('the page head', () => {
  it('names the title, description, canonical address, language alternates and preview tags', () => {
    const html = renderHead(head({ image: absolute('/media/x.webp') }));
    expect(html).toContain('<title>Apie mus | Bilietų parduotuvė</title>');
    expect(html).toContain('<meta name="description" content="Kas mes esame">');
    expect(html).toContain('<link rel="canonical" href="https://bilietai.example/info/about">');
    expect(html).toContain('<link rel="alternate" hreflang="lt" href="https://bilietai.example/info/about">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://bilietai.example/info/about?lang=en">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://bilietai.example/info/about">');
    expect(html).toContain('<meta property="og:title" content="Apie mus | Bilietų parduotuvė">');
    expect(html).toContain('<meta property="og:locale" content="lt_LT">');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_GB">');
    expect(html).toContain('<meta property="og:image" content="https://bilietai.example/media/x.webp">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('noindex');
  });

  it('makes the English address canonical on the English page and asks private pages not to be indexed', () => {
    const html = renderHead(head({ language: 'en', indexable: false }));
    expect(html).toContain('<link rel="canonical" href="https://bilietai.example/info/about?lang=en">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });

  it('escapes what an admin typed, in text and in attributes', () => {
    const html = renderHead(
      head({ title: '</title><script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>' }),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });

  it('keeps JSON-LD inside its script element whatever the text', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('asks for the route’s modules, stylesheets and API read in the modes their real fetches use', () => {
    const html = renderHead(
      head({
        preloads: [
          { href: '/assets/EventDetailPage-a1.js', as: 'script' },
          { href: '/assets/EventDetailPage-b2.css', as: 'style' },
          { href: '/api/events/a%22b', as: 'fetch' },
        ],
      }),
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin="" href="/assets/EventDetailPage-a1.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin="" href="/assets/EventDetailPage-b2.css">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/events/a%22b">');
    expect(renderHead(head())).not.toContain('preload');
  });

  it('asks for the picture a page opens on at high priority, in no-cors mode like its <img>, with its srcset', () => {
    const html = renderHead(
      head({
        preloads: [
          { as: 'image', href: '/media/a"b.webp' },
          {
            as: 'image',
            href: '/media/large.webp',
            srcset: '/media/card.webp 640w, /media/large.webp 1600w',
            sizes: '100vw',
          },
        ],
      }),
    );
    expect(html).toContain('<link rel="preload" as="image" href="/media/a&quot;b.webp" fetchpriority="high">');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/large.webp" imagesrcset="/media/card.webp 640w, /media/large.webp 1600w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('puts the head into the built index.html with the page’s language and the site config', () => {
    const index = new IndexDocument(
      '<!doctype html>\n<html lang="lt">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Bilietų parduotuvė</title>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>',
    );
    const html = index.render(head({ language: 'en' }), { socialLinks: ['facebook'] });
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(html).toContain('<script type="application/json" id="site-config">{"socialLinks":["facebook"]}</script>');
    expect(html.indexOf('site-config')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('an event page', () => {
  it('describes the event by its date, venue and first paragraph, in the page’s language', () => {
    expect(eventDescription(event(), 'lt')).toBe(
      '2027 m. birželio 1 d. 19:00, Compensa koncertų salė, Vilnius. Pirma pastraipa.',
    );
    expect(eventDescription(event(), 'en')).toBe(
      '1 June 2027 at 19:00, Compensa koncertų salė, Vilnius. First paragraph.',
    );
  });

  it('cuts a long description at a word, under 160 characters', () => {
    const long = eventDescription(event({ description: { lt: 'žodis '.repeat(100), en: '' } }), 'lt');
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/žodis…$/);
  });

  it('is a schema.org Event with an offer per ticket type', () => {
    const data = eventStructuredData(event(), 'en', new Date('2026-11-26T00:00:00Z'), absolute);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Summer concert',
      description: '1 June 2027 at 19:00, Compensa koncertų salė, Vilnius. First paragraph.',
      startDate: '2027-06-01T16:00:00.000Z',
      endDate: '2027-06-01T19:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      inLanguage: 'en',
      location: {
        '@type': 'Place',
        name: 'Compensa koncertų salė',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Kernavės g. 84',
          addressLocality: 'Vilnius',
          addressCountry: 'Lietuva',
        },
      },
      image: [
        'https://bilietai.example/media/events/a/large.webp',
        'https://bilietai.example/media/events/b/large.webp',
      ],
      organizer: { '@type': 'Organization', name: 'Baltic Live' },
      offers: [
        {
          '@type': 'Offer',
          name: 'Standard',
          price: '29.90',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          validFrom: '2026-01-01T00:00:00.000Z',
          url: 'https://bilietai.example/tickets/2f6c0a3e-1b2c-4d5e-8f90-0123456789ab?lang=en',
        },
        {
          '@type': 'Offer',
          name: 'VIP',
          price: '80.00',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/SoldOut',
          validFrom: '2026-01-01T00:00:00.000Z',
          url: 'https://bilietai.example/tickets/2f6c0a3e-1b2c-4d5e-8f90-0123456789ab?lang=en',
        },
      ],
    });
  });

  it('offers tickets whose sale has not opened as a pre-sale', () => {
    const [ticketType] = event().ticketTypes;
    const data = eventStructuredData(
      event({ ticketTypes: [{ ...ticketType!, onSale: false, saleStartsAt: '2027-01-01T00:00:00.000Z' }] }),
      'lt',
      new Date('2026-11-26T00:00:00Z'),
      absolute,
    ) as { offers: { availability: string; url: string }[] };
    expect(data.offers[0]).toMatchObject({
      availability: 'https://schema.org/PreSale',
      url: 'https://bilietai.example/tickets/2f6c0a3e-1b2c-4d5e-8f90-0123456789ab',
    });
  });
});

describe('page addresses', () => {
  it.each([
    ['/', 'home', true],
    ['/events', 'events', true],
    ['/events/', 'events', true],
    ['/info/terms-of-service', 'info/terms-of-service', true],
    ['/checkout', 'checkout', false],
    ['/admin/orders/123', 'admin', false],
  ])('knows %s as %s', (path, key, indexable) => {
    expect(sitePageAt(path, new URLSearchParams())).toMatchObject({ kind: 'page', key, indexable });
  });

  it('knows event and ticket pages by their id, and nothing else', () => {
    expect(sitePageAt('/events/abc', new URLSearchParams())).toMatchObject({
      kind: 'event',
      eventId: 'abc',
      tickets: false,
    });
    expect(sitePageAt('/tickets/abc', new URLSearchParams())).toMatchObject({ kind: 'event', tickets: true });
    expect(sitePageAt('/info/nothing', new URLSearchParams())).toMatchObject({ kind: 'not-found' });
    expect(sitePageAt('/events/abc/more', new URLSearchParams())).toMatchObject({ kind: 'not-found' });
    expect(sitePageAt('/social/facebook', new URLSearchParams())).toMatchObject({ kind: 'not-found' });
  });

  it('keeps a known category in the events list’s address, and drops what does not change the page', () => {
    expect(sitePageAt('/events', new URLSearchParams('category=Concert&utm_source=x'))).toMatchObject({
      query: { category: 'Concert' },
    });
    expect(sitePageAt('/events', new URLSearchParams('category=Opera'))).toMatchObject({ query: {} });
  });

  it('reads the language from ?lang=, Lithuanian by default', () => {
    expect(languageOf(new URLSearchParams('lang=en'))).toBe('en');
    expect(languageOf(new URLSearchParams('lang=lt'))).toBe('lt');
    expect(languageOf(new URLSearchParams('lang=ru'))).toBe('lt');
    expect(languageOf(new URLSearchParams())).toBe('lt');
    expect(pathIn('en', '/events', { category: 'Sports' })).toBe('/events?category=Sports&lang=en');
    expect(pathIn('lt', '/events')).toBe('/events');
  });
});

describe('sitemap and robots', () => {
  it('lists each page in both languages, each with its alternates', () => {
    const xml = sitemapXml(['/', '/events/e1'], absolute);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://bilietai.example/events/e1</loc>');
    expect(xml).toContain('<loc>https://bilietai.example/events/e1?lang=en</loc>');
    expect(xml.match(/hreflang="en" href="https:\/\/bilietai.example\/events\/e1\?lang=en"/g)).toHaveLength(2);
    expect(xml.match(/hreflang="x-default" href="https:\/\/bilietai.example\/"/g)).toHaveLength(2);
  });

  it('escapes addresses in XML', () => {
    const xml = sitemapXml(['/events'], (path) => `https://bilietai.example/shop?a=1&b=2${path}`);
    expect(xml).toContain('<loc>https://bilietai.example/shop?a=1&amp;b=2/events</loc>');
  });

  it('keeps crawlers off the private steps and names the sitemap', () => {
    const robots = robotsTxt(absolute);
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain('Sitemap: https://bilietai.example/sitemap.xml');
  });
});
