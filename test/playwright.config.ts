import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// A fresh embedded shop with demo data per run, whatever DATABASE_URL the rest of the suite uses.
// Workers load this file again and inherit the environment, so they all see the same directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ticketshop-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// Where scripts/check-chromium.mjs (run before by `npm run test:e2e`) looks, in the same order; without
// either, Playwright's own install.
const chromium = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  testMatch: '**/*.e2e.spec.ts',
  forbidOnly: !!process.env.CI,
  // Journeys sign in, buy and wait for process managers; on a loaded two-core machine the catalog admin's
  // took just over Playwright's default 30 s. The limit catches a hang, not slowness.
  timeout: 90_000,
  retries: 0,
  workers: 1,
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: resolve(__dirname, '../playwright-report') }]],
  outputDir: resolve(__dirname, '../test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    // Process-level specs need no second viewport, and the layout spec sets its own desktop widths.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'] },
      testIgnore: ['**/shutdown.e2e.spec.ts', '**/layout.e2e.spec.ts'],
    },
  ],
  webServer: {
    command: 'node backend/dist/main.js',
    cwd: resolve(__dirname, '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the browser uses: payment returns and mailed links come back to the same origin.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EVENTSTORE_URL: '',
      DEMO_DATA: 'true',
      // Every spec buys from 127.0.0.1 within minutes: more orders than one real buyer's address may place.
      ORDER_RATE_PER_ADDRESS: '100',
      // One profile set, one not: the footer links only the first (public-pages.e2e.spec.ts).
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/bilietai',
      LOG_LEVEL: 'warn',
    },
  },
});
