import { expect, test, type Page } from '@playwright/test';

interface PublicEvent {
  id: string;
  title: { lt: string; en: string };
}

/** A loaded machine has taken over five seconds to bring a lazily loaded page in; the wait is not the point. */
const PAGE_LOAD = { timeout: 20_000 };
/** Chromium reports a preload nobody used a few seconds after the load event. */
const UNUSED_PRELOAD_REPORTED_AFTER_MS = 4_000;

/** What Chromium says about the page's preloads: unused ones, and ones a fetch could not use. */
function watchPreloads(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) complaints.push(message.text());
  });
  return complaints;
}

/** How many times the browser asked the network for each address (a used preload is asked for once). */
function countRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return counts;
}

test('an event page’s code, texts and API read are asked for in its head and each fetched once', async ({
  page,
  request,
}) => {
  const { data } = (await (await request.get('/api/events?limit=1')).json()) as { data: PublicEvent[] };
  const event = data[0]!;
  const complaints = watchPreloads(page);
  const requests = countRequests(page);

  const answer = await page.goto(`/events/${event.id}?lang=en`);
  const html = await answer!.text();
  const preloaded = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
    ([, href = '']) => href,
  );
  expect(preloaded).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/EventDetailPage-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/en-[\w-]+\.js$/),
      `/api/events/${event.id}`,
    ]),
  );
  await expect(page.getByRole('heading', { level: 1, name: event.title.en })).toBeVisible(PAGE_LOAD);
  await page.waitForLoadState('load');
  await page.waitForTimeout(UNUSED_PRELOAD_REPORTED_AFTER_MS);

  expect(complaints).toEqual([]);
  for (const href of preloaded) expect({ href, fetched: requests.get(href) }).toEqual({ href, fetched: 1 });
});

test('a hashed script goes out compressed with brotli as the build wrote it', async ({ page }) => {
  const scripts: { url: string; encoding?: string }[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url())) {
      scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    }
  });
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter(({ encoding }) => encoding !== 'br')).toEqual([]);
});

test('a link keeps the current page on screen until the next page’s code is here', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/events?limit=1')).json()) as { data: PublicEvent[] };
  const event = data[0]!;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/EventDetailPage-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/events?lang=en');
  const listHeading = page.getByRole('heading', { level: 1 });
  await expect(listHeading).toBeVisible(PAGE_LOAD);
  const listTitle = await listHeading.textContent();
  await page.locator(`a[href="/events/${event.id}"]`).first().click();
  // The router moves in a transition: while the page's code is held back the list stays, never an empty page.
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('heading', { level: 1, name: listTitle! })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/events/${event.id}`);

  release();
  await expect(page.getByRole('heading', { level: 1, name: event.title.en })).toBeVisible(PAGE_LOAD);
});
