/**
 * The back-office's catalog calls (docs/catalog.md, "The admin API"). Admin resources keep their
 * snake_case field names. Every change invalidates the lists it moves and the dashboard's figures.
 * A create whose read model lags answers only the new thing's id (`Saved`, lib/read-your-writes).
 */
import { baseApi } from '../../../lib/api';
import type { Category } from '../../../lib/categories';
import type { Saved } from '../../../lib/read-your-writes/recorded-write';
import type { Currency, LocalizedText } from '../../../types/api';

/** Admin lists show this many rows a page (docs/web.md, "Screen rules"). */
export const ADMIN_EVENTS_PAGE_SIZE = 20;

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export interface Venue {
  name: string;
  address: string;
  city: string;
  country: string;
}

export interface EventImage {
  id: string;
  /** Full width. */
  url: string;
  card_url: string;
  thumbnail_url: string;
}

export interface AdminEvent {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  /** ISO instants. */
  start_date: string;
  end_date: string | null;
  venue: Venue;
  event_type_id: Category;
  organizer: string;
  features: { lt: string[]; en: string[] };
  max_attendees: number;
  status: EventStatus;
  is_published: boolean;
  featured: boolean;
  /** The first is the cover. */
  images: EventImage[];
  ticket_types_count: number;
  /** Sold and not given back: a refunded order's or a voided ticket's seat is on sale again. */
  tickets_sold: number;
  /** Paid less refunds completed, per currency: the shop's first and always there, never added across. */
  revenue_by_currency: CurrencyAmount[];
  /** False once any ticket was sold: such an event can only be cancelled. */
  can_delete: boolean;
  created_at: string;
  updated_at: string;
}

export interface EventRequest {
  name: LocalizedText;
  description: LocalizedText;
  start_date: string;
  end_date: string;
  venue: Venue;
  event_type_id: Category;
  organizer: string;
  features: { lt: string[]; en: string[] };
  max_attendees: number;
}

export interface AdminEventsPage {
  data: AdminEvent[];
  pagination: { page: number; limit: number; total: number; total_pages: number };
  /** Over all events, whatever the filters. */
  counts: Record<EventStatus, number>;
}

export interface ListAdminEventsArgs {
  page: number;
  limit: number;
  /** Omitted: no search. */
  search?: string;
  /** Omitted: every status. */
  status?: EventStatus;
}

export interface BulkResult {
  updated: string[];
  skipped: { id: string; reason: string }[];
}

export interface AdminTicketType {
  id: string;
  event_id: string;
  name: LocalizedText;
  description: LocalizedText;
  price: number;
  currency: Currency;
  quantity: number;
  quantity_sold: number;
  quantity_remaining: number;
  max_per_order: number;
  sale_start_date: string;
  sale_end_date: string;
  is_active: boolean;
  on_sale: boolean;
}

export interface TicketTypeRequest {
  name: LocalizedText;
  description: LocalizedText;
  price: number;
  currency: Currency;
  quantity: number;
  max_per_order: number;
  sale_start_date: string;
  sale_end_date: string;
  is_active: boolean;
}

/** Money of one currency. */
export interface CurrencyAmount {
  currency: Currency;
  amount: number;
}

export interface TicketStatistics {
  total_quantity: number;
  total_sold: number;
  total_remaining: number;
  /** Paid less refunds completed, per currency: the shop's first and always there, never added across. */
  revenue_by_currency: CurrencyAmount[];
  ticket_types: {
    id: string;
    name: LocalizedText;
    quantity: number;
    quantity_sold: number;
    quantity_remaining: number;
    revenue: number;
  }[];
}

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export interface DiscountCode {
  id: string;
  event_id: string;
  code: string;
  discount_type: DiscountType;
  value: number;
  currency: Currency;
  valid_from: string;
  valid_until: string;
  /** null: unlimited. */
  usage_limit: number | null;
  used_count: number;
  /** Empty: every ticket type of the event. */
  ticket_type_ids: string[];
  is_active: boolean;
  created_at: string;
}

export interface DiscountCodeRequest {
  code: string;
  discount_type: DiscountType;
  value: number;
  valid_from: string;
  valid_until: string;
  usage_limit: number | null;
  ticket_type_ids: string[];
  is_active: boolean;
}

export interface DiscountCodeUsage {
  code_id: string;
  code: string;
  used_count: number;
  usage_limit: number | null;
  /** null: unlimited. */
  remaining: number | null;
  orders: { order_id: string; used_at: string; discount: number }[];
}

export interface EventTypeLookup {
  id: Category;
  name: LocalizedText;
}

export interface MicrolocationLookup {
  id: string;
  name: LocalizedText;
  city: string;
  country: string;
}

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

export const adminEventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminEvents: build.query<AdminEventsPage, ListAdminEventsArgs>({
      query: (params) => ({ url: 'admin/events', params }),
      providesTags: (result) => [
        { type: 'AdminEvent', id: 'LIST' },
        ...(result?.data.map(({ id }) => ({ type: 'AdminEvent' as const, id })) ?? []),
      ],
    }),
    getAdminEvent: build.query<AdminEvent, string>({
      query: (id) => `admin/events/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminEvent', id }],
    }),
    createEvent: build.mutation<Saved<AdminEvent>, EventRequest>({
      query: (body) => ({ url: 'events', method: 'POST', body }),
      invalidatesTags: (result) => eventChanged(result?.id ?? 'LIST'),
    }),
    updateEvent: build.mutation<AdminEvent, { id: string; body: EventRequest }>({
      query: ({ id, body }) => ({ url: `events/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => eventChanged(id),
    }),
    deleteEvent: build.mutation<void, string>({
      query: (id) => ({ url: `events/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => eventChanged(id),
    }),
    publishEvent: build.mutation<AdminEvent, string>({
      query: (id) => ({ url: `events/${encodeURIComponent(id)}/publish`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => eventChanged(id),
    }),
    unpublishEvent: build.mutation<AdminEvent, string>({
      query: (id) => ({ url: `events/${encodeURIComponent(id)}/unpublish`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => eventChanged(id),
    }),
    cancelEvent: build.mutation<AdminEvent, string>({
      query: (id) => ({ url: `events/${encodeURIComponent(id)}/cancel`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => eventChanged(id),
    }),
    setEventFeatured: build.mutation<AdminEvent, { id: string; featured: boolean }>({
      query: ({ id, featured }) => ({
        url: `events/${encodeURIComponent(id)}/featured`,
        method: 'PUT',
        body: { featured },
      }),
      invalidatesTags: (_result, _error, { id }) => eventChanged(id),
    }),
    duplicateEvent: build.mutation<Saved<AdminEvent>, string>({
      query: (id) => ({ url: `events/${encodeURIComponent(id)}/duplicate`, method: 'POST' }),
      invalidatesTags: [{ type: 'AdminEvent', id: 'LIST' }, 'AdminStatistics', 'AdminActivity'],
    }),
    bulkPublishEvents: build.mutation<BulkResult, string[]>({
      query: (eventIds) => ({ url: 'admin/events/bulk-publish', method: 'POST', body: { event_ids: eventIds } }),
      invalidatesTags: (_result, _error, ids) => ids.flatMap(eventChanged),
    }),
    bulkUnpublishEvents: build.mutation<BulkResult, string[]>({
      query: (eventIds) => ({ url: 'admin/events/bulk-unpublish', method: 'POST', body: { event_ids: eventIds } }),
      invalidatesTags: (_result, _error, ids) => ids.flatMap(eventChanged),
    }),
    uploadEventImage: build.mutation<AdminEvent, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('image', file);
        return { url: `events/${encodeURIComponent(id)}/images`, method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { id }) => eventChanged(id),
    }),
    removeEventImage: build.mutation<AdminEvent, { id: string; imageId: string }>({
      query: ({ id, imageId }) => ({
        url: `events/${encodeURIComponent(id)}/images/${encodeURIComponent(imageId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => eventChanged(id),
    }),
    reorderEventImages: build.mutation<AdminEvent, { id: string; imageIds: string[] }>({
      query: ({ id, imageIds }) => ({
        url: `events/${encodeURIComponent(id)}/images/order`,
        method: 'PUT',
        body: { image_ids: imageIds },
      }),
      invalidatesTags: (_result, _error, { id }) => eventChanged(id),
    }),
    listTicketTypes: build.query<{ data: AdminTicketType[] }, string>({
      query: (eventId) => `events/${encodeURIComponent(eventId)}/tickets`,
      providesTags: (_result, _error, eventId) => [{ type: 'AdminTicketType', id: eventId }],
    }),
    getTicketStatistics: build.query<TicketStatistics, string>({
      query: (eventId) => `events/${encodeURIComponent(eventId)}/tickets/statistics`,
      providesTags: (_result, _error, eventId) => [{ type: 'AdminTicketType', id: eventId }],
    }),
    createTicketType: build.mutation<Saved<AdminTicketType>, { eventId: string; body: TicketTypeRequest }>({
      query: ({ eventId, body }) => ({ url: `events/${encodeURIComponent(eventId)}/tickets`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { eventId }) => ticketTypesChanged(eventId),
    }),
    updateTicketType: build.mutation<
      AdminTicketType,
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
    listDiscountCodes: build.query<{ data: DiscountCode[] }, string>({
      query: (eventId) => `events/${encodeURIComponent(eventId)}/discount-codes`,
      providesTags: (_result, _error, eventId) => [{ type: 'DiscountCode', id: eventId }],
    }),
    createDiscountCode: build.mutation<Saved<DiscountCode>, { eventId: string; body: DiscountCodeRequest }>({
      query: ({ eventId, body }) => ({
        url: `events/${encodeURIComponent(eventId)}/discount-codes`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'DiscountCode', id: eventId }, 'AdminActivity'],
    }),
    updateDiscountCode: build.mutation<DiscountCode, { eventId: string; codeId: string; body: DiscountCodeRequest }>({
      query: ({ codeId, body }) => ({ url: `discount-codes/${encodeURIComponent(codeId)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'DiscountCode', id: eventId }, 'AdminActivity'],
    }),
    removeDiscountCode: build.mutation<void, { eventId: string; codeId: string }>({
      query: ({ codeId }) => ({ url: `discount-codes/${encodeURIComponent(codeId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'DiscountCode', id: eventId }, 'AdminActivity'],
    }),
    getDiscountCodeUsage: build.query<DiscountCodeUsage, string>({
      query: (codeId) => `discount-codes/${encodeURIComponent(codeId)}/usage`,
      providesTags: (_result, _error, codeId) => [{ type: 'DiscountCode', id: `usage-${codeId}` }],
    }),
    listEventTypes: build.query<{ data: EventTypeLookup[] }, void>({
      query: () => 'event-types',
      providesTags: ['Lookup'],
    }),
    listMicrolocations: build.query<{ data: MicrolocationLookup[] }, void>({
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
  useListEventTypesQuery,
  useListMicrolocationsQuery,
} = adminEventsApi;
