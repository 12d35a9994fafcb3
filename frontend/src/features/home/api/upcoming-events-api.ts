import { baseApi } from '../../../lib/api';
import type { Paginated, PublicEvent } from '../../../types/api';

/**
 * The home page's own view of the catalog: the first page of events, which the API orders by start
 * time. Declared here rather than borrowed from the events feature so features stay independent.
 */
export const upcomingEventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The first `count` events. */
    getUpcomingEvents: build.query<PublicEvent[], number>({
      query: (count) => ({ url: 'events', params: { page: 1, limit: count } }),
      transformResponse: (response: Paginated<PublicEvent>) => response.data,
      providesTags: (result) => [
        { type: 'Event', id: 'LIST' },
        ...(result?.map(({ id }) => ({ type: 'Event' as const, id })) ?? []),
      ],
    }),
  }),
});

export const { useGetUpcomingEventsQuery } = upcomingEventsApi;
