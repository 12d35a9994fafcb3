/**
 * nginx in front of shop processes, run the way production runs it: the repo's own site config
 * (deploy/nginx/ticketshop.conf) with this run's upstream ports and listen port in place of the
 * markers, inside a main config of the test's own (a temporary prefix for pid, logs and temp files,
 * `daemon off`, so the nginx is this process's child and dies with the run).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, closeSync, constants, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { repoPath } from './repo-path';
import { exited } from './shop-process';

const SITE_CONFIG = 'deploy/nginx/ticketshop.conf';
const START_TIMEOUT_MS = 15_000;

/**
 * The nginx binary: `NGINX_PATH`, the distribution's `/usr/sbin/nginx`, or `nginx` on PATH; undefined
 * when none, so the caller can tell the operator how to get it.
 */
export function findNginx(): string | undefined {
  const configured = process.env.NGINX_PATH;
  const executable = (path: string) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (configured) return executable(configured) ? configured : undefined;
  if (executable('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  const found = onPath.status === 0 ? onPath.stdout.trim() : '';
  return found && executable(found) ? found : undefined;
}

export const NGINX_MISSING =
  'nginx is not installed: run scripts/ensure-nginx.sh (installs it with apt-get), or set NGINX_PATH';

/**
 * The shipped site config with `upstreams` (host:port each) as the shop processes, listening on
 * 127.0.0.1:`port`, logging into `logDir`. Everything else is the file as deployed.
 */
function renderSiteConfig(upstreams: readonly string[], port: number, logDir: string): string {
  const shipped = readFileSync(repoPath(SITE_CONFIG), 'utf8');
  const servers = /( *)# shop processes: begin\n[\s\S]*?# shop processes: end\n/;
  const listen = /^( *)listen 80;$/m;
  if (!servers.test(shipped) || !listen.test(shipped)) {
    throw new Error(`${SITE_CONFIG} lost its "shop processes" markers or its "listen 80;" line`);
  }
  return shipped
    .replace(servers, (_, indent: string) =>
      upstreams.map((upstream) => `${indent}server ${upstream} max_fails=3 fail_timeout=10s;\n`).join(''),
    )
    .replace(listen, (_, indent: string) => `${indent}listen 127.0.0.1:${port};`)
    .replaceAll('/var/log/nginx/', `${logDir}/`);
}

export interface RunningNginx {
  /** `http://127.0.0.1:<port>` */
  url: string;
  child: ChildProcess;
  /** The access log: one line per request, with the upstream that answered and the request id. */
  accessLog(): string;
  /** Graceful stop (SIGQUIT: requests in flight finish), then waits for the process. */
  stop(): Promise<void>;
}

/** Starts nginx with the site config in `dir` (made if missing) and waits until it accepts connections. */
export async function startNginx(options: {
  upstreams: readonly string[];
  port: number;
  dir: string;
}): Promise<RunningNginx> {
  const binary = findNginx();
  if (!binary) throw new Error(NGINX_MISSING);
  const { dir, port } = options;
  for (const sub of ['logs', 'temp']) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'ticketshop.conf'), renderSiteConfig(options.upstreams, port, join(dir, 'logs')));
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // As root, nginx would hand its workers to `nobody`, who cannot write into a private temp dir.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'logs/error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(dir, 'temp', kind)};`,
      ),
      `  include ${join(dir, 'ticketshop.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const test = spawnSync(binary, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the config: ${test.stderr}`);
  const log = openSync(join(dir, 'logs/stderr.log'), 'a');
  const child = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', log, log] });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${readOr(join(dir, 'logs/error.log'))}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    child,
    accessLog: () => readOr(join(dir, 'logs/access.log')),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited(child);
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

function readOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
