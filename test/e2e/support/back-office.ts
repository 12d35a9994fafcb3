import { expect, type Browser, type Page } from '@playwright/test';
import { FOLLOWS_FROM_LOG } from './buying';

/** The demo super admin every embedded shop is seeded with. */
export const SUPER_ADMIN = { email: 'admin@bilietai.lt', password: 'demo-admin-2026' };

/** The shop's own origin, which the API's cross-origin check asks of a cookie-signed call. */
export function originOf(page: Page): string {
  return new URL(page.url()).origin;
}

/** Signs in through the login page and waits until it has led on to `to`. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  to: string,
  options: { timeout?: number } = {},
): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('El. paštas').fill(account.email);
  await page.getByLabel('Slaptažodis').fill(account.password);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, '\\$&')}$`), options);
}

/**
 * A published concert of the calling spec's own, ten days ahead, with one ticket type (20 € unless
 * priced otherwise) on sale now, made through the admin API as the event form would.
 */
export async function publishConcert(
  admin: Page,
  texts: { name: { lt: string; en: string }; description: { lt: string; en: string } },
  { price = 20 }: { price?: number } = {},
): Promise<string> {
  const headers = { origin: originOf(admin) };
  const start = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
  const created = await admin.request.post('/api/events', {
    headers,
    data: {
      ...texts,
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 2 * 60 * 60 * 1000).toISOString(),
      venue: { name: 'Vilniaus koncertų salė', address: 'Ozo g. 14', city: 'Vilnius' },
      event_type_id: 'Concert',
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: string }).id;
  const ticketType = await admin.request.post(`/api/events/${eventId}/tickets`, {
    headers,
    data: {
      name: { lt: 'Stovimos vietos', en: 'Standing' },
      price,
      currency: 'EUR',
      quantity: 50,
      max_per_order: 10,
      sale_start_date: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      sale_end_date: start.toISOString(),
    },
  });
  expect(ticketType.status()).toBe(201);
  expect((await admin.request.put(`/api/events/${eventId}/publish`, { headers })).ok()).toBe(true);
  return eventId;
}

/**
 * Checks, and reloads the page until `check` passes: these screens show what the read models hold when
 * they load, and the log's processes (tickets, refunds, a confirmed payment) finish a moment after the
 * call that asked for them.
 */
export async function reloadUntil(page: Page, check: () => Promise<void>): Promise<void> {
  let first = true;
  await expect(async () => {
    // After a reload the check waits for the page's reads to finish: a screen still loading is not a
    // failed check, and reloading it again would never let it finish.
    if (!first) await page.reload({ waitUntil: 'networkidle' });
    first = false;
    await check();
  }).toPass({ timeout: FOLLOWS_FROM_LOG });
}

/**
 * A second administrator for four eyes: a registered user the super admin verifies and promotes to
 * admin through the admin users API, as the users screen does.
 */
export async function secondAdmin(superAdmin: Page, email: string, password: string): Promise<void> {
  const headers = { origin: originOf(superAdmin) };
  const registered = await superAdmin.request.post('/api/auth/register', {
    headers,
    data: { email, password, first_name: 'Antanas', last_name: 'Tvirtintojas' },
  });
  expect(registered.status()).toBe(201);
  // The users list is a read model: the new account shows there a moment after registering.
  let user: { id: string; email: string } | undefined;
  await expect
    .poll(async () => {
      const found = await superAdmin.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
      [user] = ((await found.json()) as { data: { id: string; email: string }[] }).data;
      return user?.email;
    })
    .toBe(email);
  const verified = await superAdmin.request.put(`/api/admin/users/${user!.id}/status`, {
    headers,
    data: { status: 'verified' },
  });
  expect(verified.ok()).toBe(true);
  // Making an admin takes the super admin's password again (issue 22).
  const promoted = await superAdmin.request.put(`/api/admin/users/${user!.id}/role`, {
    headers,
    data: { role: 'admin', admin_password_confirmation: SUPER_ADMIN.password },
  });
  expect(promoted.ok()).toBe(true);
}

/** A browser of its own for another person, with the project's device (the config's `use`). */
export async function anotherBrowser(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}
