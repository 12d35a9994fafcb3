import { expect, test, type Locator, type Page } from '@playwright/test';

/** The desktop widths the header's links must fit on one line at, from the smallest to a full HD screen. */
const DESKTOP_WIDTHS = [1024, 1100, 1280, 1440, 1920];

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** The top of every link in the header's main navigation, rounded to the pixel. */
async function navigationTops(page: Page): Promise<number[]> {
  const links = page.getByRole('navigation', { name: 'Pagrindinė navigacija' }).getByRole('link');
  await expect(links).toHaveCount(5);
  const tops: number[] = [];
  for (const link of await links.all()) tops.push(Math.round((await boxOf(link)).y));
  return tops;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('El. paštas').fill('pirkejas@bilietai.lt');
  await page.getByLabel('Slaptažodis', { exact: true }).fill('demo-buyer-2026');
  await page.getByRole('main').getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page.getByRole('button', { name: 'Atsijungti' })).toBeVisible();
}

test('the header’s links keep to one line at desktop widths, for visitors and signed-in buyers', async ({ page }) => {
  for (const signedIn of [false, true]) {
    if (signedIn) await signIn(page);
    for (const width of DESKTOP_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const tops = await navigationTops(page);
      expect(new Set(tops), `${width} px, ${signedIn ? 'signed in' : 'visitor'}: ${tops.join(', ')}`).toHaveProperty(
        'size',
        1,
      );
      // On one line and clear of the language switch next to it.
      const lastLink = await boxOf(
        page.getByRole('navigation', { name: 'Pagrindinė navigacija' }).getByRole('link').last(),
      );
      const languages = await boxOf(page.getByRole('group', { name: 'Kalba' }).first());
      expect(lastLink.x + lastLink.width).toBeLessThanOrEqual(languages.x);
    }
  }
});

test('the checkout’s phone field is as tall as its other fields', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Artėjantys renginiai' })
    .getByRole('article')
    .filter({ hasText: /nuo \d/ })
    .first()
    .getByRole('link')
    .click();
  await page.getByRole('link', { name: 'Pirkti bilietus' }).click();
  await page
    .getByRole('button', { name: /^Padidinti kiekį: / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Tęsti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Užsakymo pateikimas' })).toBeVisible();

  const email = await boxOf(page.getByLabel('El. paštas'));
  const phone = await boxOf(page.getByLabel('Telefono numeris'));
  const firstName = await boxOf(page.getByLabel('Vardas'));
  expect(phone.height).toBe(email.height);
  expect(phone.height).toBe(firstName.height);
});
