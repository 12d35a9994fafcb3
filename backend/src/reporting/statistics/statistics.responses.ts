import { ApiProperty } from '@nestjs/swagger';
import { EventStatisticsResponse, UserStatisticsResponse } from '../../dashboard/dashboard.responses';
import { ReportPeriodResponse } from '../sales-report/sales-report.responses';
import { SERIES_UNITS } from './statistics.requests';

export class SalesOverviewResponse {
  @ApiProperty() gross_revenue_cents!: number;
  @ApiProperty() refunds_cents!: number;
  @ApiProperty() net_revenue_cents!: number;
  @ApiProperty({ description: 'Orders paid' }) completed_orders!: number;
  @ApiProperty({ description: 'Orders placed and waiting for their payment' }) pending_orders!: number;
}

export class StatisticsOverviewResponse {
  @ApiProperty({ description: 'The finance ledger position the sales were computed at' }) position!: string;
  @ApiProperty({ enum: ['EUR'] }) currency!: 'EUR';
  @ApiProperty({ type: SalesOverviewResponse }) sales!: SalesOverviewResponse;
  @ApiProperty({ type: EventStatisticsResponse }) events!: EventStatisticsResponse;
  @ApiProperty({ type: UserStatisticsResponse }) users!: UserStatisticsResponse;
}

export class RevenueBucketResponse {
  @ApiProperty({ example: '2026-03', description: 'YYYY-MM, or YYYY-MM-DD of the day or of the week’s Monday' })
  bucket!: string;
  @ApiProperty() gross_revenue_cents!: number;
  @ApiProperty() refunds_cents!: number;
  @ApiProperty() net_revenue_cents!: number;
  @ApiProperty() orders!: number;
  @ApiProperty() tickets!: number;
}

export class RevenueStatisticsResponse {
  @ApiProperty({ type: ReportPeriodResponse }) period!: ReportPeriodResponse;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) as_of!: string | null;
  @ApiProperty() position!: string;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ enum: SERIES_UNITS }) group_by!: string;
  @ApiProperty({
    type: RevenueBucketResponse,
    isArray: true,
    description: 'Every bucket of the period, zeros included',
  })
  data!: RevenueBucketResponse[];
}

export class PeriodEventStatisticsResponse extends EventStatisticsResponse {
  @ApiProperty({ type: ReportPeriodResponse, required: false, description: 'Only when a period was asked for' })
  period?: ReportPeriodResponse;
  @ApiProperty({ required: false, description: 'The finance ledger position of with_sales' }) position?: string;
  @ApiProperty({ required: false, description: 'Events with sales or refunds in the period' }) with_sales?: number;
}

export class PeriodUserStatisticsResponse extends UserStatisticsResponse {
  @ApiProperty({ type: ReportPeriodResponse, required: false, description: 'Only when a period was asked for' })
  period?: ReportPeriodResponse;
  @ApiProperty({ required: false, description: 'The finance ledger position of the period’s figures' })
  position?: string;
  @ApiProperty({ required: false, description: 'Registrations within the period' }) new_users?: number;
  @ApiProperty({ required: false, description: 'Registered users at the end of the period' }) total_users?: number;
}
