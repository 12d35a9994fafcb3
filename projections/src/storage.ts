/**
 * The storage modes of the shop (docs/architecture.md): embedded PGlite by default, a PostgreSQL
 * server with DATABASE_URL, and EventStoreDB as the event store with EVENTSTORE_URL.
 */
import { mkdirSync } from 'node:fs';
import { openDatabase, type Database } from './database/database';
import type { EventStore } from './eventstore/event-store';
import { PostgresEventStore } from './eventstore/postgres-event-store';
import { EventStoreDbEventStore } from './eventstore/eventstoredb-event-store';

export interface StorageConfig {
  databaseUrl?: string;
  eventStoreUrl?: string;
  /** Where embedded mode keeps its PGlite files. */
  dataDir: string;
}

export type StorageMode = 'embedded' | 'server' | 'production';

export interface Storage {
  mode: StorageMode;
  database: Database;
  store: EventStore;
  close(): Promise<void>;
}

export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  return {
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.EVENTSTORE_URL ? { eventStoreUrl: env.EVENTSTORE_URL } : {}),
    dataDir: env.DATA_DIR ?? 'data',
  };
}

export async function openStorage(config: StorageConfig): Promise<Storage> {
  let database: Database;
  if (config.databaseUrl) {
    database = await openDatabase({ url: config.databaseUrl });
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    database = await openDatabase({ dataDir: `${config.dataDir}/pglite` });
  }
  // The PostgreSQL store also creates the projection bookkeeping tables, which every mode needs.
  const postgresStore = await PostgresEventStore.create(database);
  const store = config.eventStoreUrl ? await EventStoreDbEventStore.connect(config.eventStoreUrl) : postgresStore;
  const mode: StorageMode = config.eventStoreUrl ? 'production' : config.databaseUrl ? 'server' : 'embedded';
  return {
    mode,
    database,
    store,
    async close() {
      await store.close();
      await database.close();
    },
  };
}
