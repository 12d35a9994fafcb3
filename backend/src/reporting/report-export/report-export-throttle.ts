import { Injectable } from '@nestjs/common';
import { ExportThrottle } from '../../shared/rate-limits/export-throttle';

const TOO_MANY_EXPORTS = {
  lt: 'Per daug ataskaitų eksportų per trumpą laiką',
  en: 'Too many report exports in a short time',
};

/**
 * A report export reads the whole period from the ledger and renders a PDF or a workbook, seconds of
 * CPU each: it counts against the exports every client address may make (ExportThrottle, shared by
 * the order and audit-log exports and by every shop process), and says so in a report's words.
 */
@Injectable()
export class ReportExportThrottle {
  constructor(private readonly exports: ExportThrottle) {}

  export(address: string): Promise<void> {
    return this.exports.export(address, TOO_MANY_EXPORTS);
  }
}
