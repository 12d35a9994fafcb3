import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createTestDatabase, type TestDatabase } from '@ticketshop/projections/testing';
import { loadConfig } from '../config/app-config';
import { createApp } from '../app';

const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
// A fixed key, so tests keep no generated key file in the working directory's DATA_DIR.
const TEST_SETTINGS_KEY = Buffer.alloc(32, 'settings-key-of-the-tests').toString('base64');

export interface TestApp {
  app: NestExpressApplication;
  /** Starts another shop on the same storage, as a restart would. */
  restart(): Promise<NestExpressApplication>;
  /**
   * Starts one more shop process on the same PostgreSQL database beside the first, as a second
   * instance behind a load balancer would be; `env` overrides the first one's (e.g.
   * `RUN_PROJECTIONS: 'false'`). Closed by `close()`. PostgreSQL only: PGlite's files have one owner.
   */
  startAnother(env?: Record<string, string>): Promise<NestExpressApplication>;
  close(): Promise<void>;
}

/**
 * The whole shop on real storage: a fresh PostgreSQL database when DATABASE_URL is set, else
 * embedded PGlite in a temporary directory.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  const storageEnv: Record<string, string> = {};
  if (process.env.DATABASE_URL) {
    database = await createTestDatabase('postgres');
    storageEnv.DATABASE_URL = database.url!;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'ticketshop-test-'));
    storageEnv.DATA_DIR = dataDir;
  }
  const start = async (overrides: Record<string, string> = {}) => {
    const app = await createApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        DEMO_DATA: 'false',
        JWT_SECRET: TEST_JWT_SECRET,
        SETTINGS_ENCRYPTION_KEY: TEST_SETTINGS_KEY,
        ...storageEnv,
        ...env,
        ...overrides,
      }),
    );
    await app.init();
    // A spec may close one of its shops itself (a process leaving mid-test); `close()` then skips it.
    const closeOnce = app.close.bind(app);
    let closing: Promise<void> | undefined;
    app.close = () => (closing ??= closeOnce());
    return app;
  };
  let app = await start();
  const others: NestExpressApplication[] = [];
  return {
    get app() {
      return app;
    },
    async restart() {
      await app.close();
      app = await start();
      return app;
    },
    async startAnother(overrides = {}) {
      if (!database) throw new Error('A second shop process needs PostgreSQL (DATABASE_URL); PGlite has one owner');
      const other = await start(overrides);
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others.splice(0)) await other.close();
      await app.close();
      await database?.dispose();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
