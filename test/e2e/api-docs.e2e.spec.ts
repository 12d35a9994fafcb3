import { expect, test } from '@playwright/test';
import { SUPER_ADMIN } from './support/back-office';

/**
 * Swagger UI at /api/docs, as a developer uses it: a token pasted under Authorize is sent with "Try it
 * out". The browser holds no session cookie here (the token comes from a separate API client), so the
 * call below gets through only with the bearer token the document's scheme makes Swagger UI send.
 */
test('the API docs send the access token entered under Authorize', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: SUPER_ADMIN });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  await api.dispose();

  await page.goto('/api/docs');
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  const dialog = page.locator('.modal-ux');
  const bearer = dialog.locator('.auth-container').filter({ hasText: 'access_token_bearer' });
  await bearer.locator('input').fill(accessToken);
  await bearer.getByRole('button', { name: 'Apply credentials' }).click();
  await expect(bearer.getByRole('button', { name: 'Remove authorization' })).toBeVisible();
  await dialog.locator('button.btn-done').first().click();

  const me = page.locator('#operations-auth-AuthController_me');
  await me.locator('.opblock-summary').click();
  await me.getByRole('button', { name: 'Try it out' }).click();
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/me'));
  await me.getByRole('button', { name: 'Execute' }).click();
  expect((await sent).headers()['authorization']).toBe(`Bearer ${accessToken}`);
  await expect(me.locator('.live-responses-table tbody .response-col_status')).toHaveText('200');
  await expect(me.locator('.live-responses-table tbody .response-col_description')).toContainText(SUPER_ADMIN.email);
});

test('the API docs type page and limit as numbers that "Try it out" sends', async ({ page }) => {
  await page.goto('/api/docs');
  const events = page.locator('#operations-events-PublicEventsController_list');
  await events.locator('.opblock-summary').click();
  await events.getByRole('button', { name: 'Try it out' }).click();
  await events.locator('tr[data-param-name="page"] input').fill('1');
  await events.locator('tr[data-param-name="limit"] input').fill('2');
  const sent = page.waitForRequest((request) => request.url().includes('/api/events?'));
  await events.getByRole('button', { name: 'Execute' }).click();
  expect(new URL((await sent).url()).search).toBe('?page=1&limit=2');
  // Swagger UI highlights the whole answer before it shows the status: slow on a loaded machine.
  await expect(events.locator('.live-responses-table tbody .response-col_status')).toHaveText('200', {
    timeout: 30_000,
  });
});
