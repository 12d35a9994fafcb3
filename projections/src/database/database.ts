/**
 * One connection abstraction over a PostgreSQL server (`pg` pool) and embedded PGlite, so the event
 * store, the projections and the queries run the same SQL on both.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { Pool, Client, types } from 'pg';
import { DatabaseAvailability } from './availability';
import type { ReadModelDatabase } from '../projectors/read-model-database';

export {
  DatabaseAvailability,
  DatabaseUnavailableError,
  isConnectionError,
  untilDatabaseReachable,
} from './availability';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  readonly kind: DatabaseKind;
  /** Typed by the read models' schema; the event store and the write side speak raw SQL or add their tables. */
  readonly db: Kysely<ReadModelDatabase>;
  /** Whether the server answers, as this process's queries find it (always available on PGlite). */
  readonly availability: DatabaseAvailability;
  /** Calls `onNotify` whenever a NOTIFY on `channel` is delivered; resolves to the unsubscribe. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** Bulk-loads text in COPY format (tab separated, `\N` for null) into `table`. */
  copyFrom(table: string, columns: readonly string[], rows: AsyncIterable<string> | Iterable<string>): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` for a server; absent for embedded PGlite. */
  url?: string;
  /** PGlite's data directory; absent (with no url) means in memory. */
  dataDir?: string;
  poolSize?: number;
}

/**
 * How long opening a connection, or waiting for a free one in the pool, may take before the query
 * fails (and its request answers 503): an outage answers within seconds instead of holding requests.
 */
export const CONNECT_TIMEOUT_MS = 5_000;
/** TCP keepalive on every connection, so a server that vanished without a word is noticed. */
const KEEPALIVE_DELAY_MS = 10_000;

// bigint columns hold positions and revisions; BigInt keeps them exact, as PGlite already does.
types.setTypeParser(types.builtins.INT8, (value) => BigInt(value));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const availability = new DatabaseAvailability();
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  pool.on('error', (error) => {
    // An idle client lost its connection (the server stopped): the pool replaces it on the next
    // checkout. Unhandled, this event would end the process.
    availability.reportFailure(error);
  });
  pool.on('connect', (client) => {
    // A session killed while checked out must fail its query, not crash the process; the pool then
    // discards the client because its query failed with a connection error.
    client.on('error', () => undefined);
  });
  // Every query through Kysely tells the availability how it went; a connection the pool could not
  // open fails before any query, so the pool's checkout reports too.
  const reportingPool = {
    connect: () =>
      pool.connect().catch((error: unknown) => {
        availability.reportFailure(error);
        throw error;
      }),
    end: () => pool.end(),
  };
  const db = new Kysely<ReadModelDatabase>({
    dialect: new PostgresDialect({ pool: reportingPool }),
    log: (event) => {
      if (event.level === 'error') availability.reportFailure(event.error);
      else availability.reportSuccess();
    },
  });
  await sql`select 1`.execute(db);
  const listener = sharedListener(url, availability);
  return {
    kind: 'postgres',
    db,
    availability,
    listen: listener.listen,
    async copyFrom(table, columns, rows) {
      const { from } = await import('pg-copy-streams');
      const { pipeline } = await import('node:stream/promises');
      const { Readable } = await import('node:stream');
      const client = await reportingPool.connect();
      try {
        const target = client.query(
          from(`COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) FROM STDIN`),
        );
        await pipeline(Readable.from(rows), target);
      } finally {
        client.release();
      }
    },
    async close() {
      await listener.close();
      await db.destroy();
    },
  };
}

/** Pauses between attempts to open the LISTEN connection again: short, so live delivery resumes soon. */
const LISTEN_RETRY_MS = [100, 250, 500, 1_000];

/**
 * One LISTEN connection per process and server, shared by every subscriber: a notification wakes the
 * process once, not once per subscriber, and the server sends it down one socket. When the connection
 * is lost (the server restarted), it is opened again in the background, within a second of the server
 * answering, and every subscriber is woken once, as appends made meanwhile were announced to nobody;
 * until then subscribers only poll. `listen` never fails for want of the connection: the subscriber
 * is registered and served once the connection is back.
 */
function sharedListener(
  url: string,
  availability: DatabaseAvailability,
): { listen: Database['listen']; close(): Promise<void> } {
  const channels = new Map<string, Set<() => void>>();
  let client: Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const wanted = () => !closed && channels.size > 0;
  const retryLater = () => {
    if (retry || !wanted()) return;
    const pause = LISTEN_RETRY_MS[Math.min(failures++, LISTEN_RETRY_MS.length - 1)]!;
    retry = setTimeout(() => {
      retry = undefined;
      if (wanted() && !client) void connect();
    }, pause);
    // An open LISTEN connection keeps nothing alive by itself; neither does the wait for one.
    retry.unref();
  };
  const lost = (gone: Client) => {
    if (client !== gone) return;
    client = undefined;
    void gone.end().catch(() => undefined);
    retryLater();
  };
  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const next = new Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
        keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
      });
      // Unhandled, a lost connection's 'error' would end the process.
      next.on('error', (error) => {
        availability.reportFailure(error);
        lost(next);
      });
      next.on('end', () => lost(next));
      next.on('notification', (message) => {
        for (const notify of channels.get(message.channel) ?? []) notify();
      });
      try {
        await next.connect();
        // Channels added while this runs are listened to as well: Map iteration sees them.
        for (const channel of channels.keys()) await next.query(`LISTEN ${quoteIdentifier(channel)}`);
      } catch (error) {
        availability.reportFailure(error);
        void next.end().catch(() => undefined);
        connecting = undefined;
        retryLater();
        return;
      }
      connecting = undefined;
      if (!wanted()) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      const reconnected = failures > 0;
      failures = 0;
      if (!reconnected) return;
      // Appends made while nothing listened were announced to nobody: every subscriber reads once.
      for (const callbacks of channels.values()) for (const notify of callbacks) notify();
    })());

  const listen: Database['listen'] = async (channel, onNotify) => {
    let callbacks = channels.get(channel);
    const added = callbacks === undefined;
    if (!callbacks) channels.set(channel, (callbacks = new Set()));
    callbacks.add(onNotify);
    const current = client;
    if (current && added) {
      await current.query(`LISTEN ${quoteIdentifier(channel)}`).catch(() => lost(current));
    } else if (!current) {
      await connect();
    }
    return async () => {
      callbacks.delete(onNotify);
      if (callbacks.size > 0) return;
      channels.delete(channel);
      const open = client;
      if (channels.size > 0) {
        await open?.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
        return;
      }
      client = undefined;
      clearTimeout(retry);
      retry = undefined;
      await open?.end().catch(() => undefined);
    };
  };

  return {
    listen,
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  // The dialect's typings resolve PGlite's ESM declarations and ours its CommonJS ones: same class.
  const db = new Kysely<ReadModelDatabase>({
    dialect: new PGliteDialect(pglite as unknown as ConstructorParameters<typeof PGliteDialect>[0]),
  });
  // PGlite is one session: anything sent to it directly while a Kysely transaction is open would run
  // inside that transaction, so direct calls also take Kysely's single connection first.
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => db.connection().execute(work);
  return {
    kind: 'pglite',
    db,
    // In the process itself: it is there as long as the process is.
    availability: new DatabaseAvailability(),
    async listen(channel, onNotify) {
      const unlisten = await exclusive(() => pglite.listen(channel, () => onNotify()));
      return () => exclusive(() => unlisten());
    },
    async copyFrom(table, columns, rows) {
      const chunks: string[] = [];
      for await (const row of rows) chunks.push(row);
      const blob = new Blob(chunks);
      await exclusive(() =>
        pglite.query(
          `COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) FROM '/dev/blob'`,
          [],
          { blob },
        ),
      );
    },
    close: () => db.destroy(),
  };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
