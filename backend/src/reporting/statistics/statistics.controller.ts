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
import { RevenueStatisticsQuery, StatisticsPeriodQuery } from './statistics.requests';
import { StatisticsQueries } from './statistics.queries';
import {
  PeriodEventStatisticsResponse,
  PeriodUserStatisticsResponse,
  RevenueStatisticsResponse,
  StatisticsOverviewResponse,
} from './statistics.responses';

/** The dashboard's figures: sales from the finance ledger, events and users counted, revenue over time. */
@ApiTags('admin: dashboard')
@AdminOnly()
@Controller('admin/statistics')
export class StatisticsController {
  constructor(
    private readonly queries: StatisticsQueries,
    private readonly longReports: LongReportThrottle,
  ) {}

  @Get('overview')
  @ApiOperation({ summary: 'Overview figures: sales and users' })
  @ApiOkResponse({ type: StatisticsOverviewResponse })
  overview(): Promise<StatisticsOverviewResponse> {
    return this.queries.overview(new Date());
  }

  @Get('events')
  @ApiOperation({ summary: 'Events’ figures for a period' })
  @ApiOkResponse({ type: PeriodEventStatisticsResponse })
  @ApiBadRequestResponse()
  @ApiTooManyRequestsResponse({ description: 'A period of more than 12 months past EXPORT_RATE_PER_ADDRESS' })
  async events(@Query() query: StatisticsPeriodQuery, @Req() request: Request): Promise<PeriodEventStatisticsResponse> {
    await this.longReports.read(query, request);
    return this.queries.events(query, new Date());
  }

  @Get('users')
  @ApiOperation({ summary: 'Users’ figures for a period' })
  @ApiOkResponse({ type: PeriodUserStatisticsResponse })
  @ApiBadRequestResponse()
  @ApiTooManyRequestsResponse({ description: 'A period of more than 12 months past EXPORT_RATE_PER_ADDRESS' })
  async users(@Query() query: StatisticsPeriodQuery, @Req() request: Request): Promise<PeriodUserStatisticsResponse> {
    await this.longReports.read(query, request);
    return this.queries.users(query, new Date());
  }

  @Get('revenue')
  @ApiOperation({ summary: 'Revenue for a period, by day, week or month' })
  @ApiOkResponse({ type: RevenueStatisticsResponse })
  @ApiBadRequestResponse()
  @ApiTooManyRequestsResponse({ description: 'A period of more than 12 months past EXPORT_RATE_PER_ADDRESS' })
  async revenue(@Query() query: RevenueStatisticsQuery, @Req() request: Request): Promise<RevenueStatisticsResponse> {
    await this.longReports.read(query, request);
    return this.queries.revenue(query, new Date());
  }
}
