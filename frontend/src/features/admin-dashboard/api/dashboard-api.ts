import { baseApi } from '../../../lib/api';
import type {
  ActivityListResponse,
  ActivityResponse,
  PeriodEventStatisticsResponse,
  PeriodUserStatisticsResponse,
  StatisticsOverviewResponse,
} from '../../../lib/api-types/generated';

/** How many of the latest facts the dashboard lists. */
const RECENT_ACTIVITY_LIMIT = 10;

const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEventStatistics: build.query<PeriodEventStatisticsResponse, void>({
      query: () => 'admin/statistics/events',
      providesTags: ['AdminStatistics'],
    }),
    getUserStatistics: build.query<PeriodUserStatisticsResponse, void>({
      query: () => 'admin/statistics/users',
      providesTags: ['AdminStatistics'],
    }),
    getStatisticsOverview: build.query<StatisticsOverviewResponse, void>({
      query: () => 'admin/statistics/overview',
      providesTags: ['AdminStatistics'],
    }),
    getRecentActivity: build.query<ActivityResponse[], void>({
      query: () => ({ url: 'admin/activity', params: { limit: RECENT_ACTIVITY_LIMIT } }),
      transformResponse: (response: ActivityListResponse) => response.data,
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
