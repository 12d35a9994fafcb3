import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { AdminOnly } from '../identity/auth/access-decorators';
import { messages } from '../shared/http/validation-messages';
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
  @IsOptional()
  @Type(() => Number)
  @IsInt(messages.isInt)
  @Min(1, messages.min)
  @Max(50, messages.max)
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
