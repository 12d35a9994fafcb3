/** Test data and a fake API for the ticket types and discount codes pages. */
import { jsonResponse, mockFetch } from '../../../test/http';
import { apiError, makeAdminEvent } from './admin-event-fixtures';
import type {
  AdminEventResponse,
  AdminTicketTypeResponse,
  DiscountCodeResponse,
  DiscountCodeUsageResponse,
  TicketStatisticsResponse,
} from '../../../lib/api-types/generated';

export function makeTicketType(overrides: Partial<AdminTicketTypeResponse> = {}): AdminTicketTypeResponse {
  return {
    id: 'tt-1',
    event_id: 'evt-1',
    name: { lt: 'Parteris', en: 'Stalls' },
    description: { lt: 'Sėdimos vietos prie scenos', en: 'Seats by the stage' },
    price: 29.99,
    currency: 'EUR',
    quantity: 100,
    quantity_sold: 40,
    quantity_held: 0,
    quantity_remaining: 60,
    max_per_order: 6,
    // 12:00 in Vilnius (winter time) until the event starts.
    sale_start_date: '2027-01-01T10:00:00.000Z',
    sale_end_date: '2027-06-01T16:00:00.000Z',
    is_active: true,
    on_sale: true,
    ...overrides,
  };
}

export function makeDiscountCode(overrides: Partial<DiscountCodeResponse> = {}): DiscountCodeResponse {
  return {
    id: 'dc-1',
    event_id: 'evt-1',
    code: 'VASARA15',
    discount_type: 'percent',
    value: 15,
    currency: 'EUR',
    valid_from: '2027-01-01T10:00:00.000Z',
    valid_until: '2027-02-01T10:00:00.000Z',
    usage_limit: null,
    used_count: 3,
    ticket_type_ids: [],
    is_active: true,
    created_at: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeTicketStatistics(overrides: Partial<TicketStatisticsResponse> = {}): TicketStatisticsResponse {
  return {
    total_quantity: 100,
    total_sold: 40,
    total_remaining: 60,
    revenue: 1199.6,
    revenue_by_currency: [{ currency: 'EUR', amount: 1199.6 }],
    ticket_types: [],
    ...overrides,
  };
}

export interface SentWrite {
  method: string;
  path: string;
  body: unknown;
}

interface EventCatalog {
  event?: AdminEventResponse;
  ticketTypes?: AdminTicketTypeResponse[];
  codes?: DiscountCodeResponse[];
  statistics?: TicketStatisticsResponse;
  usage?: DiscountCodeUsageResponse;
  /** Answers every write; by default an empty success. */
  answer?: (sent: SentWrite) => Response;
  /** Sees every read before it is answered. */
  onRead?: (request: Request) => void;
}

/**
 * One event's admin API at the fetch boundary: reads answer from the given data, writes are recorded in
 * the returned list (in order) and answered by `answer`.
 */
export function serveEventCatalog({
  event = makeAdminEvent({ id: 'evt-1', start_date: '2027-06-01T16:00:00.000Z' }),
  ticketTypes = [makeTicketType()],
  codes = [],
  statistics = makeTicketStatistics(),
  usage,
  answer = () => jsonResponse({}),
  onRead,
}: EventCatalog = {}): SentWrite[] {
  const sent: SentWrite[] = [];
  const reads: Record<string, unknown> = {
    [`/api/admin/events/${event.id}`]: event,
    [`/api/events/${event.id}/tickets`]: { data: ticketTypes },
    [`/api/events/${event.id}/tickets/statistics`]: statistics,
    [`/api/events/${event.id}/discount-codes`]: { data: codes },
    ...(usage ? { [`/api/discount-codes/${usage.code_id}/usage`]: usage } : {}),
  };
  mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET') {
      onRead?.(request);
      return pathname in reads ? jsonResponse(reads[pathname]) : jsonResponse(apiError(404, 'Nerasta'), 404);
    }
    const text = await request.text();
    const call = { method: request.method, path: pathname, body: text ? (JSON.parse(text) as unknown) : undefined };
    sent.push(call);
    return answer(call);
  });
  return sent;
}
