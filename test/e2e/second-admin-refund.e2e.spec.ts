import { expect, test } from '@playwright/test';
import { anotherBrowser, publishConcert, reloadUntil, secondAdmin, signIn, SUPER_ADMIN } from './support/back-office';
import { buyAndPay } from './support/buying';

// A purchase, a refund sent for approval, a second person and the refund's processes: longer than 30 s.
test.describe.configure({ timeout: 120_000 });

/** Above the single-refund amount one admin may return alone (500 € until a super admin sets another). */
const TICKET_PRICE = 600;

test('a refund above what one admin may return alone goes to a second admin, who approves it at 1366 px, and the order is refunded', async ({
  page,
  browser,
}, testInfo) => {
  const run = `${testInfo.project.name} ${Date.now()}`;
  const title = `VIP vakaras ${run}`;
  const reason = `Pirkėjas negali atvykti ${run}`;
  const second = {
    email: `ona.tvirtintoja.${testInfo.project.name}.${Date.now()}@example.lt`,
    password: 'antros akys',
  };

  await signIn(page, SUPER_ADMIN, '/admin/orders');
  const eventId = await publishConcert(
    page,
    { name: { lt: title, en: `VIP night ${run}` }, description: { lt: 'Brangūs bilietai.', en: 'Dear tickets.' } },
    { price: TICKET_PRICE },
  );
  await secondAdmin(page, second.email, second.password);
  const buyer = await anotherBrowser(browser);
  const orderId = await buyAndPay(buyer, eventId, 1, `vip.${testInfo.project.name}.${Date.now()}@example.lt`);
  const number = orderId.slice(-8).toUpperCase();

  // One admin refunds the whole order from the orders list: the shop neither refuses nor lets it through.
  await page.goto(`/admin/orders?search=${number}`);
  await reloadUntil(page, async () => {
    await expect(page.getByRole('link', { name: number })).toBeVisible({ timeout: 1000 });
  });
  await page.getByRole('button', { name: `Veiksmai: užsakymas ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Grąžinti mokestį' }).click();
  const refundForm = page.getByRole('dialog', { name: 'Grąžinti mokestį' });
  await expect(refundForm.getByLabel(/^Suma/)).toHaveValue(String(TICKET_PRICE));
  await refundForm.getByLabel('Priežastis').fill(reason);
  await refundForm.getByRole('button', { name: 'Grąžinti', exact: true }).click();
  await expect(refundForm).toBeHidden();
  await expect(page.getByText(/^Perduota kito administratoriaus patvirtinimui: 600,00/)).toBeVisible();
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.locator('.order-page__header').getByText('Apmokėta', { exact: true })).toBeVisible();

  // The second admin, on a common laptop screen: the request's row fits, its buttons within reach.
  const approver = await anotherBrowser(browser);
  if (testInfo.project.name === 'desktop') await approver.setViewportSize({ width: 1366, height: 768 });
  await signIn(approver, second, `/admin/events/${eventId}/refund`);
  const request = approver
    .getByRole('region', { name: 'Grąžinimo užklausos' })
    .getByRole('row')
    .filter({ hasText: reason });
  await reloadUntil(approver, async () => {
    await expect(request).toContainText('Laukia patvirtinimo', { timeout: 1000 });
  });
  await expect(request).toContainText('Grupinis grąžinimas');
  const approve = request.getByRole('button', { name: 'Patvirtinti' });
  const box = (await approve.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(approver.viewportSize()!.width);
  expect(
    await approver.evaluate<boolean>('document.documentElement.scrollWidth <= document.documentElement.clientWidth'),
  ).toBe(true);
  // The limits' cards keep their values inside (on a phone too), the self-approval's "Neleidžiamas" too.
  const limits = approver.getByRole('region', { name: 'Grąžinimų limitai' });
  await expect(limits.getByText('Neleidžiamas')).toBeVisible();
  for (const value of await limits.locator('dd').all()) {
    const { text, overflow } = await value.evaluate((element) => ({
      text: element.textContent,
      overflow: element.scrollWidth - element.clientWidth,
    }));
    expect(overflow, `"${text}" spills ${overflow} px out of its card`).toBeLessThanOrEqual(0);
  }

  await approve.click();
  const approval = approver.getByRole('dialog', { name: 'Patvirtinti grąžinimo užklausą' });
  await approval.getByLabel('Jūsų slaptažodis').fill(second.password);
  await approval.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(approver.getByText('Grąžinimo užklausa patvirtinta: pinigai grąžinami')).toBeVisible();
  await reloadUntil(approver, async () => {
    await expect(request).toContainText('Įvykdyta', { timeout: 1000 });
  });
  await expect(request).toContainText('Patvirtino Antanas Tvirtintojas');

  await reloadUntil(page, async () => {
    await expect(page.locator('.order-page__header').getByText('Grąžinta', { exact: true })).toBeVisible({
      timeout: 1000,
    });
  });
  await expect(page.getByRole('region', { name: 'Grąžinimai' })).toContainText(reason);
});
