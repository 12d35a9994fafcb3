import { Controller, Get, HttpStatus, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly, clientAddressOf } from '../identity/public-api';
import { ShopSettings } from '../settings/public-api';
import { checkPeriod } from '../shared/http/list-query-rules';
import { languageOf } from '../shared/http/request-language';
import { AUDIT_EXPORT_CHUNK, auditExportFileName, writeAuditLogCsv } from './audit-log-export';
import { AuditLogQueries } from './audit-log.queries';
import { AuditLogFilters, ListAuditLogRequest } from './audit-log.requests';
import { AuditLogPageResponse } from './audit-log.responses';
import { ApiFileResponse } from '../shared/http/file-response';
import { ExportThrottle } from '../shared/rate-limits/export-throttle';

/**
 * The audit trail of money, read only: there is no route that changes or removes an entry, as the
 * entries are the log's own facts.
 */
@ApiTags('admin: audit log')
@AdminOnly()
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(
    private readonly queries: AuditLogQueries,
    private readonly settings: ShopSettings,
    private readonly exports: ExportThrottle,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The audit log, filtered and paged' })
  @ApiOkResponse({ type: AuditLogPageResponse })
  @ApiBadRequestResponse({ description: 'A filter that is not one: unknown action, a date not YYYY-MM-DD…' })
  list(@Query() request: ListAuditLogRequest): Promise<AuditLogPageResponse> {
    checkPeriod(request);
    return this.queries.list(request);
  }

  @Get('export')
  @ApiOperation({ summary: 'Export the filtered audit log as CSV' })
  @ApiFileResponse('audit-log-YYYY-MM-DD.csv (UTF-8 with BOM): every entry of the filter', 'text/csv')
  @ApiBadRequestResponse()
  @ApiTooManyRequestsResponse({ description: 'More than EXPORT_RATE_PER_ADDRESS exports in the window' })
  async export(@Query() filters: AuditLogFilters, @Req() request: Request, @Res() response: Response): Promise<void> {
    checkPeriod(filters);
    // Counted once the filters are known good (a refused query costs nothing), before any reading.
    await this.exports.export(clientAddressOf(request));
    response.status(HttpStatus.OK);
    const timeZone = this.settings.current().system.timezone;
    response.attachment(auditExportFileName(new Date(), timeZone));
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Cache-Control', 'private, no-store');
    try {
      const entries = this.queries.matching(filters, AUDIT_EXPORT_CHUNK);
      await writeAuditLogCsv(entries, { language: languageOf(request), timeZone }, response);
    } catch (error) {
      // Part of the file is on its way: a broken connection is the only honest way to say it is not whole.
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
