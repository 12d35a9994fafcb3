import { expect as baseExpect, test, type Page } from '@playwright/test';
import { originOf, signIn, SUPER_ADMIN } from './support/back-office';

// Signs in, saves three times and loads about ten pages in two browsers: a shared, loaded machine took
// over two minutes for it.
test.describe.configure({ timeout: 240_000 });
// The back-office is a chunk of its own, loaded on the first admin page; on a loaded machine that and
// each save can take longer than the default 5 s an assertion waits.
const expect = baseExpect.configure({ timeout: 20_000 });

const MAINTENANCE_TITLE = 'Vyksta techniniai darbai';

interface SystemSettings {
  siteName: string;
  [field: string]: unknown;
}

async function saveTab(page: Page, tab: string): Promise<void> {
  const panel = page.getByRole('tabpanel', { name: tab });
  await panel.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(panel.getByRole('status')).toHaveText(/Nustatymai sėkmingai išsaugoti!/);
}

test('a super admin renames the site, which the footer shows, and closes the shop for maintenance: a buyer sees the maintenance page, the admin still sees the shop, until it is opened again', async ({
  page,
  browser,
}, testInfo) => {
  const siteName = `Bilietai ${testInfo.project.name} ${Date.now()}`;

  await signIn(page, SUPER_ADMIN, '/admin/settings', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Nustatymai' })).toBeVisible();

  const headers = { origin: originOf(page) };
  const before = (await (await page.request.get('/api/admin/settings')).json()) as { system: SystemSettings };
  const buyer = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage();

  try {
    const system = page.getByRole('tabpanel', { name: 'Sistema' });
    await system.getByLabel('Svetainės pavadinimas').fill(siteName);
    await saveTab(page, 'Sistema');

    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByText(siteName, { exact: true })).toBeVisible();

    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Priežiūra' }).click();
    await page.getByLabel('Priežiūros režimas (svetainė lankytojams nepasiekiama)').check();
    await saveTab(page, 'Priežiūra');

    await buyer.goto('/events');
    await expect(buyer.getByRole('heading', { level: 1, name: MAINTENANCE_TITLE })).toBeVisible();
    await expect(buyer.getByRole('contentinfo')).toHaveCount(0);
    // The buyer's API calls are refused too, with the answer the page switches on.
    const refused = await buyer.request.get('/api/events');
    expect(refused.status()).toBe(503);
    expect(refused.headers()['retry-after']).toBeTruthy();

    await page.goto('/events');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { name: MAINTENANCE_TITLE })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByText(siteName, { exact: true })).toBeVisible();

    await page.goto('/admin/settings?tab=maintenance');
    await page.getByLabel('Priežiūros režimas (svetainė lankytojams nepasiekiama)').uncheck();
    await saveTab(page, 'Priežiūra');

    await buyer.reload();
    await expect(buyer.getByRole('contentinfo')).toBeVisible();
    await expect(buyer.getByRole('heading', { name: MAINTENANCE_TITLE })).toHaveCount(0);
    await expect(buyer.getByRole('contentinfo').getByText(siteName, { exact: true })).toBeVisible();
  } finally {
    // The shop is shared with the specs that follow: open it again and give it back its name.
    await page.request.put('/api/admin/settings/maintenance', { headers, data: { maintenanceMode: false } });
    await page.request.put('/api/admin/settings/system', { headers, data: before.system });
    await buyer.context().close();
  }
});
