/**
 * Entry point of `npm run projections -- <command>`; the commands live in cli/run-cli.ts.
 */
import { runCli } from './cli/run-cli';

const interrupted = new AbortController();
// A rebuild stopped between batches drops its unfinished generation; killed mid-batch it would not.
// Only on a PostgreSQL server though: embedded PGlite answers without ever yielding to the event loop,
// so a handler would only run once the rebuild is over, and Ctrl-C would seem to do nothing.
if (process.env.DATABASE_URL) {
  process.on('SIGINT', () => {
    if (interrupted.signal.aborted) process.exit(1);
    process.stderr.write('\nstopping after the current batch; press Ctrl-C again to quit at once\n');
    interrupted.abort();
  });
}

runCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  signal: interrupted.signal,
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`error: ${String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  },
);
