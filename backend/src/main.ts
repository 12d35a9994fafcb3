import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigurationError, loadConfig } from './config/app-config';
import { createApp } from './app';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.PORT, config.HOST);
  const storage = config.EVENTSTORE_URL
    ? 'EventStoreDB + PostgreSQL'
    : config.DATABASE_URL
      ? 'PostgreSQL'
      : `embedded PGlite in ${config.DATA_DIR}/`;
  const logger = new Logger('Shop');
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.log(`${signal}: finishing requests, stopping projections, closing storage`);
      // A hung close must not keep an orchestrator waiting for ever.
      setTimeout(() => process.exit(1), 15_000).unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  logger.log(`Ticket shop on http://localhost:${config.PORT} (storage: ${storage}; API docs at /api/docs)`);
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
