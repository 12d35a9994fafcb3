/**
 * Whether the database answers, as the queries of this process find it: one failing with a
 * connection error marks it unavailable at once, the next that succeeds marks it available again.
 * The readiness check reads it, so a load balancer stops sending buyers within a moment of an outage
 * instead of after its own next probe of the database (docs/operations.md, "Outages").
 */
import { delay } from '../runner/resuming-loop';

/** SQLSTATEs of a server that went away or cannot take sessions (PostgreSQL appendix A). */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: `pg_ctl stop -m fast`, a terminated backend
  '57P02', // crash_shutdown: `-m immediate`, another backend crashed
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '53300', // too_many_connections
]);

/** Node's socket errors of a server that is not there or hung up. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/** What node-postgres says, without a code, when a connection ends or cannot be had in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/i, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect/i, // waiting for a pooled connection
  /is not queryable/i, // a client that already lost its connection
  /^Query read timeout/i,
];

/** Raised without a round trip once the process knows the database is away (readiness, fast answers). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';

  constructor(options?: { cause?: unknown }) {
    super('The database is unavailable', options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * True for an error that says the database could not be reached or dropped the session, as opposed
 * to one about the statement or its data: a retry later may succeed, the request itself was fine.
 * Looks through `cause` and AggregateError's `errors` (Node's connect to every address of a host).
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.has(code)) return true;
    // Class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isConnectionError(inner, depth + 1))) return true;
  return cause !== undefined && isConnectionError(cause, depth + 1);
}

/**
 * Runs `attempt` again every second for as long as it fails for want of the database, so a shop or a
 * worker started while the database is away (a host's boot order, both restarted at once) waits for it
 * instead of exiting; any other failure (a wrong password, a missing database) is thrown. `onWait` is
 * told of each failed attempt. Undefined when `stopped()` turned true first (a signal during the wait).
 */
export async function untilDatabaseReachable<T>(
  attempt: () => Promise<T>,
  options: { onWait(details: { attempt: number; err: string }): void; stopped?: () => boolean },
): Promise<T | undefined> {
  for (let tries = 1; !options.stopped?.(); tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      options.onWait({ attempt: tries, err: String(error) });
      await delay(1_000);
    }
  }
  return undefined;
}

/**
 * A wait for a free pooled connection that timed out says the pool is busy, not that the server is
 * gone: it fails that request (503) but does not mark the database down.
 */
function isBusyPool(error: unknown): boolean {
  return error instanceof Error && /^timeout exceeded when trying to connect/i.test(error.message);
}

export class DatabaseAvailability {
  private down: { since: number; error: unknown } | undefined;
  private readonly listeners = new Set<(available: boolean) => void>();

  get available(): boolean {
    return this.down === undefined;
  }

  /** When the first failure of the current outage was seen; undefined while available. */
  get unavailableSince(): number | undefined {
    return this.down?.since;
  }

  /** A query failed: a connection error marks the database down, any other error says nothing. */
  reportFailure(error: unknown): void {
    if (this.down || !isConnectionError(error) || isBusyPool(error)) return;
    this.down = { since: Date.now(), error };
    this.emit(false);
  }

  /** A query succeeded: the database answers. */
  reportSuccess(): void {
    if (!this.down) return;
    this.down = undefined;
    this.emit(true);
  }

  /** Calls `listener` on each change; answers the unsubscribe. */
  onChange(listener: (available: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(available: boolean): void {
    for (const listener of this.listeners) {
      try {
        listener(available);
      } catch {
        // A listener's fault must not fail the query that reported.
      }
    }
  }
}
