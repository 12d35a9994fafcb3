/**
 * The back-office's catalog calls (docs/catalog.md, "The admin API"). Admin resources keep their
 * snake_case field names. Every change invalidates the lists it moves and the dashboard's figures.
 * A create whose read model lags answers only the new thing's id (`Saved`, lib/read-your-writes).
 */
import { baseApi } from '../../../lib/api';
import type { Saved } from '../../../lib/read-your-writes/recorded-write';
import type {
  AdminEventResponse,
  AdminEventsPageResponse,
  AdminTicketTypeResponse,
  BulkEventsRequest,
  BulkResultResponse,
  DiscountCodeRequest,
  DiscountCodeResponse,
  DiscountCodeUsageResponse,
  DiscountCodesResponse,
  EventRequest,
  FeaturedRequest,
  ImageOrderRequest,
  MicrolocationsResponse,
  TicketStatisticsResponse,
  TicketTypeRequest,
  TicketTypesResponse,
} from '../../../lib/api-types/generated';

/** Admin lists show this many rows a page (docs/web.md, "Screen rules"). */
export const ADMIN_EVENTS_PAGE_SIZE = 20;

export type EventStatus = AdminEventResponse['status'];
export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const satisfies readonly EventStatus[];

interface ListAdminEventsArgs {
  page: number;
  limit: number;
  /** Omitted: no search. */
  search?: string;
  /** Omitted: every status. */
  status?: EventStatus;
}

export type DiscountType = DiscountCodeResponse['discount_type'];

const eventChanged = (id: string) => [
  { type: 'AdminEvent' as const, id: 'LIST' },
  { type: 'AdminEvent' as const, id },
  { type: 'Event' as const, id: 'LIST' },
  { type: 'Event' as const, id },
  'AdminStatistics' as const,
  'AdminActivity' as const,
];

const ticketTypesChanged = (eventId: string) => [
  { type: 'AdminTicketType' as const, id: eventId },
  { type: 'DiscountCode' as const, id: eventId },
  ...eventChanged(eventId),
];

const adminEventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminEvents: build.query<AdminEventsPageResponse, ListAdminEventsArgs>({
      query: (params) => ({ url: 'admin/events', params }),
      providesTags: (result) => [
        { type: 'AdminEvent', id: 'LIST' },
        ...(result?.data.map(({ id }) => ({ type: 'AdminEvent' as const, id })) ?? []),
      ],
    }),
    getAdminEvent: build.query<AdminEventResponse, string>({
      query: (id) => `admin/events/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminEvent', id }],
    }),
    createEvent: build.mutation<Saved<AdminEventResponse>, EventRequest>({
      query: (body) => ({ url: 'events', method: 'POST', body }),
      invalidatesTags: (result) => eventChanged(result?.id ?? 'LIST'),
    }),
    updateEvent: build.mutation<AdminEventResponse, { id: string; body: EventRequest }>({
      query: ({ id, body }) => ({ url: `events/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => eventChanged(id),
    }),
    deleteEvent: build.mutation<void, string>({
      query: (id) => ({ url: `events/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => eventChanged(id),
    }),
    publishEvent: build.mutation<AdminEventResponse, string>({
      query: (id) => ({ url: `events/${encodeURIComponent(id)}/publish`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => eventChanged(id),
    }),
    unpublishEvent: build.mutation<AdminEventResponse, string>({
      query: (id) => ({ url: `events/${encodeURIComponent(id)}/unpublish`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => eventChanged(id),
    }),
    cancelEvent: build.mutation<AdminEventResponse, string>({
      query: (id) => ({ url: `events/${encodeURIComponent(id)}/cancel`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => eventChanged(id),
    }),
    setEventFeatured: build.mutation<AdminEventResponse, { id: string; featured: boolean }>({
      query: ({ id, featured }) => ({
        url: `events/${encodeURIComponent(id)}/featured`,
        method: 'PUT',
        body: { featured } satisfies FeaturedRequest,
      }),
      invalidatesTags: (_result, _error, { id }) => eventChanged(id),
    }),
    duplicateEvent: build.mutation<Saved<AdminEventResponse>, string>({
      query: (id) => ({ url: `events/${encodeURIComponent(id)}/duplicate`, method: 'POST' }),
      invalidatesTags: [{ type: 'AdminEvent', id: 'LIST' }, 'AdminStatistics', 'AdminActivity'],
    }),
    bulkPublishEvents: build.mutation<BulkResultResponse, string[]>({
      query: (eventIds) => ({
        url: 'admin/events/bulk-publish',
        method: 'POST',
        body: { event_ids: eventIds } satisfies BulkEventsRequest,
      }),
      invalidatesTags: (_result, _error, ids) => ids.flatMap(eventChanged),
    }),
    bulkUnpublishEvents: build.mutation<BulkResultResponse, string[]>({
      query: (eventIds) => ({
        url: 'admin/events/bulk-unpublish',
        method: 'POST',
        body: { event_ids: eventIds } satisfies BulkEventsRequest,
      }),
      invalidatesTags: (_result, _error, ids) => ids.flatMap(eventChanged),
    }),
    uploadEventImage: build.mutation<AdminEventResponse, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('image', file);
        return { url: `events/${encodeURIComponent(id)}/images`, method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { id }) => eventChanged(id),
    }),
    removeEventImage: build.mutation<AdminEventResponse, { id: string; imageId: string }>({
      query: ({ id, imageId }) => ({
        url: `events/${encodeURIComponent(id)}/images/${encodeURIComponent(imageId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => eventChanged(id),
    }),
    reorderEventImages: build.mutation<AdminEventResponse, { id: string; imageIds: string[] }>({
      query: ({ id, imageIds }) => ({
        url: `events/${encodeURIComponent(id)}/images/order`,
        method: 'PUT',
        body: { image_ids: imageIds } satisfies ImageOrderRequest,
      }),
      invalidatesTags: (_result, _error, { id }) => eventChanged(id),
    }),
    listTicketTypes: build.query<TicketTypesResponse, string>({
      query: (eventId) => `events/${encodeURIComponent(eventId)}/tickets`,
      providesTags: (_result, _error, eventId) => [{ type: 'AdminTicketType', id: eventId }],
    }),
    getTicketStatistics: build.query<TicketStatisticsResponse, string>({
      query: (eventId) => `events/${encodeURIComponent(eventId)}/tickets/statistics`,
      providesTags: (_result, _error, eventId) => [{ type: 'AdminTicketType', id: eventId }],
    }),
    createTicketType: build.mutation<Saved<AdminTicketTypeResponse>, { eventId: string; body: TicketTypeRequest }>({
      query: ({ eventId, body }) => ({ url: `events/${encodeURIComponent(eventId)}/tickets`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { eventId }) => ticketTypesChanged(eventId),
    }),
    updateTicketType: build.mutation<
      AdminTicketTypeResponse,
      { eventId: string; ticketTypeId: string; body: TicketTypeRequest }
    >({
      query: ({ eventId, ticketTypeId, body }) => ({
        url: `events/${encodeURIComponent(eventId)}/tickets/${encodeURIComponent(ticketTypeId)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { eventId }) => ticketTypesChanged(eventId),
    }),
    removeTicketType: build.mutation<void, { eventId: string; ticketTypeId: string }>({
      query: ({ eventId, ticketTypeId }) => ({
        url: `events/${encodeURIComponent(eventId)}/tickets/${encodeURIComponent(ticketTypeId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { eventId }) => ticketTypesChanged(eventId),
    }),
    listDiscountCodes: build.query<DiscountCodesResponse, string>({
      query: (eventId) => `events/${encodeURIComponent(eventId)}/discount-codes`,
      providesTags: (_result, _error, eventId) => [{ type: 'DiscountCode', id: eventId }],
    }),
    createDiscountCode: build.mutation<Saved<DiscountCodeResponse>, { eventId: string; body: DiscountCodeRequest }>({
      query: ({ eventId, body }) => ({
        url: `events/${encodeURIComponent(eventId)}/discount-codes`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'DiscountCode', id: eventId }, 'AdminActivity'],
    }),
    updateDiscountCode: build.mutation<
      DiscountCodeResponse,
      { eventId: string; codeId: string; body: DiscountCodeRequest }
    >({
      query: ({ codeId, body }) => ({ url: `discount-codes/${encodeURIComponent(codeId)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'DiscountCode', id: eventId }, 'AdminActivity'],
    }),
    removeDiscountCode: build.mutation<void, { eventId: string; codeId: string }>({
      query: ({ codeId }) => ({ url: `discount-codes/${encodeURIComponent(codeId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'DiscountCode', id: eventId }, 'AdminActivity'],
    }),
    getDiscountCodeUsage: build.query<DiscountCodeUsageResponse, string>({
      query: (codeId) => `discount-codes/${encodeURIComponent(codeId)}/usage`,
      providesTags: (_result, _error, codeId) => [{ type: 'DiscountCode', id: `usage-${codeId}` }],
    }),
    listMicrolocations: build.query<MicrolocationsResponse, void>({
      query: () => 'microlocations',
      providesTags: ['Lookup'],
    }),
  }),
});

export const {
  useListAdminEventsQuery,
  useGetAdminEventQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useDeleteEventMutation,
  usePublishEventMutation,
  useUnpublishEventMutation,
  useCancelEventMutation,
  useSetEventFeaturedMutation,
  useDuplicateEventMutation,
  useBulkPublishEventsMutation,
  useBulkUnpublishEventsMutation,
  useUploadEventImageMutation,
  useRemoveEventImageMutation,
  useReorderEventImagesMutation,
  useListTicketTypesQuery,
  useGetTicketStatisticsQuery,
  useCreateTicketTypeMutation,
  useUpdateTicketTypeMutation,
  useRemoveTicketTypeMutation,
  useListDiscountCodesQuery,
  useCreateDiscountCodeMutation,
  useUpdateDiscountCodeMutation,
  useRemoveDiscountCodeMutation,
  useGetDiscountCodeUsageQuery,
  useListMicrolocationsQuery,
} = adminEventsApi;
