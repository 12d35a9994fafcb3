import { baseApi } from '../../../lib/api';
import type { PublicEventResponse, PublicEventsPageResponse } from '../../../lib/api-types/generated';

/**
 * The home page's own view of the catalog: the first page of events, which the API orders by start
 * time. Declared here rather than borrowed from the events feature so features stay independent.
 */
const upcomingEventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The first `count` events. */
    getUpcomingEvents: build.query<PublicEventResponse[], number>({
      query: (count) => ({ url: 'events', params: { page: 1, limit: count } }),
      transformResponse: (response: PublicEventsPageResponse) => response.data,
      providesTags: (result) => [
        { type: 'Event', id: 'LIST' },
        ...(result?.map(({ id }) => ({ type: 'Event' as const, id })) ?? []),
      ],
    }),
  }),
});

export const { useGetUpcomingEventsQuery } = upcomingEventsApi;
