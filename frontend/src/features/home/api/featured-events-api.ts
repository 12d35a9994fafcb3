import { baseApi } from '../../../lib/api';
import type { FeaturedEventsResponse, PublicEventResponse } from '../../../lib/api-types/generated';

/**
 * The events the home page's hero shows: those an admin featured, or the soonest upcoming ones when
 * none are (the server decides, docs/catalog.md). Declared here, not borrowed from the events feature,
 * so features stay independent.
 */
const featuredEventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFeaturedEvents: build.query<PublicEventResponse[], void>({
      query: () => 'events/featured',
      transformResponse: (response: FeaturedEventsResponse) => response.data,
      providesTags: (result) => [
        { type: 'Event', id: 'LIST' },
        ...(result?.map(({ id }) => ({ type: 'Event' as const, id })) ?? []),
      ],
    }),
  }),
});

export const { useGetFeaturedEventsQuery } = featuredEventsApi;
