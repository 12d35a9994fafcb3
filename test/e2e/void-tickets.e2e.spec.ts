import { expect, test, type Page } from '@playwright/test';
import { anotherBrowser, publishConcert, reloadUntil, signIn, SUPER_ADMIN } from './support/back-office';
import { buyAndPay } from './support/buying';

// A purchase, a refund and a void, each waiting for the log's processes: longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** Reloads the public event page until it says how many tickets are left. */
async function expectLeft(page: Page, eventId: string, left: number): Promise<void> {
  await page.goto(`/events/${eventId}`);
  await reloadUntil(page, async () => {
    await expect(page.getByText(`Liko: ${left}`)).toBeVisible({ timeout: 1000 });
  });
}

/** Checks a ticket's code at the door and answers the verdict shown. */
async function scan(page: Page, code: string) {
  await page.getByLabel('Bilieto kodas').fill(code);
  await page.getByRole('button', { name: 'Tikrinti' }).click();
  return page.getByRole('status', { name: 'Patikrinimo rezultatas' });
}

test('an admin voids one ticket of a partly refunded order: the door refuses it as voided, admits the other, and its seat is on sale again', async ({
  page,
  browser,
}, testInfo) => {
  const run = `${testInfo.project.name} ${Date.now()}`;
  const title = `Anuliuojamo bilieto koncertas ${run}`;
  await signIn(page, SUPER_ADMIN, '/admin/events');
  const eventId = await publishConcert(page, {
    name: { lt: title, en: `Concert ${run}` },
    description: { lt: 'Koncertas, kurio vienas bilietas bus anuliuotas.', en: 'A concert with a voided ticket.' },
  });

  const buyer = await anotherBrowser(browser);
  const orderId = await buyAndPay(buyer, eventId, 2, `ona.void.${testInfo.project.name}.${Date.now()}@example.lt`);
  await expectLeft(buyer, eventId, 48);

  // One ticket's price back from the order's page.
  await page.goto(`/admin/orders/${orderId}`);
  const tickets = page.getByRole('region', { name: 'Bilietai', exact: true });
  await reloadUntil(page, async () => {
    await expect(tickets.getByRole('row').filter({ hasText: 'Galioja' })).toHaveCount(2, { timeout: 1000 });
  });
  const reason = `Grąžintas vienas bilietas ${run}`;
  await page
    .getByRole('group', { name: 'Užsakymo veiksmai' })
    .getByRole('button', { name: 'Grąžinti mokestį' })
    .click();
  const refundForm = page.getByRole('dialog', { name: 'Grąžinti mokestį' });
  await refundForm.getByLabel(/^Suma/).fill('20.00');
  await refundForm.getByLabel('Priežastis').fill(reason);
  await refundForm.getByRole('button', { name: 'Grąžinti', exact: true }).click();
  await expect(refundForm).toBeHidden();
  const refunds = page.getByRole('region', { name: 'Grąžinimai' });
  await reloadUntil(page, async () => {
    await expect(refunds.getByRole('row').filter({ hasText: reason })).toContainText('Grąžinta', { timeout: 1000 });
  });

  // Void the first ticket: ticked, then confirmed in a dialog that names it and asks why.
  const [voided, kept] = (await tickets.locator('code').allTextContents()).map((code) => code.trim()) as [
    string,
    string,
  ];
  await tickets.getByRole('checkbox', { name: `Pažymėti bilietą ${voided}` }).check();
  await tickets.getByRole('button', { name: 'Anuliuoti bilietus (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anuliuoti bilietus' });
  await expect(dialog).toContainText(voided);
  await dialog.getByLabel('Priežastis').fill(`Pirkėjas grąžino bilietą ${run}`);
  await dialog.getByRole('button', { name: 'Anuliuoti bilietus' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Anuliuotas 1 bilietas: prie įėjimo jis nebegalioja')).toBeVisible();
  await reloadUntil(page, async () => {
    await expect(tickets.getByRole('row').filter({ hasText: voided })).toContainText('Anuliuotas', { timeout: 1000 });
  });
  await expect(tickets.getByRole('row').filter({ hasText: kept })).toContainText('Galioja');

  // The door refuses the voided ticket at once and admits the other.
  await page.goto('/admin/scanner');
  await expect(await scan(page, voided)).toContainText('Anuliuotas — neįleisti');
  await expect(await scan(page, kept)).toContainText('Įleisti');

  // Its seat is on sale again.
  await expectLeft(buyer, eventId, 49);
});
