/**
 * A PostgreSQL cluster of the test's own, for fault tests that stop, restart and crash the server
 * (test/ops/outages.ops.spec.ts): the shared server on 5432 is never touched. It is made with the
 * distribution's initdb in a temporary directory, listens on 127.0.0.1 and a free port (its socket in
 * that directory too), and is removed by `dispose()`. PostgreSQL refuses to run as root, so when the
 * tests run as root its commands run as the `postgres` OS user (`runuser`), which owns the directory.
 */
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './shop-process';

const run = promisify(execFile);

/** Where Debian's postgresql-15 puts the server's programs; PG_BIN names another. */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

type StopMode = 'smart' | 'fast' | 'immediate';

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: trust authentication, for tests only. */
  readonly url: string;
  readonly port: number;
  readonly running: boolean;
  start(): Promise<void>;
  /** `pg_ctl stop -m <mode>`: `fast` ends every session (57P01), `immediate` stops as a crash would (57P02). */
  stop(mode?: StopMode): Promise<void>;
  restart(mode?: StopMode): Promise<void>;
  /** A URL of the same server naming another database. */
  urlOf(database: string): string;
  /** Stops the server (immediately) and removes its files. */
  dispose(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'ticketshop-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    chownSync(dir, Number(uid.stdout.trim()), Number(gid.stdout.trim()));
  }
  /** A server program, as the postgres user when the tests run as root. */
  const pg = async (program: string, args: string[]) => {
    const command = join(PG_BIN, program);
    try {
      return asRoot ? await run('runuser', ['-u', 'postgres', '--', command, ...args]) : await run(command, args);
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`${program} ${args.join(' ')} failed: ${stderr || stdout || (error as Error).message}`);
    }
  };

  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  // fsync off: faster on a shared machine, and what the tests take away is the server process, not
  // the machine, so every commit has still reached the operating system before it is acknowledged.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  let running = false;

  const handle: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    get running() {
      return running;
    },
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await pg('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await pg('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    async restart(mode = 'fast') {
      await handle.stop(mode);
      await handle.start();
    },
    async dispose() {
      if (running) await handle.stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await handle.start();
  return handle;
}
