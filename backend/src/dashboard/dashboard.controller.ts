import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../identity/public-api';
import { QueryWholeNumber } from '../shared/http/list-query-rules';
import { DashboardQueries } from './dashboard.queries';
import { ActivityListResponse } from './dashboard.responses';

export class ActivityRequest {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 50,
    default: 10,
    description: 'How many recent entries',
  })
  @QueryWholeNumber(1, 50)
  limit = 10;
}

/** The dashboard's recent activity; its statistics are `reporting/statistics/`. */
@ApiTags('admin: dashboard')
@AdminOnly()
@Controller('admin')
export class DashboardController {
  constructor(private readonly queries: DashboardQueries) {}

  @Get('activity')
  @ApiOperation({ summary: 'Recent activity of the shop' })
  @ApiOkResponse({ type: ActivityListResponse })
  async activity(@Query() request: ActivityRequest): Promise<ActivityListResponse> {
    return { data: await this.queries.recentActivity(request.limit) };
  }
}
