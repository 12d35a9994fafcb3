import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Database } from '@ticketshop/projections';
import { DashboardQueries } from '../../dashboard/public-api';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { FinanceLedgerReader, type SeriesUnit } from '../finance-ledger.reader';
import { currencyTotalsResponse } from '../currency-totals.response';
import { reportPeriodOf } from '../report-query';
import type { RevenueStatisticsQuery, StatisticsPeriodQuery } from './statistics.requests';
import type {
  PeriodEventStatisticsResponse,
  PeriodUserStatisticsResponse,
  RevenueStatisticsResponse,
  StatisticsOverviewResponse,
} from './statistics.responses';

const DAY_MS = 86_400_000;

/** Every bucket of the days `from`..`to`: each day, each week's Monday, or each month. */
export function bucketsOf(from: string, to: string, unit: SeriesUnit): string[] {
  const buckets: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  let day = Date.parse(`${from}T00:00:00Z`);
  if (unit === 'week') day -= ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  for (; day <= last; day += DAY_MS) {
    const date = new Date(day);
    const key = unit === 'month' ? date.toISOString().slice(0, 7) : date.toISOString().slice(0, 10);
    if (unit === 'week' && date.getUTCDay() !== 1) continue;
    if (buckets.at(-1) !== key) buckets.push(key);
  }
  return buckets;
}

/** The dashboard's sales figures and the revenue series, from the finance ledger. */
@Injectable()
export class StatisticsQueries {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly ledger: FinanceLedgerReader,
    private readonly dashboard: DashboardQueries,
  ) {}

  async overview(now: Date): Promise<StatisticsOverviewResponse> {
    const position = await this.ledger.checkpoint();
    const [totals, pending, events, users] = await Promise.all([
      this.ledger.currencyTotals({ position }),
      this.pendingOrders(now),
      this.dashboard.eventStatistics(now),
      this.dashboard.userStatistics(),
    ]);
    return {
      position: position.toString(),
      sales: {
        totals: currencyTotalsResponse(totals, this.ledger.shopCurrency),
        // Orders are counted across currencies: a count adds up, money does not.
        completed_orders: totals.reduce((sum, figures) => sum + figures.orders, 0),
        pending_orders: pending,
      },
      events,
      users,
    };
  }

  async revenue(query: RevenueStatisticsQuery, now: Date): Promise<RevenueStatisticsResponse> {
    const period = reportPeriodOf(query, now, this.ledger.timeZone);
    const { position, moment } = await this.ledger.asOf(query);
    const currency = query.currency ?? this.ledger.shopCurrency;
    const figures = await this.ledger.series({ currency, position, from: period.from, to: period.to }, query.group_by);
    const byBucket = new Map(figures.map((row) => [row.bucket, row]));
    return {
      period: { key: period.key, from: period.from, to: period.to },
      as_of: moment?.toISOString() ?? null,
      position: position.toString(),
      currency,
      group_by: query.group_by,
      data: bucketsOf(period.from, period.to, query.group_by).map((bucket) => {
        const row = byBucket.get(bucket);
        const gross = row?.grossCents ?? 0;
        const refunds = row?.refundsCents ?? 0;
        return {
          bucket,
          gross_revenue_cents: gross,
          refunds_cents: refunds,
          net_revenue_cents: gross - refunds,
          orders: row?.orders ?? 0,
          tickets: row?.tickets ?? 0,
        };
      }),
    };
  }

  /** The dashboard's event counts; with a period, also how many events sold in it. */
  async events(query: StatisticsPeriodQuery, now: Date): Promise<PeriodEventStatisticsResponse> {
    const counts = await this.dashboard.eventStatistics(now);
    if (query.period === undefined) return counts;
    const period = reportPeriodOf({ ...query, period: query.period }, now, this.ledger.timeZone);
    const position = await this.ledger.checkpoint();
    const withSales = await this.ledger.eventsWithSales({ position, from: period.from, to: period.to });
    return {
      ...counts,
      period: { key: period.key, from: period.from, to: period.to },
      position: position.toString(),
      with_sales: withSales,
    };
  }

  /** The dashboard's user counts; with a period, also the registrations in it and the total at its end. */
  async users(query: StatisticsPeriodQuery, now: Date): Promise<PeriodUserStatisticsResponse> {
    const counts = await this.dashboard.userStatistics();
    if (query.period === undefined) return counts;
    const period = reportPeriodOf({ ...query, period: query.period }, now, this.ledger.timeZone);
    const position = await this.ledger.checkpoint();
    const registrations = await this.ledger.registrations({ position, from: period.from, to: period.to });
    const newUsers = [...registrations.months.values()].reduce((sum, users) => sum + users, 0);
    return {
      ...counts,
      period: { key: period.key, from: period.from, to: period.to },
      position: position.toString(),
      new_users: newUsers,
      total_users: registrations.before + newUsers,
    };
  }

  /** Orders waiting for their payment: the orders list's own "pending", within their hold. */
  private async pendingOrders(now: Date): Promise<number> {
    const row = await this.database.db
      .selectFrom('read_models.orders')
      .select(sql<string>`count(*)`.as('pending'))
      .where('admin_status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.pending);
  }
}
