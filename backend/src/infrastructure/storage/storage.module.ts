import {
  Global,
  Inject,
  Logger,
  Module,
  type BeforeApplicationShutdown,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import {
  acquireDataDirLock,
  allProjectors,
  defaultInstanceName,
  JobLeases,
  openStorage,
  Projections,
  type Storage,
} from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, EVENT_STORE, JOB_LEASES, PROJECTIONS, STORAGE } from './storage.tokens';

@Global()
@Module({
  providers: [
    {
      provide: STORAGE,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<Storage> => {
        if (!config.DATABASE_URL) acquireDataDirLock(config.DATA_DIR);
        return openStorage({
          dataDir: config.DATA_DIR,
          ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
          ...(config.EVENTSTORE_URL ? { eventStoreUrl: config.EVENTSTORE_URL } : {}),
        });
      },
    },
    { provide: EVENT_STORE, inject: [STORAGE], useFactory: (storage: Storage) => storage.store },
    { provide: DATABASE, inject: [STORAGE], useFactory: (storage: Storage) => storage.database },
    {
      provide: PROJECTIONS,
      inject: [STORAGE],
      useFactory: (storage: Storage) => {
        const logger = new Logger('Projections');
        return new Projections(storage.database, storage.store, allProjectors, {
          logger: {
            info: (message, details) => logger.log({ msg: message, ...details }),
            error: (message, details) => logger.error({ msg: message, ...details }),
          },
        });
      },
    },
    {
      // One runner per background job across every shop process and worker on the database: each job
      // runs where its lease is held (projections/src/runner/job-lease.ts). The leases live in
      // PostgreSQL (the read models' database) in EventStoreDB mode too; on PGlite they are simply held.
      provide: JOB_LEASES,
      inject: [STORAGE, APP_CONFIG],
      useFactory: (storage: Storage, config: AppConfig) => {
        const logger = new Logger('Jobs');
        return JobLeases.open(storage.database, {
          ...(config.DATABASE_URL ? { url: config.DATABASE_URL } : {}),
          instance: config.INSTANCE_NAME ?? defaultInstanceName(),
          logger: {
            info: (message, details) => logger.log({ msg: message, ...details }),
            error: (message, details) => logger.error({ msg: message, ...details }),
          },
        });
      },
    },
  ],
  exports: [STORAGE, EVENT_STORE, DATABASE, PROJECTIONS, JOB_LEASES],
})
export class StorageModule implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(JOB_LEASES) private readonly leases: JobLeases,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.projections.initialize();
    // Every projection is declared here (so health can say who runs it); RUN_PROJECTIONS=false only
    // keeps this process from taking their leases.
    for (const { name, work } of this.projections.jobs())
      this.leases.add(name, work, { runsHere: this.config.RUN_PROJECTIONS });
    this.leases.start();
    new Logger('Storage').log({
      msg: 'storage ready',
      mode: this.storage.mode,
      projections: this.config.RUN_PROJECTIONS,
      instance: this.leases.instance,
    });
  }

  /**
   * Before any module's shutdown hook: every job this process runs stops (each awaited) and its lease
   * is given back, so another process takes over on its next poll while the database is still open.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.leases.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.leases.close();
    await this.projections.stop();
    await this.storage.close();
  }
}
