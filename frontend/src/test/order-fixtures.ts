import type { GuestOrderResponse, QuoteResponse } from '../lib/api-types/generated';

/** Two standard tickets and one VIP, priced by the server without discount or fee. */
export function makeQuote(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  return {
    lines: [
      {
        ticket_type_id: 'tt-standard',
        name: { lt: 'Standartinis', en: 'Standard' },
        quantity: 2,
        unit_price: 29.99,
        discount: 0,
        total: 59.98,
      },
      {
        ticket_type_id: 'tt-vip',
        name: { lt: 'VIP', en: 'VIP' },
        quantity: 1,
        unit_price: 120.5,
        discount: 0,
        total: 120.5,
      },
    ],
    subtotal: 180.48,
    discount: 0,
    fee: 0,
    amount: 180.48,
    currency: 'EUR',
    discount_code: null,
    ...overrides,
  };
}

export const ORDER_ID = '5e0b7c1a-2f6c-4d1e-9a3b-0c1d1a2b3c4d';

export function makeGuestOrder(overrides: Partial<GuestOrderResponse> = {}): GuestOrderResponse {
  return {
    ...makeQuote(),
    identifier: ORDER_ID,
    number: '1A2B3C4D',
    status: 'initializing',
    payment_status: 'pending',
    customer_email: 'ona@example.com',
    customer_name: 'Ona Onaitė',
    customer_phone: '+37060000000',
    event: {
      id: 'evt-9',
      name: { lt: 'Rudens koncertas', en: 'Autumn concert' },
      starts_at: '2026-10-03T16:00:00.000Z',
      date: '2026-10-03',
      time: '19:00',
      venue: 'Žalgirio arena',
      city: 'Kaunas',
      address: 'Karaliaus Mindaugo pr. 50',
    },
    tickets_count: 3,
    discount_code: null,
    created_at: '2026-09-01T09:30:00.000Z',
    expires_at: '2026-09-01T09:45:00.000Z',
    paid_at: null,
    can_continue_payment: true,
    seats_held_until: '2026-09-01T09:45:00.000Z',
    money_state: 'unpaid',
    refunded_amount: 0,
    refund_pending_amount: 0,
    event_cancelled: false,
    tickets: [],
    tickets_pdf_url: null,
    invoices_pdf_url: null,
    bank_transfer: null,
    ...overrides,
  };
}

/** The requests a fetch mock received, as Requests. */
export function requestsTo(
  mock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>,
  method: string,
  pathname: string,
): Request[] {
  return mock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === pathname);
}
