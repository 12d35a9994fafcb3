import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { untilDatabaseReachable } from '@ticketshop/projections';
import { Client } from 'pg';
import { ConfigurationError, loadConfig, type AppConfig } from './config/app-config';
import { createApp } from './app';
import { GracefulShutdown } from './health/graceful-shutdown';

/** Requests in flight get this long to finish after SIGTERM before their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;
/** A hung shutdown must not keep an orchestrator waiting for ever: below Compose's 30 s grace period. */
const SHUTDOWN_TIMEOUT_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfig();
  await databaseReachable(config);
  const app = await createApp(config);
  const logger = new Logger('Shop');
  const graceful = new GracefulShutdown(app, {
    drainTimeoutMs: DRAIN_TIMEOUT_MS,
    log: (message, details) => logger.log({ msg: message, ...details }),
  });
  graceful.install(app.getHttpServer());
  await app.listen(config.PORT, config.HOST);
  const storage = config.EVENTSTORE_URL
    ? 'EventStoreDB + PostgreSQL'
    : config.DATABASE_URL
      ? 'PostgreSQL'
      : `embedded PGlite in ${config.DATA_DIR}/`;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.log(`${signal}: draining requests, handing the job leases over, closing storage`);
      setTimeout(() => {
        logger.error({ msg: 'shutdown timed out; exiting', timeoutMs: SHUTDOWN_TIMEOUT_MS });
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
      graceful.shutdown().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ msg: 'shutdown failed', err: error });
          process.exit(1);
        },
      );
    });
  }
  logger.log(`Ticket shop on http://localhost:${config.PORT} (storage: ${storage}; API docs at /api/docs)`);
}

/**
 * A shop started while its database is away waits for it instead of exiting, as the worker does: an
 * orchestrator's restart loop would otherwise be the only thing bringing it back.
 */
async function databaseReachable(config: AppConfig): Promise<void> {
  const url = config.DATABASE_URL;
  if (!url) return;
  const logger = new Logger('Shop');
  await untilDatabaseReachable(() => answers(url), {
    onWait: (details) => logger.warn({ msg: 'database unreachable; trying again in a second', ...details }),
  });
}

async function answers(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

// A promise rejected with nobody to hear it is a bug, never a reason to stop serving: Node's default
// would end the process, and a database blip once took the shop down for good that way. Logged at
// error so it is seen and fixed (docs/operations.md, "Outages").
process.on('unhandledRejection', (reason: unknown) => {
  new Logger('Process').error({ msg: 'unhandled rejection; the shop keeps running', err: reason });
});

main().catch((error: unknown) => {
  // Before the logger exists, stderr is the only place to say why the shop cannot start.
  process.stderr.write(
    `${error instanceof ConfigurationError ? error.message : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exit(1);
});
