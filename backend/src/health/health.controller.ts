import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Projections, ProjectionStatus, Storage } from '@ticketshop/projections';
import { PROJECTIONS, STORAGE } from '../infrastructure/storage/storage.tokens';
import { MetricsAccessGuard } from './metrics-access';
import { ProjectionMetrics } from './projection-metrics';
import { Public } from '../identity/auth/access-decorators';

class ProjectionHealth {
  @ApiProperty() name!: string;
  @ApiProperty() version!: number;
  @ApiProperty() generation!: number;
  @ApiProperty({ description: 'Checkpoint: the last log position applied' }) position!: string;
  @ApiProperty() head!: string;
  @ApiProperty({ description: 'Events behind the head of the log' }) lag!: number;
  @ApiProperty() state!: string;
  @ApiProperty({ required: false }) lastError?: string;
}

class HealthResponse {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ enum: ['embedded', 'server', 'production'] }) storage!: string;
  @ApiProperty({ type: [ProjectionHealth] }) projections!: ProjectionStatus[];
}

@ApiTags('operations')
@Public()
@Controller()
export class HealthController {
  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(PROJECTIONS) private readonly projections: Projections,
    private readonly metrics: ProjectionMetrics,
  ) {}

  @Get('health')
  @ApiOkResponse({ type: HealthResponse })
  async health(): Promise<HealthResponse> {
    const projections = await this.projections.status();
    const failing = projections.some((p) => p.state === 'retrying');
    return { status: failing ? 'degraded' : 'ok', storage: this.storage.mode, projections };
  }

  @Get('metrics')
  @UseGuards(MetricsAccessGuard)
  @Header('Content-Type', 'text/plain; version=0.0.4')
  @ApiBearerAuth()
  @ApiUnauthorizedResponse({ description: 'METRICS_TOKEN is set and was not presented' })
  @ApiNotFoundResponse({ description: 'Production without METRICS_TOKEN: the metrics are not served' })
  metricsText(): Promise<string> {
    return this.metrics.render();
  }
}
