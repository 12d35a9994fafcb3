import { ApiProperty } from '@nestjs/swagger';
import { TICKET_CURRENCIES } from '@ticketshop/projections';
import { shopCurrencyFirst } from '../shared/money/currency-totals';
import type { CurrencyFigures } from './finance-ledger.reader';

/** One currency's sales and refunds: money of another currency is in an entry of its own. */
export class CurrencyTotalsResponse {
  @ApiProperty({ enum: TICKET_CURRENCIES, example: 'EUR' }) currency!: string;
  @ApiProperty({ description: 'Sales less discounts plus payment fees, in cents', example: 612045 })
  gross_revenue_cents!: number;
  @ApiProperty({ description: 'Refunds of sales confirmed by the provider, in cents', example: 16437 })
  refunds_cents!: number;
  @ApiProperty({ example: 595608 }) net_revenue_cents!: number;
  @ApiProperty({ description: 'Orders paid in this currency', example: 143 }) orders!: number;
  @ApiProperty({ description: 'Tickets sold less those of fully refunded orders', example: 268 }) tickets!: number;
}

/** The ledger's figures per currency as answered: the shop's currency first and always, then the others. */
export function currencyTotalsResponse(
  figures: readonly CurrencyFigures[],
  shopCurrency: string,
): CurrencyTotalsResponse[] {
  const answered = figures.map((row) => ({
    currency: row.currency,
    gross_revenue_cents: row.grossCents,
    refunds_cents: row.refundsCents,
    net_revenue_cents: row.grossCents - row.refundsCents,
    orders: row.orders,
    tickets: row.tickets,
  }));
  return shopCurrencyFirst(answered, shopCurrency, (currency) => ({
    currency,
    gross_revenue_cents: 0,
    refunds_cents: 0,
    net_revenue_cents: 0,
    orders: 0,
    tickets: 0,
  }));
}
