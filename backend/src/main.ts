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
  new Logger('Shop').log(`Ticket shop on http://localhost:${config.PORT} (storage: ${storage}; API docs at /api/docs)`);
}

main().catch((error: unknown) => {
  // Before the logger exists, stderr is the only place to say why the shop cannot start.
  process.stderr.write(
    `${error instanceof ConfigurationError ? error.message : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exit(1);
});
