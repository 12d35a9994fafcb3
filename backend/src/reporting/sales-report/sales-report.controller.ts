import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../identity/auth/access-decorators';
import { ReportQuery } from '../report-query';
import { SalesReportQueries } from './sales-report.queries';
import { SalesReportResponse } from './sales-report.responses';

/** The reports screen: sales, refunds, events, categories and user growth of a period, at a log position. */
@ApiTags('admin: reports')
@AdminOnly()
@Controller('admin/reports')
export class SalesReportController {
  constructor(private readonly queries: SalesReportQueries) {}

  @Get()
  @ApiOperation({ summary: 'The sales report for a period' })
  @ApiOkResponse({ type: SalesReportResponse })
  @ApiBadRequestResponse({ description: 'An unknown period, a custom one without its days, a malformed as-of…' })
  async report(@Query() query: ReportQuery): Promise<SalesReportResponse> {
    return (await this.queries.report(query, new Date())).report;
  }
}
