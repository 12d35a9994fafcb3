import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../identity/auth/access-decorators';
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
  constructor(private readonly queries: StatisticsQueries) {}

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
  events(@Query() query: StatisticsPeriodQuery): Promise<PeriodEventStatisticsResponse> {
    return this.queries.events(query, new Date());
  }

  @Get('users')
  @ApiOperation({ summary: 'Users’ figures for a period' })
  @ApiOkResponse({ type: PeriodUserStatisticsResponse })
  @ApiBadRequestResponse()
  users(@Query() query: StatisticsPeriodQuery): Promise<PeriodUserStatisticsResponse> {
    return this.queries.users(query, new Date());
  }

  @Get('revenue')
  @ApiOperation({ summary: 'Revenue for a period, by day, week or month' })
  @ApiOkResponse({ type: RevenueStatisticsResponse })
  @ApiBadRequestResponse()
  revenue(@Query() query: RevenueStatisticsQuery): Promise<RevenueStatisticsResponse> {
    return this.queries.revenue(query, new Date());
  }
}
