import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
  @ApiOkResponse({ type: StatisticsOverviewResponse })
  overview(): Promise<StatisticsOverviewResponse> {
    return this.queries.overview(new Date());
  }

  @Get('events')
  @ApiOkResponse({ type: PeriodEventStatisticsResponse })
  @ApiBadRequestResponse()
  events(@Query() query: StatisticsPeriodQuery): Promise<PeriodEventStatisticsResponse> {
    return this.queries.events(query, new Date());
  }

  @Get('users')
  @ApiOkResponse({ type: PeriodUserStatisticsResponse })
  @ApiBadRequestResponse()
  users(@Query() query: StatisticsPeriodQuery): Promise<PeriodUserStatisticsResponse> {
    return this.queries.users(query, new Date());
  }

  @Get('revenue')
  @ApiOkResponse({ type: RevenueStatisticsResponse })
  @ApiBadRequestResponse()
  revenue(@Query() query: RevenueStatisticsQuery): Promise<RevenueStatisticsResponse> {
    return this.queries.revenue(query, new Date());
  }
}
