import { ApiProperty } from '@nestjs/swagger';
import { EventCountsResponse, UserStatisticsResponse } from '../../dashboard/public-api';
import { ReportPeriodResponse } from '../sales-report/sales-report.responses';
import { SERIES_UNITS } from './statistics.requests';
import { CurrencyTotalsResponse } from '../currency-totals.response';

export class SalesOverviewResponse {
  @ApiProperty({
    type: CurrencyTotalsResponse,
    isArray: true,
    description:
      "Every order's money so far, one entry per currency sold, never added across; the shop's currency first, always there",
  })
  totals!: CurrencyTotalsResponse[];
  @ApiProperty({ description: 'Orders paid, in every currency', example: 143 }) completed_orders!: number;
  @ApiProperty({ description: 'Orders placed and waiting for their payment', example: 3 }) pending_orders!: number;
}

export class StatisticsOverviewResponse {
  @ApiProperty({ description: 'The finance ledger position the sales were computed at', example: '48213' })
  position!: string;
  @ApiProperty({ type: SalesOverviewResponse }) sales!: SalesOverviewResponse;
  @ApiProperty({ type: EventCountsResponse }) events!: EventCountsResponse;
  @ApiProperty({ type: UserStatisticsResponse }) users!: UserStatisticsResponse;
}

export class RevenueBucketResponse {
  @ApiProperty({ example: '2026-03', description: 'YYYY-MM, or YYYY-MM-DD of the day or of the week’s Monday' })
  bucket!: string;
  @ApiProperty({ example: 204015 }) gross_revenue_cents!: number;
  @ApiProperty({ example: 5479 }) refunds_cents!: number;
  @ApiProperty({ example: 198536 }) net_revenue_cents!: number;
  @ApiProperty({ example: 48 }) orders!: number;
  @ApiProperty({ example: 90 }) tickets!: number;
}

export class RevenueStatisticsResponse {
  @ApiProperty({ type: ReportPeriodResponse }) period!: ReportPeriodResponse;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null }) as_of!: string | null;
  @ApiProperty({ example: '48213' }) position!: string;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ enum: SERIES_UNITS, example: 'month' }) group_by!: string;
  @ApiProperty({
    type: RevenueBucketResponse,
    isArray: true,
    description: 'Every bucket of the period, zeros included',
  })
  data!: RevenueBucketResponse[];
}

export class PeriodEventStatisticsResponse extends EventCountsResponse {
  @ApiProperty({ type: ReportPeriodResponse, required: false, description: 'Only when a period was asked for' })
  period?: ReportPeriodResponse;
  @ApiProperty({ required: false, description: 'The finance ledger position of with_sales', example: '48213' })
  position?: string;
  @ApiProperty({ required: false, description: 'Events with sales or refunds in the period', example: 12 })
  with_sales?: number;
}

export class PeriodUserStatisticsResponse extends UserStatisticsResponse {
  @ApiProperty({ type: ReportPeriodResponse, required: false, description: 'Only when a period was asked for' })
  period?: ReportPeriodResponse;
  @ApiProperty({
    required: false,
    description: 'The finance ledger position of the period’s figures',
    example: '48213',
  })
  position?: string;
  @ApiProperty({ required: false, description: 'Registrations within the period', example: 9 }) new_users?: number;
  @ApiProperty({ required: false, description: 'Registered users at the end of the period', example: 57 })
  total_users?: number;
}
