import { sql } from 'kysely';
import { Client } from 'pg';
import { openDatabase } from '../database/database';
import { startDatabaseOutage, type DatabaseOutage } from '../testing/database-outage';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { JobLeases, LeaseLostError, type LeasedWork, type LeaseFence } from './job-lease';

const POLL_MS = 200;

/** A job that only says when it runs: what the lease must keep to one process at a time. */
class RecordingWork implements LeasedWork {
  running = false;
  fence: LeaseFence | undefined;
  constructor(
    readonly owner: string,
    private readonly log: string[],
  ) {}
  start(fence: LeaseFence): void {
    this.running = true;
    this.fence = fence;
    this.log.push(`${this.owner} start`);
  }
  async stop(): Promise<void> {
    this.log.push(`${this.owner} stopping`);
    // A job that takes a moment to finish what it is doing: the lock must wait for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    this.running = false;
    this.log.push(`${this.owner} stopped`);
  }
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

const describeOnServer = process.env.DATABASE_URL ? describe : describe.skip;

describeOnServer('job leases on a PostgreSQL server (skipped without DATABASE_URL)', () => {
  let database: TestDatabase;
  const opened: JobLeases[] = [];
  const relays: DatabaseOutage[] = [];
  const log: string[] = [];

  async function holder(
    instance: string,
    jobs: string[],
    works: Map<string, RecordingWork>,
    { url = database.url!, pollIntervalMs = POLL_MS } = {},
  ): Promise<JobLeases> {
    const leases = await JobLeases.open(database, { url, instance, pollIntervalMs });
    opened.push(leases);
    for (const job of jobs) {
      const work = new RecordingWork(instance, log);
      works.set(job, work);
      leases.add(job, work);
    }
    leases.start();
    return leases;
  }

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    log.length = 0;
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((leases) => leases.close()));
    await Promise.all(relays.splice(0).map((relay) => relay.close()));
    await database.dispose();
  });

  it('given two processes competing for the same jobs, then each job runs in exactly one of them and both report that one', async () => {
    const jobs = ['projection:catalog', 'process:order-mails', 'sweeper:holds'];
    const worksA = new Map<string, RecordingWork>();
    const worksB = new Map<string, RecordingWork>();
    const a = await holder('shop-a', jobs, worksA);
    const b = await holder('shop-b', jobs, worksB);

    await until(() => jobs.every((job) => worksA.get(job)!.running || worksB.get(job)!.running));
    // Several polls later, still one runner per job.
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 3));
    for (const job of jobs) expect(Number(worksA.get(job)!.running) + Number(worksB.get(job)!.running)).toBe(1);

    const [fromA, fromB] = [await a.status(), await b.status()];
    expect(fromB.map(({ name, holder }) => ({ name, holder }))).toEqual(
      fromA.map(({ name, holder }) => ({ name, holder })),
    );
    for (const status of fromA) {
      const expected = worksA.get(status.name)!.running ? 'shop-a' : 'shop-b';
      expect(status.holder).toBe(expected);
      expect(status.here).toBe(expected === 'shop-a');
      expect(Date.parse(status.since!)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('given the holder’s lease connection killed, then its jobs stop at once and the other process takes them within the poll interval', async () => {
    const worksA = new Map<string, RecordingWork>();
    const worksB = new Map<string, RecordingWork>();
    // The holder polls slowly, so it cannot take its job back before the other process's next poll.
    await holder('shop-a', ['job'], worksA, { pollIntervalMs: 10_000 });
    await until(() => worksA.get('job')!.running);
    const b = await holder('shop-b', ['job'], worksB);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 2));
    expect(worksB.get('job')!.running).toBe(false);
    const fenceA = worksA.get('job')!.fence!;

    const killed = await sql<{ killed: boolean }>`select pg_terminate_backend(pid) as killed from pg_stat_activity
      where datname = current_database() and application_name = 'ticketshop job leases shop-a'`.execute(database.db);
    expect(killed.rows).toEqual([{ killed: true }]);

    await until(() => !worksA.get('job')!.running, 2_000);
    expect(() => fenceA.check()).toThrow(LeaseLostError);
    await until(() => worksB.get('job')!.running, 5_000);
    expect((await b.status())[0]).toMatchObject({ name: 'job', holder: 'shop-b', here: true });
    // The holder began stopping its job the moment it lost the connection, before the other started.
    expect(log.indexOf('shop-a stopping')).toBeLessThan(log.indexOf('shop-b start'));
  });

  it('given the holder closes, then it stops its job before giving the lease back and the other takes over on its next poll', async () => {
    const worksA = new Map<string, RecordingWork>();
    const worksB = new Map<string, RecordingWork>();
    const a = await holder('shop-a', ['job'], worksA);
    await until(() => worksA.get('job')!.running);
    await holder('shop-b', ['job'], worksB);

    await a.close();
    expect(worksA.get('job')!.running).toBe(false);
    await until(() => worksB.get('job')!.running, 5_000);
    expect(log).toEqual(['shop-a start', 'shop-a stopping', 'shop-a stopped', 'shop-b start']);
  });

  it('given an old holder’s write transaction still open as another takes over, then the new holder starts only after it ends and the old holder cannot write again', async () => {
    const worksA = new Map<string, RecordingWork>();
    const worksB = new Map<string, RecordingWork>();
    // The old holder's lease connection goes through a relay that can be cut, while its pool (below)
    // still reaches the server: the worst case, a holder half cut off.
    const relay = await startDatabaseOutage(database.url!);
    relays.push(relay);
    await holder('shop-a', ['job'], worksA, { url: relay.url });
    await until(() => worksA.get('job')!.running);
    const fenceA = worksA.get('job')!.fence!;
    await holder('shop-b', ['job'], worksB);

    const writer = await openDatabase({ url: database.url!, poolSize: 2 });
    try {
      let commit!: () => void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let confirmed!: () => void;
      const wasConfirmed = new Promise<void>((resolve) => (confirmed = resolve));
      const batch = writer.db.transaction().execute(async (trx) => {
        await fenceA.confirm(trx);
        confirmed();
        await committed;
        await sql`create table written_by_old_holder (id int)`.execute(trx);
      });
      await wasConfirmed;
      relay.down();
      await until(() => !worksA.get('job')!.running, 2_000);

      await new Promise((resolve) => setTimeout(resolve, POLL_MS * 4));
      expect(worksB.get('job')!.running).toBe(false);
      commit();
      await batch;
      await until(() => worksB.get('job')!.running, 5_000);

      // A fence that had not yet noticed locally still fails in the database.
      const stale = Object.create(fenceA) as LeaseFence & { lost: boolean };
      stale.lost = false;
      await expect(writer.db.transaction().execute((trx) => stale.confirm(trx))).rejects.toThrow(LeaseLostError);
      await expect(worksB.get('job')!.fence!.confirm(database.db)).resolves.toBeUndefined();
    } finally {
      await writer.close();
    }
  });

  it('given the server restarts its sessions, then the holder reconnects and takes its jobs again', async () => {
    const works = new Map<string, RecordingWork>();
    await holder('shop-a', ['job'], works);
    await until(() => works.get('job')!.running);
    const admin = new Client({ connectionString: database.url! });
    await admin.connect();
    try {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name like 'ticketshop job leases%'`);
    } finally {
      await admin.end();
    }
    await until(() => !works.get('job')!.running, 2_000);
    await until(() => works.get('job')!.running, 5_000);
    expect(log).toEqual(['shop-a start', 'shop-a stopping', 'shop-a stopped', 'shop-a start']);
  });
});

describe('job leases on embedded PGlite', () => {
  it('given one process by construction, then every job it runs is held at once and reported as held here', async () => {
    const database = await createTestDatabase('pglite');
    const log: string[] = [];
    const leases = await JobLeases.open(database, { instance: 'embedded' });
    try {
      const work = new RecordingWork('embedded', log);
      leases.add('job', work);
      leases.add('opted-out', new RecordingWork('embedded', log), { runsHere: false });
      leases.start();
      await until(() => work.running, 1_000);
      expect(await leases.status()).toEqual([
        { name: 'job', holder: 'embedded', since: expect.any(String), here: true, runsHere: true },
        { name: 'opted-out', holder: null, since: null, here: false, runsHere: false },
      ]);
      await work.fence!.confirm(database.db);
    } finally {
      await leases.close();
      await database.dispose();
    }
    expect(log).toEqual(['embedded start', 'embedded stopping', 'embedded stopped']);
  });
});
