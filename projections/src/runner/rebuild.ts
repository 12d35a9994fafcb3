/**
 * Rebuilds projectors from position 0 into fresh generation schemas while the live ones keep serving,
 * then swaps each projector's `read_models` views over in one transaction of its own (ADR 0004).
 * Projectors rebuilt together share one read of the log: each page is handed to all of them.
 */
import { sql } from 'kysely';
import type { Database } from '../database/database';
import type { EventStore, RecordedEvent } from '../eventstore/event-store';
import type { Projector } from '../projectors/projector';
import { yieldToEventLoop } from './projection-runner';
import {
  activeProjection,
  applyBatch,
  checkpointOf,
  prepareGeneration,
  publishGeneration,
  upcast,
  type ActiveProjection,
} from './projection-store';

export interface RebuildProgress {
  /** The projections the progress is about: all of the pass, or one catching up before its swap. */
  projections: readonly string[];
  position: bigint;
  head: bigint;
  /** Events read so far for them. */
  events: number;
}

export interface RebuildOptions {
  /** Events per page of the log, and so per transaction of each projector. */
  batchSize?: number;
  /** Called after every page; throwing from it cancels the rebuild, leaving the live generations as they were. */
  onProgress?: (progress: RebuildProgress) => void;
  /** How often to retry the swap when the live generation keeps moving ahead. */
  maxSwapAttempts?: number;
}

export interface RebuildResult {
  projection: string;
  generation: number;
  /** Events of the log read to build it. */
  events: number;
  position: bigint;
}

export const DEFAULT_REBUILD_BATCH_SIZE = 5000;

/** One projector's generation under construction. */
interface Build {
  readonly projector: Projector;
  readonly previous: ActiveProjection | undefined;
  readonly generation: number;
  readonly schema: string;
  position: bigint;
  events: number;
  swapped: boolean;
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
  const [result] = await rebuildProjections(database, store, [projector], options);
  return result!;
}

/**
 * Rebuilds every projector of `projectors` in one pass over the log. Each projector still gets its own
 * transaction per page (its rows and its checkpoint together) and its own atomic swap; one that fails
 * leaves its live generation serving and nothing of its new one behind.
 */
export async function rebuildProjections(
  database: Database,
  store: EventStore,
  projectors: readonly Projector[],
  options: RebuildOptions = {},
): Promise<RebuildResult[]> {
  const batchSize = options.batchSize ?? DEFAULT_REBUILD_BATCH_SIZE;
  const builds: Build[] = [];
  let failure: { error: unknown } | undefined;
  try {
    for (const projector of projectors) {
      const previous = await activeProjection(database.db, projector.name);
      const generation = (previous?.generation ?? 0) + 1;
      const schema = await prepareGeneration(database, projector, generation);
      builds.push({ projector, previous, generation, schema, position: 0n, events: 0, swapped: false });
    }
    const head = await store.headPosition();
    await catchUp(builds, head);
    for (const build of builds) await swapIn(build, head);
  } catch (error) {
    failure = { error };
  }
  // A swapped generation serves now, so its predecessor goes; an unswapped one never served, so it goes.
  for (const build of builds) {
    if (build.swapped) {
      if (build.previous) await dropGeneration(database, build.previous.schema);
    } else {
      await dropGeneration(database, build.schema).catch(() => undefined);
    }
  }
  if (failure) throw failure.error;
  return builds.map(({ projector, generation, events, position }) => ({
    projection: projector.name,
    generation,
    events,
    position,
  }));

  /** Feeds every page after the builds' common position to all of them until the log ends. */
  async function catchUp(together: readonly Build[], head: bigint): Promise<void> {
    let position = together[0]!.position;
    // Reading the next page while the previous one is written keeps the database and the reader busy.
    let page = readPage(position);
    let events = 0;
    for (;;) {
      const batch = await page;
      if (batch.length === 0) return;
      position = batch[batch.length - 1]!.globalPosition;
      page = readPage(position);
      await applyToAll(together, batch.map(upcast), position);
      events += batch.length;
      options.onProgress?.({ projections: together.map((b) => b.projector.name), position, head, events });
      await yieldToEventLoop();
    }
  }

  function readPage(after: bigint): Promise<RecordedEvent[]> {
    const page = store.readAll({ after, maxCount: batchSize });
    // A page read ahead of a batch that then failed is never awaited; its failure must not crash the process.
    page.catch(() => undefined);
    return page;
  }

  /**
   * One transaction per projector, side by side on the pool, so the database writes one projector's
   * rows while this process works out the next one's.
   */
  async function applyToAll(together: readonly Build[], page: readonly RecordedEvent[], end: bigint): Promise<void> {
    const outcomes = await Promise.allSettled(
      together.map(async (build) => {
        const { eventTypes } = build.projector;
        // The live runner's subscription filters the same way; the checkpoint still passes the whole page.
        const events = eventTypes ? page.filter((event) => eventTypes.has(event.type)) : page;
        await database.db.transaction().execute(async (trx) => {
          // Nobody reads a generation before its swap, whose own commit is durable and flushes the WAL
          // written before it; a crash before then discards the whole rebuild anyway, so waiting for
          // each page's commit to reach disk buys nothing.
          await sql`set local synchronous_commit = off`.execute(trx);
          return applyBatch(trx, build.projector, build, events, end, { upcasted: true });
        });
        build.position = end;
        build.events += page.length;
      }),
    );
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    if (rejected) throw rejected.reason;
  }

  async function swapIn(build: Build, head: bigint): Promise<void> {
    const { projector, schema, generation } = build;
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
      if (swapped) {
        build.swapped = true;
        return;
      }
      // Only this projector's live generation moved on: it alone reads the log's tail.
      await catchUp([build], head);
    }
  }
}

async function dropGeneration(database: Database, schema: string): Promise<void> {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
  await sql`delete from projection_checkpoints where schema_name = ${schema}`.execute(database.db);
}
