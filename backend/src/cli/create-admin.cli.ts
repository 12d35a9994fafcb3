import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { AppModule } from '../app.module';
import { ConfigurationError, loadConfig } from '../config/app-config';
import { checkCreateAdminOptions, CreateAdminCommand } from '../identity/public-api';
import { commandMetadata } from '../shared/event-sourcing/command-metadata';

const USAGE = `Usage: npm run admin:create -- --email admin@example.lt [--password '…'] [--first-name Vardas] [--last-name Pavardė]

Creates a verified super admin on the storage the environment names (DATABASE_URL, EVENTSTORE_URL,
or the embedded data in DATA_DIR, which the running shop locks: stop it first). An existing account
with that e-mail is promoted instead. Without --password a password is generated and printed once.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string', default: 'Administratorius' },
      'last-name': { type: 'string', default: 'Sistemos' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.email) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const options = {
    email: values.email,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  };
  // Checked before the storage opens, so a typo never touches (or locks) the data.
  checkCreateAdminOptions(options);
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DEMO_DATA: 'false',
    RUN_PROJECTIONS: 'false',
  });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    const result = await app
      .get(CommandBus)
      .execute(new CreateAdminCommand(options, commandMetadata({ kind: 'system', name: 'admin-cli' })));
    if (result.outcome === 'promoted') {
      process.stdout.write(`${values.email} already had an account: it is now a verified super admin.\n`);
    } else {
      process.stdout.write(`Created super admin ${values.email} (id ${result.userId}).\n`);
      if (result.generatedPassword) process.stdout.write(`Password (shown once): ${result.generatedPassword}\n`);
    }
    return 0;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigurationError || error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
