import { Module } from '@nestjs/common';
import { PublicReadsModule } from '../shared/http/public-reads/public-reads.module';
import { HealthController } from './health.controller';
import { HealthReads } from './health-reads';
import { JobsHealth } from './jobs-health';
import { MetricsAccessGuard } from './metrics-access';
import { ProjectionMetrics } from './projection-metrics';
import { ReadinessCheck } from './readiness-check';

@Module({
  imports: [PublicReadsModule],
  controllers: [HealthController],
  providers: [ProjectionMetrics, MetricsAccessGuard, ReadinessCheck, HealthReads, JobsHealth],
})
export class HealthModule {}
