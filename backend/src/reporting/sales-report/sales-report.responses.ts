import { ApiProperty } from '@nestjs/swagger';
import { LocalizedTextResponse } from '../../shared/http/localized-text.response';
import { REPORT_PERIODS, type ReportPeriodKey } from '../report-query';

export class ReportPeriodResponse {
  @ApiProperty({ enum: REPORT_PERIODS }) key!: ReportPeriodKey;
  @ApiProperty({ format: 'date', description: 'First Vilnius day' }) from!: string;
  @ApiProperty({ format: 'date', description: 'Last Vilnius day, included' }) to!: string;
}

export class KeyIndicatorsResponse {
  @ApiProperty({ description: 'Sales less discounts plus payment fees, in cents' }) gross_revenue_cents!: number;
  @ApiProperty({ description: 'Refunds of sales confirmed by the provider, in cents' }) refunds_cents!: number;
  @ApiProperty() net_revenue_cents!: number;
  @ApiProperty({ description: 'Orders paid' }) orders!: number;
  @ApiProperty({ description: 'Tickets sold less those of fully refunded orders' }) tickets!: number;
  @ApiProperty({ description: 'Gross revenue per paid order, rounded to the cent' }) average_order_cents!: number;
  @ApiProperty({ description: 'Registered users at the end of the period' }) active_users!: number;
}

export class SalesMonthResponse {
  @ApiProperty({ example: '2026-03' }) month!: string;
  @ApiProperty() gross_revenue_cents!: number;
  @ApiProperty() refunds_cents!: number;
  @ApiProperty() net_revenue_cents!: number;
  @ApiProperty() orders!: number;
  @ApiProperty() average_order_cents!: number;
}

export class TopEventResponse {
  @ApiProperty() event_id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
  @ApiProperty() net_revenue_cents!: number;
  @ApiProperty() tickets!: number;
}

export class CategoryStatsResponse {
  @ApiProperty({ example: 'Concert' }) category!: string;
  @ApiProperty({ description: 'Events with sales or refunds in the period' }) events!: number;
  @ApiProperty() net_revenue_cents!: number;
}

export class UserGrowthResponse {
  @ApiProperty({ example: '2026-03' }) month!: string;
  @ApiProperty() new_users!: number;
  @ApiProperty() total_users!: number;
  @ApiProperty({ description: 'Percent versus the previous month, one decimal; 0 for the first' })
  growth_rate!: number;
}

export class LedgerKindResponse {
  @ApiProperty({ example: 'refund' }) kind!: string;
  @ApiProperty({ description: 'Signed: money in positive, money back negative' }) amount_cents!: number;
  @ApiProperty() entries!: number;
}

export class SalesReportResponse {
  @ApiProperty({ type: ReportPeriodResponse }) period!: ReportPeriodResponse;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'The as-of moment (UTC)' })
  as_of!: string | null;
  @ApiProperty({ description: 'The log position the figures were computed at, a decimal string' })
  position!: string;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ type: KeyIndicatorsResponse }) key_indicators!: KeyIndicatorsResponse;
  @ApiProperty({ type: SalesMonthResponse, isArray: true }) sales_by_month!: SalesMonthResponse[];
  @ApiProperty({ type: TopEventResponse, isArray: true }) top_events!: TopEventResponse[];
  @ApiProperty({ type: CategoryStatsResponse, isArray: true }) category_stats!: CategoryStatsResponse[];
  @ApiProperty({ type: UserGrowthResponse, isArray: true }) user_growth!: UserGrowthResponse[];
  @ApiProperty({
    type: LedgerKindResponse,
    isArray: true,
    description: 'Every kind of ledger entry of the period, late and duplicate payments held and returned included',
  })
  ledger!: LedgerKindResponse[];
}
