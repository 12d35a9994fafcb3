import { Global, Inject, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { acquireDataDirLock, allProjectors, openStorage, Projections, type Storage } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, EVENT_STORE, PROJECTIONS, STORAGE } from './storage.tokens';

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
  ],
  exports: [STORAGE, EVENT_STORE, DATABASE, PROJECTIONS],
})
export class StorageModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.projections.initialize();
    if (this.config.RUN_PROJECTIONS) this.projections.start();
    new Logger('Storage').log({
      msg: 'storage ready',
      mode: this.storage.mode,
      projections: this.config.RUN_PROJECTIONS,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.projections.stop();
    await this.storage.close();
  }
}
