import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { type Limit, RateLimits } from './rate-limits';

const TOO_MANY_EXPORTS = { lt: 'Per daug eksportų per trumpą laiką', en: 'Too many exports in a short time' };

/**
 * Every file export of the back-office (reports, orders, the audit log) reads a whole period and
 * renders a file, seconds of CPU and database each: together they take EXPORT_RATE_PER_ADDRESS per
 * client address per EXPORT_RATE_WINDOW_SECONDS, on the shared store, so a stuck script cannot take
 * the shop from its buyers by switching from one export to another or from one process to another.
 */
@Injectable()
export class ExportThrottle {
  private readonly exportsByAddress: Limit;

  constructor(@Inject(APP_CONFIG) config: AppConfig, limits: RateLimits) {
    this.exportsByAddress = limits.limit({
      keyPrefix: 'report-export-ip',
      points: config.EXPORT_RATE_PER_ADDRESS,
      duration: config.EXPORT_RATE_WINDOW_SECONDS,
    });
  }

  /** Counts one export of the caller, or throws 429 saying `what` there was too much of. */
  export(address: string, what: { lt: string; en: string } = TOO_MANY_EXPORTS): Promise<void> {
    return this.exportsByAddress.take(address, what);
  }
}
