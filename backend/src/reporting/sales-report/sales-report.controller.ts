import { Controller, Get, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly } from '../../identity/public-api';
import { LongReportThrottle } from '../long-report-throttle';
import { ReportQuery } from '../report-query';
import { SalesReportQueries } from './sales-report.queries';
import { SalesReportResponse } from './sales-report.responses';

/** The reports screen: sales, refunds, events, categories and user growth of a period, at a log position. */
@ApiTags('admin: reports')
@AdminOnly()
@Controller('admin/reports')
export class SalesReportController {
  constructor(
    private readonly queries: SalesReportQueries,
    private readonly longReports: LongReportThrottle,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The sales report for a period' })
  @ApiOkResponse({ type: SalesReportResponse })
  @ApiBadRequestResponse({ description: 'An unknown period, a custom one without its days, a malformed as-of…' })
  @ApiTooManyRequestsResponse({ description: 'A period of more than 12 months past EXPORT_RATE_PER_ADDRESS' })
  async report(@Query() query: ReportQuery, @Req() request: Request): Promise<SalesReportResponse> {
    await this.longReports.read(query, request);
    return (await this.queries.report(query, new Date())).report;
  }
}
