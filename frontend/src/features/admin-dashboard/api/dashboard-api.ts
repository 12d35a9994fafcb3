import { baseApi } from '../../../lib/api';
import type { Currency } from '../../../types/api';

/** How many of the latest facts the dashboard lists. */
export const RECENT_ACTIVITY_LIMIT = 10;

export interface EventStatistics {
  total: number;
  draft: number;
  published: number;
  cancelled: number;
  past: number;
}

export interface UserStatistics {
  total: number;
  superAdmin: number;
  admin: number;
  organizer: number;
  attendee: number;
  user: number;
  verified: number;
  unverified: number;
  suspended: number;
}

/** One currency's sales so far, in whole cents of that currency (docs/finance.md). */
export interface CurrencySales {
  currency: Currency;
  gross_revenue_cents: number;
  refunds_cents: number;
  net_revenue_cents: number;
  orders: number;
  tickets: number;
}

export interface SalesStatistics {
  /** One entry per currency sold, never added across; the shop's currency first and always there. */
  totals: CurrencySales[];
  /** Orders paid, in every currency. */
  completed_orders: number;
  pending_orders: number;
}

export interface StatisticsOverview {
  /** The event log position the figures were read at. */
  position: string;
  sales: SalesStatistics;
  events: EventStatistics;
  users: UserStatistics;
}

export interface Activity {
  /** Position in the event log, as a decimal string: unique, so it keys the list. */
  position: string;
  type: string;
  occurredAt: string;
  /** null: the system did it. */
  actor: { id: string; name: string } | null;
  /** The account or event it is about, by today's name (null when unknown). */
  /** `names`: an event's current name in each language (`name` is the Lithuanian one). */
  subject: { kind: 'user' | 'event'; id: string; name: string | null; names?: { lt: string; en: string } };
  /** A few public details, e.g. `from`/`to` of a role or status change. */
  details?: Record<string, string>;
}

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEventStatistics: build.query<EventStatistics, void>({
      query: () => 'admin/statistics/events',
      providesTags: ['AdminStatistics'],
    }),
    getUserStatistics: build.query<UserStatistics, void>({
      query: () => 'admin/statistics/users',
      providesTags: ['AdminStatistics'],
    }),
    getStatisticsOverview: build.query<StatisticsOverview, void>({
      query: () => 'admin/statistics/overview',
      providesTags: ['AdminStatistics'],
    }),
    getRecentActivity: build.query<Activity[], void>({
      query: () => ({ url: 'admin/activity', params: { limit: RECENT_ACTIVITY_LIMIT } }),
      transformResponse: (response: { data: Activity[] }) => response.data,
      providesTags: ['AdminActivity'],
    }),
  }),
});

export const {
  useGetEventStatisticsQuery,
  useGetUserStatisticsQuery,
  useGetStatisticsOverviewQuery,
  useGetRecentActivityQuery,
} = dashboardApi;
