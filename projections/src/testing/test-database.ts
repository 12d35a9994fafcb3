/**
 * Databases for integration tests: a fresh PostgreSQL database per call when `DATABASE_URL` is set,
 * else a fresh in-memory PGlite. Each test file gets its own, so files can run side by side.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database, type DatabaseKind } from '../database/database';

export interface TestDatabase extends Database {
  /** Connection string of the fresh PostgreSQL database; absent for PGlite. */
  readonly url: string | undefined;
  dispose(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite. */
export function defaultTestDatabaseKind(): DatabaseKind {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

/** Every kind this machine can run: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function availableTestDatabaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export async function createTestDatabase(kind: DatabaseKind = defaultTestDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    return { ...database, url: undefined, dispose: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is needed for a PostgreSQL test database');
  const name = `ticketshop_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = withDatabaseName(serverUrl, name);
  const database = await openDatabase({ url, poolSize: 20 });
  return {
    ...database,
    url,
    async dispose() {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
