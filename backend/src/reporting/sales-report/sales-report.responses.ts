import { ApiProperty } from '@nestjs/swagger';
import { TICKET_CURRENCIES } from '@ticketshop/projections';
import { LocalizedTextResponse } from '../../shared/http/localized-text.response';
import { REPORT_PERIODS, type ReportPeriodKey } from '../report-query';
import { CurrencyTotalsResponse } from '../currency-totals.response';

export class ReportPeriodResponse {
  @ApiProperty({ enum: REPORT_PERIODS, example: 'last_3_months' }) key!: ReportPeriodKey;
  @ApiProperty({ format: 'date', description: 'First Vilnius day', example: '2026-09-01' }) from!: string;
  @ApiProperty({ format: 'date', description: 'Last Vilnius day, included', example: '2026-11-26' }) to!: string;
}

export class KeyIndicatorsResponse {
  @ApiProperty({ description: 'Sales less discounts plus payment fees, in cents', example: 612045 })
  gross_revenue_cents!: number;
  @ApiProperty({ description: 'Refunds of sales confirmed by the provider, in cents', example: 16437 })
  refunds_cents!: number;
  @ApiProperty({ example: 595608 }) net_revenue_cents!: number;
  @ApiProperty({ description: 'Orders paid', example: 143 }) orders!: number;
  @ApiProperty({ description: 'Tickets sold less those of fully refunded orders', example: 268 }) tickets!: number;
  @ApiProperty({ description: 'Gross revenue per paid order, rounded to the cent', example: 4280 })
  average_order_cents!: number;
  @ApiProperty({ description: 'Registered users at the end of the period', example: 57 }) active_users!: number;
}

export class SalesMonthResponse {
  @ApiProperty({ example: '2026-03' }) month!: string;
  @ApiProperty({ example: 204015 }) gross_revenue_cents!: number;
  @ApiProperty({ example: 5479 }) refunds_cents!: number;
  @ApiProperty({ example: 198536 }) net_revenue_cents!: number;
  @ApiProperty({ example: 48 }) orders!: number;
  @ApiProperty({ example: 4250 }) average_order_cents!: number;
}

export class TopEventResponse {
  @ApiProperty({ example: '3f6c1e2a-8b4d-4c7e-9a12-5d0b7e4f2c81' }) event_id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
  @ApiProperty({ example: 539820 }) net_revenue_cents!: number;
  @ApiProperty({ example: 180 }) tickets!: number;
}

export class CategoryStatsResponse {
  @ApiProperty({ example: 'Concert' }) category!: string;
  @ApiProperty({ description: 'Events with sales or refunds in the period', example: 6 }) events!: number;
  @ApiProperty({ example: 480310 }) net_revenue_cents!: number;
}

export class UserGrowthResponse {
  @ApiProperty({ example: '2026-03' }) month!: string;
  @ApiProperty({ example: 9 }) new_users!: number;
  @ApiProperty({ example: 57 }) total_users!: number;
  @ApiProperty({ description: 'Percent versus the previous month, one decimal; 0 for the first', example: 18.8 })
  growth_rate!: number;
}

export class LedgerKindResponse {
  @ApiProperty({ example: 'refund' }) kind!: string;
  @ApiProperty({ description: 'Signed: money in positive, money back negative', example: 612045 })
  amount_cents!: number;
  @ApiProperty({ example: 143 }) entries!: number;
}

export class SalesReportResponse {
  @ApiProperty({ type: ReportPeriodResponse }) period!: ReportPeriodResponse;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'The as-of moment (UTC)',
    example: null,
  })
  as_of!: string | null;
  @ApiProperty({ description: 'The log position the figures were computed at, a decimal string', example: '48213' })
  position!: string;
  @ApiProperty({
    enum: TICKET_CURRENCIES,
    example: 'EUR',
    description: "The currency every figure below `totals` is in: the one asked, else the shop's",
  })
  currency!: string;
  @ApiProperty({
    type: CurrencyTotalsResponse,
    isArray: true,
    description:
      "The period's sales and refunds per currency, never added across: the shop's currency first and always, then every other with sales or refunds in the period",
  })
  totals!: CurrencyTotalsResponse[];
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
