/**
 * One runner per background job across every process on one database (docs/operations.md, "Who runs
 * the background jobs"; ADR 0011). Each job (a projection runner, a process manager, the hold sweeper)
 * may be started in every process; a process runs it only while it holds the job's lease: a
 * session-level PostgreSQL advisory lock on one connection of its own, which the process keeps for all
 * of its leases. The others try to take each lease they lack once per poll interval, so when the
 * holder dies PostgreSQL frees its locks with its session and another process starts the job within
 * about a second.
 *
 * A job that lost its lease must not write after the next holder started, so:
 * - a holder stops its job and awaits it before it unlocks (a graceful hand-over);
 * - a holder that loses its lease connection (an error, the session killed, or a liveness query
 *   that does not answer within `livenessTimeoutMs`) stops its jobs at once; the server ends a
 *   session whose client went silent only later (TCP keep-alives, `serverKeepAliveSeconds`);
 * - and each taking-over bumps the job's token in `job_leases`, which waits for the old holder's open
 *   transactions that checked the token (`LeaseFence.confirm`) and makes its later ones fail.
 *
 * On embedded PGlite there is one process by construction (data-dir-lock.ts): every lease is held.
 */
import { hostname } from 'node:os';
import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import { Client } from 'pg';
import type { Database } from '../database/database';
import type { RunnerLogger } from './projection-runner';
import { delay } from './resuming-loop';

/** Something that runs in the background between `start` and `stop`: a runner, a reactor, a timer. */
export interface LeasedWork {
  /** Starts the work; `fence` tells it whether its lease still holds. */
  start(fence: LeaseFence): void;
  /** Stops the work and resolves once nothing of it runs any more. */
  stop(): Promise<void>;
}

/** What a job checks before it writes: that it still holds its lease. */
export interface LeaseFence {
  readonly job: string;
  /** Throws `LeaseLostError` once this process knows it no longer holds the lease. */
  check(): void;
  /**
   * Inside a write transaction: locks the job's lease row for share and throws `LeaseLostError` if
   * another holder took the lease since this one started. A new holder waits for this transaction to
   * end before it starts the job, so nothing this transaction writes lands after the new holder began.
   */
  confirm(trx: QueryExecutorProvider): Promise<void>;
  /** A SQL condition, true while this holder's token is the current one (for one-statement writes). */
  readonly stillHeld: RawBuilder<boolean>;
}

export class LeaseLostError extends Error {
  constructor(job: string) {
    super(`The lease of job ${job} was lost; another process runs it now`);
    this.name = 'LeaseLostError';
  }
}

export interface JobLeaseStatus {
  name: string;
  /** The holder's instance name; null when no process holds the lease. */
  holder: string | null;
  /** When the holder took the lease (ISO); null when no process holds it. */
  since: string | null;
  /** Whether this process holds it. */
  here: boolean;
  /** Whether this process would run the job (not opted out by RUN_PROJECTIONS/RUN_PROCESS_MANAGERS). */
  runsHere: boolean;
}

export interface JobLeasesOptions {
  /** PostgreSQL connection string for the lease connection; absent on embedded PGlite. */
  url?: string;
  /** Names this process in `/api/health` and `job_leases`; default hostname:pid. */
  instance?: string;
  /** How often a process tries to take the leases it lacks, and checks its connection (ms). */
  pollIntervalMs?: number;
  /** A liveness query unanswered for this long counts as a lost connection (ms). */
  livenessTimeoutMs?: number;
  /**
   * TCP keep-alive the server applies to the lease session: it ends the session (freeing the locks)
   * this many seconds after its client went silent. Longer than `livenessTimeoutMs`, so a holder cut
   * off from the server has stopped its jobs before another process can take them.
   */
  serverKeepAliveSeconds?: { idle: number; interval: number; count: number };
  logger?: RunnerLogger & { warn?(message: string, details?: Record<string, unknown>): void };
}

/** Advisory locks of the leases are (LOCK_SPACE, key of the job): apart from the append lock's one number. */
const LOCK_SPACE = 1_953_063_787; // 'tick'

type LeaseState = 'idle' | 'acquiring' | 'held' | 'stopping';

interface Lease {
  name: string;
  key: number;
  work: LeasedWork;
  runsHere: boolean;
  state: LeaseState;
  since?: Date;
  fence?: Fence;
  stopping?: Promise<void>;
}

class Fence implements LeaseFence {
  lost = false;
  readonly stillHeld: RawBuilder<boolean>;

  constructor(
    readonly job: string,
    private readonly token: string,
    private readonly pglite: boolean,
  ) {
    this.stillHeld = pglite
      ? sql<boolean>`true`
      : sql<boolean>`exists (select 1 from job_leases where name = ${job} and token = ${token}::bigint for share)`;
  }

  check(): void {
    if (this.lost) throw new LeaseLostError(this.job);
  }

  async confirm(trx: QueryExecutorProvider): Promise<void> {
    this.check();
    if (this.pglite) return;
    const result = await sql<{ held: boolean }>`select ${this.stillHeld} as held`.execute(trx);
    if (!result.rows[0]?.held) {
      this.lost = true;
      throw new LeaseLostError(this.job);
    }
  }
}

/** The key of a job's advisory lock: FNV-1a of its name, kept positive to fit an int4. */
function leaseKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(name, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & 0x7fffffff;
}

export function defaultInstanceName(): string {
  return `${hostname()}:${process.pid}`;
}

export class JobLeases {
  readonly instance: string;
  private readonly leases = new Map<string, Lease>();
  private readonly pglite: boolean;
  private readonly pollIntervalMs: number;
  private readonly livenessTimeoutMs: number;
  private client: Client | undefined;
  private connecting: Promise<Client> | undefined;
  private queries: Promise<unknown> = Promise.resolve();
  /** The lease session's backend process id, recorded with each lease so health can match lock and name. */
  private backendPid = 0;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> = Promise.resolve();
  private tickQueued = false;
  private closing: Promise<void> | undefined;
  private started = false;

  private constructor(
    private readonly database: Database,
    private readonly options: JobLeasesOptions,
  ) {
    this.instance = options.instance || defaultInstanceName();
    this.pglite = !options.url;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.livenessTimeoutMs = options.livenessTimeoutMs ?? 3_000;
  }

  /** Creates the `job_leases` table when missing; nothing runs until `start()`. */
  static async open(database: Database, options: JobLeasesOptions = {}): Promise<JobLeases> {
    for (let attempt = 0; ; attempt++) {
      try {
        await sql`create table if not exists job_leases (
          name text primary key,
          holder text not null,
          since timestamptz not null,
          backend_pid integer,
          token bigint not null default 0)`.execute(database.db);
        break;
      } catch (error) {
        // Two processes creating it at the same moment: one of them gets a unique violation.
        if (attempt >= 2) throw error;
        await delay(50 * (attempt + 1));
      }
    }
    return new JobLeases(database, options);
  }

  /**
   * Declares a job. With `runsHere` false (an opt-out) the process never runs it but still reports
   * who does. A job added after `start()` is tried at once.
   */
  add(name: string, work: LeasedWork, { runsHere = true }: { runsHere?: boolean } = {}): void {
    if (this.leases.has(name)) throw new Error(`Job ${name} is already leased`);
    const key = leaseKey(name);
    const clash = [...this.leases.values()].find((lease) => lease.key === key);
    if (clash) throw new Error(`Jobs ${clash.name} and ${name} have the same lease key; rename one`);
    this.leases.set(name, { name, key, work, runsHere, state: 'idle' });
    if (this.started) this.queueTick();
  }

  /** Starts taking leases: at once, then every poll interval. */
  start(): void {
    if (this.started || this.closing) return;
    this.started = true;
    this.queueTick();
  }

  get names(): string[] {
    return [...this.leases.keys()];
  }

  /** Whether this process holds the job's lease now. */
  holds(name: string): boolean {
    return this.leases.get(name)?.state === 'held';
  }

  /**
   * Stops every job this process runs, each awaited before its lock is given back, then closes the
   * lease connection: another process takes over on its next poll, not after a timeout.
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      clearTimeout(this.timer);
      await this.ticking;
      await Promise.all([...this.leases.values()].map((lease) => this.release(lease)));
      const client = this.client;
      this.client = undefined;
      if (client) await client.end().catch(() => undefined);
    })();
    return this.closing;
  }

  /** Who holds each declared job's lease, read from the database (pg_locks and job_leases). */
  async status(): Promise<JobLeaseStatus[]> {
    const leases = [...this.leases.values()];
    if (this.pglite) {
      return leases.map((lease) => ({
        name: lease.name,
        holder: lease.state === 'held' ? this.instance : null,
        since: lease.state === 'held' ? lease.since!.toISOString() : null,
        here: lease.state === 'held',
        runsHere: lease.runsHere,
      }));
    }
    if (leases.length === 0) return [];
    // The lock says whether anyone holds the job; the row, written by the holder as it took the lease,
    // says who (trusted only while its backend is the one holding the lock).
    const result = await sql<{ name: string; lock_pid: number | null; holder: string | null; since: Date | null }>`
      select k.name, l.pid as lock_pid,
        case when j.backend_pid = l.pid then j.holder end as holder,
        case when j.backend_pid = l.pid then j.since end as since
      from unnest(${leases.map((l) => l.name)}::text[], ${leases.map((l) => l.key)}::int[]) as k(name, key)
      left join pg_locks l on l.locktype = 'advisory' and l.granted and l.objsubid = 2
        and l.database = (select oid from pg_database where datname = current_database())
        and l.classid = ${LOCK_SPACE}::oid and l.objid = k.key::oid
      left join job_leases j on j.name = k.name`.execute(this.database.db);
    const byName = new Map(result.rows.map((row) => [row.name, row]));
    return leases.map((lease) => {
      const row = byName.get(lease.name);
      const held = row?.lock_pid != null;
      return {
        name: lease.name,
        holder: held ? (row.holder ?? `(taking over: backend ${row.lock_pid})`) : null,
        since: held && row.since ? new Date(row.since).toISOString() : null,
        here: lease.state === 'held',
        runsHere: lease.runsHere,
      };
    });
  }

  private queueTick(): void {
    if (this.tickQueued || this.closing) return;
    this.tickQueued = true;
    clearTimeout(this.timer);
    this.ticking = this.ticking.then(async () => {
      this.tickQueued = false;
      if (this.closing) return;
      try {
        await this.tick();
      } catch (error) {
        this.options.logger?.error('job leases: poll failed', { error: String(error) });
      }
      if (!this.closing) {
        this.timer = setTimeout(() => this.queueTick(), this.pollIntervalMs);
        this.timer.unref();
      }
    });
  }

  private async tick(): Promise<void> {
    const wanted = [...this.leases.values()].filter((lease) => lease.runsHere && lease.state === 'idle');
    if (this.pglite) {
      for (const lease of wanted) await this.take(lease);
      return;
    }
    let client: Client;
    try {
      client = await this.connection();
    } catch (error) {
      this.options.logger?.error('job leases: cannot connect; retrying', { error: String(error) });
      return;
    }
    if (wanted.length === 0) {
      // Proves the connection, and with it every lock this process holds, still lives.
      await this.query(client, 'select 1', []);
      return;
    }
    const result = await this.query<{ key: number; got: boolean }>(
      client,
      'select key, pg_try_advisory_lock($1::int, key) as got from unnest($2::int[]) as key',
      [LOCK_SPACE, wanted.map((lease) => lease.key)],
    );
    const got = new Set(result.rows.filter((row) => row.got).map((row) => Number(row.key)));
    // Each job on its own: a take waits for the old holder's open transactions of that job alone.
    await Promise.all(wanted.filter((lease) => got.has(lease.key)).map((lease) => this.take(lease, client)));
  }

  /** Records this process as the holder (bumping the token, see LeaseFence) and starts the job. */
  private async take(lease: Lease, client?: Client): Promise<void> {
    lease.state = 'acquiring';
    let token = '0';
    try {
      if (!this.pglite) {
        const row = await sql<{ token: string }>`
          insert into job_leases (name, holder, since, backend_pid, token)
          values (${lease.name}, ${this.instance}, now(), ${this.backendPid}, 1)
          on conflict (name) do update set holder = excluded.holder, since = excluded.since,
            backend_pid = excluded.backend_pid, token = job_leases.token + 1
          returning token::text as token`.execute(this.database.db);
        token = row.rows[0]!.token;
      }
    } catch (error) {
      this.options.logger?.error('job leases: could not record the holder; giving the lease back', {
        job: lease.name,
        error: String(error),
      });
      lease.state = 'idle';
      if (client && client === this.client) await this.unlock(client, lease);
      return;
    }
    // The connection was lost while the holder was being recorded: the lock went with it.
    if (client && client !== this.client) {
      lease.state = 'idle';
      return;
    }
    lease.fence = new Fence(lease.name, token, this.pglite);
    lease.since = new Date();
    lease.state = 'held';
    this.options.logger?.info('job lease taken; starting the job', { job: lease.name, instance: this.instance });
    lease.work.start(lease.fence);
  }

  /** Stops a held job, awaits it, then gives its lock back (while the connection lives). */
  private async release(lease: Lease): Promise<void> {
    if (lease.state === 'stopping') return lease.stopping;
    if (lease.state !== 'held') return;
    const client = this.client;
    lease.state = 'stopping';
    lease.stopping = (async () => {
      try {
        await lease.work.stop();
      } catch (error) {
        this.options.logger?.error('job leases: job did not stop cleanly', { job: lease.name, error: String(error) });
      }
      if (lease.fence) lease.fence.lost = true;
      if (client && client === this.client) await this.unlock(client, lease);
      lease.state = 'idle';
      this.options.logger?.info('job lease given back', { job: lease.name, instance: this.instance });
    })();
    return lease.stopping;
  }

  private async unlock(client: Client, lease: Lease): Promise<void> {
    await this.query(client, 'select pg_advisory_unlock($1::int, $2::int)', [LOCK_SPACE, lease.key]).catch(
      () => undefined, // a lost connection freed it anyway
    );
  }

  /**
   * The connection holding the locks is gone, or may be: every job stops at once (its fence fails
   * before it awaits anything), and the lock of each is the server's to free with the session.
   */
  private connectionLost(client: Client, reason: string): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('error');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    const held = [...this.leases.values()].filter((lease) => lease.state === 'held');
    if (held.length > 0)
      this.options.logger?.error('job leases: lease connection lost; stopping the jobs it held', {
        reason,
        jobs: held.map((lease) => lease.name),
      });
    for (const lease of held) {
      lease.fence!.lost = true;
      lease.state = 'stopping';
      lease.stopping = lease.work
        .stop()
        .catch((error: unknown) =>
          this.options.logger?.error('job leases: job did not stop cleanly', { job: lease.name, error: String(error) }),
        )
        .then(() => {
          lease.state = 'idle';
        });
    }
  }

  private async connection(): Promise<Client> {
    if (this.client) return this.client;
    this.connecting ??= (async () => {
      const client = new Client({
        connectionString: this.options.url,
        keepAlive: true,
        // A server that does not answer (not one that refuses) must not hold up the polls for ever.
        connectionTimeoutMillis: this.livenessTimeoutMs,
        application_name: `ticketshop job leases ${this.instance}`.slice(0, 63),
      });
      client.on('error', (error) => this.connectionLost(client, String(error)));
      client.on('end', () => this.connectionLost(client, 'connection ended'));
      try {
        await client.connect();
        const keepAlive = this.options.serverKeepAliveSeconds ?? { idle: 5, interval: 1, count: 3 };
        // The server ends a silent client's session (and frees its locks) after about idle + interval ×
        // count seconds; ignored on a Unix socket, where the kernel tells the server at once.
        this.backendPid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
        await client.query(
          `set tcp_keepalives_idle = ${keepAlive.idle}; set tcp_keepalives_interval = ${keepAlive.interval};
           set tcp_keepalives_count = ${keepAlive.count}`,
        );
      } catch (error) {
        client.removeAllListeners('end');
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
        throw error;
      }
      this.client = client;
      return client;
    })().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  /** A query on the lease connection; one that does not answer in time counts as a lost connection. */
  private query<R>(client: Client, text: string, values: unknown[]): Promise<{ rows: R[] }> {
    // One query at a time on the connection (pg queues them, but deprecates doing so).
    const result = this.queries.then(() => this.timedQuery<R>(client, text, values));
    this.queries = result.catch(() => undefined);
    return result;
  }

  private async timedQuery<R>(client: Client, text: string, values: unknown[]): Promise<{ rows: R[] }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.connectionLost(client, `no answer within ${this.livenessTimeoutMs} ms`);
        reject(new Error(`lease connection: no answer within ${this.livenessTimeoutMs} ms`));
      }, this.livenessTimeoutMs);
    });
    try {
      return (await Promise.race([client.query(text, values), timeout])) as { rows: R[] };
    } catch (error) {
      this.connectionLost(client, String(error));
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * A job that runs `pass` every `intervalMs` while leased (the hold sweeper): passes never overlap,
 * and `stop` waits for the one under way.
 */
export class PeriodicWork implements LeasedWork {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private active = false;

  constructor(
    private readonly pass: (fence: LeaseFence) => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(fence: LeaseFence): void {
    if (this.active) return;
    this.active = true;
    const schedule = () => {
      this.timer = setTimeout(() => {
        this.running = (async () => {
          try {
            fence.check();
            await this.pass(fence);
          } catch (error) {
            if (!(error instanceof LeaseLostError)) this.onError(error);
          }
        })().then(() => {
          if (this.active) schedule();
        });
      }, this.intervalMs);
      this.timer.unref();
    };
    schedule();
  }

  async stop(): Promise<void> {
    this.active = false;
    clearTimeout(this.timer);
    await this.running;
  }
}
