import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../identity/auth/access-decorators';
import { RevenueStatisticsQuery } from './statistics.requests';
import { StatisticsQueries } from './statistics.queries';
import { RevenueStatisticsResponse, StatisticsOverviewResponse } from './statistics.responses';

/** The dashboard's sales figures and revenue over time (events and users: the dashboard's own routes). */
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

  @Get('revenue')
  @ApiOkResponse({ type: RevenueStatisticsResponse })
  @ApiBadRequestResponse()
  revenue(@Query() query: RevenueStatisticsQuery): Promise<RevenueStatisticsResponse> {
    return this.queries.revenue(query, new Date());
  }
}
