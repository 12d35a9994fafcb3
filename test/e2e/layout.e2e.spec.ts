import { expect, test, type Locator, type Page } from '@playwright/test';

/** The desktop widths the header's links must fit on one line at, from the smallest to a full HD screen. */
const DESKTOP_WIDTHS = [1024, 1100, 1280, 1440, 1920];

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

interface HeaderTexts {
  navigation: string;
  languages: string;
}
const LITHUANIAN: HeaderTexts = { navigation: 'Pagrindinė navigacija', languages: 'Kalba' };
const ENGLISH: HeaderTexts = { navigation: 'Main navigation', languages: 'Language' };

/** The top of every link in the header's main navigation, rounded to the pixel. */
async function navigationTops(page: Page, texts: HeaderTexts): Promise<number[]> {
  const links = page.getByRole('navigation', { name: texts.navigation }).getByRole('link');
  await expect(links).toHaveCount(5);
  const tops: number[] = [];
  for (const link of await links.all()) tops.push(Math.round((await boxOf(link)).y));
  return tops;
}

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('El. paštas').fill(account.email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page.getByRole('button', { name: 'Atsijungti' })).toBeVisible();
}

const BUYER = { email: 'pirkejas@bilietai.lt', password: 'demo-buyer-2026' };
const ADMIN = { email: 'admin@bilietai.lt', password: 'demo-admin-2026' };

const VIEWERS = [
  { who: 'a visitor', account: null, english: false },
  { who: 'a visitor in English', account: null, english: true },
  { who: 'a signed-in buyer', account: BUYER, english: false },
  { who: 'a signed-in admin', account: ADMIN, english: false },
  { who: 'a signed-in admin in English', account: ADMIN, english: true },
] as const;

for (const viewer of VIEWERS) {
  test(`the header’s links keep to one line at desktop widths, for ${viewer.who}`, async ({ page }) => {
    if (viewer.account) await signIn(page, viewer.account);
    const texts = viewer.english ? ENGLISH : LITHUANIAN;
    // English, whose longer words wrapped first, through the page's own language address.
    const home = viewer.english ? '/?lang=en' : '/';
    for (const width of DESKTOP_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(home);
      const tops = await navigationTops(page, texts);
      expect(new Set(tops), `${width} px, ${viewer.who}: ${tops.join(', ')}`).toHaveProperty('size', 1);
      // On one line and clear of the language switch next to it.
      const lastLink = await boxOf(page.getByRole('navigation', { name: texts.navigation }).getByRole('link').last());
      const languages = await boxOf(page.getByRole('group', { name: texts.languages }).first());
      expect(lastLink.x + lastLink.width).toBeLessThanOrEqual(languages.x);
    }
  });
}

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
