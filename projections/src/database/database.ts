/**
 * One connection abstraction over a PostgreSQL server (`pg` pool) and embedded PGlite, so the event
 * store, the projections and the queries run the same SQL on both.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { Pool, Client, types } from 'pg';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  readonly kind: DatabaseKind;
  // Read models are typed per query; the shared handle is untyped on purpose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly db: Kysely<any>;
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

// bigint columns hold positions and revisions; BigInt keeps them exact, as PGlite already does.
types.setTypeParser(types.builtins.INT8, (value) => BigInt(value));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  pool.on('connect', (client) => {
    // A session killed while checked out must fail its query, not crash the process; the pool then
    // discards the client because its query failed with a connection error.
    client.on('error', () => undefined);
  });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  await sql`select 1`.execute(db);
  return {
    kind: 'postgres',
    db,
    listen: sharedListener(url),
    async copyFrom(table, columns, rows) {
      const { from } = await import('pg-copy-streams');
      const { pipeline } = await import('node:stream/promises');
      const { Readable } = await import('node:stream');
      const client = await pool.connect();
      try {
        const target = client.query(
          from(`COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) FROM STDIN`),
        );
        await pipeline(Readable.from(rows), target);
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}

interface Listening {
  client: Promise<Client>;
  channels: Map<string, { ready: Promise<unknown>; callbacks: Set<() => void> }>;
  listeners: number;
}

/**
 * One LISTEN connection per process and server, shared by every subscriber: a notification wakes the
 * process once, not once per subscriber, and the server sends it down one socket. Losing the
 * connection only costs latency (subscribers also poll); the next subscriber opens a new one.
 */
function sharedListener(url: string): Database['listen'] {
  let listening: Listening | undefined;
  const open = (): Listening => {
    const client = new Client({ connectionString: url });
    const opened: Listening = { client: client.connect().then(() => client), channels: new Map(), listeners: 0 };
    client.on('error', () => {
      if (listening === opened) listening = undefined;
    });
    client.on('notification', (message) => {
      for (const notify of opened.channels.get(message.channel)?.callbacks ?? []) notify();
    });
    return opened;
  };
  return async (channel, onNotify) => {
    const current = (listening ??= open());
    current.listeners++;
    try {
      let subscribed = current.channels.get(channel);
      if (!subscribed) {
        const ready = current.client.then((client) => client.query(`LISTEN ${quoteIdentifier(channel)}`));
        subscribed = { ready, callbacks: new Set() };
        current.channels.set(channel, subscribed);
      }
      subscribed.callbacks.add(onNotify);
      await subscribed.ready;
    } catch (error) {
      // A connection or LISTEN that failed is not kept for the next subscriber.
      current.channels.delete(channel);
      if (listening === current) listening = undefined;
      if (--current.listeners === 0) await endQuietly(current.client);
      throw error;
    }
    return async () => {
      current.channels.get(channel)?.callbacks.delete(onNotify);
      if (--current.listeners > 0) return;
      if (listening === current) listening = undefined;
      await endQuietly(current.client);
    };
  };
}

async function endQuietly(client: Promise<Client>): Promise<void> {
  await client.then((connected) => connected.end()).catch(() => undefined);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  // The dialect's typings resolve PGlite's ESM declarations and ours its CommonJS ones: same class.
  const db = new Kysely({
    dialect: new PGliteDialect(pglite as unknown as ConstructorParameters<typeof PGliteDialect>[0]),
  });
  // PGlite is one session: anything sent to it directly while a Kysely transaction is open would run
  // inside that transaction, so direct calls also take Kysely's single connection first.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => db.connection().execute(work as any) as Promise<T>;
  return {
    kind: 'pglite',
    db,
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
