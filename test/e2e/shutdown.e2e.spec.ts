import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const root = resolve(__dirname, '../..');
const port = Number(process.env.E2E_SHUTDOWN_PORT ?? 3211);
const dataDir = mkdtempSync(join(tmpdir(), 'ticketshop-shutdown-'));

function startShop(): ChildProcess {
  return spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EVENTSTORE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
}

async function health(): Promise<{ projections: { head: string }[] }> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return (await response.json()) as { projections: { head: string }[] };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the shop did not start');
}

test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

test('the shop stops cleanly on SIGTERM and keeps its embedded data for the next start', async () => {
  test.setTimeout(120_000);

  const first = startShop();
  const before = await health();
  expect(existsSync(join(dataDir, 'shop.pid'))).toBe(true);
  first.kill('SIGTERM');
  expect(await exited(first)).toBe(0);
  expect(existsSync(join(dataDir, 'shop.pid'))).toBe(false);

  const second = startShop();
  try {
    const after = await health();
    // Same log head: the data survived and the demo catalog was not seeded a second time.
    expect(after.projections[0]!.head).toBe(before.projections[0]!.head);
  } finally {
    second.kill('SIGTERM');
    await exited(second);
  }
});
