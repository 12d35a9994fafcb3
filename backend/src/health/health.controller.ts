import { Controller, Get, Header, Headers, HttpStatus, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiSecurity,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { ProjectionStatus } from '@ticketshop/projections';
import type { Response } from 'express';
import { METRICS_TOKEN_SCHEME, MetricsAccessGuard } from './metrics-access';
import { JobHealth, JobsHealth } from './jobs-health';
import { ProjectionMetrics } from './projection-metrics';
import { ReadinessCheck } from './readiness-check';
import { Public } from '../identity/public-api';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../shared/http/error.filter';
import { MIN_POSITION_HEADER } from '../shared/http/read-your-writes.middleware';

class ProjectionHealth {
  @ApiProperty({ example: 'catalog' }) name!: string;
  @ApiProperty({ example: 3 }) version!: number;
  @ApiProperty({ example: 1 }) generation!: number;
  @ApiProperty({ description: 'Checkpoint: the last log position applied', example: '48213' }) position!: string;
  @ApiProperty({ example: '48213' }) head!: string;
  @ApiProperty({ description: 'Events behind the head of the log', example: 0 }) lag!: number;
  @ApiProperty({ example: 'live' }) state!: string;
  @ApiProperty({ required: false, description: 'Why the projection last failed; absent while it runs well' })
  lastError?: string;
}

class LivenessResponse {
  @ApiProperty({ enum: ['ok'], example: 'ok' }) status!: 'ok';
}

class ReadinessResponse {
  @ApiProperty({ enum: ['ready', 'unavailable'], example: 'ready' }) status!: 'ready' | 'unavailable';
}

class HealthResponse {
  @ApiProperty({ enum: ['ok', 'degraded'], example: 'ok' }) status!: 'ok' | 'degraded';
  @ApiProperty({ enum: ['embedded', 'server', 'production'], example: 'server' }) storage!: string;
  @ApiProperty({ type: [ProjectionHealth] }) projections!: ProjectionStatus[];
  @ApiProperty({
    type: [JobHealth],
    description: 'Each background job and the process running it; `degraded` when one runs nowhere',
  })
  jobs!: JobHealth[];
}

@ApiTags('operations')
@Public()
@Controller()
export class HealthController {
  constructor(
    private readonly readiness: ReadinessCheck,
    private readonly metrics: ProjectionMetrics,
    private readonly jobs: JobsHealth,
  ) {}

  /** The figures of the last readiness check; a reader that waited for a position gets fresh ones. */
  @Get('health')
  @ApiHeader({
    name: MIN_POSITION_HEADER,
    required: false,
    description: 'A log position the answer must have seen: the checks run again instead of reusing the last',
  })
  @ApiOperation({ summary: 'The shop’s health: storage and each projection’s checkpoint and lag' })
  @ApiOkResponse({ type: HealthResponse })
  async health(@Headers(MIN_POSITION_HEADER) minPosition?: string): Promise<HealthResponse> {
    const fresh = minPosition !== undefined;
    return this.jobs.addTo(await this.readiness.current(fresh), fresh);
  }

  /** Liveness: the process answers. No database round trip, so a slow database never gets the process restarted. */
  @Get('health/live')
  @ApiOperation({ summary: 'Liveness: the process answers' })
  @ApiOkResponse({ type: LivenessResponse })
  live(): LivenessResponse {
    return { status: 'ok' };
  }

  /**
   * Readiness: the database answered the last check (reused for HEALTH_CHECK_CACHE_MS), and no query
   * of the process has found it away since.
   */
  @Get('health/ready')
  @ApiOperation({ summary: 'Readiness: the database answered the last check' })
  @ApiOkResponse({ type: ReadinessResponse })
  @ApiServiceUnavailableResponse({ type: ReadinessResponse, description: 'The database did not answer' })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessResponse> {
    try {
      await this.readiness.current();
      return { status: 'ready' };
    } catch {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return { status: 'unavailable' };
    }
  }

  @Get('metrics')
  @ApiOperation({ summary: 'Prometheus metrics (text format)' })
  @UseGuards(MetricsAccessGuard)
  @Header('Content-Type', 'text/plain; version=0.0.4')
  @ApiBearerAuth(METRICS_TOKEN_SCHEME)
  // Outside production, and without METRICS_TOKEN set, the guard lets anyone read them.
  @ApiSecurity({})
  @ApiUnauthorizedResponse({ description: 'METRICS_TOKEN is set and was not presented' })
  @ApiNotFoundResponse({ description: 'Production without METRICS_TOKEN: the metrics are not served' })
  metricsText(): Promise<string> {
    return this.metrics.render();
  }
}
