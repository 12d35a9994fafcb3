import { createHash } from 'node:crypto';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Client, Pool, types } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { TooManyAttemptsException } from './too-many-attempts';

/** Where the counters live (docs/operations.md, "Limits and proxies"). */
export type RateLimitStore = 'postgres' | 'redis' | 'memory';

export interface LimitOptions {
  /** Names the limit; unique across the shop, since every limit shares one table or key space. */
  keyPrefix: string;
  points: number;
  /** Seconds a count lasts from the key's first point. */
  duration: number;
  /** Seconds a key stays refused once it went past its points (default: until its window ends). */
  blockDuration?: number;
}

export interface RateLimitsOptions {
  databaseUrl?: string;
  redisUrl?: string;
  /**
   * How long one store call may take before the limit is decided in this process's memory instead.
   * Short, because a request waits for it: a slow store must not become a slow shop.
   */
  storeTimeoutMs?: number;
}

/** The shop's limits' table: counters, not records, so it skips the write-ahead log (UNLOGGED). */
const RATE_LIMITS_TABLE = 'rate_limits';
const DEFAULT_STORE_TIMEOUT_MS = 1000;
/** Connecting for the table at start: as long as the storage's own connections get (5 s), and more. */
const SETUP_TIMEOUT_MS = 10_000;
/** Keys above this length (a long e-mail plus an address) are hashed to stay a small index entry. */
const LONGEST_PLAIN_KEY = 200;
const LONGEST_WINDOW_SECONDS = 24 * 24 * 60 * 60;
const EXPIRED_SWEEP_MS = 5 * 60_000;
/** At most one "store unreachable" warning per process in this interval, so an outage cannot flood the log. */
const WARN_EVERY_MS = 30_000;

/**
 * Makes every limit of the shop, on the store its processes share: the shop's PostgreSQL database in
 * server mode (rate-limiter-flexible's RateLimiterPostgres on a small pool of its own, an UNLOGGED
 * table created at start), Redis when REDIS_URL is set, and memory on embedded PGlite, where one
 * process owns the data directory. Each shared limit is insured by a memory limit of the same shape:
 * when the store fails or is slower than `storeTimeoutMs`, the call is decided in this process's
 * memory (each process then allows the limit on its own: degraded, not down), and a warning is
 * logged. A limiter's own failure never fails the request.
 */
export class RateLimits implements OnApplicationShutdown {
  private readonly logger = new Logger('RateLimits');
  private readonly prefixes = new Set<string>();
  private lastWarning = 0;
  /** Store failures since start (each call among them was decided in memory): for tests and the logs. */
  storeFailures = 0;
  private sweeper: NodeJS.Timeout | undefined;

  private constructor(
    readonly store: RateLimitStore,
    private readonly pool: Pool | undefined,
    private readonly redis: Redis | undefined,
  ) {}

  static async open(options: RateLimitsOptions): Promise<RateLimits> {
    const timeout = options.storeTimeoutMs ?? DEFAULT_STORE_TIMEOUT_MS;
    if (options.redisUrl) {
      const { Redis } = await import('ioredis');
      const redis = new Redis(options.redisUrl, {
        lazyConnect: true,
        // A command while disconnected fails at once (and goes to the memory insurance) instead of
        // queueing behind a reconnect that may take seconds; reconnecting goes on in the background.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: timeout,
        commandTimeout: timeout,
      });
      const limits = new RateLimits('redis', undefined, redis);
      redis.on('error', (error: unknown) => limits.storeFailed(error));
      await redis.connect().catch((error: unknown) => limits.storeFailed(error));
      return limits;
    }
    if (options.databaseUrl) {
      const pool = new Pool({
        connectionString: options.databaseUrl,
        // Each call is one short statement on one row; a few connections serve a rush.
        max: 4,
        connectionTimeoutMillis: timeout,
        query_timeout: timeout,
        idleTimeoutMillis: 30_000,
        application_name: 'ticketshop-rate-limits',
        // The event store makes every bigint a BigInt process-wide; the library does arithmetic on its
        // `expire` (milliseconds, well inside a double), so this pool reads it as a number.
        types: {
          getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
            oid === types.builtins.INT8 ? Number : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
        },
      });
      const limits = new RateLimits('postgres', pool, undefined);
      pool.on('error', (error) => limits.storeFailed(error));
      pool.on('connect', (client) => client.on('error', () => undefined));
      await createTable(options.databaseUrl);
      limits.sweepExpired();
      return limits;
    }
    return new RateLimits('memory', undefined, undefined);
  }

  /** A limit on this shop's store. Each `keyPrefix` may be made once. */
  limit(options: LimitOptions): Limit {
    if (this.prefixes.has(options.keyPrefix)) throw new Error(`The limit ${options.keyPrefix} exists already`);
    // The memory store ends each key with a timer, and Node fires a timer of more than 2^31 ms at once.
    if (Math.max(options.duration, options.blockDuration ?? 0) > LONGEST_WINDOW_SECONDS) {
      throw new Error(`The limit ${options.keyPrefix} lasts longer than ${LONGEST_WINDOW_SECONDS} s`);
    }
    this.prefixes.add(options.keyPrefix);
    const shape = {
      keyPrefix: options.keyPrefix,
      points: options.points,
      duration: options.duration,
      ...(options.blockDuration ? { blockDuration: options.blockDuration } : {}),
    };
    if (this.store === 'memory') return new Limit(new RateLimiterMemory(shape), options.points, this);
    const insuranceLimiter = new InsuranceLimiter(shape, () => this.storeFailed(undefined));
    const limiter: RateLimiterAbstract =
      this.store === 'redis'
        ? new RateLimiterRedis({ ...shape, storeClient: this.redis, rejectIfRedisNotReady: true, insuranceLimiter })
        : new RateLimiterPostgres({
            ...shape,
            storeClient: this.pool,
            storeType: 'pool',
            tableName: RATE_LIMITS_TABLE,
            tableCreated: true,
            // One sweep per process (sweepExpired) instead of a timer per limit.
            clearExpiredByTimeout: false,
            insuranceLimiter,
          });
    return new Limit(limiter, options.points, this);
  }

  /** Logs that the store failed, at most once per WARN_EVERY_MS. */
  storeFailed(error: unknown): void {
    this.storeFailures++;
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn({
      msg: 'rate limit store unreachable: limits are counted in this process only until it answers again',
      store: this.store,
      ...(error === undefined ? {} : { error: error instanceof Error ? error.message : String(error) }),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.sweeper);
    await this.pool?.end().catch(() => undefined);
    if (this.redis) this.redis.disconnect();
  }

  /** Deletes counters that ended over an hour ago, every few minutes: the table stays the size of the live keys. */
  private sweepExpired(): void {
    this.sweeper = setTimeout(() => {
      void this.pool!.query(`DELETE FROM ${RATE_LIMITS_TABLE} WHERE expire < $1`, [Date.now() - 3_600_000])
        .catch(() => undefined)
        .finally(() => this.sweepExpired());
    }, EXPIRED_SWEEP_MS);
    this.sweeper.unref();
  }
}

/**
 * Once at start, on a connection of its own: the pool's 1 s limits are for requests, and a start on a
 * busy database (a rush, a rebuild, a loaded machine) once failed on them ("Query read timeout").
 */
async function createTable(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: SETUP_TIMEOUT_MS });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(
      `CREATE UNLOGGED TABLE IF NOT EXISTS ${RATE_LIMITS_TABLE} (key text PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
    );
  } catch (error) {
    // Two processes starting at once: IF NOT EXISTS still lets one of them meet the other's new
    // table (unique violation on the catalog, or "already exists"). The table is there either way.
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The memory limit that decides while the store cannot; tells the shop each time it is used. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly used: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>): ReturnType<RateLimiterMemory['consume']> {
    this.used();
    return super.consume(...args);
  }

  override get(...args: Parameters<RateLimiterMemory['get']>): ReturnType<RateLimiterMemory['get']> {
    this.used();
    return super.get(...args);
  }
}

export interface Refusal {
  retryAfterSeconds: number;
}

/**
 * One limit: points per key per window. Errors of the store never leave it: the insurance decides,
 * and should even that fail, the call is allowed (a limit is a brake, not a reason to refuse buyers).
 */
export class Limit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    readonly points: number,
    private readonly limits: RateLimits,
  ) {}

  /** Counts `cost` points for `key`; a refusal (past the points) says how long to wait. */
  async consume(key: string, cost = 1): Promise<Refusal | null> {
    try {
      await this.limiter.consume(storedKey(key), cost);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { retryAfterSeconds: secondsOf(rejection.msBeforeNext) };
      this.limits.storeFailed(rejection);
      return null;
    }
  }

  /** Counts a point for `key`, or throws 429 with Retry-After saying `what` there was too much of. */
  async take(key: string, what?: { lt: string; en: string }): Promise<void> {
    const refusal = await this.consume(key);
    if (refusal) throw new TooManyAttemptsException(refusal.retryAfterSeconds, what);
  }

  /** Points counted for `key` in its current window (0 when none). */
  async consumed(key: string): Promise<number> {
    return (await this.state(key))?.consumedPoints ?? 0;
  }

  /** While `key` has used all its points: how long until it may try again; else null. Counts nothing. */
  async refusal(key: string): Promise<Refusal | null> {
    const state = await this.state(key);
    if (!state || state.consumedPoints < this.points) return null;
    return { retryAfterSeconds: secondsOf(state.msBeforeNext) };
  }

  /** Forgets `key`'s count (a success that forgives earlier failures). */
  async forget(key: string): Promise<void> {
    try {
      await this.limiter.delete(storedKey(key));
    } catch (error) {
      this.limits.storeFailed(error);
    }
  }

  /** Sets `key` to `points` for a fresh window of `seconds`, whatever it held. */
  async set(key: string, points: number, seconds: number): Promise<void> {
    try {
      await this.limiter.set(storedKey(key), points, seconds);
    } catch (error) {
      this.limits.storeFailed(error);
    }
  }

  private async state(key: string): Promise<RateLimiterRes | null> {
    try {
      return await this.limiter.get(storedKey(key));
    } catch (error) {
      this.limits.storeFailed(error);
      return null;
    }
  }
}

const secondsOf = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

function storedKey(key: string): string {
  return key.length <= LONGEST_PLAIN_KEY ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}
