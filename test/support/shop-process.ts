/**
 * The whole shop as a process of its own (`node backend/dist/main.js`, as `npm start` runs it), for
 * benchmarks that measure it from outside and must not share its event loop. It must be built first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { repoPath } from './repo-path';

// From test/dist/support (the benches) and from test/support (the ops specs under jest) alike.
const BACKEND_MAIN = repoPath('backend/dist/main.js');
const READY_TIMEOUT_MS = 120_000;

export interface ShopProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /**
   * Waits until the shop can be measured (`shopReady`); if it cannot, the error carries the end of
   * its log, since whatever stopped it is in its own last words, not in the timeout.
   */
  ready(): Promise<void>;
  /** Ends the process (SIGTERM) and waits for it. */
  stop(): Promise<void>;
}

/**
 * Starts the shop with exactly `env` (nothing of this process's own leaks in but PATH) on 127.0.0.1
 * and a free port, its output in `logFile`. Returns once it is spawned, so the caller can stop it on
 * Ctrl-C while it starts; then call `ready()`.
 */
export async function startShopProcess(
  env: Record<string, string>,
  logFile: string,
  /** A port of the caller's choosing, e.g. a restarted process taking its place behind nginx again. */
  port?: number,
): Promise<ShopProcess> {
  port ??= await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [BACKEND_MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    async ready() {
      try {
        await shopReady(url, child);
      } catch (error) {
        throw new Error(`${(error as Error).message}; the end of its log:\n${logTail(logFile)}`);
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/**
 * Live, the demo catalog in the read models, every projection caught up, and the log's head still
 * for a second: the demo catalog is seeded event by event after the shop starts listening, and each
 * event moves the catalog, which a measurement must not see.
 */
async function shopReady(url: string, shop: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastHead: string | undefined;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`the shop exited with ${shop.exitCode} before it was ready`);
    try {
      const health = (await (await fetch(`${url}/api/health`, { headers: { 'X-Min-Position': '0' } })).json()) as {
        projections: { lag: number; head: string }[];
      };
      const listed = (await (await fetch(`${url}/api/events`)).json()) as { pagination: { total: number } };
      const head = health.projections[0]?.head;
      const caughtUp = listed.pagination.total > 0 && health.projections.every((projection) => projection.lag === 0);
      if (caughtUp && head !== undefined && head === lastHead) return;
      lastHead = caughtUp ? head : undefined;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`the shop was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

function logTail(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no log)';
  }
}
