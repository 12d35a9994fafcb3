import { Injectable } from '@nestjs/common';
import { CATEGORIES } from '@ticketshop/projections';
import { FinanceLedgerReader, type LedgerSlice } from '../finance-ledger.reader';
import { reportPeriodOf, type ReportQuery } from '../report-query';
import type { SalesReportResponse, UserGrowthResponse } from './sales-report.responses';
import { currencyTotalsResponse } from '../currency-totals.response';

const TOP_EVENTS = 10;

/**
 * A report, the moment its position stands for (exported files are dated with it) and the time zone
 * its days were read in, which its files write times in.
 */
export interface SalesReport {
  report: SalesReportResponse;
  moment: Date;
  timeZone: string;
}

const average = (cents: number, orders: number) => (orders === 0 ? 0 : Math.round(cents / orders));

/** Percent change of `total` over `previous`, one decimal; 0 when there was nobody to grow from. */
const growthRate = (previous: number, total: number) =>
  previous === 0 ? 0 : Math.round(((total - previous) / previous) * 1000) / 10;

/** The reports screen's figures, all from the finance ledger, at one log position. */
@Injectable()
export class SalesReportQueries {
  constructor(private readonly ledger: FinanceLedgerReader) {}

  async report(query: ReportQuery, now: Date): Promise<SalesReport> {
    const timeZone = this.ledger.timeZone;
    const period = reportPeriodOf(query, now, timeZone);
    const { position, moment: asOf } = await this.ledger.asOf(query);
    const currency = query.currency ?? this.ledger.shopCurrency;
    const slice: LedgerSlice = { currency, position, from: period.from, to: period.to };
    const [months, kinds, events, registrations, moment, totals] = await Promise.all([
      this.ledger.series(slice),
      this.ledger.kinds(slice),
      this.ledger.events(slice),
      this.ledger.registrations(slice),
      this.ledger.momentOf(position),
      this.ledger.currencyTotals(slice),
    ]);
    const namings = await this.ledger.namings(
      events.map((event) => event.catalogEventId),
      position,
    );

    const byMonth = new Map(months.map((figures) => [figures.bucket, figures]));
    const salesByMonth = period.months.map((month) => {
      const figures = byMonth.get(month);
      const gross = figures?.grossCents ?? 0;
      const refunds = figures?.refundsCents ?? 0;
      const orders = figures?.orders ?? 0;
      return {
        month,
        gross_revenue_cents: gross,
        refunds_cents: refunds,
        net_revenue_cents: gross - refunds,
        orders,
        average_order_cents: average(gross, orders),
      };
    });

    let total = registrations.before;
    let previous = total;
    const userGrowth: UserGrowthResponse[] = period.months.map((month, index) => {
      const newUsers = registrations.months.get(month) ?? 0;
      total += newUsers;
      const row = {
        month,
        new_users: newUsers,
        total_users: total,
        growth_rate: index === 0 ? 0 : growthRate(previous, total),
      };
      previous = total;
      return row;
    });

    const gross = salesByMonth.reduce((sum, month) => sum + month.gross_revenue_cents, 0);
    const refunds = salesByMonth.reduce((sum, month) => sum + month.refunds_cents, 0);
    const orders = salesByMonth.reduce((sum, month) => sum + month.orders, 0);
    const categories = new Map<string, { events: number; net: number }>(
      CATEGORIES.map((category) => [category, { events: 0, net: 0 }]),
    );
    for (const event of events) {
      const category = namings.get(event.catalogEventId)?.category ?? 'Other';
      const figures = categories.get(category) ?? { events: 0, net: 0 };
      categories.set(category, { events: figures.events + 1, net: figures.net + event.netCents });
    }

    return {
      moment,
      timeZone,
      report: {
        period: { key: period.key, from: period.from, to: period.to },
        as_of: asOf?.toISOString() ?? null,
        position: position.toString(),
        currency,
        totals: currencyTotalsResponse(totals, this.ledger.shopCurrency),
        key_indicators: {
          gross_revenue_cents: gross,
          refunds_cents: refunds,
          net_revenue_cents: gross - refunds,
          orders,
          tickets: months.reduce((sum, month) => sum + month.tickets, 0),
          average_order_cents: average(gross, orders),
          active_users: total,
        },
        sales_by_month: salesByMonth,
        top_events: events.slice(0, TOP_EVENTS).map((event) => ({
          event_id: event.catalogEventId,
          name: namings.get(event.catalogEventId)?.name ?? { lt: event.catalogEventId, en: event.catalogEventId },
          net_revenue_cents: event.netCents,
          tickets: event.tickets,
        })),
        category_stats: [...categories].map(([category, figures]) => ({
          category,
          events: figures.events,
          net_revenue_cents: figures.net,
        })),
        user_growth: userGrowth,
        ledger: kinds.map((kind) => ({ kind: kind.kind, amount_cents: kind.amountCents, entries: kind.entries })),
      },
    };
  }
}
