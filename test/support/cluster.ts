/**
 * Several shop processes on one PostgreSQL database behind nginx, as docs/operations.md ("Scaling
 * out") deploys them: each `node backend/dist/main.js` with the same secrets, optionally the
 * projections worker beside them, and nginx with the repo's own config in front. For the ops suite
 * (test/ops/cluster.ops.spec.ts) and the benches' `--processes`. Needs the backend built.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from './args';
import { startNginx, type RunningNginx } from './nginx';
import { repoPath } from './repo-path';
import { exited, freePort, startShopProcess, type ShopProcess } from './shop-process';

const READY_TIMEOUT_MS = 120_000;

/** Builds the backend and the projections (their worker) for the processes: a no-op when up to date. */
export function buildBackend(): void {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', repoPath('backend')], {
    stdio: 'inherit',
  });
}

/**
 * The benches' `--processes`: a comma-separated list of shop process counts (`1,2`), or one number, N > 1
 * meaning `1,N` so that one run prints the figures for one process beside those for N.
 */
export function processCounts(value: string): number[] {
  const counts = value.split(',').map((part) => Number(part.trim()));
  if (counts.length === 0 || counts.some((count) => !Number.isSafeInteger(count) || count < 1 || count > 16)) {
    throw new UsageError(`--processes takes whole numbers from 1 to 16, comma-separated (1,2), got "${value}"`);
  }
  return counts.length === 1 && counts[0]! > 1 ? [1, counts[0]!] : counts;
}

/** Secrets every process of one shop must share: tokens, saved settings and sandbox pages signed by one are read by another. */
export function sharedSecrets(): Record<string, string> {
  return {
    JWT_SECRET: randomBytes(32).toString('hex'),
    SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
  };
}

export interface ClusterOptions {
  processes: number;
  /** The environment of every shop process (DATABASE_URL, secrets, limits…); PUBLIC_URL is set here. */
  env: Record<string, string>;
  /** Logs, data directories and nginx's prefix go here. */
  dir: string;
  /** Puts nginx in front; without it (one process) `url` is the shop's own. */
  nginx: boolean;
  /** Starts `node projections/dist/worker.js` beside the shops. */
  worker: boolean;
}

interface ClusterShop {
  index: number;
  process: ShopProcess;
  port: number;
}

export interface Cluster {
  /** What buyers call: nginx, or the one shop. */
  url: string;
  shops: ClusterShop[];
  worker: ChildProcess | undefined;
  nginx: RunningNginx | undefined;
  /** Kills shop `index` with SIGKILL and waits until it is gone. */
  kill(index: number): Promise<void>;
  /** Starts shop `index` again on its port (behind nginx in its old place) and waits until it is ready. */
  restart(index: number): Promise<void>;
  /** The process ids of the shops and the worker, for CPU figures and for finding a lease holder. */
  pids(): { shops: (number | undefined)[]; worker: number | undefined };
  stop(): Promise<void>;
}

/**
 * The first shop starts alone and is ready before the others start: it creates the tables and
 * registers the projections, work that every process would otherwise race to do at once.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dir } = options;
  mkdirSync(dir, { recursive: true });
  const nginxPort = options.nginx ? await freePort() : undefined;
  const ports = await Promise.all(Array.from({ length: options.processes }, () => freePort()));
  const shops: ClusterShop[] = [];
  let worker: ChildProcess | undefined;
  let nginx: RunningNginx | undefined;
  const envOf = (index: number) => ({
    // Each its own data directory (nothing is kept there in server mode with the secrets set); the
    // uploaded images in one shared media directory, as several processes need.
    DATA_DIR: join(dir, `shop${index + 1}-data`),
    MEDIA_DIR: join(dir, 'media'),
    PUBLIC_URL: `http://127.0.0.1:${nginxPort ?? ports[0]}`,
    ...options.env,
  });
  const launch = async (index: number) => {
    const shop = await startShopProcess(envOf(index), join(dir, `shop${index + 1}.log`), ports[index]);
    shops[index] = { index, process: shop, port: ports[index]! };
    await shopReady(shop);
  };
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(shops.map((shop) => shop?.process.stop()));
    if (worker && worker.exitCode === null && worker.signalCode === null) worker.kill('SIGTERM');
    if (worker) await exited(worker);
  };
  try {
    await launch(0);
    const rest = Array.from({ length: options.processes - 1 }, (_, offset) => launch(offset + 1));
    if (options.worker) worker = startWorker(options.env, join(dir, 'worker.log'));
    await Promise.all(rest);
    if (nginxPort !== undefined) {
      nginx = await startNginx({
        upstreams: ports.map((port) => `127.0.0.1:${port}`),
        port: nginxPort,
        dir: join(dir, 'nginx'),
      });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: nginx?.url ?? shops[0]!.process.url,
    shops,
    get worker() {
      return worker;
    },
    nginx,
    async kill(index) {
      const { child } = shops[index]!.process;
      child.kill('SIGKILL');
      await exited(child);
    },
    restart: launch,
    pids: () => ({ shops: shops.map((shop) => shop.process.child.pid), worker: worker?.pid }),
    stop,
  } as Cluster;
}

/** The projections worker, with the database and log level of the shops. */
function startWorker(env: Record<string, string>, logFile: string): ChildProcess {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [repoPath('projections/dist/worker.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: env.DATABASE_URL ?? '',
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      ...(env.DATA_DIR ? { DATA_DIR: env.DATA_DIR } : {}),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  return child;
}

/** Ready: `/api/health/ready` answers 200 (the database answered and the projections are registered). */
async function shopReady(shop: ShopProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null || shop.child.signalCode !== null) break;
    try {
      if ((await fetch(`${shop.url}/api/health/ready`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  // ready() reports the end of the shop's log, where the reason is.
  await shop.ready();
}

/**
 * A verified super admin made with the shop's own CLI (`npm run admin:create`) on the cluster's
 * database, signed in over HTTP: answers the bearer token.
 */
export async function adminToken(url: string, env: Record<string, string>, dir: string): Promise<string> {
  const email = `ops-admin-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Ops-${randomBytes(12).toString('hex')}`;
  const log = join(dir, 'create-admin.log');
  const out = openSync(log, 'a');
  const cli = spawn(
    process.execPath,
    [repoPath('backend/dist/cli/create-admin.cli.js'), '--email', email, '--password', password],
    {
      env: { PATH: process.env.PATH ?? '', ...env, DATA_DIR: join(dir, 'cli-data'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', out, out],
    },
  );
  closeSync(out);
  await exited(cli);
  if (cli.exitCode !== 0) throw new Error(`admin:create exited with ${cli.exitCode} (see ${log})`);
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`the admin's login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export interface TicketTypeOnSale {
  name: string;
  quantity: number;
  maxPerOrder: number;
  /** Euros. */
  price: number;
}

/**
 * A published event thirty days ahead with the given ticket types on sale now, through the admin API as
 * the event form makes it; waits until its public page lists them. Answers the ticket types' ids in order.
 */
export async function publishEventOnSale(
  url: string,
  token: string,
  ticketTypes: readonly TicketTypeOnSale[],
): Promise<{ eventId: string; ticketTypeIds: string[] }> {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const start = new Date(Date.now() + 30 * 86_400_000);
  const { id: eventId } = await call('POST', '/api/events', {
    name: { lt: 'Arena: išpardavimas', en: 'Arena: the rush' },
    description: { lt: 'Bilietai, kurių visiems neužteks.', en: 'Tickets that will not last.' },
    start_date: start.toISOString(),
    end_date: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    venue: { name: 'Žalgirio arena', address: 'Karaliaus Mindaugo pr. 50', city: 'Kaunas' },
    event_type_id: 'Concert',
  });
  const ticketTypeIds: string[] = [];
  for (const ticketType of ticketTypes) {
    const created = await call('POST', `/api/events/${eventId}/tickets`, {
      name: { lt: ticketType.name, en: ticketType.name },
      price: ticketType.price,
      currency: 'EUR',
      quantity: ticketType.quantity,
      max_per_order: ticketType.maxPerOrder,
      sale_start_date: new Date(Date.now() - 3_600_000).toISOString(),
      sale_end_date: start.toISOString(),
    });
    ticketTypeIds.push(created.id);
  }
  await call('PUT', `/api/events/${eventId}/publish`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const page = await fetch(`${url}/api/events/${eventId}`);
    if (page.status === 200) {
      const text = await page.text();
      if (ticketTypeIds.every((id) => text.includes(id))) break;
    }
    if (Date.now() > deadline) throw new Error(`the event ${eventId} did not reach its public page within 30 s`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return { eventId, ticketTypeIds };
}
