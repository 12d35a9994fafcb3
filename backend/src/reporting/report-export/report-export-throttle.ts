import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { type Limit, RateLimits } from '../../shared/rate-limits/rate-limits';

const TOO_MANY_EXPORTS = {
  lt: 'Per daug ataskaitų eksportų per trumpą laiką',
  en: 'Too many report exports in a short time',
};

/**
 * A report export reads the whole period from the ledger and renders a PDF or a workbook, seconds of
 * CPU each: limited per client address, so a stuck script or a double-clicking admin cannot take the
 * shop's processor from its buyers. On the shop's shared store (RateLimits), so the limit holds
 * across shop processes (docs/operations.md).
 */
@Injectable()
export class ReportExportThrottle {
  private readonly exportsByAddress: Limit;

  constructor(@Inject(APP_CONFIG) config: AppConfig, limits: RateLimits) {
    this.exportsByAddress = limits.limit({
      keyPrefix: 'report-export-ip',
      points: config.EXPORT_RATE_PER_ADDRESS,
      duration: config.EXPORT_RATE_WINDOW_SECONDS,
    });
  }

  export(address: string): Promise<void> {
    return this.exportsByAddress.take(address, TOO_MANY_EXPORTS);
  }
}
