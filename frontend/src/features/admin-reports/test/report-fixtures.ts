import type { SalesMonthResponse, SalesReportResponse, UserGrowthResponse } from '../../../lib/api-types/generated';

const month = (name: string, gross: number, refunds: number, orders: number): SalesMonthResponse => ({
  month: name,
  gross_revenue_cents: gross,
  refunds_cents: refunds,
  net_revenue_cents: gross - refunds,
  orders,
  average_order_cents: orders === 0 ? 0 : Math.round((gross - refunds) / orders),
});

const users = (name: string, newUsers: number, total: number, growth: number): UserGrowthResponse => ({
  month: name,
  new_users: newUsers,
  total_users: total,
  growth_rate: growth,
});

/** Half a year with sales in two months, one of them with a partial refund, in the contract's shape. */
export function sixMonthReport(overrides: Partial<SalesReportResponse> = {}): SalesReportResponse {
  return {
    period: { key: 'last_6_months', from: '2026-06-01', to: '2026-11-30' },
    as_of: null,
    position: '4711',
    currency: 'EUR',
    totals: [
      {
        currency: 'EUR',
        gross_revenue_cents: 1_250_000,
        refunds_cents: 4_000,
        net_revenue_cents: 1_246_000,
        orders: 150,
        tickets: 412,
      },
    ],
    key_indicators: {
      gross_revenue_cents: 1_250_000,
      refunds_cents: 4_000,
      net_revenue_cents: 1_246_000,
      orders: 150,
      tickets: 412,
      average_order_cents: 8_307,
      active_users: 1_234,
    },
    sales_by_month: [
      month('2026-06', 0, 0, 0),
      month('2026-07', 0, 0, 0),
      month('2026-08', 0, 0, 0),
      month('2026-09', 0, 0, 0),
      month('2026-10', 450_000, 0, 50),
      month('2026-11', 800_000, 4_000, 100),
    ],
    top_events: [
      {
        event_id: 'evt-1',
        name: { lt: 'Vasaros koncertas', en: 'Summer concert' },
        net_revenue_cents: 996_000,
        tickets: 300,
      },
      {
        event_id: 'evt-2',
        name: { lt: 'Teatro vakaras', en: 'Theatre night' },
        net_revenue_cents: 250_000,
        tickets: 112,
      },
    ],
    category_stats: [
      { category: 'Concert', events: 3, net_revenue_cents: 996_000 },
      { category: 'Opera', events: 1, net_revenue_cents: 250_000 },
      { category: 'Other', events: 0, net_revenue_cents: 0 },
    ],
    user_growth: [
      users('2026-06', 100, 1_000, 0),
      users('2026-07', 20, 1_020, 2),
      users('2026-08', 0, 1_020, 0),
      users('2026-09', 14, 1_034, 1.4),
      users('2026-10', 100, 1_134, 9.7),
      users('2026-11', 100, 1_234, 8.8),
    ],
    ledger: [
      { kind: 'sale', amount_cents: 1_250_000, entries: 150 },
      { kind: 'refund', amount_cents: -4_000, entries: 1 },
    ],
    ...overrides,
  };
}

/** A period in which nothing was sold or refunded, though people still signed up. */
export function quietReport(): SalesReportResponse {
  return sixMonthReport({
    key_indicators: {
      gross_revenue_cents: 0,
      refunds_cents: 0,
      net_revenue_cents: 0,
      orders: 0,
      tickets: 0,
      average_order_cents: 0,
      active_users: 1_234,
    },
    sales_by_month: sixMonthReport().sales_by_month.map((row) => month(row.month, 0, 0, 0)),
    top_events: [],
    category_stats: [],
  });
}
