import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { ProjectionMetrics } from './projection-metrics';

@Module({ controllers: [HealthController], providers: [ProjectionMetrics] })
export class HealthModule {}
