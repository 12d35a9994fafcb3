import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { clientAddressOf } from '../identity/public-api';
import { ExportThrottle } from '../shared/rate-limits/export-throttle';
import { MAX_REPORT_MONTHS } from './report-query';

/** The longest period a report may cover without counting as an export: a year, as `last_year` reads. */
const LONG_REPORT_MONTHS = 12;

const TOO_MANY_LONG_REPORTS = {
  lt: 'Per daug ilgų ataskaitų per trumpą laiką',
  en: 'Too many long reports in a short time',
};

/** Months a custom period touches (`2021-01-05`–`2025-12-31`: 60); a named period is a year at most. */
function monthsOf(query: { period?: string; from?: string; to?: string }): number {
  if (query.period !== 'custom' || !query.from || !query.to) return 0;
  const [from, to] = [query.from, query.to];
  return (
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1
  );
}

/**
 * A report or statistics series of more than LONG_REPORT_MONTHS (up to 60 months, by day) reads and sums
 * as much of the ledger as an export does, and was not limited at all (issue 22): it counts against the
 * exports every client address may make (ExportThrottle: EXPORT_RATE_PER_ADDRESS per window, shared
 * with the report, orders and audit-log exports and by every shop process). Reports of a year or less,
 * which the screens ask for as filters change, are not counted.
 */
@Injectable()
export class LongReportThrottle {
  constructor(private readonly exports: ExportThrottle) {}

  /** Counts the read when it is long, or throws 429 with Retry-After. Called once the query is valid. */
  async read(query: { period?: string; from?: string; to?: string }, request: Request): Promise<void> {
    const months = monthsOf(query);
    // A period past MAX_REPORT_MONTHS is refused (400) by the report itself, and a refusal costs nothing.
    if (months > LONG_REPORT_MONTHS && months <= MAX_REPORT_MONTHS) {
      await this.exports.export(clientAddressOf(request), TOO_MANY_LONG_REPORTS);
    }
  }
}
