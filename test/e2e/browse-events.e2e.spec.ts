import { expect, test, type Page } from '@playwright/test';

interface ApiEvent {
  id: string;
  title: { lt: string; en: string };
  category: string;
}

async function publishedEvents(page: Page, category?: string): Promise<ApiEvent[]> {
  const query = category ? `?category=${category}&limit=100` : '?limit=100';
  const response = await page.request.get(`/api/events${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

/** The language switch sits in the header on wide screens and in the burger menu on phones. */
async function switchToEnglish(page: Page): Promise<void> {
  const english = page.getByRole('button', { name: 'EN – English' }).first();
  if (!(await english.isVisible())) {
    await page.getByRole('button', { name: 'Atidaryti meniu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobilioji navigacija' })
      .getByRole('button', { name: 'EN – English' })
      .click();
    return;
  }
  await english.click();
}

const cards = (page: Page) => page.locator('main article');

test('a visitor browses events by page and category, opens one and switches to English', async ({ page }) => {
  const all = await publishedEvents(page);
  const theater = await publishedEvents(page, 'Theater');
  expect(all.length).toBeGreaterThanOrEqual(12);

  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Visi renginiai' })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).first()).toContainText(all[0]!.title.lt);

  const pages = page.getByRole('navigation', { name: 'Puslapiai' });
  await pages.getByRole('button', { name: '2 puslapis' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(Math.min(6, all.length - 6));
  await expect(cards(page).first()).toContainText(all[6]!.title.lt);

  await page.getByRole('group', { name: 'Kategorija' }).getByRole('button', { name: 'Teatras' }).click();
  await expect(page).toHaveURL(/category=Theater/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(theater.length);
  for (const event of theater) await expect(page.locator('main')).toContainText(event.title.lt);

  const chosen = theater[0]!;
  await cards(page).filter({ hasText: chosen.title.lt }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/events/${chosen.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: chosen.title.lt })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bilietai' })).toBeVisible();
  await expect(page.getByText(/Liko: \d+/).first()).toBeVisible();

  await switchToEnglish(page);
  await expect(page.getByRole('heading', { level: 1, name: chosen.title.en })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: chosen.title.en })).toBeVisible();
});

test('an unknown event and an unknown page show their not-found states', async ({ page }) => {
  await page.goto('/events/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Renginys nerastas' })).toBeVisible();
  await page.getByRole('link', { name: 'Grįžti į renginių sąrašą' }).click();
  await expect(page).toHaveURL(/\/events$/);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Puslapis nerastas' })).toBeVisible();
});

test('the home page offers the four categories and the upcoming events', async ({ page }) => {
  const all = await publishedEvents(page);
  await page.goto('/');
  for (const category of ['Koncertai', 'Festivaliai', 'Teatras', 'Sportas']) {
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: new RegExp(category) })
        .first(),
    ).toBeVisible();
  }
  await expect(page.locator('main')).toContainText(all[0]!.title.lt);
});

test('on a 320 px phone the next-page button stays on one line', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/events');
  const pages = page.getByRole('navigation', { name: 'Puslapiai' });
  const next = pages.getByRole('button', { name: /Kitas/ });
  await expect(next).toBeVisible();
  // A page number is one line by nature; a wrapped "Kitas ›" would stand a line taller than it.
  const numberBox = await pages.getByRole('button', { name: '1 puslapis' }).boundingBox();
  const nextBox = await next.boundingBox();
  expect(nextBox?.height).toBe(numberBox?.height);
});
