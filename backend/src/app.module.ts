import { Module, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { AuditModule } from './audit/audit.module';
import { CatalogModule } from './catalog/catalog.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { IdentityModule } from './identity/identity.module';
import { MailModule } from './mail/mail.module';
import { InvoicingModule } from './invoicing/invoicing.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { OrderingModule } from './ordering/ordering.module';
import { RefundsModule } from './refunds/refunds.module';
import { ReportingModule } from './reporting/reporting.module';
import { SettingsModule } from './settings/settings.module';
import { SeatInventoryModule } from './ordering/seat-inventory/seat-inventory';
import { HealthModule } from './health/health.module';
import { StorageModule } from './infrastructure/storage/storage.module';
import { RateLimitsModule } from './shared/rate-limits/rate-limits.module';
import { ErrorFilter } from './shared/http/error.filter';
import { ReadYourWritesMiddleware } from './shared/http/read-your-writes.middleware';
import { RequestIdMiddleware } from './shared/http/request-id';
import { requestLogOptions } from './shared/http/request-log';
import { createValidationPipe } from './shared/http/validation.pipe';
import { QueryKeysInterceptor } from './shared/http/query-keys.interceptor';

@Module({})
export class AppModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestIdMiddleware, ReadYourWritesMiddleware).forRoutes('*');
  }

  static forRoot(config: AppConfig, logDestination?: DestinationStream): DynamicModule {
    const pinoHttp = {
      ...requestLogOptions(config),
      ...(config.NODE_ENV === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { singleLine: true } } }
        : {}),
    };
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
          pinoHttp: logDestination ? [pinoHttp, logDestination] : pinoHttp,
          // A silent shop builds no request loggers: no per-request child logger, and no async context
          // that would hook every promise of the process.
          ...(config.LOG_LEVEL === 'silent' ? { forRoutes: [] } : {}),
        }),
        CqrsModule.forRoot(),
        StorageModule,
        RateLimitsModule,
        SettingsModule,
        MailModule.forRoot(config),
        HealthModule,
        IdentityModule,
        SeatInventoryModule,
        CatalogModule,
        OrderingModule,
        RefundsModule,
        InvoicingModule,
        DashboardModule,
        ReportingModule,
        AuditModule,
        NewsletterModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: QueryKeysInterceptor },
      ],
    };
  }
}

@Module({})
class ConfigHolder {}
