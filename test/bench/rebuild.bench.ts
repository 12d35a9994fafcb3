/**
 * How fast every read model rebuilds from the log, against the fastest way PostgreSQL takes in the
 * same rows (COPY into a bare table shaped like the log). The ratio is what the aim is about: it stays
 * comparable across machines, where absolute rates do not.
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { allProjectors, Projections, type Database } from '@ticketshop/projections';
import { integerFlag, runMain } from '../support/args';
import { openBenchStorage } from '../support/bench-storage';
import { shopEvents, shopStreams } from '../support/shop-log';
import { EVENT_LOG_COPY_COLUMNS, eventLogCopyLine, readCopyFiles, writeCopyFiles } from '../support/copy-format';
import { progressLine } from '../support/progress';
import { formatFacts, formatTable } from '../support/table';
import {
  forEachConcurrently,
  formatCount,
  formatPercent,
  formatRate,
  formatSeconds,
  perSecond,
  timed,
} from '../support/timing';

const USAGE = `Usage: npm run bench:rebuild -- [--events N] [--concurrency C] [--batch-size B] [--seed S] [--one-by-one]

  --events N       synthetic shop events to write, rebuild and COPY (default 100000)
  --concurrency C  appends in flight while writing the log (default 8)
  --batch-size B   events per rebuild transaction (default: the rebuild's own, 5000)
  --seed S         seed of the synthetic events (default fixed; random on EventStoreDB)
  --one-by-one     rebuild each projector on its own pass over the log, as before rebuild --all read it once

Storage as for the shop: DATABASE_URL (a scratch database is created on that server and dropped),
else PGlite in a temporary directory; EVENTSTORE_URL puts the events on EventStoreDB.
`;

const AIM = 0.25;
const COPY_TABLE = 'bench_copy';
/** Small enough for PGlite, whose copyFrom holds a whole input in memory. */
const ROWS_PER_COPY_FILE = 25_000;

interface Row {
  phase: string;
  events: number;
  seconds: number;
}

async function main(): Promise<void> {
  const { values: flags } = parseArgs({
    strict: true,
    options: {
      events: { type: 'string' },
      concurrency: { type: 'string' },
      'batch-size': { type: 'string' },
      seed: { type: 'string' },
      'one-by-one': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (flags.help) {
    process.stdout.write(USAGE);
    return;
  }
  const total = integerFlag('events', flags.events, 100_000);
  const concurrency = integerFlag('concurrency', flags.concurrency, 8);
  const batchSize =
    flags['batch-size'] === undefined ? undefined : integerFlag('batch-size', flags['batch-size'], 5000);

  const storage = await openBenchStorage();
  try {
    const { database, store } = storage;
    // EventStoreDB is not a scratch store: a fixed seed would repeat event ids of an earlier run.
    const seed = integerFlag('seed', flags.seed, storage.mode === 'production' ? randomInt(2 ** 31) : 20261101, 0);
    process.stdout.write(
      formatFacts([
        ['Event store', storage.eventStoreLabel],
        ...(storage.eventStoreLabel === storage.databaseLabel ? [] : [['Database', storage.databaseLabel] as const]),
        ['Machine', `${availableParallelism()} cores, Node ${process.version}`],
        ['Events', `${formatCount(total)} (--seed ${seed})`],
        ['Projectors', allProjectors.map((p) => p.name).join(', ')],
      ]) + '\n',
    );

    const rows: Row[] = [];

    let streams = 0;
    const writing = progressLine('writing the log', total);
    const write = await timed(async () => {
      let written = 0;
      // One append per aggregate, as the command side writes a stream's events together.
      await forEachConcurrently(shopStreams(total, seed), concurrency, async (stream) => {
        await store.appendToStream(stream.streamId, stream.events, { expectedRevision: 'no_stream' });
        written += stream.events.length;
        streams++;
        writing.update(written);
      });
      writing.finish(written);
    });
    rows.push({
      phase: `write: ${formatCount(streams)} streams, one append each, ${concurrency} in flight`,
      events: total,
      seconds: write.seconds,
    });

    const projections = new Projections(database, store, allProjectors);
    await projections.initialize();
    const rebuildAll = flags['one-by-one']
      ? await rebuildOneByOne(projections, total, batchSize, rows)
      : await rebuildInOnePass(projections, total, batchSize);
    for (const projector of allProjectors) {
      for (const table of projector.tables) {
        process.stdout.write(
          `  read_models.${table}: ${formatCount(await countRows(database, `read_models.${table}`))} rows\n`,
        );
      }
    }
    rows.push(rebuildAll);

    const copy = await copyBaseline(database, storage.scratchDir, total, seed);
    rows.push({
      phase: `raw COPY into ${COPY_TABLE} (same rows, same JSON)`,
      events: copy.rows,
      seconds: copy.seconds,
    });

    const ratio = perSecond(rebuildAll.events, rebuildAll.seconds) / perSecond(copy.rows, copy.seconds);
    process.stdout.write(
      '\n' +
        formatTable(
          [
            { header: 'phase' },
            { header: 'events or rows', align: 'right' },
            { header: 'seconds', align: 'right' },
            { header: 'per second', align: 'right' },
          ],
          rows.map((r) => [r.phase, formatCount(r.events), formatSeconds(r.seconds), formatRate(r.events, r.seconds)]),
        ) +
        '\n' +
        formatFacts([
          ['Rebuild speed / COPY speed', formatPercent(ratio)],
          [`Aim: rebuild at ≥ ${AIM * 100}% of raw COPY speed`, ratio >= AIM ? 'met' : 'NOT met'],
        ]),
    );
  } finally {
    await storage.dispose();
  }
}

/** `rebuild --all`: every projector fed from one read of the log. */
async function rebuildInOnePass(projections: Projections, total: number, batchSize: number | undefined): Promise<Row> {
  const rebuilding = progressLine(`rebuilding ${allProjectors.length} projectors in one pass`, total);
  const rebuild = await timed(() =>
    projections.rebuildTogether(
      allProjectors.map((projector) => projector.name),
      { ...(batchSize ? { batchSize } : {}), onProgress: ({ events }) => rebuilding.update(events) },
    ),
  );
  const events = Math.max(0, ...rebuild.result.map((result) => result.events));
  rebuilding.finish(events);
  return { phase: `rebuild all ${allProjectors.length} projectors, one pass`, events, seconds: rebuild.seconds };
}

/** Each projector on its own read of the log, one after another: the way before the one-pass rebuild. */
async function rebuildOneByOne(
  projections: Projections,
  total: number,
  batchSize: number | undefined,
  rows: Row[],
): Promise<Row> {
  let seconds = 0;
  let events = 0;
  for (const projector of allProjectors) {
    const rebuilding = progressLine(`rebuilding ${projector.name}`, total);
    const rebuild = await timed(() =>
      projections.rebuild(projector.name, {
        ...(batchSize ? { batchSize } : {}),
        onProgress: ({ events }) => rebuilding.update(events),
      }),
    );
    rebuilding.finish(rebuild.result.events);
    rows.push({ phase: `rebuild ${projector.name}`, events: rebuild.result.events, seconds: rebuild.seconds });
    seconds += rebuild.seconds;
    events = Math.max(events, rebuild.result.events);
  }
  // Every rebuild reads the whole log, so the log's size is the work done per rebuild.
  return { phase: `rebuild all ${allProjectors.length} projectors, one by one`, events, seconds };
}

function* copyLines(total: number, seed: number): Generator<string> {
  for (const { streamId, revision, event } of shopEvents(total, seed)) {
    yield eventLogCopyLine(streamId, revision, event);
  }
}

/**
 * COPY of the rows the log holds, with the same JSON. The text is regenerated from the seed into temp
 * files first, so the timing is the database loading rows, not this process producing them, and
 * memory stays flat at any N.
 */
async function copyBaseline(
  database: Database,
  scratchDir: string,
  total: number,
  seed: number,
): Promise<{ rows: number; seconds: number }> {
  const directory = mkdtempSync(join(scratchDir, 'copy-'));
  try {
    const prepared = await timed(async () => writeCopyFiles(directory, copyLines(total, seed), ROWS_PER_COPY_FILE));
    process.stdout.write(
      `prepared the COPY text: ${formatCount(prepared.result.rows)} rows, ` +
        `${formatCount(prepared.result.bytes / 1e6)} MB in ${formatSeconds(prepared.seconds)} s (not timed below)\n`,
    );
    await database.db.schema
      .createTable(COPY_TABLE)
      .addColumn('stream_id', 'text')
      .addColumn('stream_revision', 'bigint')
      .addColumn('event_id', 'uuid')
      .addColumn('event_type', 'text')
      .addColumn('event_version', 'integer')
      .addColumn('data', 'jsonb')
      .addColumn('metadata', 'jsonb')
      .execute();
    const { files } = prepared.result;
    const copying = progressLine(`copying into ${COPY_TABLE}`, total);
    const { seconds } = await timed(async () => {
      if (database.kind === 'postgres') {
        // One COPY statement for everything: the fastest bulk load PostgreSQL offers.
        await database.copyFrom(COPY_TABLE, EVENT_LOG_COPY_COLUMNS, readCopyFiles(files));
      } else {
        // PGlite's copyFrom gathers its input into one blob, so it gets one file at a time.
        for (const [i, file] of files.entries()) {
          await database.copyFrom(COPY_TABLE, EVENT_LOG_COPY_COLUMNS, readCopyFiles([file]));
          if (i + 1 < files.length) copying.update((i + 1) * ROWS_PER_COPY_FILE);
        }
      }
    });
    copying.finish(total);
    const rows = await countRows(database, COPY_TABLE);
    if (rows !== total) throw new Error(`COPY loaded ${rows} rows, expected ${total}`);
    return { rows, seconds };
  } finally {
    await database.db.schema.dropTable(COPY_TABLE).ifExists().execute();
    rmSync(directory, { recursive: true, force: true });
  }
}

async function countRows(database: Database, table: string): Promise<number> {
  // Any table by name, the bench's own among them: its rows are only counted.
  const row = (await database.db
    .withTables<Record<string, Record<string, unknown>>>()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow()) as { count: bigint | number | string };
  return Number(row.count);
}

runMain(main, USAGE);
