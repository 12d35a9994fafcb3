import { jsonResponse, mockFetch } from '../../../test/http';
import { orderDetail, ordersPage, PAID, PENDING, REFUNDED } from './order-fixtures';
import type { AdminOrderDetailResponse, AdminOrdersPageResponse } from '../../../lib/api-types/generated';

export interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** The shop's error shape. */
export function refusal(status: number, message: string, errors: { field: string; message: string }[] = []): Response {
  return jsonResponse({ statusCode: status, message, errors }, status);
}

/**
 * The orders API at the fetch boundary: the list answers `list(url)`, an order's page `detail`, and
 * every change is recorded in `sent` and answered by `change(sent)` (by default a plain success).
 */
export function serveOrders({
  list = () => ordersPage([PAID, PENDING, REFUNDED]),
  detail = () => orderDetail(),
  change = () => jsonResponse({}),
}: {
  list?: (url: URL) => AdminOrdersPageResponse;
  /** The order, or a refusal. */
  detail?: () => AdminOrderDetailResponse | Response;
  change?: (sent: Sent) => Response;
} = {}) {
  const sent: Sent[] = [];
  const lists: URL[] = [];
  /** The `X-Min-Position` each list or order read sent; null: none. */
  const minPositions: (string | null)[] = [];
  const details: URL[] = [];
  mockFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET') minPositions.push(request.headers.get('x-min-position'));
    if (request.method === 'GET' && url.pathname === '/api/admin/orders') {
      lists.push(url);
      return jsonResponse(list(url));
    }
    if (request.method === 'GET' && /^\/api\/orders\/[^/]+$/.test(url.pathname)) {
      details.push(url);
      const answer = detail();
      return answer instanceof Response ? answer : jsonResponse(answer);
    }
    if (request.method === 'GET') return refusal(404, 'Not found');
    const text = await request.text();
    const entry = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(entry);
    return change(entry);
  });
  return { sent, lists, details, minPositions };
}
