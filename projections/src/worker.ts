/**
 * The projections worker: keeps the read models up to date in its own process, for server and
 * production modes where the shops run with RUN_PROJECTIONS=false (docker-compose's `projections`).
 * Each projection runs in the one process holding its lease (runner/job-lease.ts), so a second worker,
 * or shops that also run projections, stand by and take over when this one stops or dies.
 * Logs are JSON lines shaped like the shop's pino logs, so one log pipeline reads both.
 */
import { hostname } from 'node:os';
import { acquireDataDirLock } from './data-dir-lock';
import { untilDatabaseReachable } from './database/availability';
import { allProjectors } from './projectors/all-projectors';
import { defaultInstanceName, JobLeases } from './runner/job-lease';
import { Projections, type ProjectionStatus } from './runner/projections';
import { openStorage, storageConfigFromEnv, type Storage } from './storage';

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

const STATUS_INTERVAL_MS = positiveInteger(process.env.PROJECTIONS_STATUS_INTERVAL_MS, 60_000);
// Below docker's stop_grace_period in docker-compose.yml, so the worker exits before it is killed.
const SHUTDOWN_TIMEOUT_MS = 20_000;

const minimumLevel: number = LEVELS[(process.env.LOG_LEVEL ?? 'info') as keyof typeof LEVELS] ?? LEVELS.info;
const base = { pid: process.pid, hostname: hostname(), name: 'projections-worker' };

function log(level: Level, msg: string, details: Record<string, unknown> = {}): void {
  if (LEVELS[level] < minimumLevel) return;
  process.stdout.write(
    `${JSON.stringify({ level: LEVELS[level], time: Date.now(), ...base, msg, ...details }, jsonSafe)}\n`,
  );
}

function jsonSafe(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Error) return { type: value.name, message: value.message, stack: value.stack };
  return value;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

let storage: Storage | undefined;
let projections: Projections | undefined;
let leases: JobLeases | undefined;
let statusTimer: NodeJS.Timeout | undefined;
let stopping = false;

async function main(): Promise<void> {
  const config = storageConfigFromEnv();
  // Embedded PGlite allows one process; the shop then has to run without this worker.
  if (!config.databaseUrl) acquireDataDirLock(config.dataDir);
  storage = await untilDatabaseReachable(() => openStorage(config), {
    onWait: (details) => log('warn', 'database unreachable; trying again in a second', details),
    stopped: () => stopping,
  });
  if (!storage) return;
  projections = new Projections(storage.database, storage.store, allProjectors, {
    logger: {
      info: (message, details) => log('info', message, details),
      error: (message, details) => log('error', message, details),
    },
  });
  await projections.initialize();
  if (stopping) return;
  leases = await JobLeases.open(storage.database, {
    ...(config.databaseUrl ? { url: config.databaseUrl } : {}),
    instance: process.env.INSTANCE_NAME || defaultInstanceName(),
    logger: {
      info: (message, details) => log('info', message, details),
      error: (message, details) => log('error', message, details),
    },
  });
  for (const { name, work } of projections.jobs()) leases.add(name, work);
  leases.start();
  log('info', 'projections worker started', {
    storage: storage.mode,
    instance: leases.instance,
    projections: allProjectors.map((p) => p.name),
    statusIntervalMs: STATUS_INTERVAL_MS,
  });
  statusTimer = setInterval(() => void logStatus(), STATUS_INTERVAL_MS);
}

async function logStatus(): Promise<void> {
  if (!projections || stopping) return;
  try {
    const statuses: ProjectionStatus[] = await projections.status();
    const failing = statuses.some((status) => status.state === 'retrying');
    log(failing ? 'warn' : 'info', 'projections status', {
      projections: statuses,
      // Who runs each projection: this worker, another process, or (null) nobody.
      holders: Object.fromEntries((await leases?.status())?.map((job) => [job.name, job.holder]) ?? []),
      maxLag: Math.max(0, ...statuses.map((status) => status.lag)),
    });
  } catch (error) {
    log('error', 'projections status unavailable', { err: error });
  }
}

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    log('warn', 'second signal; exiting without waiting', { signal });
    process.exit(1);
  }
  stopping = true;
  log('info', 'stopping projections worker', { signal });
  clearInterval(statusTimer);
  setTimeout(() => {
    log('error', 'shutdown timed out; exiting', { timeoutMs: SHUTDOWN_TIMEOUT_MS });
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    // Runners finish their current batch, so every checkpoint on disk matches its rows; then their
    // leases are given back, so a process standing by takes them over on its next poll.
    await leases?.close();
    await projections?.stop();
    await storage?.close();
    log('info', 'projections worker stopped');
    process.exit(0);
  } catch (error) {
    log('error', 'projections worker did not stop cleanly', { err: error });
    process.exit(1);
  }
}

// A promise rejected with nobody to hear it is a bug, never a reason to stop keeping the read models:
// Node's default would end the worker. Logged at error so it is seen and fixed.
process.on('unhandledRejection', (reason: unknown) => {
  log('error', 'unhandled rejection; the worker keeps running', { err: reason });
});

process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));

main().catch((error: unknown) => {
  // A start interrupted by a signal fails because shutdown closed the storage under it.
  if (stopping) return;
  log('fatal', 'projections worker failed to start', { err: error });
  process.exit(1);
});
