/**
 * The whole shop (backend/dist-bench) started inside a benchmark's own process, listening on a real port,
 * so a bench can drive it over HTTP and still reach its event store and command bus.
 *
 * The test workspace compiles against projections only (test/tsconfig.json), and lint keeps the
 * backend package out of import statements, so the backend is built here with its test support
 * (`tsc -b backend/tsconfig.bench.json` into backend/dist-bench, a no-op when it is up to date; the
 * production build leaves the fixtures out) and loaded at run time from that output, behind the few
 * types below.
 */
import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Database, EventStore, TicketTypeDetails } from '@ticketshop/projections';

const BACKEND_DIR = resolve(__dirname, '../../../backend');
const BENCH_BUILD = join(BACKEND_DIR, 'tsconfig.bench.json');

/** What a bench uses of a NestExpressApplication. */
interface ShopApp {
  listen(port: number, host: string): Promise<unknown>;
  getHttpServer(): Server;
  get<T = unknown>(token: unknown): T;
  close(): Promise<void>;
}

interface Backend {
  createApp(config: unknown): Promise<ShopApp>;
  loadConfig(env: Record<string, string>): unknown;
  eventOnSale(
    app: ShopApp,
    ticketTypes: Partial<TicketTypeDetails>[],
  ): Promise<{ catalogEventId: string; ticketTypeIds: string[] }>;
  settle(app: ShopApp): Promise<void>;
  EVENT_STORE: symbol;
  DATABASE: symbol;
  PROJECTIONS: symbol;
}

/** What a bench uses of the shop's Projections. */
interface ShopProjections {
  waitForPosition(position: bigint, timeoutMs: number): Promise<boolean>;
}

export interface RunningShop {
  app: ShopApp;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  /** The shop's own event store and database (the same instances its handlers use). */
  store: EventStore;
  database: Database;
  /** A published event on sale now with these ticket types, created through the command bus. */
  eventOnSale(ticketTypes: Partial<TicketTypeDetails>[]): Promise<{ catalogEventId: string; ticketTypeIds: string[] }>;
  /** Waits until read models and process managers have handled everything recorded so far (10 s at most per step). */
  settle(): Promise<void>;
  /** Whether every read model includes the log up to `position`. */
  readModelsInclude(position: bigint): Promise<boolean>;
  close(): Promise<void>;
}

let loaded: Backend | undefined;

function loadBackend(): Backend {
  if (loaded) return loaded;
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', BENCH_BUILD], { stdio: 'inherit' });
  const backendRequire = createRequire(join(BACKEND_DIR, 'package.json'));
  // main.ts loads it first; the decorators' metadata needs it before any module of the shop.
  backendRequire('reflect-metadata');
  const modules = {
    ...(backendRequire('./dist-bench/app.js') as object),
    ...(backendRequire('./dist-bench/config/app-config.js') as object),
    ...(backendRequire('./dist-bench/ordering/testing/checkout-fixtures.js') as object),
    ...(backendRequire('./dist-bench/infrastructure/storage/storage.tokens.js') as object),
  } as Partial<Backend>;
  const missing = (
    ['createApp', 'loadConfig', 'eventOnSale', 'settle', 'EVENT_STORE', 'DATABASE', 'PROJECTIONS'] as const
  ).filter((name) => modules[name] === undefined);
  if (missing.length > 0) throw new Error(`backend/dist-bench does not export ${missing.join(', ')}`);
  loaded = modules as Backend;
  return loaded;
}

/**
 * Starts the shop with exactly `env` as its environment (nothing of this process's own leaks in),
 * on 127.0.0.1 and a free port.
 */
export async function startShop(env: Record<string, string>): Promise<RunningShop> {
  const backend = loadBackend();
  const app = await backend.createApp(backend.loadConfig({ HOST: '127.0.0.1', PORT: '0', ...env }));
  try {
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.getHttpServer().address() as AddressInfo;
  const store = app.get<EventStore>(backend.EVENT_STORE);
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    store,
    database: app.get<Database>(backend.DATABASE),
    eventOnSale: (ticketTypes) => backend.eventOnSale(app, ticketTypes),
    settle: () => backend.settle(app),
    readModelsInclude: (position) => app.get<ShopProjections>(backend.PROJECTIONS).waitForPosition(position, 0),
    close: () => app.close(),
  };
}
