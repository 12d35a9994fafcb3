/**
 * Rebuilds a projector from position 0 into a fresh generation schema while the live one keeps
 * serving, then swaps the `read_models` views over in one transaction (ADR 0004).
 */
import { sql } from 'kysely';
import type { Database } from '../database/database';
import type { EventStore } from '../eventstore/event-store';
import type { Projector } from '../projectors/projector';
import { yieldToEventLoop } from './projection-runner';
import { activeProjection, applyBatch, checkpointOf, prepareGeneration, publishGeneration } from './projection-store';

export interface RebuildProgress {
  projection: string;
  position: bigint;
  head: bigint;
  events: number;
}

export interface RebuildOptions {
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
  /** How often to retry the swap when the live generation keeps moving ahead. */
  maxSwapAttempts?: number;
}

export interface RebuildResult {
  projection: string;
  generation: number;
  events: number;
  position: bigint;
}

/** Publishes an empty first generation; safe when several processes start at once. */
export async function registerEmptyProjection(database: Database, projector: Projector): Promise<void> {
  const schema = await prepareGeneration(database, projector, 1);
  await database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`projection:${projector.name}`}))`.execute(trx);
    if (await activeProjection(trx, projector.name)) {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(trx);
      await sql`delete from projection_checkpoints where schema_name = ${schema}`.execute(trx);
      return;
    }
    await publishGeneration(trx, projector, schema);
    await sql`
      insert into projections (name, version, active_generation, active_schema)
      values (${projector.name}, ${projector.version}, 1, ${schema})`.execute(trx);
  });
}

export async function rebuildProjection(
  database: Database,
  store: EventStore,
  projector: Projector,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const batchSize = options.batchSize ?? 5000;
  const previous = await activeProjection(database.db, projector.name);
  const generation = (previous?.generation ?? 0) + 1;
  const schema = await prepareGeneration(database, projector, generation);
  const target = { schema };
  let position = 0n;
  let events = 0;
  const head = await store.headPosition();

  const catchUp = async (): Promise<void> => {
    // Reading the next page while the previous one is written keeps the database and the reader busy.
    let page = store.readAll({ after: position, maxCount: batchSize });
    for (;;) {
      const batch = await page;
      if (batch.length === 0) return;
      position = batch[batch.length - 1]!.globalPosition;
      page = store.readAll({ after: position, maxCount: batchSize });
      await database.db.transaction().execute((trx) => applyBatch(trx, projector, target, batch));
      events += batch.length;
      options.onProgress?.({
        projection: projector.name,
        position,
        head,
        events,
      });
      await yieldToEventLoop();
    }
  };

  try {
    await catchUp();
    await swapIn();
  } catch (error) {
    // A failed rebuild leaves the live generation as it was and nothing of its own behind.
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db).catch(() => undefined);
    await sql`delete from projection_checkpoints where schema_name = ${schema}`
      .execute(database.db)
      .catch(() => undefined);
    throw error;
  }

  async function swapIn(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const swapped = await database.db.transaction().execute(async (trx) => {
        const live = await activeProjection(trx, projector.name, true);
        if (live && attempt < (options.maxSwapAttempts ?? 100)) {
          // Never swap in a generation that is behind the one users see now.
          const livePosition = await checkpointOf(trx, live.schema);
          if (livePosition > (await checkpointOf(trx, schema))) return false;
        }
        await publishGeneration(trx, projector, schema);
        await sql`
        insert into projections (name, version, active_generation, active_schema)
        values (${projector.name}, ${projector.version}, ${generation}, ${schema})
        on conflict (name) do update set version = excluded.version,
          active_generation = excluded.active_generation, active_schema = excluded.active_schema,
          updated_at = now()`.execute(trx);
        return true;
      });
      if (swapped) return;
      await catchUp();
    }
  }

  if (previous) {
    await sql`drop schema if exists ${sql.id(previous.schema)} cascade`.execute(database.db);
    await sql`delete from projection_checkpoints where schema_name = ${previous.schema}`.execute(database.db);
  }
  return { projection: projector.name, generation, events, position };
}
