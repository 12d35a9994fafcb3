import { baseApi } from '../../../lib/api';
import type { Category } from '../../../lib/categories';
import type { PublicEventResponse, PublicEventsPageResponse } from '../../../lib/api-types/generated';

/** The events list page size (docs/web.md, "Screen rules"). */
export const EVENTS_PAGE_SIZE = 6;

interface GetEventsArgs {
  /** Omitted means every category. */
  category?: Category;
  page: number;
  limit: number;
}

const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<PublicEventsPageResponse, GetEventsArgs>({
      query: ({ category, page, limit }) => ({
        url: 'events',
        params: category ? { category, page, limit } : { page, limit },
      }),
      providesTags: (result) => [
        { type: 'Event', id: 'LIST' },
        ...(result?.data.map(({ id }) => ({ type: 'Event' as const, id })) ?? []),
      ],
    }),
    getEvent: build.query<PublicEventResponse, string>({
      query: (id) => `events/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Event', id }],
    }),
  }),
});

export const { useGetEventsQuery, useGetEventQuery } = eventsApi;
