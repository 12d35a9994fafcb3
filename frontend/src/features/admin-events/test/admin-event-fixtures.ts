/** Test data for the back-office's catalog screens, shared by the pages of this feature. */
import type { EventStatus } from '../api/admin-events-api';
import type { AdminEventResponse, AdminEventsPageResponse, EventImageResponse } from '../../../lib/api-types/generated';

export function makeEventImage(id: string): EventImageResponse {
  return {
    id,
    url: `/media/events/${id}/large.webp`,
    card_url: `/media/events/${id}/card.webp`,
    thumbnail_url: `/media/events/${id}/thumbnail.webp`,
  };
}

export function makeAdminEvent(overrides: Partial<AdminEventResponse> = {}): AdminEventResponse {
  return {
    id: 'evt-1',
    name: { lt: 'Vasaros koncertas', en: 'Summer concert' },
    description: { lt: 'Gyvas koncertas po atviru dangumi.', en: 'A live open-air concert.' },
    // 19:00 to 22:00 in Vilnius (summer time).
    start_date: '2026-07-14T16:00:00.000Z',
    end_date: '2026-07-14T19:00:00.000Z',
    venue: { name: 'Vingio parkas', address: 'M. K. Čiurlionio g. 100', city: 'Vilnius', country: 'Lietuva' },
    event_type_id: 'Concert',
    organizer: 'Gyva muzika, UAB',
    features: { lt: ['Gyvas garsas'], en: ['Live sound'] },
    max_attendees: 500,
    status: 'draft',
    is_published: false,
    featured: false,
    images: [],
    ticket_types_count: 1,
    tickets_sold: 0,
    revenue: 0,
    revenue_by_currency: [{ currency: 'EUR', amount: 0 }],
    can_delete: true,
    created_at: '2026-01-10T08:00:00.000Z',
    updated_at: '2026-01-10T08:00:00.000Z',
    ...overrides,
  };
}

/** An event in a given status, with `is_published` agreeing. */
export function makeEventInStatus(
  status: EventStatus,
  overrides: Partial<AdminEventResponse> = {},
): AdminEventResponse {
  return makeAdminEvent({ status, is_published: status === 'published', ...overrides });
}

export function adminEventsPage(
  events: AdminEventResponse[],
  {
    page = 1,
    limit = 20,
    total = events.length,
    counts = { draft: 0, published: 0, cancelled: 0 },
  }: { page?: number; limit?: number; total?: number; counts?: AdminEventsPageResponse['counts'] } = {},
): AdminEventsPageResponse {
  return { data: events, pagination: { page, limit, total, total_pages: Math.ceil(total / limit) }, counts };
}

/** The shop's error shape, as every admin call answers a refusal. */
export function apiError(statusCode: number, message: string, errors: { field: string; message: string }[] = []) {
  return { statusCode, message, errors };
}
