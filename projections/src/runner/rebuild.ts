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

const DEFAULT_REBUILD_BATCH_SIZE = 5000;

/** One projector's generation under construction. */
interface Build {
  readonly projector: Projector;
  readonly previous: ActiveProjection | undefined;
  readonly generation: number;
  readonly schema: string;
  /** The `create index` statements of the query indexes set aside while the generation fills. */
  queryIndexes: string[];
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
      const build: Build = {
        projector,
        previous,
        generation,
        schema,
        queryIndexes: [],
        position: 0n,
        events: 0,
        swapped: false,
      };
      builds.push(build);
      build.queryIndexes = await setQueryIndexesAside(database, projector, schema);
    }
    const head = await store.headPosition();
    await catchUp(builds, head);
    // Built once over the finished tables, cheaper than kept up to date row by row while they filled.
    await Promise.all(
      builds.map(async (build) => {
        for (const definition of build.queryIndexes) await sql.raw(definition).execute(database.db);
      }),
    );
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

  /**
   * Feeds every page after the builds' common position to all of them until the log ends. Each build
   * takes the pages in order on a connection of its own and may run up to `PAGES_AHEAD` pages ahead of
   * the slowest, so a fast projector's transactions fill the time a slow one's leave free instead of
   * waiting for it at every page.
   */
  async function catchUp(together: readonly Build[], head: bigint): Promise<void> {
    const pages = new SharedPages(store, together[0]!.position, batchSize, together.length);
    let stopped: { error: unknown } | undefined;
    let reported = 0;
    const follow = async (build: Build) => {
      for (let index = 0; !stopped; index++) {
        const page = await pages.take(index);
        if (stopped || page.length === 0) return;
        await apply(build, page);
        // Progress follows the slowest build: every one of them includes the log up to it.
        const done = pages.release(index);
        if (done > reported) {
          reported = done;
          const position = pages.endOf(done - 1);
          const events = together.reduce((least, b) => Math.min(least, b.events), Infinity);
          options.onProgress?.({ projections: together.map((b) => b.projector.name), position, head, events });
        }
        await yieldToEventLoop();
      }
    };
    await Promise.all(
      together.map((build) =>
        follow(build).catch((error: unknown) => {
          stopped ??= { error };
          pages.close();
        }),
      ),
    );
    pages.close();
    if (stopped) throw stopped.error;
  }

  /** The page in the build's own transaction, rows and checkpoint together. */
  async function apply(build: Build, page: Page): Promise<void> {
    const { eventTypes } = build.projector;
    // The live runner's subscription filters the same way; the checkpoint still passes the whole page.
    const events = eventTypes ? page.events.filter((event) => eventTypes.has(event.type)) : page.events;
    await database.db
      .transaction()
      .execute((trx) =>
        applyBatch(trx, build.projector, build, events, page.end, { upcasted: true, relaxedCommit: true }),
      );
    build.position = page.end;
    build.events += page.length;
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

/** How many pages the fastest build may be ahead of the slowest: what the pass holds in memory at most. */
const PAGES_AHEAD = 4;

interface Page {
  /** Upcast to their types' current versions, once for every build. */
  readonly events: readonly RecordedEvent[];
  readonly length: number;
  /** The position of its last event. */
  readonly end: bigint;
}

/**
 * The log read once for several builds: page n+1 is read while the builds work on page n, each page
 * is kept until every build has applied it, and no build gets more than `PAGES_AHEAD` pages ahead of
 * the one that has applied fewest.
 */
class SharedPages {
  private readonly pages: Promise<Page>[] = [];
  /** The position each page read ends at, kept after its events are let go. */
  private readonly ends: bigint[] = [];
  /** How many builds have applied each page. */
  private readonly applied: number[] = [];
  /** Leading pages every build has applied, whose events are let go. */
  private done = 0;
  private waiting: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly store: EventStore,
    private readonly after: bigint,
    private readonly batchSize: number,
    private readonly builds: number,
  ) {}

  /** Page `index`, once the slowest build is close enough; an empty page at the log's end or once closed. */
  async take(index: number): Promise<Page> {
    while (!this.closed && index - this.done >= PAGES_AHEAD) {
      await new Promise<void>((resume) => this.waiting.push(resume));
    }
    if (this.closed) return { events: [], length: 0, end: this.ends[index - 1] ?? this.after };
    const page = await this.read(index);
    // Reading the next page while this one is written keeps the database and the reader busy.
    if (page.length > 0) void this.read(index + 1).catch(() => undefined);
    return page;
  }

  /** A build has applied page `index`; answers how many leading pages all builds have applied. */
  release(index: number): number {
    this.applied[index] = (this.applied[index] ?? 0) + 1;
    while ((this.applied[this.done] ?? 0) >= this.builds) {
      this.pages[this.done] = Promise.resolve({ events: [], length: 0, end: this.ends[this.done]! });
      this.done++;
    }
    for (const resume of this.waiting.splice(0)) resume();
    return this.done;
  }

  endOf(index: number): bigint {
    return this.ends[index]!;
  }

  /** Wakes builds waiting for the slowest, which is not coming: a build failed. */
  close(): void {
    this.closed = true;
    for (const resume of this.waiting.splice(0)) resume();
  }

  private read(index: number): Promise<Page> {
    const existing = this.pages[index];
    if (existing) return existing;
    const after = index === 0 ? Promise.resolve(this.after) : this.read(index - 1).then((page) => page.end);
    const page = after.then(async (position) => {
      const events = await this.store.readAll({ after: position, maxCount: this.batchSize });
      const end = events.at(-1)?.globalPosition ?? position;
      this.ends[index] = end;
      return { events: events.map(upcast), length: events.length, end };
    });
    this.pages[index] = page;
    return page;
  }
}

/**
 * Drops the projector's query indexes from a fresh generation and answers the statements that create
 * them again. Fails for a name its tables do not have, so a renamed index is not silently kept.
 */
async function setQueryIndexesAside(database: Database, projector: Projector, schema: string): Promise<string[]> {
  const names = projector.queryIndexes ?? [];
  if (names.length === 0) return [];
  const found = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = ${schema} and indexname in (${sql.join(names)})`.execute(database.db);
  const missing = names.filter((name) => !found.rows.some((row) => row.name === name));
  if (missing.length > 0) {
    throw new Error(`Projection ${projector.name} names query indexes its tables lack: ${missing.join(', ')}`);
  }
  for (const { name } of found.rows) await sql`drop index ${sql.id(schema, name)}`.execute(database.db);
  return found.rows.map((row) => row.definition);
}

async function dropGeneration(database: Database, schema: string): Promise<void> {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
  await sql`delete from projection_checkpoints where schema_name = ${schema}`.execute(database.db);
}
