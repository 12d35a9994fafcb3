import { expect, type Page } from '@playwright/test';

/** Paying records the payment at once; tickets, invoices and refunds follow from the log a moment later. */
export const FOLLOWS_FROM_LOG = 15_000;

/** Picks `count` tickets of the event and fills in the checkout's buyer form; the way of paying is left to choose. */
export async function startCheckout(page: Page, eventId: string, count: number, email: string): Promise<void> {
  await page.goto(`/tickets/${eventId}`);
  const more = page.getByRole('button', { name: /^Padidinti kiekį: / }).first();
  const name = (await more.getAttribute('aria-label'))!.replace('Padidinti kiekį: ', '');
  for (let chosen = 1; chosen <= count; chosen += 1) {
    await more.click();
    await expect(page.getByRole('status', { name: `Kiekis: ${name}` })).toHaveText(String(chosen));
  }
  await page.getByRole('button', { name: 'Tęsti' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Vardas').fill('Ona');
  await page.getByLabel('Pavardė').fill('Onaitė');
  await page.getByLabel('El. paštas').fill(email);
  await page.getByLabel('Telefono numeris').fill('+37060000000');
}

/** From a filled-in checkout to the sandbox provider's page, where the buyer pays or cancels. */
export async function openSandboxPayment(page: Page): Promise<void> {
  await page
    .getByRole('group', { name: 'Mokėjimo būdas' })
    .getByRole('radio', { name: /Bandomasis mokėjimas/ })
    .check();
  await page.getByRole('button', { name: 'Pereiti prie apmokėjimo' }).click();
  // Two page loads through the payment provider's round trip: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Bandomasis mokėjimas' })).toBeVisible({ timeout: FOLLOWS_FROM_LOG });
}

/** The order id in the result page's address, and the number people read (its last 8 characters). */
export function orderOf(page: Page): { id: string; number: string } {
  const id = new URL(page.url()).searchParams.get('order_id')!;
  return { id, number: id.slice(-8).toUpperCase() };
}

/** Picks `count` tickets of the event and pays them in the sandbox; answers the order's id once it is paid. */
export async function buyAndPay(page: Page, eventId: string, count: number, email: string): Promise<string> {
  await startCheckout(page, eventId, count, email);
  await openSandboxPayment(page);
  await page.getByRole('button', { name: 'Apmokėti' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order_id=/, { timeout: FOLLOWS_FROM_LOG });
  const { id, number } = orderOf(page);
  await expect(page.getByRole('region', { name: `Užsakymas ${number}` })).toContainText('Apmokėtas');
  return id;
}
