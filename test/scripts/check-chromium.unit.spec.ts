import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const SCRIPT = resolve(__dirname, '../../scripts/check-chromium.mjs');

/** The preflight as `npm run test:e2e` runs it, with only the environment given. */
function preflight(env: Record<string, string>) {
  return spawnSync(process.execPath, [SCRIPT], { env, encoding: 'utf8' });
}

describe('the end-to-end preflight', () => {
  it('is the first thing npm test runs, so a machine without Chromium hears of it before minutes of other tests', () => {
    const manifest = JSON.parse(readFileSync(resolve(__dirname, '../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.test.split(' && ')[0]).toBe('node scripts/check-chromium.mjs');
  });

  let scratch: string;

  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'check-chromium-'));
  });
  afterEach(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('stops at once with one line saying what to install when no Chromium is found', () => {
    // A PATH that holds node and nothing else, so no chromium on it whatever the machine has.
    const outcome = preflight({
      CHROMIUM_PATH: join(scratch, 'no-chromium-here'),
      PATH: [join(scratch, 'empty-bin'), resolve(process.execPath, '..')].join(delimiter),
      HOME: scratch,
    });
    expect(outcome.status).toBe(1);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr).toBe(
      'Chromium not found: install it with `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH\n',
    );
  });

  it('lets the tests run, silently, when CHROMIUM_PATH names an executable', () => {
    const chromium = join(scratch, 'chromium');
    writeFileSync(chromium, '#!/bin/sh\n');
    chmodSync(chromium, 0o755);
    const outcome = preflight({ CHROMIUM_PATH: chromium, PATH: '', HOME: scratch });
    expect(outcome.status).toBe(0);
    expect(`${outcome.stdout}${outcome.stderr}`).toBe('');
  });

  it('refuses a CHROMIUM_PATH that is not executable, as Playwright could not start it', () => {
    const notExecutable = join(scratch, 'chromium');
    writeFileSync(notExecutable, 'not a program');
    const outcome = preflight({ CHROMIUM_PATH: notExecutable, PATH: '', HOME: scratch });
    expect(outcome.status).toBe(1);
    expect(outcome.stderr).toMatch(/^Chromium not found: /);
  });
});
