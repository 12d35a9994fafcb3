import { baseApi } from '../../../lib/api';

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

export interface Activity {
  /** Position in the event log, as a decimal string: unique, so it keys the list. */
  position: string;
  type: string;
  occurredAt: string;
  /** null: the system did it. */
  actor: { id: string; name: string } | null;
  /** The account or event it is about, by today's name (null when unknown). */
  subject: { kind: 'user' | 'event'; id: string; name: string | null };
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
    getRecentActivity: build.query<Activity[], void>({
      query: () => ({ url: 'admin/activity', params: { limit: RECENT_ACTIVITY_LIMIT } }),
      transformResponse: (response: { data: Activity[] }) => response.data,
      providesTags: ['AdminActivity'],
    }),
  }),
});

export const { useGetEventStatisticsQuery, useGetUserStatisticsQuery, useGetRecentActivityQuery } = dashboardApi;
