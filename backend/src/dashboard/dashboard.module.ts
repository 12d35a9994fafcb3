import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { DashboardController } from './dashboard.controller';
import { DashboardQueries } from './dashboard.queries';

@Module({
  imports: [IdentityModule],
  controllers: [DashboardController],
  providers: [DashboardQueries],
})
export class DashboardModule {}
