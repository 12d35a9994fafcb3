/**
 * The public pages' first load as a phone sees it: Lighthouse (mobile, simulated throttling) in the
 * system Chromium against the built shop, on `/`, `/events` and an event's page. Prints the scores,
 * the paint and layout figures and the JavaScript each page loads, and whether issue 15's aims are met.
 */
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { integerFlag, markInterrupted, runMain, UsageError } from '../support/args';
import { createScratchDatabase, type ScratchDatabase } from '../support/bench-storage';
import { startShopProcess, type ShopProcess } from '../support/shop-process';
import { formatFacts, formatTable } from '../support/table';
import { formatCount } from '../support/timing';

const USAGE = `Usage: npm run bench:web -- [--runs N] [--reports DIR]

  --runs N        Lighthouse runs per page (default 3); the tables show the median and the range
  --reports DIR   also writes each run's Lighthouse report (HTML) into DIR

Builds the shop (npm run build) and starts it as its own process on a free port: embedded PGlite in a
temporary directory with the demo catalog, as \`npm start\` does, or with DATABASE_URL set, a scratch
database on that server (dropped at the end, also on Ctrl-C). Lighthouse runs in Chromium from
CHROMIUM_PATH or /usr/bin/chromium, headless; nothing leaves this machine.
`;

const FRONTEND_INDEX = resolve(__dirname, '../../../frontend/dist/index.html');
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** Issue 15's aims for the first load of each measured page. */
const AIMS = { jsGzipBytes: 100_000, cls: 0.05, performance: 90 };
/** Lighthouse's own failures to record a load are retried this many times in all. */
const LIGHTHOUSE_ATTEMPTS = 3;
/** Scripts named one by one under the tables; the rest are summed. */
const LARGEST_SCRIPTS = 6;

/** What the bench reads of a Lighthouse result (LH.Result). */
interface LighthouseResult {
  lighthouseVersion: string;
  environment: { hostUserAgent: string; benchmarkIndex: number };
  configSettings: {
    formFactor: string;
    throttlingMethod: string;
    throttling: { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number };
  };
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseResult; report: string | string[] } | undefined>;

interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    handleSIGINT: boolean;
    logLevel: 'silent';
  }): Promise<{ port: number; kill(): void }>;
}

interface Page {
  label: string;
  path: string;
}

interface Run {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  scripts: number;
  /** Each script's file name and gzip size, largest first. */
  scriptSizes: { name: string; gzip: number }[];
  jsReceived: number;
  jsRaw: number;
  jsGzip: number;
  totalReceived: number;
}

async function main(): Promise<void> {
  const { values: flags } = parseArgs({
    strict: true,
    options: {
      runs: { type: 'string' },
      reports: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (flags.help) {
    process.stdout.write(USAGE);
    return;
  }
  const runs = integerFlag('runs', flags.runs, 3);
  const reportsDir = flags.reports === undefined ? undefined : resolve(flags.reports);
  const chromePath = findChromium();
  if (!existsSync(FRONTEND_INDEX)) {
    throw new UsageError(`${FRONTEND_INDEX} is missing: build first (npm run build, which npm run bench:web does)`);
  }
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });

  // Both are ES modules; this workspace compiles to CommonJS, where only import() loads them.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: RunLighthouse };
  const chromeLauncher = (await import('chrome-launcher')) as unknown as ChromeLauncher;

  const dataDir = mkdtempSync(join(tmpdir(), 'ticketshop-bench-web-'));
  let scratch: ScratchDatabase | undefined;
  let shop: ShopProcess | undefined;
  let chrome: { kill(): void } | undefined;
  const cleanUp = async () => {
    chrome?.kill();
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    markInterrupted();
    process.stderr.write(`\n${signal}: stopping Chromium and the shop…\n`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) scratch = await createScratchDatabase(serverUrl);
    shop = await startShopProcess(
      {
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
        DEMO_DATA: 'true',
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
      },
      join(dataDir, 'shop.log'),
    );
    await shop.ready();

    const events = (await (await fetch(`${shop.url}/api/events`)).json()) as { data: { id: string }[] };
    const eventId = events.data[0]?.id;
    if (!eventId) throw new Error('the demo catalog has no published event');
    const pages: Page[] = [
      { label: 'home', path: '/' },
      { label: 'events', path: '/events' },
      { label: 'event page', path: `/events/${eventId}` },
    ];

    // Its own SIGINT handler would exit before the shop is stopped.
    const launched = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      handleSIGINT: false,
      logLevel: 'silent',
    });
    chrome = launched;
    const loadAtStart = loadText();
    const sizesByUrl = new Map<string, Promise<{ raw: number; gzip: number }>>();
    const measured = new Map<Page, Run[]>();
    let about: LighthouseResult | undefined;
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        process.stderr.write(`Lighthouse ${run}/${runs}: ${page.path}\n`);
        const result = await lighthouseRun(lighthouse, `${shop.url}${page.path}`, {
          port: launched.port,
          output: reportsDir ? 'html' : 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        const { lhr } = result;
        for (const warning of lhr.runWarnings) process.stderr.write(`  warning: ${warning}\n`);
        if (reportsDir) {
          writeFileSync(join(reportsDir, `${page.label.replace(/ /g, '-')}-${run}.html`), String(result.report));
        }
        about = lhr;
        measured.set(page, [...(measured.get(page) ?? []), await readRun(lhr, sizesByUrl)]);
      }
    }

    process.stdout.write(
      '\n' +
        formatFacts([
          [
            'Shop',
            `${shop.url}, its own process (npm start's defaults), ${scratch ? `PostgreSQL scratch database ${scratch.name}` : 'embedded PGlite'}, demo catalog`,
          ],
          ['Lighthouse', `${about!.lighthouseVersion}, ${settingsText(about!.configSettings)}`],
          ['Chromium', `${chromePath}, ${browserVersion(about!.environment.hostUserAgent)}, headless`],
          [
            'Machine',
            `${availableParallelism()} cores, Node ${process.version}, Lighthouse's benchmark index ${Math.round(about!.environment.benchmarkIndex)}, load average ${loadAtStart} at start`,
          ],
          ['Runs', `${runs} per page${runs > 1 ? ': median (lowest–highest)' : ''}`],
        ]) +
        '\n',
    );
    const figure = (page: Page, of: (run: Run) => number, format: (value: number) => string) =>
      summary(measured.get(page)!.map(of), format);
    process.stdout.write(
      formatTable(
        [
          { header: 'page' },
          { header: 'performance', align: 'right' },
          { header: 'FCP s', align: 'right' },
          { header: 'LCP s', align: 'right' },
          { header: 'TBT ms', align: 'right' },
          { header: 'CLS', align: 'right' },
          { header: 'Speed Index s', align: 'right' },
          { header: 'JS files', align: 'right' },
          { header: 'JS received kB', align: 'right' },
          { header: 'JS gzip kB', align: 'right' },
          { header: 'JS raw kB', align: 'right' },
          { header: 'all received kB', align: 'right' },
        ],
        pages.map((page) => [
          page.label,
          figure(page, (run) => run.scores.performance, String),
          figure(page, (run) => run.fcp, seconds),
          figure(page, (run) => run.lcp, seconds),
          figure(page, (run) => run.tbt, milliseconds),
          figure(
            page,
            (run) => run.cls,
            (value) => value.toFixed(3),
          ),
          figure(page, (run) => run.speedIndex, seconds),
          figure(page, (run) => run.scripts, String),
          figure(page, (run) => run.jsReceived, kilobytes),
          figure(page, (run) => run.jsGzip, kilobytes),
          figure(page, (run) => run.jsRaw, kilobytes),
          figure(page, (run) => run.totalReceived, kilobytes),
        ]),
      ) + '\n',
    );
    process.stdout.write(
      formatTable(
        [
          { header: 'page' },
          { header: 'accessibility', align: 'right' },
          { header: 'best practices', align: 'right' },
          { header: 'SEO', align: 'right' },
        ],
        pages.map((page) => [
          page.label,
          figure(page, (run) => run.scores.accessibility, String),
          figure(page, (run) => run.scores['best-practices'], String),
          figure(page, (run) => run.scores.seo, String),
        ]),
      ) + '\n',
    );
    const aim = (met: boolean, value: string) => `${met ? 'met' : 'NOT met'} (${value})`;
    process.stdout.write(
      formatTable(
        [
          { header: `aims (medians), ${pages[2]!.path.replace(eventId, '{id}')} for the event page` },
          { header: `JS ≤ ${kilobytes(AIMS.jsGzipBytes)} kB gzip` },
          { header: `CLS < ${AIMS.cls}` },
          { header: `performance ≥ ${AIMS.performance}` },
        ],
        pages.map((page) => {
          const runsOfPage = measured.get(page)!;
          const jsGzip = median(runsOfPage.map((run) => run.jsGzip));
          const cls = median(runsOfPage.map((run) => run.cls));
          const performance = median(runsOfPage.map((run) => run.scores.performance));
          return [
            page.label,
            aim(jsGzip <= AIMS.jsGzipBytes, `${kilobytes(jsGzip)} kB`),
            aim(cls < AIMS.cls, cls.toFixed(3)),
            aim(performance >= AIMS.performance, String(performance)),
          ];
        }),
      ) +
        `\nJS gzip: every script Lighthouse saw load, as the shop sends it to a browser that accepts only gzip; JS received:\n` +
        `what Chromium received, compressed as the shop chose for it; JS raw: uncompressed. 1 kB = 1,000 bytes.\n` +
        `Load average ${loadText()} at the end.\n`,
    );
    process.stdout.write(`\nThe largest scripts of each page's first load (kB gzip, last run):\n`);
    for (const page of pages) {
      const sizes = measured.get(page)!.at(-1)!.scriptSizes;
      const shown = sizes.slice(0, LARGEST_SCRIPTS).map((script) => `${script.name} ${kilobytes(script.gzip)}`);
      const rest = sizes.slice(LARGEST_SCRIPTS);
      if (rest.length > 0) {
        shown.push(`${rest.length} more ${kilobytes(rest.reduce((total, script) => total + script.gzip, 0))}`);
      }
      process.stdout.write(`  ${page.label}: ${shown.join(', ')}\n`);
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}

/**
 * One Lighthouse run, tried again when Lighthouse itself failed to record the load (it says "run
 * Lighthouse again": NO_NAVSTART, NO_FCP and the like come from a trace cut short on a busy machine).
 */
async function lighthouseRun(
  lighthouse: RunLighthouse,
  url: string,
  flags: Record<string, unknown>,
): Promise<{ lhr: LighthouseResult; report: string | string[] }> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result;
    if (attempt === LIGHTHOUSE_ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${failure.message}`);
    process.stderr.write(`  Lighthouse failed (${failure.code}), trying again\n`);
  }
}

async function readRun(
  lhr: LighthouseResult,
  sizesByUrl: Map<string, Promise<{ raw: number; gzip: number }>>,
): Promise<Run> {
  const numeric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse's result has no figure for ${audit}`);
    return value;
  };
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const sizes = await Promise.all(
    scripts.map((script) => {
      if (!sizesByUrl.has(script.url)) sizesByUrl.set(script.url, compressedSize(script.url));
      return sizesByUrl.get(script.url)!;
    }),
  );
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category].score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return {
    scores,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndex: numeric('speed-index'),
    scripts: scripts.length,
    scriptSizes: scripts
      .map((script, index) => ({ name: new URL(script.url).pathname, gzip: sizes[index]!.gzip }))
      .sort((a, b) => b.gzip - a.gzip),
    jsReceived: sum(scripts.map((script) => script.transferSize ?? 0)),
    jsRaw: sum(sizes.map((size) => size.raw)),
    jsGzip: sum(sizes.map((size) => size.gzip)),
    totalReceived: numeric('total-byte-weight'),
  };
}

/**
 * The script's size as the shop sends it uncompressed, and as it sends it to a browser that accepts
 * only gzip: the bytes on the wire, however the shop compressed them (on the fly or ahead of time).
 */
async function compressedSize(url: string): Promise<{ raw: number; gzip: number }> {
  const [raw, gzip] = await Promise.all([bytesSent(url, 'identity'), bytesSent(url, 'gzip')]);
  return { raw, gzip };
}

/** Body bytes as sent, not decoded (fetch would decode them). */
function bytesSent(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((done, fail) => {
    const request = httpGet(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        fail(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => done(bytes));
      response.on('error', fail);
    });
    request.on('error', fail);
  });
}

function findChromium(): string {
  const path = process.env.CHROMIUM_PATH || SYSTEM_CHROMIUM;
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new UsageError(
      `Chromium not found at ${path}: install it with \`apt-get install -y chromium\` (Debian) or set CHROMIUM_PATH`,
    );
  }
  return path;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summary(values: number[], format: (value: number) => string): string {
  const middle = format(median(values));
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? middle : `${middle} (${low}–${high})`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const milliseconds = (ms: number) => formatCount(ms);
const kilobytes = (bytes: number) => (bytes / 1000).toFixed(1);
const browserVersion = (userAgent: string) => /(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(userAgent)?.[0] ?? userAgent;

function settingsText(settings: LighthouseResult['configSettings']): string {
  const { rttMs, throughputKbps, cpuSlowdownMultiplier } = settings.throttling;
  return (
    `${settings.formFactor}, ${settings.throttlingMethod === 'simulate' ? 'simulated' : settings.throttlingMethod} throttling (${rttMs} ms RTT, ` +
    `${(throughputKbps / 1000).toFixed(1)} Mbit/s, ${cpuSlowdownMultiplier} × CPU slowdown)`
  );
}

const loadText = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

runMain(main, USAGE);
