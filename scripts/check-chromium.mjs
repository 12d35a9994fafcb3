// Run first by `npm test` and by `npm run test:e2e`: without a Chromium, every end-to-end test would fail
// one by one with Playwright's "run npx playwright install", which cannot download on our machines.
// Looks where test/playwright.config.ts does, in the same order: CHROMIUM_PATH (when set, only there),
// /usr/bin/chromium, then Playwright's own install.
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function playwrightsOwn() {
  try {
    const { chromium } = createRequire(import.meta.url)('@playwright/test');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return executable(configured) ? configured : undefined;
  return [SYSTEM_CHROMIUM, playwrightsOwn()].find((path) => path !== undefined && executable(path));
}

if (!findChromium()) {
  process.stderr.write(
    'Chromium not found: install it with `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH\n',
  );
  process.exit(1);
}
