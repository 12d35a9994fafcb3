/**
 * Bookkeeping of projections in PostgreSQL: which generation schema is live for each projector, the
 * checkpoint of every generation, and publishing a generation's tables as `read_models` views.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { quoteIdentifier, type Database } from '../database/database';
import type { RecordedEvent } from '../eventstore/event-store';
import { eventCatalog } from '../events/shop-event-catalog';
import type { Projector } from '../projectors/projector';
import type { ReadModelDatabase, ReadModelTables } from '../projectors/read-model-database';
import { migrateToLatest } from '../schema/migrate';

export const READ_MODELS_SCHEMA = 'read_models';

export interface ActiveProjection {
  version: number;
  generation: number;
  schema: string;
}

type Db = Kysely<ReadModelDatabase>;

/** A random suffix keeps two processes preparing the same generation out of each other's way. */
function generationSchema(projector: Projector, generation: number): string {
  const name = projector.name.replace(/[^a-z0-9]/gi, '_').toLowerCase();
  return `projection_${name}_v${projector.version}_g${generation}_${randomBytes(3).toString('hex')}`;
}

export async function activeProjection(db: Db, name: string, lock = false): Promise<ActiveProjection | undefined> {
  const rows = await sql<{ version: number; active_generation: number; active_schema: string }>`
    select version, active_generation, active_schema from projections where name = ${name}
    ${lock ? sql`for update` : sql``}`.execute(db);
  const row = rows.rows[0];
  return row && { version: row.version, generation: row.active_generation, schema: row.active_schema };
}

/** Checkpoints belong to a generation's schema, so a rebuild never touches the live one's. */
export async function checkpointOf(db: Db, schema: string): Promise<bigint> {
  const rows = await sql<{ position: bigint | string }>`
    select position from projection_checkpoints where schema_name = ${schema}`.execute(db);
  return BigInt(rows.rows[0]?.position ?? 0);
}

async function saveCheckpoint(db: Db, name: string, schema: string, position: bigint): Promise<void> {
  await sql`
    insert into projection_checkpoints (schema_name, projection, position) values (${schema}, ${name}, ${position})
    on conflict (schema_name) do update set position = excluded.position`.execute(db);
}

/**
 * The handle a projector writes through: inside the generation's schema, where it names its tables
 * without `read_models.`. Kysely's types cannot follow a change of schema, so the cast says it here, once.
 */
export function inGeneration(db: Db, schema: string): Kysely<ReadModelTables> {
  return db.withSchema(schema) as unknown as Kysely<ReadModelTables>;
}

/** Creates a fresh, empty generation schema with the projector's tables and a checkpoint at 0. */
export async function prepareGeneration(database: Database, projector: Projector, generation: number): Promise<string> {
  const schema = generationSchema(projector, generation);
  await sql`create schema ${sql.id(schema)}`.execute(database.db);
  await migrateToLatest(database.db.withSchema(schema), projector.migrations, 'projection_migrations', schema);
  await saveCheckpoint(database.db, projector.name, schema, 0n);
  return schema;
}

/** Points `read_models.<table>` at the generation's tables; runs inside the caller's transaction. */
export async function publishGeneration(
  trx: Transaction<ReadModelDatabase>,
  projector: Projector,
  schema: string,
): Promise<void> {
  for (const table of projector.tables) {
    const view = `${quoteIdentifier(READ_MODELS_SCHEMA)}.${quoteIdentifier(table)}`;
    await sql.raw(`drop view if exists ${view}`).execute(trx);
    await sql
      .raw(`create view ${view} as select * from ${quoteIdentifier(schema)}.${quoteIdentifier(table)}`)
      .execute(trx);
  }
}

export interface ApplyBatchOptions {
  /** The events' data is at their types' current versions already. */
  upcasted?: boolean;
  /**
   * The commit need not wait for the disk: for a generation nobody reads before a durable commit of its
   * own (a rebuild's swap), which flushes everything written before it.
   */
  relaxedCommit?: boolean;
}

/**
 * Applies events newer than the generation's checkpoint and moves the checkpoint, in one transaction:
 * to the last event, or to `passedTo` when the subscription passed further without events for it.
 */
export async function applyBatch(
  trx: Transaction<ReadModelDatabase>,
  projector: Projector,
  target: { schema: string },
  events: readonly RecordedEvent[],
  passedTo = 0n,
  { upcasted = false, relaxedCommit = false }: ApplyBatchOptions = {},
): Promise<bigint> {
  // One round trip reads the checkpoint and sets the transaction up. The search path lets raw SQL in a
  // projector resolve its own tables too, not just Kysely's query builder.
  const opened = await sql<{ position: bigint | string | null }>`
    select (select position from projection_checkpoints where schema_name = ${target.schema}) as position,
      set_config('search_path', ${`${quoteIdentifier(target.schema)}, public`}, true)
      ${relaxedCommit ? sql`, set_config('synchronous_commit', 'off', true)` : sql``}`.execute(trx);
  const checkpoint = BigInt(opened.rows[0]?.position ?? 0);
  const fresh = events.filter((event) => event.globalPosition > checkpoint);
  const last = fresh.at(-1)?.globalPosition ?? 0n;
  const position = last > passedTo ? last : passedTo;
  if (position <= checkpoint) return checkpoint;
  if (fresh.length > 0) {
    await projector.project(upcasted ? fresh : fresh.map(upcast), inGeneration(trx, target.schema));
  }
  await saveCheckpoint(trx, projector.name, target.schema, position);
  return position;
}

/** The event with its data at its type's current version. */
export function upcast(event: RecordedEvent): RecordedEvent {
  if (!eventCatalog.has(event.type)) return event;
  return {
    ...event,
    data: eventCatalog.upcast(event.type, event.version, event.data),
    version: eventCatalog.versionOf(event.type),
  };
}

/** A digest of every table of the live generation, for proving two rebuilds identical. */
export async function digestOf(db: Db, projector: Projector): Promise<string> {
  const parts: string[] = [];
  for (const table of projector.tables) {
    const result = await sql<{ digest: string | null; rows: bigint | string }>`
      select md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest, count(*) as rows
      from ${sql.table(`${READ_MODELS_SCHEMA}.${table}`)} t`.execute(db);
    parts.push(`${table}:${String(result.rows[0]!.rows)}:${result.rows[0]!.digest}`);
  }
  return parts.join(';');
}
