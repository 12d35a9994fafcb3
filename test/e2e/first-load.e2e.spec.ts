import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface PublicEvent {
  id: string;
  title: { lt: string; en: string };
  imageUrl: string;
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
    const { pathname, search } = new URL(request.url());
    counts.set(pathname + search, (counts.get(pathname + search) ?? 0) + 1);
  });
  return counts;
}

const unescapeHtml = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/**
 * Opens `address` and checks the head's preloads: those `expected` names are there, Chromium reports
 * none unused or unusable, and each was fetched once (a preload the page's own fetch could not use is
 * fetched again).
 */
async function expectPreloadsUsed(
  page: Page,
  address: string,
  expected: (string | RegExp)[],
  ready: () => Promise<void>,
) {
  const complaints = watchPreloads(page);
  const requests = countRequests(page);
  const answer = await page.goto(address);
  const html = await answer!.text();
  const preloaded = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
    ([, href = '']) => unescapeHtml(href),
  );
  expect(preloaded).toEqual(
    expect.arrayContaining(expected.map((each) => (typeof each === 'string' ? each : expect.stringMatching(each)))),
  );
  await ready();
  await page.waitForLoadState('load');
  await page.waitForTimeout(UNUSED_PRELOAD_REPORTED_AFTER_MS);

  expect(complaints).toEqual([]);
  for (const href of preloaded) expect({ href, fetched: requests.get(href) }).toEqual({ href, fetched: 1 });
}

const firstEvent = async (request: APIRequestContext) => {
  const { data } = (await (await request.get('/api/events?limit=1')).json()) as { data: PublicEvent[] };
  return data[0]!;
};

test('an event page’s code, texts, API read and cover are asked for in its head and each fetched once', async ({
  page,
  request,
}) => {
  const event = await firstEvent(request);
  await expectPreloadsUsed(
    page,
    `/events/${event.id}?lang=en`,
    [/^\/assets\/EventDetailPage-[\w-]+\.js$/, /^\/assets\/en-[\w-]+\.js$/, `/api/events/${event.id}`, event.imageUrl],
    () => expect(page.getByRole('heading', { level: 1, name: event.title.en })).toBeVisible(PAGE_LOAD),
  );
});

test('the home page’s API reads and hero picture are asked for in its head and each fetched once', async ({ page }) => {
  await expectPreloadsUsed(page, '/', ['/api/events/featured', '/api/events?page=1&limit=3'], () =>
    expect(page.getByRole('group', { name: /^1 iš \d+$/ }).getByRole('link')).toBeVisible(PAGE_LOAD),
  );
});

test('the events list’s API read and first picture are asked for in its head and each fetched once', async ({
  page,
}) => {
  await expectPreloadsUsed(page, '/events?page=1', ['/api/events?page=1&limit=6'], () =>
    expect(page.getByRole('list', { name: 'Visi renginiai' }).getByRole('listitem').first()).toBeVisible(PAGE_LOAD),
  );
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
  const event = await firstEvent(request);
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
