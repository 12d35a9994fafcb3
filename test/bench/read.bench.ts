/**
 * Public reads against a bare server: the shop in server mode (a process of its own, on a fresh
 * PostgreSQL database with the demo catalog) and a bare node:http server sending the very same bytes
 * from memory, loaded one after the other by autocannon in this process. The ratio says how much of
 * what Node itself can do the shop's request pipeline leaves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { integerFlag, markInterrupted, runMain, UsageError } from '../support/args';
import { createScratchDatabase } from '../support/bench-storage';
import { processCpuSeconds } from '../support/process-cpu';
import { exited, freePort, startShopProcess, type ShopProcess } from '../support/shop-process';
import { processCounts, sharedSecrets } from '../support/cluster';
import { findNginx, NGINX_MISSING, startNginx, type RunningNginx } from '../support/nginx';
import { figureColumns, formatFacts, formatTable } from '../support/table';
import { formatCount, formatPercent } from '../support/timing';

const USAGE = `Usage: DATABASE_URL=postgres://… npm run bench:read -- [--duration S] [--connections C] [--rounds R]
                                    [--processes 1,2]

  --duration S      seconds of load per route and server (default 6)
  --connections C   keep-alive connections of the load generator (default 16)
  --rounds R        times each measurement is repeated, alternating shop and bare server (default 2)
  --processes LIST  the routes against each number of shop processes in turn (\`1,2\`; a single N > 1
                    means \`1,N\`; default 1), more than one behind nginx (deploy/nginx/ticketshop.conf;
                    scripts/ensure-nginx.sh installs it), all on the one database; the bare server is
                    always loaded directly

Needs DATABASE_URL: a scratch database is created on that server for the shop (with the demo
catalog) and dropped at the end (also on Ctrl-C). The database the URL names is only used to create and drop it.
`;

const AIM = 0.5;
const BARE_SERVER = resolve(__dirname, 'bare-server.js');

interface Route {
  label: string;
  path: string;
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** CPU microseconds the server process spent per answer. */
  cpuPerRequestUs: number | undefined;
  share304: number;
  errors: number;
}

async function main(): Promise<void> {
  const { values: flags } = parseArgs({
    strict: true,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      rounds: { type: 'string' },
      processes: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (flags.help) {
    process.stdout.write(USAGE);
    return;
  }
  const duration = integerFlag('duration', flags.duration, 6);
  const connections = integerFlag('connections', flags.connections, 16);
  const rounds = integerFlag('rounds', flags.rounds, 2);
  const counts = flags.processes === undefined ? [1] : processCounts(flags.processes);
  if (counts.some((count) => count > 1) && !findNginx()) throw new UsageError(NGINX_MISSING);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new UsageError('DATABASE_URL must name a PostgreSQL server (postgres://user@host:5432/db)');

  const scratch = await createScratchDatabase(serverUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'ticketshop-bench-'));
  const children: ChildProcess[] = [];
  let nginx: RunningNginx | undefined;
  const cleanUp = async () => {
    await nginx?.stop();
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => exited(child)));
    rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    markInterrupted();
    process.stderr.write(`\n${signal}: dropping ${scratch.name}…\n`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    // As in production: requests sampled at 1 % into a log file; errors and slow requests always.
    const shopEnv = {
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      ...sharedSecrets(),
      LOG_LEVEL: 'info',
      REQUEST_LOG_SAMPLE: '0.01',
      // Only behind nginx does a request carry X-Forwarded-For; the first shop is loaded directly too.
      TRUST_PROXY: '1',
    };
    // The first shop seeds the demo catalog; the others join it on the same database once it is done.
    const shop = await startShopProcess({ ...shopEnv, DEMO_DATA: 'true' }, join(dataDir, 'shop.log'));
    children.push(shop.child);
    await shop.ready();
    const shops: ShopProcess[] = [shop];
    const shopUrl = shop.url;

    const events = (await (await fetch(`${shopUrl}/api/events`)).json()) as { data: { id: string }[] };
    const eventId = events.data[0]?.id;
    if (!eventId) throw new Error('the demo catalog has no published event');
    const routes: Route[] = [
      { label: 'GET /api/events', path: '/api/events' },
      { label: 'GET /api/events/{id} (event page)', path: `/api/events/${eventId}` },
      { label: 'GET /api/v1/checkout/options (from memory)', path: '/api/v1/checkout/options' },
      { label: 'GET /api/health', path: '/api/health' },
    ];

    const fixed: Record<string, { contentType: string; body: string }> = {};
    const etags = new Map<string, string>();
    for (const route of routes) {
      const response = await fetch(`${shopUrl}${route.path}`, { headers: { 'Accept-Encoding': 'identity' } });
      if (!response.ok) throw new Error(`${route.path} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      fixed[route.path] = { contentType: response.headers.get('content-type') ?? '', body: body.toString('base64') };
      const etag = response.headers.get('etag');
      if (etag) etags.set(route.path, etag);
    }
    const fixedFile = join(dataDir, 'bare-answers.json');
    writeFileSync(fixedFile, JSON.stringify(fixed));
    const bare = spawn(process.execPath, [BARE_SERVER, fixedFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(bare);
    const bareUrl = `http://127.0.0.1:${await firstLine(bare)}`;

    process.stdout.write(
      formatFacts([
        [
          'Database',
          `PostgreSQL, scratch database ${scratch.name} (demo catalog, ${events.data.length} events listed)`,
        ],
        [
          'Shop',
          `${counts.join(', ')} processes of their own (${counts.some((count) => count > 1) ? 'more than one behind nginx, ' : ''}` +
            'server mode, LOG_LEVEL=info, REQUEST_LOG_SAMPLE=0.01)',
        ],
        ['Bare server', `${bareUrl}, node:http sending the same bytes`],
        ['Machine', `${availableParallelism()} cores, Node ${process.version}, load average ${loadText()} at start`],
        ['Load', `autocannon, ${connections} keep-alive connections, ${duration} s per run, ${rounds} rounds`],
      ]) + '\n',
    );

    const rows: string[][] = [];
    for (const count of counts) {
      while (shops.length < count) {
        const more = await startShopProcess(
          { ...shopEnv, DEMO_DATA: 'false' },
          join(dataDir, `shop${shops.length + 1}.log`),
        );
        children.push(more.child);
        await more.ready();
        shops.push(more);
      }
      await nginx?.stop();
      nginx = undefined;
      if (count > 1) {
        nginx = await startNginx({
          upstreams: shops.slice(0, count).map((one) => new URL(one.url).host),
          port: await freePort(),
          dir: join(dataDir, `nginx-${count}`),
        });
      }
      const target = nginx?.url ?? shopUrl;
      const pids = shops.slice(0, count).map((one) => one.child.pid);
      const label = count === 1 ? '1' : `${count}, nginx`;
      for (const route of routes) {
        const shopRuns: Load[] = [];
        const bareRuns: Load[] = [];
        await load(`${target}${route.path}`, pids, connections, 1);
        await load(`${bareUrl}${route.path}`, [bare.pid], connections, 1);
        for (let round = 0; round < rounds; round++) {
          shopRuns.push(await load(`${target}${route.path}`, pids, connections, duration));
          bareRuns.push(await load(`${bareUrl}${route.path}`, [bare.pid], connections, duration));
        }
        const ratios = shopRuns.map((run, index) => run.rps / bareRuns[index]!.rps);
        rows.push([
          label,
          route.label,
          ...figuresOf(shopRuns),
          ...figuresOf(bareRuns),
          range(ratios, formatPercent),
          shopRuns.some((run) => run.errors > 0) ? 'errors!' : '',
        ]);
      }
    }
    process.stdout.write(
      formatTable(
        [
          { header: 'shops' },
          // Then the same four figures for the shop and for the bare server, and their ratio.
          ...figureColumns(
            'request',
            'shop req/s',
            'p50',
            'p99',
            'CPU µs/req',
            'bare req/s',
            'p50',
            'p99',
            'CPU µs/req',
            'shop / bare',
          ),
          { header: '' },
        ],
        rows,
      ),
    );

    const listEtag = etags.get('/api/events');
    if (listEtag) {
      const revalidated = await load(`${shopUrl}/api/events`, [shop.child.pid], connections, duration, {
        'If-None-Match': listEtag,
      });
      process.stdout.write(
        `\nGET /api/events with If-None-Match: ${formatCount(revalidated.rps)} req/s, p50 ${ms(revalidated.p50)}, ` +
          `p99 ${ms(revalidated.p99)}, ${formatPercent(revalidated.share304)} answered 304\n`,
      );
    }
    process.stdout.write(
      `\nAim: cached public reads at ≥ ${formatPercent(AIM)} of the bare server. Load average ${loadText()} at the end.\n`,
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}

/** Loads `url`; the CPU per answer is that of the processes `pids` (the shops, or the bare server). */
async function load(
  url: string,
  pids: (number | undefined)[],
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Load> {
  const cpuOf = () => {
    const each = pids.map((pid) => (pid === undefined ? undefined : processCpuSeconds(pid)));
    return each.some((value) => value === undefined) ? undefined : each.reduce((a, b) => a! + b!, 0);
  };
  const cpuBefore = cpuOf();
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpuAfter = cpuOf();
  const answered = result['2xx'] + result['3xx'];
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequestUs:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : ((cpuAfter - cpuBefore) / result.requests.total) * 1e6,
    share304: answered === 0 ? 0 : result['3xx'] / answered,
    errors: result.errors + result.non2xx - result['3xx'],
  };
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((done, fail) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) done(text.split('\n')[0]!.trim());
    });
    child.once('exit', (code) => fail(new Error(`the bare server exited with ${code}`)));
  });
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** A measurement's figures as the table shows them, each the range over the rounds: req/s, p50, p99, CPU µs/req. */
function figuresOf(runs: readonly Load[]): string[] {
  return [
    range(
      runs.map((run) => run.rps),
      formatCount,
    ),
    range(
      runs.map((run) => run.p50),
      ms,
    ),
    range(
      runs.map((run) => run.p99),
      ms,
    ),
    range(
      runs.map((run) => run.cpuPerRequestUs ?? NaN),
      formatCount,
    ),
  ];
}

function range(values: number[], format: (value: number) => string): string {
  const known = values.filter((value) => Number.isFinite(value));
  if (known.length === 0) return '—';
  const low = Math.min(...known);
  const high = Math.max(...known);
  return format(low) === format(high) ? format(low) : `${format(low)}–${format(high)}`;
}

const loadText = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

runMain(main, USAGE);
