import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TooManyAttemptsException } from '../../identity/auth/login-throttle';

const TOO_MANY_EXPORTS = {
  lt: 'Per daug ataskaitų eksportų per trumpą laiką',
  en: 'Too many report exports in a short time',
};

/**
 * A report export reads the whole period from the ledger and renders a PDF or a workbook, seconds of
 * CPU each: limited per client address, so a stuck script or a double-clicking admin cannot take the
 * shop's processor from its buyers. In memory, like the order and login throttles (docs/operations.md).
 */
@Injectable()
export class ReportExportThrottle {
  private readonly exportsByAddress: RateLimiterMemory;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.exportsByAddress = new RateLimiterMemory({
      keyPrefix: 'report-export-ip',
      points: config.EXPORT_RATE_PER_ADDRESS,
      duration: config.EXPORT_RATE_WINDOW_SECONDS,
    });
  }

  async export(address: string): Promise<void> {
    try {
      await this.exportsByAddress.consume(address);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new TooManyAttemptsException(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), TOO_MANY_EXPORTS);
      }
      throw rejection;
    }
  }
}
