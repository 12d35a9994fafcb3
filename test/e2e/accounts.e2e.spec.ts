import { expect, test, type Page } from '@playwright/test';

interface CaughtMail {
  id: string;
  to: string;
  subject: string;
  text: string;
}

/** The embedded shop catches its mail over SMTP; the test reads it as a newcomer would. */
async function mailTo(page: Page, address: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mailbox/messages?to=${encodeURIComponent(address)}`);
      const mails = (await response.json()) as CaughtMail[];
      found = mails.find((mail) => mail.subject === subject);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Header entries sit in the bar on wide screens and in the burger menu on phones. */
async function headerEntry(page: Page, name: string | RegExp, role: 'link' | 'button') {
  const inBar = page.getByRole('banner').getByRole(role, { name }).first();
  if (await inBar.isVisible()) return inBar;
  const inMenu = page.locator('#mobile-menu').getByRole(role, { name });
  // A navigation still finishing (sign-out goes home first) closes a menu opened during it, so open
  // it again until the entry stays on screen.
  await expect(async () => {
    const burger = page.getByRole('button', { name: 'Atidaryti meniu' });
    if (!(await inMenu.isVisible()) && (await burger.isVisible())) await burger.click();
    await expect(inMenu).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return inMenu;
}

test('a visitor registers, verifies the address from the mail, signs in, edits the profile and signs out', async ({
  page,
}, testInfo) => {
  const email = `ruta.${testInfo.project.name}.${Date.now()}@example.lt`;
  await page.goto('/register');
  await page.getByLabel('Vardas').fill('Rūta');
  await page.getByLabel('Pavardė').fill('Kalnaitė');
  await page.getByLabel('El. paštas').fill(email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill('saugus slaptažodis');
  await page.getByLabel('Pakartokite slaptažodį').fill('saugus slaptažodis');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Registruotis' }).click();
  await expect(page.getByRole('heading', { name: 'Patikrinkite el. paštą' })).toBeVisible();

  const mail = await mailTo(page, email, 'Patvirtinkite el. pašto adresą');
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('El. pašto adresas patvirtintas. Dabar galite prisijungti.')).toBeVisible();

  await page.goto('/login?redirect=/profile');
  await page.getByLabel('El. paštas').fill(email);
  await page.getByLabel('Slaptažodis').fill('saugus slaptažodis');
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Redaguoti' }).click();
  await page.getByLabel('Pavardė').fill('Kalnaitė-Jonaitienė');
  await page.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText('Kalnaitė-Jonaitienė')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Kalnaitė-Jonaitienė')).toBeVisible();

  await (await headerEntry(page, 'Atsijungti', 'button')).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(await headerEntry(page, 'Prisijungti', 'link')).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile|\/login\?redirect=\/profile/);
});

test('an admin changes a user’s role and the change survives a reload', async ({ page }) => {
  await page.goto('/login?redirect=/admin/users');
  await page.getByLabel('El. paštas').fill('admin@bilietai.lt');
  await page.getByLabel('Slaptažodis').fill('demo-admin-2026');
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/admin\/users/);

  const row = page.getByRole('row', { name: /pirkejas@bilietai\.lt/ });
  await expect(row).toBeVisible();
  const target = /Organizatorius|Dalyvis/.test((await row.textContent()) ?? '') ? 'Vartotojas' : 'Organizatorius';
  await row.getByRole('button', { name: /Veiksmai/ }).click();
  await page.getByRole('menuitemradio', { name: target, exact: true }).click();
  await expect(page.getByText(/Vartotojo rolė pakeista į/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('row', { name: /pirkejas@bilietai\.lt/ })).toContainText(target);
});
