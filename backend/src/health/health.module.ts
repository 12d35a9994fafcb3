import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { MetricsAccessGuard } from './metrics-access';
import { ProjectionMetrics } from './projection-metrics';

@Module({ controllers: [HealthController], providers: [ProjectionMetrics, MetricsAccessGuard] })
export class HealthModule {}
