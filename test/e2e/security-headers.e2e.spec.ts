import { expect, test, type Page } from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Collects what the Content-Security-Policy blocked on every page a test opens: the pages' own
 * securitypolicyviolation events, handed to the test through a binding (the browser's tooling puts
 * the listener in, which the policy does not govern), and the console errors Chromium writes for each.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      blocked.push(message.text());
    }
  });
  await page.exposeFunction('reportPolicyViolation', (violation: Violation) => {
    blocked.push(`${violation.directive} blocked ${violation.blocked || 'inline'} (${violation.source})`);
  });
  await page.addInitScript(() => {
    // The page's window, typed by hand: these specs compile without the DOM library.
    const page = globalThis as unknown as {
      reportPolicyViolation(violation: Violation): void;
      addEventListener(
        type: 'securitypolicyviolation',
        listener: (event: { violatedDirective: string; blockedURI: string; sourceFile: string }) => void,
      ): void;
    };
    page.addEventListener('securitypolicyviolation', (event) => {
      page.reportPolicyViolation({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
      });
    });
  });
  return blocked;
}

async function signInAsAdmin(page: Page, to: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('El. paštas').fill('admin@bilietai.lt');
  await page.getByLabel('Slaptažodis').fill('demo-admin-2026');
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(new RegExp(to.replace(/\//g, '\\/')));
}

test('the shop’s pages are sent under a strict policy and nothing on them is blocked', async ({ page }) => {
  const violations = await watchPolicy(page);

  const home = await page.goto('/');
  const csp = home!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(home!.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('region', { name: 'Artėjantys renginiai' })).toBeVisible();
  // Event pictures from /media (or the data: placeholder) are drawn.
  await expect(page.getByRole('article').first().locator('img')).toHaveJSProperty('complete', true);

  await page
    .getByRole('region', { name: 'Artėjantys renginiai' })
    .getByRole('article')
    .first()
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const path of ['/events', '/login', '/register', '/order-lookup', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
  }

  expect(violations).toEqual([]);
});

test('the admin pages and the scanner work under the policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  await signInAsAdmin(page, '/admin/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/admin/scanner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the API documentation renders under its own policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  const docs = await page.goto('/api/docs');
  expect(docs!.headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  expect(violations).toEqual([]);
});
