/**
 * An on-sale rush: the whole shop in this process on a real port and a fresh PostgreSQL database, one
 * event with one ticket type of M seats, and N buyers placing guest orders over HTTP at once until the
 * seats are gone. Checks that nothing is oversold (from the answers and from the event store), then
 * measures what the same PostgreSQL does with N clients committing one-row INSERTs, and compares the two:
 * an order is worth how many of the cheapest durable transactions the server can do.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Client, Pool } from 'pg';
import { seatInventoryStreamId, type EventStore, type RecordedEvent } from '@ticketshop/projections';
import { integerFlag, markInterrupted, runMain, UsageError } from '../support/args';
import { createScratchDatabase, type ScratchDatabase } from '../support/bench-storage';
import { commandCpuSeconds, CpuMeter, processCpuSeconds } from '../support/process-cpu';
import { runBuyers, runProbe, type Attempt } from './onsale-buyers';
import { startShop, type RunningShop } from '../support/shop-in-process';
import {
  adminToken,
  buildBackend,
  processCounts,
  publishEventOnSale,
  sharedSecrets,
  startCluster,
  type Cluster,
} from '../support/cluster';
import { findNginx, NGINX_MISSING } from '../support/nginx';
import { figureColumns, formatFacts, formatTable } from '../support/table';
import { formatCount, formatPercent, formatRate, formatSeconds, percentile, perSecond } from '../support/timing';

const WARM_UP_QUOTES_PER_BUYER = 2;
const USAGE = `Usage: DATABASE_URL=postgres://… npm run bench:onsale -- [--buyers N] [--seats M] [--orders A]
                                      [--max-per-order Q] [--baseline-tx T] [--seed S]
                                      [--projections worker|in-process] [--cpu-profile FILE]
                                      [--processes 1,2]

  --buyers N         concurrent buyers, each on its own keep-alive connection (default 64)
  --seats M          seats of the one ticket type on sale (default 2000)
  --orders A         order attempts in all, accepted or not (default 4 × M)
  --max-per-order Q  the ticket type's max per order; each attempt asks for 1–Q seats (default 4)
  --baseline-tx T    one-row INSERT transactions per baseline round (default: as many as orders
                     were accepted, at least 10 per client); rounds repeat for at least 2 s
  --seed S           seed of the quantities asked for (default fixed)
  --cpu-profile FILE write the shop process's CPU profile of the rush alone (open it in Chrome's DevTools)
  --projections P    where the read models are kept up to date: \`worker\` (default), their own process
                     as in production (docker-compose), or \`in-process\` beside the API as in embedded mode
  --processes LIST   scale out: the rush against each number of shop processes in turn (\`1,2\`; a
                     single N > 1 means \`1,N\`), each a process of its own (\`node backend/dist/main.js\`),
                     more than one behind nginx (deploy/nginx/ticketshop.conf; scripts/ensure-nginx.sh
                     installs it), each on a fresh scratch database with its own baseline; prints one
                     row per number. Without it the shop runs in this process, as measured so far.

Needs DATABASE_URL: a scratch database is created on that server for the shop and the baseline, and
dropped at the end (also on Ctrl-C). The database the URL names is only used to create and drop it.
`;

const AIM = 0.25;
const PRICE_CENTS = 2500;
/** A buyer gives up after this many "not enough seats" answers in a row. */
const SOLD_OUT_RUN = 5;
const BASELINE_MIN_PER_CLIENT = 10;
/** The baseline repeats its round until it has run this long. */
const BASELINE_MIN_SECONDS = 2;
/** How long the read models get to catch up with the rush before the check gives up. */
const READ_MODELS_TIMEOUT_MS = 600_000;
/** Connections PostgreSQL keeps for others (superusers, this bench's admin client) when sizing the baseline pool. */
const CONNECTION_MARGIN = 5;
/** A public call the shop answers from memory: what any request costs before it does any work. */
const PROBE_PATH = '/api/v1/checkout/options';
const PROBE_MIN_REQUESTS = 2000;
/** The columns of the machine CPU table, in order. */
const CPU_COLUMNS = ['shop', 'projections worker', 'clients', 'PostgreSQL'] as const;

interface Rush {
  attempts: Attempt[];
  seconds: number;
  /** Seconds from the start to the last accepted answer. */
  lastAcceptedAfter: number;
  elu: number;
  /** Cores' worth of CPU this process (the shop) used; the buyers run in their own process. */
  processCores: number;
  machineBusy: number | undefined;
  /** CPU seconds the buyers' process used. */
  cpuSeconds: number;
}

interface StoreCall {
  kind: string;
  ms: number;
  events: number;
}

async function main(): Promise<void> {
  const { values: flags } = parseArgs({
    strict: true,
    options: {
      buyers: { type: 'string' },
      seats: { type: 'string' },
      orders: { type: 'string' },
      'max-per-order': { type: 'string' },
      'baseline-tx': { type: 'string' },
      seed: { type: 'string' },
      projections: { type: 'string' },
      'cpu-profile': { type: 'string' },
      processes: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (flags.help) {
    process.stdout.write(USAGE);
    return;
  }
  const buyers = integerFlag('buyers', flags.buyers, 64);
  const seats = integerFlag('seats', flags.seats, 2000);
  const orders = integerFlag('orders', flags.orders, 4 * seats);
  const maxPerOrder = integerFlag('max-per-order', flags['max-per-order'], 4);
  const seed = integerFlag('seed', flags.seed, 20261101, 0);
  const projectionsIn = flags.projections ?? 'worker';
  if (projectionsIn !== 'worker' && projectionsIn !== 'in-process') {
    throw new UsageError('--projections is worker or in-process');
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new UsageError('DATABASE_URL must name a PostgreSQL server (postgres://user@host:5432/db)');
  if (flags.processes !== undefined) {
    if (flags['cpu-profile']) throw new UsageError('--cpu-profile profiles the in-process shop: leave out --processes');
    const counts = processCounts(flags.processes);
    await scaleOut(
      serverUrl,
      counts,
      { buyers, seats, orders, maxPerOrder, seed, projectionsIn },
      flags['baseline-tx'],
    );
    return;
  }

  const scratch = await createScratchDatabase(serverUrl);
  // The shop keeps nothing there with DATABASE_URL and JWT_SECRET set, but its media folder points into it.
  const dataDir = mkdtempSync(join(tmpdir(), 'ticketshop-bench-'));
  let shop: RunningShop | undefined;
  let worker: ChildProcess | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    markInterrupted();
    process.stderr.write(`\n${signal}: dropping ${scratch.name}…\n`);
    // The shop's connections die with the database and say so; the process is ending anyway.
    process.on('uncaughtException', () => undefined);
    worker?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    void scratch.drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    shop = await startShop({
      DATABASE_URL: scratch.url,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      ORDER_SWEEP_INTERVAL_MS: '600000',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      RUN_PROJECTIONS: String(projectionsIn === 'in-process'),
      // Every buyer of the rush comes from this one address (with an e-mail of its own per order), so
      // the per-address limits meant for real clients are raised to the rush's attempts and warm-up quotes.
      ORDER_RATE_PER_ADDRESS: String(orders),
      QUOTE_RATE_PER_ADDRESS: String(WARM_UP_QUOTES_PER_BUYER * buyers),
    });
    if (projectionsIn === 'worker') worker = startProjectionsWorker(scratch.url);
    const { catalogEventId, ticketTypeIds } = await shop.eventOnSale([
      { priceCents: PRICE_CENTS, quantity: seats, maxPerOrder },
    ]);
    const ticketTypeId = ticketTypeIds[0]!;
    // settle() gives the read models 10 s and stops at the head it can see (below); a busy server may need longer.
    await shop.settle();
    if (!(await waitForReadModels(shop, scratch.url))) {
      throw new Error('the read models never caught up with the new event');
    }

    process.stdout.write(
      formatFacts([
        ['Database', `PostgreSQL ${scratch.serverVersion}, scratch database ${scratch.name} on ${scratch.host}`],
        ['Server settings', await serverSettings(scratch.url)],
        [
          'Shop',
          `in this process at ${shop.baseUrl} (server mode); read models kept ${
            projectionsIn === 'worker' ? 'by the projections worker, a process of its own' : 'in this process'
          }`,
        ],
        ['Machine', `${availableParallelism()} cores, Node ${process.version}`],
        [
          'Rush',
          `${formatCount(buyers)} buyers, ${formatCount(seats)} seats (max ${maxPerOrder} per order), ` +
            `at most ${formatCount(orders)} attempts (--seed ${seed})`,
        ],
      ]) + '\n',
    );

    const agent = new Agent({ keepAlive: true, maxSockets: buyers });
    const endpoint = new URL('/api/v1/orders/guest/create', shop.baseUrl);
    // Opens every connection and warms the request path (validation, pricing, caches) without an order.
    await warmUp(agent, new URL('/api/v1/orders/guest/quote', shop.baseUrl), ticketTypeId, buyers);

    const beforeRush = await databaseStats(scratch);
    const calls = instrument(shop.store);
    const statements = countStatements();
    agent.destroy();
    const profile = await startRushProfile(flags['cpu-profile']);
    const rushCpu = shopCpuMeter(worker);
    const rush = await runRush(endpoint, ticketTypeId, { buyers, orders, maxPerOrder, seed });
    await profile.stop();
    const rushStatements = statements.take();
    calls.stop();

    const rushEnded = performance.now();
    const afterRush = await databaseStats(scratch);
    const caughtUp = await waitForReadModels(shop, scratch.url);
    const catchUpSeconds = (performance.now() - rushEnded) / 1000;
    const orderCpu = rushCpu.read();
    const catchUpStatements = statements.take();
    statements.stop();
    const probeRequests = Math.max(PROBE_MIN_REQUESTS, rush.attempts.length);
    const probeCpu = shopCpuMeter(worker);
    const probe = await runProbe({
      url: new URL(PROBE_PATH, shop.baseUrl).toString(),
      connections: buyers,
      requests: probeRequests,
    });
    const probeCpuUsed = probeCpu.read();
    const inventory = await shop.store.readStream(seatInventoryStreamId(catalogEventId));
    const inventoryAppends = await appendsOf(scratch.url, seatInventoryStreamId(catalogEventId));
    const heldInReadModel = await quantityHeld(shop, ticketTypeId);
    const loggedEvents = await eventsSince(scratch.url, beforeRush.head);
    await shop.close();
    shop = undefined;
    const afterCatchUp = await databaseStats(scratch);

    const accepted = rush.attempts.filter((a) => a.status === 201);
    const soldOut = rush.attempts.filter((a) => a.status === 409 && a.code === 'seats.not-enough');
    const otherRefusals = rush.attempts.filter((a) => a.status === 409 && a.code !== 'seats.not-enough');
    const errors = rush.attempts.filter((a) => a.status !== 201 && a.status !== 409);
    const acceptedMs = accepted.map((a) => a.ms);
    const held = sum(accepted.map((a) => a.held));
    const reserved = inventory.filter((event) => event.type === 'SeatsReserved');
    const reservedSeats = sum(reserved.map(seatsOf));
    const oversold = Math.max(0, held - seats, reservedSeats - seats);
    const rushRate = perSecond(accepted.length, rush.seconds);
    const perOrder = (count: number) => (count / Math.max(1, accepted.length)).toFixed(2);

    process.stdout.write(
      '\n' +
        formatTable(figureColumns('answers', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'), [
          latencyRow('201 accepted', accepted),
          latencyRow('409 not enough seats', soldOut),
          ...(otherRefusals.length > 0 ? [latencyRow('409 other', otherRefusals)] : []),
          latencyRow('errors (not 201/409)', errors),
          latencyRow('all', rush.attempts),
        ]) +
        '\n' +
        formatFacts([
          [
            'Accepted orders',
            `${formatCount(accepted.length)} in ${formatSeconds(rush.seconds)} s: ${formatRate(accepted.length, rush.seconds)}/s ` +
              `(${formatRate(held, rush.seconds)} seats/s; the last one after ${formatSeconds(rush.lastAcceptedAfter)} s)`,
          ],
          ['Requests', `${formatCount(rush.attempts.length)}: ${formatRate(rush.attempts.length, rush.seconds)}/s`],
          ['Seats held / offered', `${formatCount(held)} / ${formatCount(seats)} (${formatPercent(held / seats)})`],
          ['Oversold', oversold === 0 ? '0' : `${formatCount(oversold)}  <-- OVERSOLD`],
          [
            'Event store',
            `${formatCount(reserved.length)} SeatsReserved holding ${formatCount(reservedSeats)} seats, ` +
              `in ${formatCount(inventoryAppends)} appends to ${seatInventoryStreamId(catalogEventId)} ` +
              `(${(reserved.length / Math.max(1, inventoryAppends)).toFixed(1)} reservations per append)`,
          ],
          [
            'Read models',
            `${caughtUp ? 'caught up' : 'STILL BEHIND'} ${formatSeconds(catchUpSeconds)} s after the rush ` +
              `(${formatCount(loggedEvents)} events); catalog quantity_held ${formatCount(heldInReadModel)}`,
          ],
          ['Errors', errors.length === 0 ? '0' : `${formatCount(errors.length)}: ${errorSamples(errors)}`],
        ]) +
        "\nWhere the time goes. Event store calls during the rush (timed around the shop's own store):\n" +
        formatTable(
          figureColumns('store call', 'calls', 'per order', 'events', 'mean ms', 'p50 ms', 'p99 ms'),
          storeRows(calls.calls, accepted.length),
        ) +
        "\nSQL statements this process sent (every pg client: the shop's pool and its LISTEN connection):\n" +
        formatTable(
          figureColumns('statement', 'in the rush', 'per order', 'in the catch-up'),
          statementRows(rushStatements, catchUpStatements, accepted.length),
        ) +
        '\n' +
        formatFacts([
          [
            'Commits in the database',
            `${formatCount(afterRush.commits - beforeRush.commits)} in the rush ` +
              `(${perOrder(afterRush.commits - beforeRush.commits)} per order), ` +
              `${formatCount(afterCatchUp.commits - afterRush.commits)} in the catch-up`,
          ],
          [
            'WAL flushes (server-wide)',
            `${formatCount(afterRush.walSyncs - beforeRush.walSyncs)} in the rush ` +
              `(${perOrder(afterRush.walSyncs - beforeRush.walSyncs)} per order), ` +
              `${formatCount(afterCatchUp.walSyncs - afterRush.walSyncs)} in the catch-up`,
          ],
          [
            'CPU in the rush',
            `this process ${rush.processCores.toFixed(2)} cores (event loop ${formatPercent(rush.elu)} busy)` +
              (rush.machineBusy === undefined ? '' : `, machine ${formatPercent(rush.machineBusy)} busy`) +
              `, load average ${loadavg()[0]!.toFixed(1)}`,
          ],
        ]),
    );

    const failures: string[] = [];
    if (oversold > 0) failures.push(`oversold by ${oversold} seats`);
    if (reservedSeats !== held) {
      failures.push(`the store holds ${reservedSeats} seats but accepted orders hold ${held}`);
    }
    if (reserved.length !== accepted.length) {
      failures.push(`${reserved.length} SeatsReserved for ${accepted.length} accepted orders`);
    }
    if (heldInReadModel !== reservedSeats) {
      failures.push(`the read model holds ${heldInReadModel} seats, the store ${reservedSeats}`);
    }

    const baseline = await runBaseline(scratch, buyers, flags['baseline-tx'], accepted.length);
    const ratio = rushRate / perSecond(baseline.transactions, baseline.seconds);
    process.stdout.write(
      '\nBaseline on the same server and database, after the shop closed:\n' +
        formatTable(
          figureColumns(
            'measurement',
            'clients',
            'count',
            'seconds',
            'per second',
            'p50 ms',
            'p99 ms',
            'SQL statements each',
            'CPU ms each (this process)',
            'WAL flushes',
          ),
          [
            [
              'accepted orders (HTTP, whole shop)',
              formatCount(buyers),
              formatCount(accepted.length),
              formatSeconds(rush.seconds),
              formatRate(accepted.length, rush.seconds),
              percentile(acceptedMs, 0.5).toFixed(1),
              percentile(acceptedMs, 0.99).toFixed(1),
              (sum([...rushStatements.values()]) / Math.max(1, accepted.length)).toFixed(1),
              ((rush.processCores * rush.seconds * 1000) / Math.max(1, accepted.length)).toFixed(2),
              formatCount(afterRush.walSyncs - beforeRush.walSyncs),
            ],
            [
              `BEGIN; INSERT one row; COMMIT (${baseline.rounds} × ${formatCount(baseline.transactions / baseline.rounds)})`,
              formatCount(baseline.clients),
              formatCount(baseline.transactions),
              formatSeconds(baseline.seconds),
              formatRate(baseline.transactions, baseline.seconds),
              percentile(baseline.latencies, 0.5).toFixed(1),
              percentile(baseline.latencies, 0.99).toFixed(1),
              baseline.statementsPerTx.toFixed(1),
              baseline.cpuMsPerTx.toFixed(2),
              formatCount(baseline.walSyncs),
            ],
          ],
        ) +
        (baseline.clients < buyers
          ? `(baseline clients capped at ${baseline.clients} by max_connections ${baseline.maxConnections})\n`
          : '') +
        '\n' +
        formatFacts([
          ['Accepted orders/s ÷ baseline tx/s', formatPercent(ratio)],
          [`Aim: ≥ ${AIM * 100}% of the baseline`, ratio >= AIM ? 'met' : 'NOT met'],
          ['Oversold', oversold === 0 ? 'none' : `${oversold} seats`],
        ]) +
        machineCpuReport([
          {
            work: 'accepted order (POST /api/v1/orders/guest/create)',
            perSecond: rushRate,
            count: accepted.length,
            cpu: new Map([...orderCpu, ['clients', rush.cpuSeconds]]),
          },
          {
            work: `GET ${PROBE_PATH} (answers from memory, for scale)`,
            perSecond: perSecond(probeRequests, probe.seconds),
            count: probeRequests,
            cpu: new Map([...probeCpuUsed, ['clients', probe.cpuSeconds]]),
          },
          {
            work: 'baseline transaction',
            perSecond: perSecond(baseline.transactions, baseline.seconds),
            count: baseline.transactions,
            cpu: baseline.cpu,
          },
        ]),
    );
    if (Object.keys(probe.statuses).some((status) => status !== '200')) {
      failures.push(`GET ${PROBE_PATH} answered ${JSON.stringify(probe.statuses)}`);
    }
    if (failures.length > 0) {
      process.stderr.write(`\nFAILED: ${failures.join('; ')}\n`);
      process.exitCode = 1;
    }
  } finally {
    try {
      await shop?.close();
      await stopWorker(worker);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }
}

function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

/** The shop (this process), its projections worker when there is one, and the database server. */
function shopCpuMeter(worker: ChildProcess | undefined): CpuMeter {
  const workerPid = worker?.pid;
  return new CpuMeter({
    shop: ownCpuSeconds,
    ...(workerPid === undefined ? {} : { 'projections worker': () => processCpuSeconds(workerPid) }),
    PostgreSQL: () => commandCpuSeconds('postgres'),
  });
}

interface CpuRow {
  work: string;
  perSecond: number;
  count: number;
  /** CPU seconds by process; a missing process took no part, undefined could not be read. */
  cpu: Map<string, number | undefined>;
}

/**
 * What one unit of work costs the whole machine, process by process: the figure that bounds the ratio
 * when the machine's cores, not the disk, are what runs out.
 */
function machineCpuReport(rows: CpuRow[]): string {
  if (rows.some((row) => [...row.cpu.values()].some((seconds) => seconds === undefined))) {
    return '\nMachine CPU per unit of work: not available (no /proc on this system).\n';
  }
  const ms = (row: CpuRow, seconds: number | undefined) =>
    seconds === undefined ? '—' : ((seconds * 1000) / Math.max(1, row.count)).toFixed(2);
  const total = (row: CpuRow) => sum([...row.cpu.values()].map((seconds) => seconds ?? 0));
  const [order, , baseline] = rows;
  return (
    '\nMachine CPU per unit of work, ms (from /proc; the order counts its read models catching up, PostgreSQL ' +
    'counts every process of the server):\n' +
    formatTable(
      figureColumns('work', 'per second', ...CPU_COLUMNS, 'all'),
      rows.map((row) => [
        row.work,
        row.perSecond.toFixed(0),
        ...CPU_COLUMNS.map((column) => ms(row, row.cpu.get(column))),
        ms(row, total(row)),
      ]),
    ) +
    formatFacts([
      [
        'A baseline transaction costs',
        `${formatPercent(total(baseline!) / Math.max(1, baseline!.count) / (total(order!) / Math.max(1, order!.count)))} ` +
          'of the machine CPU of an accepted order',
      ],
    ])
  );
}

/** Profiles this process (the shop) from now until `stop`, when a file is asked for. */
async function startRushProfile(file: string | undefined): Promise<{ stop(): Promise<void> }> {
  if (!file) return { stop: () => Promise.resolve() };
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stop() {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** The read models' own process, as docker-compose runs it beside the API (`projections/dist/worker.js`). */
function startProjectionsWorker(databaseUrl: string): ChildProcess {
  return spawn(process.execPath, [join(__dirname, '../../../projections/dist/worker.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', EVENTSTORE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopWorker(worker: ChildProcess | undefined): Promise<void> {
  if (!worker || worker.exitCode !== null) return;
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  worker.kill('SIGTERM');
  await exited;
}

/**
 * N buyers, each looping over orders of 1–Q seats until the attempts run out or the seats do. They run
 * in a child process (onsale-buyers.ts), as a load generator on another machine would, so this
 * process's CPU and event loop figures are the shop's own.
 */
async function runRush(
  endpoint: URL,
  ticketTypeId: string,
  options: { buyers: number; orders: number; maxPerOrder: number; seed: number },
): Promise<Rush> {
  const cpuBefore = process.cpuUsage();
  const eluBefore = performance.eventLoopUtilization();
  const machineBefore = machineTimes();
  const outcome = await runBuyers({
    endpoint: endpoint.toString(),
    ticketTypeId,
    price: PRICE_CENTS / 100,
    soldOutRun: SOLD_OUT_RUN,
    ...options,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const machineAfter = machineTimes();
  return {
    ...outcome,
    elu: performance.eventLoopUtilization(eluBefore).utilization,
    processCores: (cpu.user + cpu.system) / 1e6 / outcome.seconds,
    machineBusy:
      machineBefore && machineAfter
        ? 1 - (machineAfter.idle - machineBefore.idle) / Math.max(1, machineAfter.total - machineBefore.total)
        : undefined,
  };
}

async function warmUp(agent: Agent, quote: URL, ticketTypeId: string, buyers: number): Promise<void> {
  const body = JSON.stringify({ tickets: [{ id: ticketTypeId, quantity: 1 }] });
  const answers = await Promise.all(
    Array.from({ length: WARM_UP_QUOTES_PER_BUYER * buyers }, () => postJson(agent, quote, body)),
  );
  const failed = answers.find((answer) => answer.status !== 200);
  if (failed) throw new Error(`a warm-up quote failed: ${failed.status} ${failed.text.slice(0, 300)}`);
}

function postJson(agent: Agent, url: URL, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        agent,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/**
 * Times the shop's own event store calls (the instance its handlers hold), by stream kind, until
 * `stop`: how many appends and reads an order costs and how long they take.
 */
function instrument(store: EventStore): { calls: StoreCall[]; stop(): void } {
  const calls: StoreCall[] = [];
  const append = store.appendToStream;
  const read = store.readStream;
  const kindOf = (streamId: string) => streamId.replace(/-[0-9a-f]{8}-[0-9a-f-]{27}$/, '');
  const timedCall = async <T>(kind: string, work: () => Promise<T>, events: (result: T) => number) => {
    const started = performance.now();
    const result = await work();
    calls.push({ kind, ms: performance.now() - started, events: events(result) });
    return result;
  };
  store.appendToStream = (streamId, events, options) =>
    timedCall(
      `append ${kindOf(streamId)}`,
      () => append.call(store, streamId, events, options),
      () => events.length,
    );
  store.readStream = (streamId, options) =>
    timedCall(
      `readStream ${kindOf(streamId)}`,
      () => read.call(store, streamId, options),
      (result: RecordedEvent[]) => result.length,
    );
  return {
    calls,
    stop() {
      store.appendToStream = append;
      store.readStream = read;
    },
  };
}

/**
 * Counts every statement any `pg` client of this process sends (the shop's pool, its LISTEN client),
 * by kind, until `stop`; `take` answers the counts so far and starts again from zero.
 */
function countStatements(): { take(): Map<string, number>; stop(): void } {
  let counts = new Map<string, number>();
  const prototype = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: unknown } | undefined)?.text ?? '');
    const kind = statementKind(String(text));
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    return original.apply(this, args);
  };
  return {
    take() {
      const taken = counts;
      counts = new Map();
      return taken;
    },
    stop() {
      prototype.query = original;
    },
  };
}

function statementKind(text: string): string {
  const sql = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (/^(begin|commit|rollback)\b/.test(sql)) return sql.split(' ')[0]!;
  if (sql.includes('pg_notify')) return 'append: select pg_notify';
  if (sql.includes('order by global_position')) return 'readAll (subscriptions)';
  if (sql.includes('max(global_position)')) return 'headPosition';
  if (sql.includes('event_id = any')) return 'append: select event_log (duplicate ids)';
  if (/from "?event_log"? where "?stream_id"?/.test(sql)) return 'readStream';
  const verb = /^(select|insert|update|delete|set|with|create|listen|unlisten)\b/.exec(sql)?.[1] ?? sql.slice(0, 20);
  const table = /\b(?:from|into|update|join)\s+("?[\w]+"?(?:\."?[\w]+"?)?)/.exec(sql)?.[1]?.replace(/"/g, '');
  return table
    ? `${verb} ${table.replace(/^[\w]+\./, (schema) => (schema.startsWith('read_models') ? '' : schema))}`
    : verb;
}

function statementRows(
  rush: ReadonlyMap<string, number>,
  catchUp: ReadonlyMap<string, number>,
  orders: number,
): string[][] {
  const kinds = [...new Set([...rush.keys(), ...catchUp.keys()])].sort(
    (a, b) => (rush.get(b) ?? 0) - (rush.get(a) ?? 0) || (catchUp.get(b) ?? 0) - (catchUp.get(a) ?? 0),
  );
  const row = (kind: string, inRush: number, inCatchUp: number) => [
    kind,
    formatCount(inRush),
    (inRush / Math.max(1, orders)).toFixed(2),
    formatCount(inCatchUp),
  ];
  return [
    ...kinds.map((kind) => row(kind, rush.get(kind) ?? 0, catchUp.get(kind) ?? 0)),
    row('all', sum([...rush.values()]), sum([...catchUp.values()])),
  ];
}

function storeRows(calls: readonly StoreCall[], orders: number): string[][] {
  const kinds = [...new Set(calls.map((call) => call.kind))].sort();
  return kinds.map((kind) => {
    const group = calls.filter((call) => call.kind === kind);
    const ms = group.map((call) => call.ms);
    return [
      kind,
      formatCount(group.length),
      (group.length / Math.max(1, orders)).toFixed(2),
      formatCount(sum(group.map((call) => call.events))),
      (sum(ms) / group.length).toFixed(1),
      percentile(ms, 0.5).toFixed(1),
      percentile(ms, 0.99).toFixed(1),
    ];
  });
}

/** Appends to a stream are its events' distinct inserting transactions. */
async function appendsOf(url: string, streamId: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ appends: string }>(
      'select count(distinct xmin::text)::text as appends from event_log where stream_id = $1',
      [streamId],
    );
    return Number(result.rows[0]?.appends ?? 0);
  });
}

async function eventsSince(url: string, position: number): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ events: string }>(
      'select count(*)::text as events from event_log where global_position > $1',
      [position],
    );
    return Number(result.rows[0]?.events ?? 0);
  });
}

/**
 * Waits until the read models include the last event in the log. The store's own head is the last one
 * every reader can see, which stops short while any transaction on the server (in any database) that
 * started earlier is still open, so the log's real end is read here. Polls rather than waking on every
 * checkpoint, so the wait adds few statements of its own.
 */
async function waitForReadModels(shop: RunningShop, url: string): Promise<boolean> {
  const head = await withClient(url, async (client) => {
    const result = await client.query<{ head: string }>(
      'select coalesce(max(global_position), 0)::text as head from event_log',
    );
    return BigInt(result.rows[0]?.head ?? 0);
  });
  const deadline = performance.now() + READ_MODELS_TIMEOUT_MS;
  while (!(await shop.readModelsInclude(head))) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return true;
}

async function quantityHeld(shop: RunningShop, ticketTypeId: string): Promise<number> {
  const row = await shop.database.db
    .selectFrom('read_models.catalog_ticket_types')
    .select(['quantity_held'])
    .where('id', '=', ticketTypeId)
    .executeTakeFirst();
  return Number(row?.quantity_held ?? 0);
}

interface DatabaseStats {
  commits: number;
  walSyncs: number;
  /** The event log's last global position. */
  head: number;
}

/** Commits in the scratch database and WAL flushes of the whole server (pg_stat_wal). */
async function databaseStats(scratch: ScratchDatabase): Promise<DatabaseStats> {
  return withClient(scratch.url, async (client) => {
    // Backends report their counts when idle, at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const result = await client.query<{ commits: string; wal_syncs: string; head: string }>(
      `select (select xact_commit from pg_stat_database where datname = current_database())::text as commits,
              (select wal_sync from pg_stat_wal)::text as wal_syncs,
              (select coalesce(max(global_position), 0) from event_log)::text as head`,
    );
    const row = result.rows[0]!;
    return { commits: Number(row.commits), walSyncs: Number(row.wal_syncs), head: Number(row.head) };
  });
}

async function serverSettings(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const result = await client.query<{ name: string; setting: string; unit: string | null }>(
      `select name, setting, unit from pg_settings
        where name in ('synchronous_commit', 'fsync', 'wal_sync_method', 'max_connections', 'commit_delay')
        order by name`,
    );
    return result.rows.map((row) => `${row.name} = ${row.setting}`).join(', ');
  });
}

interface Baseline {
  /** CPU seconds of the clients (this process) and of the database server. */
  cpu: Map<string, number | undefined>;
  clients: number;
  maxConnections: number;
  /** Rounds of as many transactions as the rush accepted orders. */
  rounds: number;
  transactions: number;
  seconds: number;
  latencies: number[];
  walSyncs: number;
  /** CPU milliseconds this process spent per transaction. */
  cpuMsPerTx: number;
  /** Statements sent per transaction (BEGIN, INSERT, COMMIT). */
  statementsPerTx: number;
}

/**
 * N clients (at most what max_connections leaves free), each committing one-row INSERT transactions
 * on a small table in the scratch database, with the server's own synchronous_commit.
 */
async function runBaseline(
  scratch: ScratchDatabase,
  buyers: number,
  requested: string | undefined,
  acceptedOrders: number,
): Promise<Baseline> {
  const { maxConnections, inUse } = await withClient(scratch.url, async (client) => {
    const result = await client.query<{ max: string; used: string }>(
      `select current_setting('max_connections') as max, (select count(*) from pg_stat_activity)::text as used`,
    );
    return { maxConnections: Number(result.rows[0]!.max), inUse: Number(result.rows[0]!.used) };
  });
  const clients = Math.max(1, Math.min(buyers, maxConnections - inUse - CONNECTION_MARGIN));
  const round = integerFlag('baseline-tx', requested, Math.max(acceptedOrders, clients * BASELINE_MIN_PER_CLIENT));
  const pool = new Pool({ connectionString: scratch.url, max: clients });
  try {
    await pool.query(
      'create table bench_baseline (id bigint generated always as identity primary key, client int not null, at timestamptz not null default now())',
    );
    const insertMany = async (count: number, latencies?: number[]) => {
      let remaining = count;
      const client = async (index: number) => {
        const connection = await pool.connect();
        try {
          while (remaining > 0) {
            remaining--;
            const started = performance.now();
            await connection.query('begin');
            await connection.query('insert into bench_baseline (client) values ($1)', [index]);
            await connection.query('commit');
            latencies?.push(performance.now() - started);
          }
        } finally {
          connection.release();
        }
      };
      await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
    };
    // Opens every connection first.
    await insertMany(clients);
    const before = await databaseStats(scratch);
    const latencies: number[] = [];
    const cpuBefore = process.cpuUsage();
    const meter = new CpuMeter({ clients: ownCpuSeconds, PostgreSQL: () => commandCpuSeconds('postgres') });
    const started = performance.now();
    let rounds = 0;
    // Rounds as large as the rush, until the clock has enough to go on: one round can be over in 0.2 s.
    do {
      await insertMany(round, latencies);
      rounds++;
    } while (performance.now() - started < BASELINE_MIN_SECONDS * 1000);
    const seconds = (performance.now() - started) / 1000;
    const transactions = rounds * round;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuUsed = meter.read();
    await pool.end();
    const after = await databaseStats(scratch);
    return {
      cpu: cpuUsed,
      clients,
      maxConnections,
      rounds,
      transactions,
      seconds,
      latencies,
      walSyncs: after.walSyncs - before.walSyncs,
      cpuMsPerTx: (cpu.user + cpu.system) / 1000 / Math.max(1, transactions),
      statementsPerTx: 3,
    };
  } finally {
    if (!pool.ended) await pool.end();
  }
}

function latencyRow(label: string, group: readonly Attempt[]): string[] {
  const ms = group.map((a) => a.ms);
  return [
    label,
    formatCount(group.length),
    percentile(ms, 0.5).toFixed(1),
    percentile(ms, 0.95).toFixed(1),
    percentile(ms, 0.99).toFixed(1),
    (ms.length === 0 ? 0 : Math.max(...ms)).toFixed(1),
  ];
}

function errorSamples(errors: readonly Attempt[]): string {
  const counts = new Map<string, number>();
  for (const { error } of errors) counts.set(error ?? '?', (counts.get(error ?? '?') ?? 0) + 1);
  return [...counts]
    .slice(0, 3)
    .map(([message, count]) => `${count} × ${message}`)
    .join('; ');
}

function seatsOf(event: RecordedEvent): number {
  const lines = (event.data as { lines?: { quantity: number }[] }).lines ?? [];
  return sum(lines.map((line) => line.quantity));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Idle and total jiffies of all cores (Linux), to tell a busy machine from a waiting one. */
function machineTimes(): { idle: number; total: number } | undefined {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    return { idle: (cpu[3] ?? 0) + (cpu[4] ?? 0), total: sum(cpu.slice(0, 8)) };
  } catch {
    return undefined;
  }
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

interface RushSettings {
  buyers: number;
  seats: number;
  orders: number;
  maxPerOrder: number;
  seed: number;
  projectionsIn: string;
}

/**
 * The rush against 1, 2… shop processes, each number on a fresh scratch database: the shops as
 * processes of their own (more than one behind nginx, as deployed), the event made through the admin
 * API, the same buyers' process, the same checks on the event store, and the same baseline after the
 * shops stopped. One row per number: what a second process adds on this machine.
 */
async function scaleOut(
  serverUrl: string,
  counts: number[],
  settings: RushSettings,
  baselineTx: string | undefined,
): Promise<void> {
  if (counts.some((count) => count > 1) && !findNginx()) throw new UsageError(NGINX_MISSING);
  buildBackend();
  const { buyers, seats, orders, maxPerOrder, seed, projectionsIn } = settings;
  process.stdout.write(
    formatFacts([
      ['Shops', `${counts.join(', ')} processes (node backend/dist/main.js), more than one behind nginx`],
      [
        'Read models',
        projectionsIn === 'worker' ? 'kept by the projections worker, a process of its own' : 'kept in the shops',
      ],
      ['Machine', `${availableParallelism()} cores, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}`],
      [
        'Rush',
        `${formatCount(buyers)} buyers, ${formatCount(seats)} seats (max ${maxPerOrder} per order), ` +
          `at most ${formatCount(orders)} attempts (--seed ${seed})`,
      ],
    ]) + '\n',
  );
  const rows: string[][] = [];
  const failures: string[] = [];
  for (const count of counts) {
    const scratch = await createScratchDatabase(serverUrl);
    const dir = mkdtempSync(join(tmpdir(), 'ticketshop-bench-'));
    let cluster: Cluster | undefined;
    const onSignal = (signal: NodeJS.Signals) => {
      markInterrupted();
      process.stderr.write(`\n${signal}: dropping ${scratch.name}…\n`);
      void (cluster?.stop() ?? Promise.resolve())
        .then(() => scratch.drop())
        .finally(() => {
          rmSync(dir, { recursive: true, force: true });
          process.exit(130);
        });
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
      const env = {
        DATABASE_URL: scratch.url,
        ...sharedSecrets(),
        LOG_LEVEL: 'silent',
        DEMO_DATA: 'false',
        ORDER_SWEEP_INTERVAL_MS: '600000',
        RUN_PROJECTIONS: String(projectionsIn === 'in-process'),
        // Every buyer comes from this one address, through nginx too (TRUST_PROXY: the address it saw).
        TRUST_PROXY: '1',
        ORDER_RATE_PER_ADDRESS: String(orders),
        QUOTE_RATE_PER_ADDRESS: String(WARM_UP_QUOTES_PER_BUYER * buyers),
      };
      cluster = await startCluster({
        processes: count,
        env,
        dir,
        nginx: count > 1,
        worker: projectionsIn === 'worker',
      });
      const token = await adminToken(cluster.url, env, dir);
      const { eventId, ticketTypeIds } = await publishEventOnSale(cluster.url, token, [
        { name: 'Parteris', quantity: seats, maxPerOrder, price: PRICE_CENTS / 100 },
      ]);
      const ticketTypeId = ticketTypeIds[0]!;
      const agent = new Agent({ keepAlive: true, maxSockets: buyers });
      await warmUp(agent, new URL('/api/v1/orders/guest/quote', cluster.url), ticketTypeId, buyers);
      agent.destroy();

      const pids = cluster.pids();
      const meter = new CpuMeter({
        shops: () => sumOf(pids.shops.map((pid) => (pid === undefined ? undefined : processCpuSeconds(pid)))),
        ...(pids.worker === undefined ? {} : { 'projections worker': () => processCpuSeconds(pids.worker!) }),
        ...(cluster.nginx ? { nginx: () => commandCpuSeconds('nginx') } : {}),
        PostgreSQL: () => commandCpuSeconds('postgres'),
      });
      const machineBefore = machineTimes();
      const outcome = await runBuyers({
        endpoint: new URL('/api/v1/orders/guest/create', cluster.url).toString(),
        ticketTypeId,
        price: PRICE_CENTS / 100,
        soldOutRun: SOLD_OUT_RUN,
        buyers,
        orders,
        maxPerOrder,
        seed,
      });
      const machineAfter = machineTimes();
      const cpu = meter.read();
      cpu.set('clients', outcome.cpuSeconds);

      const accepted = outcome.attempts.filter((a) => a.status === 201);
      const errors = outcome.attempts.filter((a) => a.status !== 201 && a.status !== 409);
      const held = sum(accepted.map((a) => a.held));
      const inventory = await withClient(scratch.url, async (client) => {
        const result = await client.query<{ data: { lines?: { quantity: number }[] } }>(
          `select data from event_log where stream_id = $1 and event_type = 'SeatsReserved'`,
          [seatInventoryStreamId(eventId)],
        );
        return result.rows;
      });
      const reservedSeats = sum(inventory.map((row) => sum((row.data.lines ?? []).map((line) => line.quantity))));
      const oversold = Math.max(0, held - seats, reservedSeats - seats);
      if (oversold > 0) failures.push(`${count} processes: oversold by ${oversold} seats`);
      if (inventory.length !== accepted.length || reservedSeats !== held) {
        failures.push(
          `${count} processes: ${inventory.length} SeatsReserved holding ${reservedSeats} seats for ` +
            `${accepted.length} accepted orders holding ${held}`,
        );
      }
      await cluster.stop();
      cluster = undefined;

      const baseline = await runBaseline(scratch, buyers, baselineTx, accepted.length);
      const rate = perSecond(accepted.length, outcome.seconds);
      const baselineRate = perSecond(baseline.transactions, baseline.seconds);
      const machineMs = [...cpu.values()].every((seconds) => seconds !== undefined)
        ? ((sum([...cpu.values()] as number[]) * 1000) / Math.max(1, accepted.length)).toFixed(2)
        : '—';
      const shopMs = cpu.get('shops');
      rows.push([
        count === 1 ? '1 (direct)' : `${count} behind nginx`,
        formatRate(accepted.length, outcome.seconds),
        `${percentile(
          accepted.map((a) => a.ms),
          0.5,
        ).toFixed(0)} / ${percentile(
          accepted.map((a) => a.ms),
          0.99,
        ).toFixed(0)}`,
        `${formatCount(held)} / ${formatCount(seats)}`,
        String(oversold),
        String(errors.length),
        shopMs === undefined ? '—' : ((shopMs * 1000) / Math.max(1, accepted.length)).toFixed(2),
        machineMs,
        machineBefore && machineAfter
          ? formatPercent(
              1 - (machineAfter.idle - machineBefore.idle) / Math.max(1, machineAfter.total - machineBefore.total),
            )
          : '—',
        formatRate(baseline.transactions, baseline.seconds),
        formatPercent(rate / baselineRate),
      ]);
      if (errors.length > 0) process.stderr.write(`${count} processes: ${errorSamples(errors)}\n`);
    } finally {
      await cluster?.stop();
      rmSync(dir, { recursive: true, force: true });
      await scratch.drop();
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }
  process.stdout.write(
    '\n' +
      formatTable(
        figureColumns(
          'shop processes',
          'orders/s',
          'p50 / p99 ms',
          'held / offered',
          'oversold',
          'errors',
          'shops CPU ms/order',
          'machine CPU ms/order',
          'machine busy',
          'baseline tx/s',
          'orders / baseline',
        ),
        rows,
      ) +
      '(machine CPU: the shops, the worker, nginx, the buyers and every PostgreSQL process, during the rush)\n' +
      `Aim: ≥ ${AIM * 100}% of the baseline.\n`,
  );
  if (failures.length > 0) {
    process.stderr.write(`\nFAILED: ${failures.join('; ')}\n`);
    process.exitCode = 1;
  }
}

function sumOf(values: (number | undefined)[]): number | undefined {
  return values.some((value) => value === undefined) ? undefined : sum(values as number[]);
}

runMain(main, USAGE);
