// What other contexts may use of the dashboard: its counts, which the statistics report shows too.
export { DashboardQueries } from './dashboard.queries';
export { EventCountsResponse, UserStatisticsResponse } from './dashboard.responses';
