/**
 * The projections CLI (`npm run projections -- …`): status of every read model and rebuilds from the
 * log. Kept apart from the process entry point so tests run it in-process with their own streams.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { acquireDataDirLock } from '../data-dir-lock';
import { allProjectors } from '../projectors/all-projectors';
import type { Projector } from '../projectors/projector';
import { Projections, UnknownProjectionError } from '../runner/projections';
import { openStorage, storageConfigFromEnv, type Storage } from '../storage';
import { formatStatusTable } from './status-table';
import { progressReporter, type CliOutput } from './rebuild-progress';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: CliOutput;
  stderr: CliOutput;
  /** Aborting it cancels a rebuild after the current batch; the live generation stays as it was. */
  signal?: AbortSignal;
  /** Plain progress lines on a non-terminal are at most this far apart. */
  progressIntervalMs?: number;
}

const SUCCESS = 0;
const FAILURE = 1;

class CliError extends Error {}

class RebuildCancelledError extends Error {
  constructor(projections: readonly string[]) {
    super(
      projections.length === 1
        ? `rebuild of ${projections[0]} cancelled; its live generation is unchanged`
        : `rebuild of ${projections.join(', ')} cancelled; their live generations are unchanged`,
    );
  }
}

function usage(projectors: readonly Projector[] = allProjectors): string {
  return `Usage: npm run projections -- <command> [options]

Commands:
  status               each projection's version, live generation, checkpoint, log head and lag
  rebuild <name>...    rebuild read models from the start of the log into a new generation,
                       then swap it in; the old one keeps serving until the swap
  rebuild --all        rebuild every projection, reading the log once for all of them
  help                 show this help

Options:
  --all                with rebuild: every projection
  --batch-size <n>     with rebuild: events per transaction (default 5000)
  --json               with status: JSON instead of a table
  -h, --help           show this help

Projections: ${projectors.map((p) => p.name).join(', ')}

Storage is chosen by the environment, as for the shop:
  DATABASE_URL     PostgreSQL server; without it, embedded PGlite in DATA_DIR
  EVENTSTORE_URL   EventStoreDB as the event store
  DATA_DIR         where embedded mode keeps its files (default: data)

Embedded PGlite can be opened by one process at a time: stop the shop first, or run the
shop on PostgreSQL (DATABASE_URL) to rebuild while it serves.
`;
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const projectors = allProjectors;
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        all: { type: 'boolean' },
        'batch-size': { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, ...names] = positionals;
    if (values.help || command === 'help') {
      io.stdout.write(usage(projectors));
      return SUCCESS;
    }
    switch (command) {
      case 'status':
        if (names.length > 0) throw new CliError(`status takes no arguments, got: ${names.join(' ')}`);
        return await withStorage(io, (storage) => status(storage, projectors, io, values.json === true));
      case 'rebuild': {
        const selected = selectProjectors(projectors, names, values.all === true);
        const batchSize = parseBatchSize(values['batch-size']);
        return await withStorage(io, (storage) => rebuild(storage, projectors, selected, batchSize, io));
      }
      case undefined:
        io.stderr.write(usage(projectors));
        return FAILURE;
      default:
        throw new CliError(`unknown command "${command}"; run with --help to see the commands`);
    }
  } catch (error) {
    const badArguments = isError(error) && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');
    io.stderr.write(
      `error: ${describe(error)}${badArguments ? '\nRun with --help to see the commands and options.' : ''}\n`,
    );
    return FAILURE;
  }
}

function selectProjectors(projectors: readonly Projector[], names: readonly string[], all: boolean): Projector[] {
  if (all && names.length > 0) throw new CliError('give projection names or --all, not both');
  if (all) return [...projectors];
  if (names.length === 0) throw new CliError('name the projection to rebuild, or use --all; run with --help');
  // Every name is checked before anything is rebuilt, so a typo never leaves half the work done.
  const known = projectors.map((p) => p.name);
  return [...new Set(names)].map((name) => {
    const projector = projectors.find((p) => p.name === name);
    if (!projector) throw new UnknownProjectionError(name, known);
    return projector;
  });
}

function parseBatchSize(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1)
    throw new CliError(`--batch-size must be a positive integer, got "${value}"`);
  return size;
}

async function withStorage(io: CliIo, work: (storage: Storage) => Promise<number>): Promise<number> {
  const config = storageConfigFromEnv(io.env);
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    let storage: Storage;
    try {
      storage = await openStorage(config);
    } catch (error) {
      throw new CliError(`cannot open storage: ${describe(error)}`);
    }
    try {
      return await work(storage);
    } finally {
      await storage.close();
    }
  } finally {
    release();
  }
}

/** Takes the embedded data directory like the shop does; the returned function gives it back. */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'shop.pid');
  // When this process already held the lock (it runs the shop too), giving it back is not ours to do.
  const heldBefore = lockOwner(lockFile) === process.pid;
  const exitHooksBefore = new Set(process.listeners('exit'));
  try {
    acquireDataDirLock(dataDir);
  } catch (error) {
    throw new CliError(
      `${describe(error)}.\n` +
        `The embedded PGlite database can be opened by one process at a time, and the running shop has it open.\n` +
        `Stop the shop and run this again, or run the shop on PostgreSQL (DATABASE_URL=postgres://…)\n` +
        `to check and rebuild projections while it serves.`,
    );
  }
  // The lock's own exit hook only matters if the process ends first; in-process runs (tests) would pile them up.
  const exitHooks = process.listeners('exit').filter((hook) => !exitHooksBefore.has(hook));
  return () => {
    for (const hook of exitHooks) process.off('exit', hook);
    if (!heldBefore && lockOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}

function lockOwner(lockFile: string): number | undefined {
  try {
    return Number(readFileSync(lockFile, 'utf8').trim());
  } catch {
    return undefined;
  }
}

async function status(storage: Storage, projectors: readonly Projector[], io: CliIo, json: boolean): Promise<number> {
  const statuses = await new Projections(storage.database, storage.store, projectors).status();
  if (json) {
    io.stdout.write(`${JSON.stringify(statuses, null, 2)}\n`);
    return SUCCESS;
  }
  // Runners live in the shop or the worker, so this process reports their state as not-running-here.
  io.stdout.write(`storage: ${storage.mode}\n${formatStatusTable(statuses)}\n`);
  return SUCCESS;
}

async function rebuild(
  storage: Storage,
  projectors: readonly Projector[],
  selected: readonly Projector[],
  batchSize: number | undefined,
  io: CliIo,
): Promise<number> {
  const projections = new Projections(storage.database, storage.store, projectors);
  const names = selected.map((projector) => projector.name);
  const label = names.length === 1 ? names[0]! : `${names.length} projections`;
  for (const projector of selected) {
    io.stdout.write(`rebuilding ${projector.name} (version ${projector.version}) from the start of the log\n`);
  }
  if (selected.length > 1) io.stdout.write(`reading the log once for all ${selected.length}\n`);
  const progress = progressReporter(label, io.stdout, io.progressIntervalMs);
  const startedAt = performance.now();
  let results;
  try {
    results = await projections.rebuildTogether(names, {
      ...(batchSize ? { batchSize } : {}),
      onProgress(update) {
        // Throwing here makes the rebuild drop its unfinished generations before it returns.
        if (io.signal?.aborted) throw new RebuildCancelledError(names);
        progress.update(update);
      },
    });
  } finally {
    progress.finish();
  }
  const seconds = (performance.now() - startedAt) / 1000;
  for (const result of results) {
    io.stdout.write(
      `${result.projection}: generation ${result.generation} built from ${result.events} events in ${seconds.toFixed(2)} s ` +
        `(${perSecond(result.events, seconds)} events/s), position ${result.position}\n`,
    );
  }
  if (selected.length > 1) {
    const events = Math.max(...results.map((result) => result.events));
    io.stdout.write(
      `rebuilt ${selected.length} projections in one pass over the log: ${events} events in ${seconds.toFixed(2)} s ` +
        `(${perSecond(events, seconds)} events/s)\n`,
    );
  }
  return SUCCESS;
}

function perSecond(events: number, seconds: number): number {
  return Math.round(events / Math.max(seconds, 0.001));
}

function describe(error: unknown): string {
  return isError(error) ? error.message || error.name : String(error);
}

/** By shape, not `instanceof`: errors from Node's built-ins may come from another realm (jest's VM). */
function isError(value: unknown): value is Error {
  return typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';
}
