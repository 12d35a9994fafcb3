import { expect, test } from '@playwright/test';

const INFO_PAGES = [
  ['about', 'Apie mus', 'About us'],
  ['how-to-buy', 'Kaip pirkti', 'How to buy'],
  ['terms-of-service', 'Paslaugų teikimo sąlygos', 'Terms of service'],
  ['refund-policy', 'Pinigų grąžinimo politika', 'Refund policy'],
  ['privacy-policy', 'Privatumo politika', 'Privacy policy'],
  ['faq', 'Dažni klausimai', 'FAQ'],
] as const;

interface PublicEvent {
  id: string;
  title: { lt: string; en: string };
}

/** A loaded machine has taken over five seconds to bring a lazily loaded page in; the wait is not the point. */
const PAGE_LOAD = { timeout: 20_000 };

for (const [path, lithuanian, english] of INFO_PAGES) {
  test(`/info/${path} answers in Lithuanian and in English`, async ({ page }) => {
    const lt = await page.goto(`/info/${path}`);
    expect(lt!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lithuanian, PAGE_LOAD);
    await expect(page.locator('html')).toHaveAttribute('lang', 'lt');

    const en = await page.goto(`/info/${path}?lang=en`);
    expect(en!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english, PAGE_LOAD);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('the footer leads to the information pages and to the profiles that are set', async ({ page, request }) => {
  test.slow();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Paslaugų teikimo sąlygos' }).click();
  await expect(page).toHaveURL(/\/info\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paslaugų teikimo sąlygos', PAGE_LOAD);
  await footer.getByRole('link', { name: 'Dažni klausimai' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dažni klausimai');

  const social = footer.getByRole('navigation', { name: 'Sekite mus' });
  await expect(social.getByRole('link')).toHaveCount(1);
  await expect(social.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', '/social/facebook');
  const redirect = await request.get('/social/facebook', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe('https://www.facebook.com/bilietai');
  expect((await request.get('/social/twitter', { maxRedirects: 0 })).status()).toBe(404);
});

test('the register page’s terms link opens the terms', async ({ page }) => {
  await page.goto('/register');
  const terms = page.getByRole('link', { name: 'pirkimo taisyklėmis' });
  await expect(terms).toHaveAttribute('href', '/info/terms-of-service');
  await page.goto((await terms.getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paslaugų teikimo sąlygos', PAGE_LOAD);
});

test('an unknown page is a 404 that still shows the app’s not-found view', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puslapis nerastas', PAGE_LOAD);
});

test('an event page names the event, its description and its schema.org data without JavaScript', async ({
  browser,
  request,
}) => {
  const { data } = (await (await request.get('/api/events?limit=1')).json()) as { data: PublicEvent[] };
  const event = data[0]!;

  const html = await (await request.get(`/events/${event.id}?lang=en`)).text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
  expect(html).toMatch(/<meta name="description" content="[^"]+">/);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/[^"]+">/);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/events/${event.id}`);
  await expect(page).toHaveTitle(new RegExp(`^${event.title.lt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\d{4}/);
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
    '@type': string;
    name: string;
    offers: { price: string; priceCurrency: string; availability: string; url: string }[];
  };
  expect(structured['@type']).toBe('Event');
  expect(structured.name).toBe(event.title.lt);
  expect(structured.offers.length).toBeGreaterThan(0);
  expect(structured.offers[0]).toMatchObject({
    priceCurrency: 'EUR',
    url: expect.stringContaining(`/tickets/${event.id}`),
  });
  await context.close();
});

test('the event page with its JSON-LD runs under the strict policy', async ({ page, request }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const { data } = (await (await request.get('/api/events?limit=1')).json()) as { data: PublicEvent[] };
  await page.goto(`/events/${data[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data[0]!.title.lt, PAGE_LOAD);
  expect(blocked).toEqual([]);
});

test('robots.txt names the sitemap, which lists the events in both languages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const { data } = (await (await request.get('/api/events?limit=1')).json()) as { data: PublicEvent[] };
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/events/${data[0]!.id}</loc>`);
  expect(sitemap).toContain(`/events/${data[0]!.id}?lang=en</loc>`);
  expect(sitemap).toContain('/info/terms-of-service?lang=en</loc>');
});
