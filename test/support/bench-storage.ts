/**
 * Storage for a benchmark run, chosen by the same environment as the shop: with DATABASE_URL a fresh
 * scratch database on that server (never the database the URL names, so no real data is touched or
 * skewed by leftovers), else PGlite in a temporary directory; EVENTSTORE_URL puts the event store on
 * EventStoreDB. Everything the run created is removed at the end, also on Ctrl-C.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { openStorage, storageConfigFromEnv, type Storage } from '@ticketshop/projections';
import { markInterrupted } from './args';

export interface BenchStorage extends Storage {
  /** Where the events go, for the report header. */
  readonly eventStoreLabel: string;
  /** Where read models and the COPY baseline go. */
  readonly databaseLabel: string;
  /** A temporary directory for the run's files, removed with the storage. */
  readonly scratchDir: string;
  dispose(): Promise<void>;
}

export async function openBenchStorage(env: NodeJS.ProcessEnv = process.env): Promise<BenchStorage> {
  const config = storageConfigFromEnv(env);
  const scratch = config.databaseUrl ? await createScratchDatabase(config.databaseUrl) : undefined;
  const scratchDir = mkdtempSync(join(tmpdir(), 'ticketshop-bench-'));
  const removeScratch = async () => {
    rmSync(scratchDir, { recursive: true, force: true });
    if (scratch) await scratch.drop();
  };

  // A bench killed half way would otherwise leave a database of a million events on the server.
  const onSignal = (signal: NodeJS.Signals) => {
    markInterrupted();
    process.stderr.write(`\n${signal}: removing the scratch storage…\n`);
    void removeScratch().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let storage: Storage;
  try {
    storage = await openStorage({
      ...config,
      ...(scratch ? { databaseUrl: scratch.url } : {}),
      // Embedded mode keeps PGlite in `<dataDir>/pglite`.
      dataDir: scratch ? config.dataDir : scratchDir,
    });
  } catch (error) {
    await removeScratch();
    throw error;
  }
  const databaseLabel = scratch
    ? `PostgreSQL ${scratch.serverVersion}, scratch database ${scratch.name} on ${scratch.host}`
    : `PGlite (embedded, temporary directory ${scratchDir})`;
  const eventStoreLabel = config.eventStoreUrl ? `EventStoreDB at ${redacted(config.eventStoreUrl)}` : databaseLabel;

  return {
    ...storage,
    eventStoreLabel,
    databaseLabel,
    scratchDir,
    async dispose() {
      try {
        await storage.close();
      } finally {
        await removeScratch();
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      }
    },
  };
}

export interface ScratchDatabase {
  name: string;
  url: string;
  host: string;
  serverVersion: string;
  drop(): Promise<void>;
}

/** A fresh database `<prefix>_<random>` on the server `serverUrl` names; `drop()` removes it (`with (force)`). */
export async function createScratchDatabase(serverUrl: string, prefix = 'bench'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const serverVersion = await withClient(serverUrl, async (client) => {
    await client.query(`create database ${name}`);
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]?.server_version.split(' ')[0] ?? 'unknown';
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    host: url.host,
    serverVersion,
    async drop() {
      if (dropped) return;
      dropped = true;
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
