import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { CatalogModule } from './catalog/catalog.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { IdentityModule } from './identity/identity.module';
import { MailModule } from './mail/mail.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { OrderingModule } from './ordering/ordering.module';
import { SeatInventoryModule } from './ordering/seat-inventory/seat-inventory';
import { HealthModule } from './health/health.module';
import { StorageModule } from './infrastructure/storage/storage.module';
import { ErrorFilter } from './shared/http/error.filter';
import { ReadYourWritesInterceptor } from './shared/http/read-your-writes.interceptor';
import { createValidationPipe } from './shared/http/validation.pipe';

const REQUEST_ID = /^[\w.-]{1,100}$/;

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        {
          module: ConfigHolder,
          global: true,
          providers: [{ provide: APP_CONFIG, useValue: config }],
          exports: [APP_CONFIG],
        },
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            // A caller's request id is kept so one id follows a request across services.
            genReqId: (request, response) => {
              const incoming = request.headers['x-request-id'];
              const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
              response.setHeader('x-request-id', id);
              return id;
            },
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            autoLogging: { ignore: (request) => request.url === '/api/health' || request.url === '/api/metrics' },
            ...(config.NODE_ENV === 'development' && process.stdout.isTTY
              ? { transport: { target: 'pino-pretty', options: { singleLine: true } } }
              : {}),
          },
        }),
        CqrsModule.forRoot(),
        StorageModule,
        MailModule.forRoot(config),
        HealthModule,
        IdentityModule,
        SeatInventoryModule,
        CatalogModule,
        OrderingModule,
        DashboardModule,
        NewsletterModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: ReadYourWritesInterceptor },
      ],
    };
  }
}

@Module({})
class ConfigHolder {}
