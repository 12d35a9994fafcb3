import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Client } from 'pg';
import type { EventStore, RecordedEvent } from '../eventstore/event-store';
import { PostgresEventStore } from '../eventstore/postgres-event-store';
import type { Projector } from '../projectors/projector';
import { allProjectors } from '../projectors/all-projectors';
import { catalogProjector } from '../projectors/catalog/catalog.projector';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { testEvent } from '../testing/events';
import { publishedCatalogEvent } from '../testing/catalog-fixtures';
import { generateOrderLog } from '../testing/finance-order-log';
import { digestOf } from './projection-store';
import { Projections } from './projections';

/** Counts deliveries without any idempotency of its own: only the checkpoint can keep it exact. */
function countingProjector(
  hooks: { beforeBatch?: (events: readonly RecordedEvent[]) => Promise<void> } = {},
): Projector {
  return {
    name: 'delivery-counter',
    version: 1,
    tables: ['deliveries'],
    migrations: {
      '0001': {
        async up(db) {
          await db.schema
            .createTable('deliveries')
            .addColumn('event_id', 'uuid', (c) => c.primaryKey())
            .addColumn('times', 'integer', (c) => c.notNull())
            .execute();
        },
      },
    },
    // Its table is the spec's own, outside the read models' schema: raw SQL, by name.
    async project(events, db) {
      for (const event of events) {
        await sql`insert into deliveries (event_id, times) values (${event.eventId}, 1)
                  on conflict (event_id) do update set times = deliveries.times + 1`.execute(db);
        await hooks.beforeBatch?.([event]);
      }
    },
  };
}

async function deliveries(database: TestDatabase): Promise<{ events: number; maxTimes: number }> {
  const result = await sql<{ events: bigint | string; max_times: number | null }>`
    select count(*) as events, max(times) as max_times from read_models.deliveries`.execute(database.db);
  return { events: Number(result.rows[0]!.events), maxTimes: result.rows[0]!.max_times ?? 0 };
}

/** The store, noting where each of its `readAll` calls started. */
function countingReads(store: EventStore): { store: EventStore; readsAfter: bigint[] } {
  const readsAfter: bigint[] = [];
  const counting = new Proxy(store, {
    get(target, property, receiver) {
      if (property !== 'readAll') return Reflect.get(target, property, receiver) as unknown;
      return (options: Parameters<EventStore['readAll']>[0]) => {
        readsAfter.push(options?.after ?? 0n);
        return target.readAll(options);
      };
    },
  });
  return { store: counting, readsAfter };
}

async function digestsOf(database: TestDatabase, projectors: readonly Projector[]): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const projector of projectors) digests[projector.name] = await digestOf(database.db, projector);
  return digests;
}

async function generationSchemas(database: TestDatabase): Promise<string[]> {
  const result = await sql<{ nspname: string }>`
    select nspname from pg_namespace where nspname like 'projection\_%' order by nspname`.execute(database.db);
  return result.rows.map((row) => row.nspname);
}

/** The indexes of the live generation of projection `name`. */
async function liveIndexes(database: TestDatabase, name: string): Promise<string[]> {
  const result = await sql<{ indexname: string }>`
    select i.indexname from pg_indexes i join projections p on p.active_schema = i.schemaname
    where p.name = ${name}`.execute(database.db);
  return result.rows.map((row) => row.indexname);
}

describe('projections', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  /** The newest position this test wrote: what the read models must reach. */
  let written: bigint;
  const append: PostgresEventStore['appendToStream'] = async (...args) => {
    const result = await store.appendToStream(...args);
    if (result.position > written) written = result.position;
    return result;
  };

  beforeEach(async () => {
    database = await createTestDatabase();
    store = await PostgresEventStore.create(database, { pollIntervalMs: 50 });
    written = 0n;
  });
  afterEach(async () => {
    await database.dispose();
  });

  it('given a runner that crashes mid-batch, when it resumes, then every event is counted exactly once', async () => {
    for (let i = 0; i < 60; i++) await append(`counted-${i % 7}`, [testEvent()]);
    const doomed = (await store.readAll())[24]!.eventId;
    let crashes = 0;
    const projector = countingProjector({
      async beforeBatch([event]) {
        // The 25th event dies the first two times, after earlier rows of its batch were written.
        if (event!.eventId === doomed && crashes < 2) {
          crashes++;
          throw new Error('process died');
        }
      },
    });
    const projections = new Projections(database, store, [projector], { batchSize: 10, retryDelayMs: 10 });
    await projections.initialize();
    projections.start();

    expect(await projections.waitForPosition(written, 20_000)).toBe(true);
    await projections.stop();

    expect(crashes).toBe(2);
    expect(await deliveries(database)).toEqual({ events: 60, maxTimes: 1 });
  });

  it('given a runner whose database session is killed mid-batch, when it resumes, then every event is counted exactly once', async () => {
    if (database.kind !== 'postgres') return expect(database.kind).toBe('pglite');
    for (let i = 0; i < 40; i++) await append(`killed-${i % 5}`, [testEvent()]);
    let killed = false;
    const projector = countingProjector({
      async beforeBatch() {
        if (killed) return;
        killed = true;
        const admin = new Client({ connectionString: database.url });
        await admin.connect();
        // Ends the session that holds the projection's open transaction, as a crash of the process would.
        await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity
                           where datname = current_database() and pid <> pg_backend_pid()
                             and state = 'idle in transaction'`);
        await admin.end();
      },
    });
    const projections = new Projections(database, store, [projector], { batchSize: 10, retryDelayMs: 10 });
    await projections.initialize();
    projections.start();

    expect(await projections.waitForPosition(written, 20_000)).toBe(true);
    await projections.stop();
    expect(await deliveries(database)).toEqual({ events: 40, maxTimes: 1 });
  });

  it('given a steady stream of appends while live, then they are applied in at most one transaction per interval', async () => {
    const projector = countingProjector();
    let transactions = 0;
    const project = projector.project.bind(projector);
    projector.project = (events, db) => {
      transactions++;
      return project(events, db);
    };
    const liveIntervalMs = 250;
    const projections = new Projections(database, store, [projector], { liveIntervalMs });
    await projections.initialize();
    projections.start();

    const started = Date.now();
    for (let i = 0; i < 40; i++) {
      await append(`paced-${i}`, [testEvent()]);
      // Each append then reaches the subscription on a read of its own.
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    expect(await projections.waitForPosition(written, 20_000)).toBe(true);
    const elapsed = Date.now() - started;
    await projections.stop();

    expect(await deliveries(database)).toEqual({ events: 40, maxTimes: 1 });
    expect(transactions).toBeLessThanOrEqual(Math.ceil(elapsed / liveIntervalMs) + 2);
  });

  it('given a quiet moment, when one event is appended, then it is applied without waiting for the interval', async () => {
    const projections = new Projections(database, store, [countingProjector()], { liveIntervalMs: 60_000 });
    await projections.initialize();
    projections.start();
    await projections.waitForPosition(0n, 5_000);

    const reached = await projections.waitForPosition((await append('quiet', [testEvent()])).position, 5_000);
    await projections.stop();

    expect(reached).toBe(true);
  });

  it('given a projector that follows some event types, then it sees only those and still reaches every position', async () => {
    const projector = { ...countingProjector(), eventTypes: new Set(['Counted']) };
    const seen: string[] = [];
    const project = projector.project.bind(projector);
    projector.project = (events, db) => {
      seen.push(...events.map((event) => event.type));
      return project(events, db);
    };
    await append('followed-0', [testEvent('Counted'), testEvent('Ignored')]);
    const projections = new Projections(database, store, [projector]);
    await projections.initialize();
    projections.start();
    expect(await projections.waitForPosition(written, 20_000)).toBe(true);

    await append('followed-1', [testEvent('Ignored')]);
    expect(await projections.waitForPosition(written, 20_000)).toBe(true);
    await append('followed-2', [testEvent('Counted')]);
    expect(await projections.waitForPosition(written, 20_000)).toBe(true);
    await projections.stop();

    expect(seen).toEqual(['Counted', 'Counted']);
    expect(await deliveries(database)).toEqual({ events: 2, maxTimes: 1 });
  });

  it('given a command position, when waiting for it, then the read model shows the change', async () => {
    const projections = new Projections(database, store, [catalogProjector]);
    await projections.initialize();
    projections.start();
    const id = randomUUID();

    const { position } = await append(`catalog-event-${id}`, publishedCatalogEvent(id));
    const reached = await projections.waitForPosition(position, 10_000);
    const row = await database.db
      .selectFrom('read_models.catalog_events')
      .select(['id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    await projections.stop();

    expect(reached).toBe(true);
    expect(row).toEqual({ id, status: 'published' });
  });

  it('given a log, when rebuilding twice, then both rebuilds give tables identical to the live build', async () => {
    for (let i = 0; i < 30; i++) {
      const id = randomUUID();
      await append(`catalog-event-${id}`, publishedCatalogEvent(id, {}, [{}, { priceCents: 1000 + i }]));
    }
    const projections = new Projections(database, store, [catalogProjector], { batchSize: 7 });
    await projections.initialize();
    projections.start();
    await projections.waitForPosition(written, 10_000);
    const live = await digestOf(database.db, catalogProjector);

    const first = await projections.rebuild('catalog', { batchSize: 11 });
    const afterFirst = await digestOf(database.db, catalogProjector);
    const second = await projections.rebuild('catalog', { batchSize: 4 });
    const afterSecond = await digestOf(database.db, catalogProjector);
    await projections.stop();

    expect(live).toMatch(/catalog_events:30:/);
    expect(afterFirst).toBe(live);
    expect(afterSecond).toBe(live);
    expect([first.generation, second.generation]).toEqual([2, 3]);
  });

  it('given writes and reads during a rebuild, when it swaps, then no read fails and no event is lost', async () => {
    for (let i = 0; i < 200; i++) {
      const id = randomUUID();
      await append(`catalog-event-${id}`, publishedCatalogEvent(id));
    }
    const projections = new Projections(database, store, [catalogProjector], { batchSize: 50 });
    await projections.initialize();
    projections.start();
    await projections.waitForPosition(written, 10_000);

    let stop = false;
    const counts: number[] = [];
    const reading = (async () => {
      while (!stop) {
        const result = await sql<{ n: bigint | string }>`select count(*) as n from read_models.catalog_events`.execute(
          database.db,
        );
        counts.push(Number(result.rows[0]!.n));
      }
    })();
    const writing = (async () => {
      for (let i = 0; i < 40; i++) {
        const id = randomUUID();
        await append(`catalog-event-${id}`, publishedCatalogEvent(id));
      }
    })();
    const rebuilt = await projections.rebuild('catalog', { batchSize: 25 });
    await writing;
    expect(await projections.waitForPosition(written, 10_000)).toBe(true);
    stop = true;
    await reading;
    const status = await projections.status();
    await projections.stop();

    expect(rebuilt.generation).toBe(2);
    expect(status[0]).toMatchObject({ name: 'catalog', generation: 2, lag: 0 });
    expect(counts.length).toBeGreaterThan(0);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(200);
    const final = await sql<{ n: bigint | string }>`select count(*) as n from read_models.catalog_events`.execute(
      database.db,
    );
    expect(Number(final.rows[0]!.n)).toBe(240);
  });

  /** Catalog events with ticket types, and orders paid, expired, paid late, paid twice and refunded. */
  async function appendShopLog(): Promise<void> {
    for (let i = 0; i < 12; i++) {
      const id = randomUUID();
      await append(`catalog-event-${id}`, publishedCatalogEvent(id, {}, [{}, { priceCents: 1500 + i }]));
    }
    // The generated refund ids only need to be unique; the refunds read model keys them as uuids.
    const refundIds = new Map<string, string>();
    for (const { streamId, eventId, type, version, data, metadata } of generateOrderLog(80, 5, 4).events) {
      const refundId = typeof data.refundId === 'string' ? data.refundId : undefined;
      if (refundId && !refundIds.has(refundId)) refundIds.set(refundId, randomUUID());
      const stored = refundId ? { ...data, refundId: refundIds.get(refundId) } : data;
      await append(streamId, [{ eventId, type, version, data: stored, metadata }]);
    }
  }

  it('given a shop log, when every projector is rebuilt in one pass twice, then the log is read once per pass and every table equals the live build', async () => {
    await appendShopLog();
    const live = new Projections(database, store, allProjectors, { batchSize: 7 });
    await live.initialize();
    live.start();
    const caughtUp = await live.waitForPosition(written, 90_000);
    await live.stop();
    const liveDigests = await digestsOf(database, allProjectors);
    const names = allProjectors.map((projector) => projector.name);

    const passes: { readsAfter: bigint[]; results: { generation: number; events: number }[] }[] = [];
    const digests: Record<string, string>[] = [];
    for (const batchSize of [13, 5000]) {
      const reads = countingReads(store);
      const results = await new Projections(database, reads.store, allProjectors).rebuildTogether(names, {
        batchSize,
      });
      passes.push({ readsAfter: reads.readsAfter, results });
      digests.push(await digestsOf(database, allProjectors));
    }

    expect(caughtUp).toBe(true);
    expect(liveDigests.catalog).toMatch(/catalog_events:12:/);
    expect(liveDigests.orders).toMatch(/orders:80:/);
    expect(liveDigests['finance-ledger']).toMatch(/finance_entries:[1-9]\d*:/);
    expect(digests).toEqual([liveDigests, liveDigests]);
    for (const [index, { readsAfter, results }] of passes.entries()) {
      // Each page of the log read once, whatever the number of projectors.
      expect(new Set(readsAfter).size).toBe(readsAfter.length);
      expect(results.map((result) => result.generation)).toEqual(names.map(() => index + 2));
      expect(results.map((result) => result.events)).toEqual(names.map(() => Number(written)));
    }
    expect(passes[0]!.readsAfter.length).toBe(Math.ceil(Number(written) / 13) + 1);
    expect(await generationSchemas(database)).toHaveLength(names.length);
    // The query indexes a rebuild sets aside while it fills a generation are there once it serves.
    for (const projector of allProjectors) {
      expect(await liveIndexes(database, projector.name)).toEqual(
        expect.arrayContaining([...(projector.queryIndexes ?? [])]),
      );
    }
    expect(await liveIndexes(database, 'orders')).toEqual(expect.arrayContaining(['orders_by_buyer']));
  });

  it('given a projector naming a query index its tables lack, when rebuilding, then it fails and leaves the live generation serving', async () => {
    const id = randomUUID();
    await append(`catalog-event-${id}`, publishedCatalogEvent(id));
    const misnamed: Projector = { ...catalogProjector, queryIndexes: ['catalog_events_by_nothing'] };
    const projections = new Projections(database, store, [misnamed]);
    await projections.initialize();
    const schemasBefore = await generationSchemas(database);

    await expect(projections.rebuild(misnamed.name)).rejects.toThrow(
      'Projection catalog names query indexes its tables lack: catalog_events_by_nothing',
    );

    expect(await generationSchemas(database)).toEqual(schemasBefore);
    expect((await projections.status()).map(({ generation }) => generation)).toEqual([1]);
  });

  it('given one projector failing mid-pass, when rebuilding together, then every live generation keeps serving and no new schema stays', async () => {
    await appendShopLog();
    let rebuildBatches: number | undefined;
    const failing: Projector = {
      ...countingProjector(),
      async project() {
        if (rebuildBatches !== undefined && ++rebuildBatches === 3) throw new Error('disk full');
      },
    };
    const projectors = [catalogProjector, failing];
    const projections = new Projections(database, store, projectors, { batchSize: 50 });
    await projections.initialize();
    projections.start();
    const caughtUp = await projections.waitForPosition(written, 90_000);
    await projections.stop();
    rebuildBatches = 0;
    const before = await digestsOf(database, projectors);
    const schemasBefore = await generationSchemas(database);

    await expect(projections.rebuildTogether([catalogProjector.name, failing.name], { batchSize: 20 })).rejects.toThrow(
      'disk full',
    );

    expect(caughtUp).toBe(true);
    expect(await digestsOf(database, projectors)).toEqual(before);
    expect(await generationSchemas(database)).toEqual(schemasBefore);
    expect((await projections.status()).map(({ name, generation, lag }) => ({ name, generation, lag }))).toEqual([
      { name: 'catalog', generation: 1, lag: 0 },
      { name: 'delivery-counter', generation: 1, lag: 0 },
    ]);
  });
});
