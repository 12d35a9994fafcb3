/** Test data and a fake API for the refund page, answering at the fetch boundary. */
import { jsonResponse, mockFetch } from '../../../test/http';
import type {
  AdminEventResponse,
  AdminOrderRowResponse,
  RefundLimitsResponse,
  RefundRequestOrderResponse,
  RefundRequestResponse,
} from '../../../lib/api-types/generated';

export const EVENT_ID = '7d0f4a52-1c7e-4b8e-9a55-0c1d2e3f4a5b';

export function makeEvent(overrides: Partial<AdminEventResponse> = {}): AdminEventResponse {
  return {
    id: EVENT_ID,
    name: { lt: 'Vasaros koncertas', en: 'Summer concert' },
    description: { lt: 'Gyvas koncertas.', en: 'A live concert.' },
    start_date: '2026-12-01T17:00:00.000Z',
    end_date: '2026-12-01T20:00:00.000Z',
    venue: { name: 'Vingio parkas', address: 'M. K. Čiurlionio g. 100', city: 'Vilnius', country: 'Lietuva' },
    event_type_id: 'Concert',
    organizer: 'Gyva muzika, UAB',
    features: { lt: [], en: [] },
    max_attendees: 500,
    status: 'published',
    is_published: true,
    featured: false,
    images: [],
    ticket_types_count: 1,
    tickets_sold: 3,
    revenue: 89.97,
    revenue_by_currency: [{ currency: 'EUR', amount: 89.97 }],
    can_delete: false,
    created_at: '2026-10-01T08:00:00.000Z',
    updated_at: '2026-10-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeRequestOrder(overrides: Partial<RefundRequestOrderResponse> = {}): RefundRequestOrderResponse {
  return {
    // Not an order the form's list offers by default: an open request holding it would hide it there.
    order_id: 'a1b2c3d4-0000-4000-8000-00000000dd04',
    amount: 59.98,
    currency: 'EUR',
    attempt: 1,
    refund_id: null,
    state: 'waiting',
    error: null,
    error_code: null,
    ...overrides,
  };
}

export function makeRequest(overrides: Partial<RefundRequestResponse> = {}): RefundRequestResponse {
  return {
    id: 'f00dbabe-0000-4000-8000-0000000000r1',
    catalog_event_id: EVENT_ID,
    refund_type: 'event_cancelled',
    status: 'pending',
    reason: 'Atlikėjas susirgo',
    notify_customers: true,
    total_amount: 59.98,
    currency: 'EUR',
    orders_count: 1,
    progress: { refunded: 0, failed: 0, waiting: 1 },
    orders: [makeRequestOrder()],
    requested_by: { kind: 'user', id: 'usr-other', name: 'Petras Petraitis', role: 'admin' },
    requested_at: '2026-11-24T10:30:00.000Z',
    approval: null,
    self_approved: false,
    rejection: null,
    finished_at: null,
    ...overrides,
  };
}

export function makeLimits(overrides: Partial<RefundLimitsResponse> = {}): RefundLimitsResponse {
  return {
    limits: [
      { limit_type: 'daily_amount', limit_value: 10000, current_usage: 1250.5 },
      { limit_type: 'daily_count', limit_value: 20, current_usage: 2 },
      { limit_type: 'weekly_count', limit_value: 100, current_usage: 7 },
    ],
    self_approval_allowed: false,
    single_refund_max: 500,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<AdminOrderRowResponse> = {}): AdminOrderRowResponse {
  return {
    id: 'a1b2c3d4-0000-4000-8000-00000000aa01',
    number: '000000AA01',
    created_at: '2026-11-20T09:00:00.000Z',
    customer: { name: 'Ona Onaitė', email: 'ona@example.lt', phone: '' },
    event: {
      id: EVENT_ID,
      name: { lt: 'Vasaros koncertas', en: 'Summer concert' },
      starts_at: '2026-12-01T17:00:00.000Z',
    },
    tickets_count: 2,
    total: 59.98,
    currency: 'EUR',
    status: 'completed',
    payment_status: 'paid',
    payment_method: 'sandbox',
    refunded: 0,
    refundable: 59.98,
    refund_state: 'none',
    ...overrides,
  };
}

export function apiError(statusCode: number, message: string) {
  return { statusCode, message, errors: [] };
}

export interface SentWrite {
  method: string;
  path: string;
  body: unknown;
}

interface RefundApi {
  event?: AdminEventResponse;
  requests?: RefundRequestResponse[];
  limits?: RefundLimitsResponse;
  orders?: AdminOrderRowResponse[];
  /** Answers every write; by default an empty success. */
  answer?: (sent: SentWrite) => Response;
}

/** The refund page's API: reads answer from the given data, writes are recorded (in order) and answered by `answer`. */
export function serveRefunds({
  event = makeEvent(),
  requests = [makeRequest()],
  limits = makeLimits(),
  orders = [makeOrder()],
  answer = () => jsonResponse({}),
}: RefundApi = {}): SentWrite[] {
  const sent: SentWrite[] = [];
  const reads: Record<string, unknown> = {
    [`/api/admin/events/${event.id}`]: event,
    [`/api/admin/events/${event.id}/refund-requests`]: { data: requests },
    '/api/admin/refund-limits': limits,
    [`/api/events/${event.id}/orders`]: {
      data: orders,
      pagination: { page: 1, limit: 100, total: orders.length, total_pages: 1 },
    },
  };
  mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET') {
      return pathname in reads ? jsonResponse(reads[pathname]) : jsonResponse(apiError(404, 'Nerasta'), 404);
    }
    const text = await request.text();
    const call = { method: request.method, path: pathname, body: text ? (JSON.parse(text) as unknown) : undefined };
    sent.push(call);
    return answer(call);
  });
  return sent;
}
