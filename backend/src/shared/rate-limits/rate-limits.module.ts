import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ExportThrottle } from './export-throttle';
import { PasswordRecheckThrottle } from './password-recheck-throttle';
import { RateLimits } from './rate-limits';

/** The limits' store, opened once per process before any throttle makes its limits. */
@Global()
@Module({
  providers: [
    {
      provide: RateLimits,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        RateLimits.open({
          ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
          ...(config.REDIS_URL ? { redisUrl: config.REDIS_URL } : {}),
        }),
    },
    PasswordRecheckThrottle,
    ExportThrottle,
  ],
  exports: [RateLimits, PasswordRecheckThrottle, ExportThrottle],
})
export class RateLimitsModule {}
