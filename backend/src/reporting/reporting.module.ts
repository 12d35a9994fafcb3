import { Module } from '@nestjs/common';
import { DashboardQueries } from '../dashboard/public-api';
import { IdentityModule } from '../identity/identity.module';
import { FinanceLedgerReader } from './finance-ledger.reader';
import { LongReportThrottle } from './long-report-throttle';
import { ReportExportController } from './report-export/report-export.controller';
import { ReportExportThrottle } from './report-export/report-export-throttle';
import { SalesReportController } from './sales-report/sales-report.controller';
import { SalesReportQueries } from './sales-report/sales-report.queries';
import { StatisticsController } from './statistics/statistics.controller';
import { StatisticsQueries } from './statistics/statistics.queries';

/** Reports and statistics from the finance ledger (docs/finance.md). */
@Module({
  imports: [IdentityModule],
  controllers: [SalesReportController, ReportExportController, StatisticsController],
  providers: [
    FinanceLedgerReader,
    LongReportThrottle,
    ReportExportThrottle,
    SalesReportQueries,
    StatisticsQueries,
    DashboardQueries,
  ],
})
export class ReportingModule {}
