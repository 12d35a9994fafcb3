import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { anotherBrowser, originOf, publishConcert, reloadUntil, signIn, SUPER_ADMIN } from './support/back-office';
import { buyAndPay } from './support/buying';

// A purchase, a refund and the invoicing process that follows both from the log: longer than 30 s.
test.describe.configure({ timeout: 150_000 });

/** Clicks a download button and answers the saved file's name and bytes. */
async function download(page: Page, name: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('finance finds an order’s invoice and credit note in the register, with its sums, and downloads the spreadsheet and the PDFs', async ({
  page,
  browser,
}, testInfo) => {
  const run = `${testInfo.project.name} ${Date.now()}`;
  await signIn(page, SUPER_ADMIN, '/admin/invoices');
  const eventId = await publishConcert(page, {
    name: { lt: `Registro koncertas ${run}`, en: `Register concert ${run}` },
    description: { lt: 'Koncertas registrui.', en: 'A concert for the register.' },
  });
  const buyer = await anotherBrowser(browser);
  const orderId = await buyAndPay(buyer, eventId, 2, `registras.${testInfo.project.name}.${Date.now()}@example.lt`);
  const orderNumber = orderId.slice(-8).toUpperCase();
  const refunded = await page.request.post(`/api/orders/${orderId}/refund`, {
    headers: { origin: originOf(page) },
    data: { amount: 20, reason: `Vienas bilietas grąžintas ${run}`, notify_customer: false },
  });
  expect(refunded.ok()).toBe(true);

  // The accountant's common laptop screen; the phone project keeps its own.
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/admin/invoices');
  await page.getByLabel('Paieška').fill(orderNumber);
  await expect(page).toHaveURL(new RegExp(`q=${orderNumber}`));
  const table = page.getByRole('table', { name: 'Sąskaitų faktūrų registras' });
  await reloadUntil(page, async () => {
    await expect(page.getByText('Rasta dokumentų: 2')).toBeVisible({ timeout: 1000 });
  });
  await expect(table).toContainText('Sąskaita faktūra');
  await expect(table).toContainText(/Kreditinė, koreguoja [A-Z]{2,5}-\d{6}/);
  const euros = page.getByRole('region', { name: 'Sumos pagal valiutą' }).getByLabel('EUR');
  await expect(euros).toContainText(/Sąskaitos \(1\)\s*40,00\s*€/);
  await expect(euros).toContainText(/Kreditinės \(1\)\s*−20,00\s*€/);
  await expect(euros).toContainText(/Iš viso\s*20,00\s*€/);
  // Nothing of the page lies past the screen's right edge: the table scrolls or stacks within it.
  expect(await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth')).toBe(
    true,
  );

  const csv = await download(page, 'Atsisiųsti CSV');
  expect(csv.name).toMatch(/^saskaitu-registras-pradzia_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.bytes.toString('utf8').trim().split(/\r?\n/);
  expect(lines[0]).toContain('Dokumento numeris,Rūšis,Data');
  expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual([orderNumber, orderNumber]);

  const archive = await download(page, 'PDF archyvas (ZIP)');
  expect(archive.name).toMatch(/^saskaitos-pradzia_\d{4}-\d{2}-\d{2}\.zip$/);
  const files = Object.keys((await JSZip.loadAsync(archive.bytes)).files);
  expect(files).toHaveLength(2);
  for (const file of files) expect(file).toMatch(/^[A-Z]{2,5}-\d{6}\.pdf$/);
});
