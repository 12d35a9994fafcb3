/**
 * Event store throughput: sequential single-event appends, batched appends, concurrent writers and a
 * catch-up read of the whole log, against whichever store the environment configures.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import type { EventStore, EventToAppend, ExpectedRevision } from '@ticketshop/projections';
import { integerFlag, runMain } from '../support/args';
import { openBenchStorage } from '../support/bench-storage';
import { catalogEvents } from '../support/catalog-events';
import { formatFacts, formatTable } from '../support/table';
import { formatCount, formatRate, formatSeconds } from '../support/timing';

const USAGE = `Usage: npm run bench:eventstore -- [--events N] [--seed S]

  --events N   single-event appends in the sequential and in the concurrent run (default 2000);
               the batched run writes 10 × N events in appends of 100, the read covers all of them
  --seed S     seed of the synthetic events (default fixed; random on EventStoreDB)

Storage as for the shop: DATABASE_URL (a scratch database is created on that server and dropped),
else PGlite in a temporary directory; EVENTSTORE_URL puts the events on EventStoreDB.
`;

const BATCH = 100;
const WRITERS = 16;
const WARM_UP_APPENDS = WRITERS * 8;
const READ_PAGES = [1000, 5000] as const;

interface Measurement {
  name: string;
  calls: number;
  events: number;
  seconds: number;
  /** Milliseconds per call. */
  latencies: number[];
}

async function main(): Promise<void> {
  const { values: flags } = parseArgs({
    strict: true,
    options: {
      events: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (flags.help) {
    process.stdout.write(USAGE);
    return;
  }
  const singles = integerFlag('events', flags.events, 2000);
  const batches = Math.max(1, Math.round((singles * 10) / BATCH));

  const storage = await openBenchStorage();
  try {
    // EventStoreDB is not a scratch store: a fixed seed would repeat event ids of an earlier run.
    const seed = integerFlag('seed', flags.seed, storage.mode === 'production' ? randomInt(2 ** 31) : 20261101, 0);
    // Stream names unique to the run keep repeated runs on a shared EventStoreDB apart.
    const run = randomBytes(4).toString('hex');
    const total = WARM_UP_APPENDS + singles + batches * BATCH + singles;
    const supply = catalogEvents(total, seed);
    const nextEvents = (count: number): EventToAppend[] =>
      Array.from({ length: count }, () => {
        const next = supply.next();
        if (next.done) throw new Error('the synthetic event supply ran out');
        return next.value.event;
      });

    process.stdout.write(
      formatFacts([
        ['Event store', storage.eventStoreLabel],
        ...(storage.eventStoreLabel === storage.databaseLabel ? [] : [['Database', storage.databaseLabel] as const]),
        ['Machine', `${availableParallelism()} cores, Node ${process.version}`],
        [
          'Counts',
          `${formatCount(singles)} single appends, ${formatCount(batches)} appends of ${BATCH}, ` +
            `${formatCount(singles)} appends by ${WRITERS} writers (--events ${singles}, --seed ${seed})`,
        ],
      ]) + '\n',
    );
    const startPosition = await storage.store.headPosition();

    // Opens every pool connection and warms the JIT, so no measurement pays for them by accident.
    await Promise.all(
      Array.from({ length: WRITERS }, (_, w) =>
        appendEach(
          storage.store,
          WARM_UP_APPENDS / WRITERS,
          (i) => `bench-${run}-warm-up-${w}-${i}`,
          () => nextEvents(1),
        ),
      ),
    );

    const results: Measurement[] = [];
    results.push({
      name: 'single-event appends, sequential, new stream each',
      ...(await appendEach(
        storage.store,
        singles,
        (i) => `bench-${run}-single-${i}`,
        () => nextEvents(1),
      )),
    });
    progress(results);
    results.push({
      name: `appends of ${BATCH} events, sequential, new stream each`,
      ...(await appendEach(
        storage.store,
        batches,
        (i) => `bench-${run}-batch-${i}`,
        () => nextEvents(BATCH),
      )),
    });
    progress(results);
    results.push({
      name: `single-event appends, ${WRITERS} concurrent writers, own stream each`,
      ...(await concurrentWriters(storage.store, singles, run, () => nextEvents(1))),
    });
    progress(results);
    for (const page of READ_PAGES) {
      results.push({
        name: `catch-up read (readAll), pages of ${page}`,
        ...(await readEverything(storage.store, startPosition, page)),
      });
      progress(results);
    }

    process.stdout.write('\n' + report(results));
  } finally {
    await storage.dispose();
  }
}

function progress(results: readonly Measurement[]): void {
  const last = results[results.length - 1]!;
  process.stdout.write(`  done: ${last.name} (${formatSeconds(last.seconds)} s)\n`);
}

async function appendEach(
  store: EventStore,
  count: number,
  streamOf: (i: number) => string,
  eventsOf: () => EventToAppend[],
): Promise<Omit<Measurement, 'name'>> {
  const latencies: number[] = [];
  let events = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const batch = eventsOf();
    const before = performance.now();
    await store.appendToStream(streamOf(i), batch, { expectedRevision: 'no_stream' });
    latencies.push(performance.now() - before);
    events += batch.length;
  }
  return { calls: count, events, seconds: (performance.now() - started) / 1000, latencies };
}

/** Each writer appends to a stream of its own with the revision it last got, as command handlers do. */
async function concurrentWriters(
  store: EventStore,
  count: number,
  run: string,
  eventsOf: () => EventToAppend[],
): Promise<Omit<Measurement, 'name'>> {
  const latencies: number[] = [];
  let remaining = count;
  const writer = async (w: number) => {
    const streamId = `bench-${run}-writer-${w}`;
    let expectedRevision: ExpectedRevision = 'no_stream';
    while (remaining > 0) {
      remaining--;
      const before = performance.now();
      const result = await store.appendToStream(streamId, eventsOf(), { expectedRevision });
      latencies.push(performance.now() - before);
      expectedRevision = result.nextExpectedRevision;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  return { calls: count, events: count, seconds: (performance.now() - started) / 1000, latencies };
}

async function readEverything(store: EventStore, after: bigint, page: number): Promise<Omit<Measurement, 'name'>> {
  const latencies: number[] = [];
  let position = after;
  let events = 0;
  let calls = 0;
  const started = performance.now();
  for (;;) {
    const before = performance.now();
    const batch = await store.readAll({ after: position, maxCount: page });
    latencies.push(performance.now() - before);
    calls++;
    if (batch.length === 0) break;
    events += batch.length;
    position = batch[batch.length - 1]!.globalPosition;
  }
  return { calls, events, seconds: (performance.now() - started) / 1000, latencies };
}

function report(results: readonly Measurement[]): string {
  return formatTable(
    [
      { header: 'measurement' },
      { header: 'calls', align: 'right' },
      { header: 'events', align: 'right' },
      { header: 'seconds', align: 'right' },
      { header: 'calls/s', align: 'right' },
      { header: 'events/s', align: 'right' },
      { header: 'p50 ms', align: 'right' },
      { header: 'p99 ms', align: 'right' },
    ],
    results.map((r) => [
      r.name,
      formatCount(r.calls),
      formatCount(r.events),
      formatSeconds(r.seconds),
      formatRate(r.calls, r.seconds),
      formatRate(r.events, r.seconds),
      percentile(r.latencies, 0.5).toFixed(2),
      percentile(r.latencies, 0.99).toFixed(2),
    ]),
  );
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

runMain(main, USAGE);
