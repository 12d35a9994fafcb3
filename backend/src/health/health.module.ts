import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { MetricsAccessGuard } from './metrics-access';
import { ProjectionMetrics } from './projection-metrics';
import { ReadinessCheck } from './readiness-check';

@Module({ controllers: [HealthController], providers: [ProjectionMetrics, MetricsAccessGuard, ReadinessCheck] })
export class HealthModule {}
