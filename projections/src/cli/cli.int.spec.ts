import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { openStorage, storageConfigFromEnv, type Storage } from '../storage';
import { publishedCatalogEvent } from '../testing/catalog-fixtures';
import { createTestDatabase, defaultTestDatabaseKind, type TestDatabase } from '../testing/test-database';
import { allProjectors } from '../projectors/all-projectors';
import { runCli } from './run-cli';

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(argv: string[], env: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const sink = (append: (text: string) => void) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        append(chunk.toString());
        done();
      },
    });
  const code = await runCli(argv, {
    env,
    stdout: sink((text) => (stdout += text)),
    stderr: sink((text) => (stderr += text)),
    progressIntervalMs: 0,
    ...(signal ? { signal } : {}),
  });
  return { code, stdout, stderr };
}

/** The status table's row for one projection, by column title. */
function statusRow(stdout: string, name: string): Record<string, string> {
  const lines = stdout.split('\n');
  const header = lines
    .find((line) => line.startsWith('name '))!
    .trim()
    .split(/\s+/);
  const row = lines
    .find((line) => line.startsWith(`${name} `))!
    .trim()
    .split(/\s+/);
  return Object.fromEntries(header.map((title, i) => [title, row[i]!]));
}

async function withStorage<T>(env: NodeJS.ProcessEnv, work: (storage: Storage) => Promise<T>): Promise<T> {
  // Embedded PGlite allows one process (here: one open handle) at a time, so each use closes it again.
  const storage = await openStorage(storageConfigFromEnv(env));
  try {
    return await work(storage);
  } finally {
    await storage.close();
  }
}

async function countRows(storage: Storage, query: ReturnType<typeof sql<{ count: bigint | string }>>) {
  return Number((await query.execute(storage.database.db)).rows[0]!.count);
}

describe('projections CLI', () => {
  const CATALOG_EVENTS = 3;
  // Each published catalog event is drafted, gets one ticket type and is published: three log events.
  const LOG_EVENTS = CATALOG_EVENTS * 3;
  let database: TestDatabase | undefined;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ticketshop-cli-'));
    env = { DATA_DIR: dataDir };
    if (defaultTestDatabaseKind() === 'postgres') {
      database = await createTestDatabase('postgres');
      env.DATABASE_URL = database.url;
    }
    await withStorage(env, async (storage) => {
      for (let i = 0; i < CATALOG_EVENTS; i++) {
        const id = randomUUID();
        await storage.store.appendToStream(`catalog-event-${id}`, publishedCatalogEvent(id));
      }
    });
  });

  afterAll(async () => {
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('given events in the log and no projection yet, when asked for status, then it shows every projection behind the head', async () => {
    const run = await cli(['status'], env);

    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`storage: ${env.DATABASE_URL ? 'server' : 'embedded'}`);
    expect(statusRow(run.stdout, 'catalog')).toEqual({
      name: 'catalog',
      version: String(allProjectors.find((projector) => projector.name === 'catalog')!.version),
      generation: '0',
      position: '0',
      head: String(LOG_EVENTS),
      lag: String(LOG_EVENTS),
      state: 'not-running-here',
    });
  });

  it('given a projection, when rebuilt, then a new generation holds every event and the summary says how fast', async () => {
    const before = statusRow((await cli(['status'], env)).stdout, 'catalog');

    const run = await cli(['rebuild', 'catalog', '--batch-size', '2'], env);

    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/catalog: 2 events, position \d+ of \d+ \(\d+%\), \d+ events\/s/);
    expect(run.stdout).toMatch(
      new RegExp(`catalog: generation \\d+ built from ${LOG_EVENTS} events in \\d+\\.\\d\\d s \\(\\d+ events/s\\)`),
    );
    const after = statusRow((await cli(['status'], env)).stdout, 'catalog');
    expect(Number(after.generation)).toBeGreaterThan(Number(before.generation));
    expect(after).toMatchObject({ position: String(LOG_EVENTS), lag: '0' });
    const published = await withStorage(env, (storage) =>
      countRows(storage, sql`select count(*) as count from read_models.catalog_events where status = 'published'`),
    );
    expect(published).toBe(CATALOG_EVENTS);
  });

  it('given --all, when rebuilt, then every projection moves to a new generation from one read of the log', async () => {
    const generations = async () =>
      new Map(
        (JSON.parse((await cli(['status', '--json'], env)).stdout) as { name: string; generation: number }[]).map(
          (row) => [row.name, row.generation],
        ),
      );
    const before = await generations();

    const run = await cli(['rebuild', '--all'], env);

    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`catalog: generation ${before.get('catalog')! + 1} built from ${LOG_EVENTS} events`);
    expect(run.stdout).toMatch(
      new RegExp(`rebuilt ${allProjectors.length} projections in one pass over the log: ${LOG_EVENTS} events in `),
    );
    const after = await generations();
    expect([...after.keys()]).toEqual(allProjectors.map((projector) => projector.name));
    for (const [name, generation] of after) expect(generation).toBe((before.get(name) ?? 0) + 1);
  });

  it('given a cancelled run, when rebuilding, then it exits 1 and leaves the live generation and no stray schema', async () => {
    const before = statusRow((await cli(['status'], env)).stdout, 'catalog');
    const cancelled = new AbortController();
    cancelled.abort();

    const run = await cli(['rebuild', 'catalog', '--batch-size', '2'], env, cancelled.signal);

    expect(run.code).toBe(1);
    expect(run.stderr).toContain('rebuild of catalog cancelled; its live generation is unchanged');
    expect(statusRow((await cli(['status'], env)).stdout, 'catalog')).toEqual(before);
    const schemas = await withStorage(env, (storage) =>
      countRows(storage, sql`select count(*) as count from pg_namespace where nspname like 'projection_catalog%'`),
    );
    expect(schemas).toBe(1);
  });

  it('given an unknown projection, when rebuilding, then it exits 1 naming the known ones and touches nothing', async () => {
    const run = await cli(['rebuild', 'catalog', 'no-such-projection'], env);

    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `error: Unknown projection "no-such-projection". Known: ${allProjectors.map((p) => p.name).join(', ')}\n`,
    });
  });

  it('given bad arguments, when run, then it exits 1 and points at --help', async () => {
    expect((await cli(['rebuild'], env)).code).toBe(1);
    expect((await cli(['rebuild', 'catalog', '--all'], env)).stderr).toContain('not both');
    expect((await cli(['status', '--verbose'], env)).stderr).toContain('--help');
    expect((await cli([], env)).code).toBe(1);
    const help = await cli(['--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('rebuild --all');
  });

  it('given a live shop process owning the embedded data directory, when run, then it refuses and leaves the lock alone', async () => {
    const shopDataDir = mkdtempSync(join(tmpdir(), 'ticketshop-cli-locked-'));
    try {
      // The test runner's parent is alive for as long as this test runs, like a shop would be.
      writeFileSync(join(shopDataDir, 'shop.pid'), String(process.ppid));

      const run = await cli(['status'], { DATA_DIR: shopDataDir });

      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(`in use by the shop process ${process.ppid}`);
      expect(run.stderr).toContain('DATABASE_URL');
      expect(readFileSync(join(shopDataDir, 'shop.pid'), 'utf8')).toBe(String(process.ppid));
      expect(existsSync(join(shopDataDir, 'pglite'))).toBe(false);
    } finally {
      rmSync(shopDataDir, { recursive: true, force: true });
    }
  });

  it('given embedded storage, when a command is done, then it gives the data directory back', async () => {
    if (env.DATABASE_URL) return expect(existsSync(join(dataDir, 'shop.pid'))).toBe(false);
    expect((await cli(['status'], env)).code).toBe(0);
    expect(existsSync(join(dataDir, 'shop.pid'))).toBe(false);
  });
});
