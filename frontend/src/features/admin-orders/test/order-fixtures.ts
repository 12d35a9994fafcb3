import type {
  AdminOrderDetailResponse,
  AdminOrderRowResponse,
  AdminOrdersPageResponse,
} from '../../../lib/api-types/generated';

function orderRow(overrides: Partial<AdminOrderRowResponse> = {}): AdminOrderRowResponse {
  return {
    id: '0b7e8d9c-1f2a-4b3c-8d4e-5f6a3e0f1a11',
    number: '3E0F1A11',
    created_at: '2026-11-20T22:30:00.000Z',
    customer: { name: 'Ona Žemaitė', email: 'ona@pastas.lt', phone: '+370 600 00000' },
    event: {
      id: 'e-1',
      name: { lt: 'Vasaros koncertas', en: 'Summer concert' },
      starts_at: '2026-12-05T17:00:00.000Z',
    },
    tickets_count: 2,
    total: 45.5,
    currency: 'EUR',
    status: 'completed',
    payment_status: 'paid',
    payment_method: 'sandbox',
    refunded: 0,
    refundable: 45.5,
    refund_state: 'none',
    ...overrides,
  };
}

/** Paid and refundable. */
export const PAID = orderRow();
/** Awaiting payment; nothing to refund. */
export const PENDING = orderRow({
  id: '1c8f9e0d-2a3b-4c5d-9e6f-7a8b9c0d2b22',
  number: '9C0D2B22',
  customer: { name: 'Petras Petraitis', email: 'petras@pastas.lt', phone: '' },
  tickets_count: 1,
  total: 20,
  status: 'pending',
  payment_status: 'pending',
  payment_method: null,
  refundable: 0,
});
/** All of it given back. */
export const REFUNDED = orderRow({
  id: '2d9a0f1e-3b4c-4d6e-af70-8b9c0d1e3c33',
  number: '0D1E3C33',
  customer: { name: 'Jonas Jonaitis', email: 'jonas@pastas.lt', phone: '' },
  tickets_count: 3,
  total: 30,
  status: 'refunded',
  payment_status: 'refunded',
  refunded: 30,
  refundable: 0,
  refund_state: 'refunded',
});

const SUMMARY = {
  total_orders: 1234,
  revenue: [{ currency: 'EUR', amount: 5678.9 }],
  pending_orders: 12,
  refunded_orders: 3,
};

export function ordersPage(rows: AdminOrderRowResponse[], page = 1, total = rows.length): AdminOrdersPageResponse {
  return { data: rows, pagination: { page, limit: 20, total, total_pages: Math.ceil(total / 20) }, summary: SUMMARY };
}

const ADMIN = { kind: 'admin' as const, id: 'u-admin', name: 'Jonas Jonaitis', role: 'admin' };

export function orderDetail(overrides: Partial<AdminOrderDetailResponse> = {}): AdminOrderDetailResponse {
  return {
    id: PAID.id,
    number: PAID.number,
    created_at: '2026-11-20T10:00:00.000Z',
    status: 'completed',
    order_status: 'completed',
    payment_status: 'paid',
    refund_state: 'failed',
    language: 'lt',
    customer: { name: 'Ona Žemaitė', email: 'ona@pastas.lt', phone: '+370 600 00000' },
    event: {
      id: 'e-1',
      name: { lt: 'Vasaros koncertas', en: 'Summer concert' },
      starts_at: '2026-12-05T17:00:00.000Z',
    },
    lines: [
      {
        ticket_type_id: 'tt-1',
        name: { lt: 'Standartinis', en: 'Standard' },
        quantity: 2,
        unit_price: 25,
        discount: 5,
        total: 45,
      },
    ],
    discount_code: 'RUDUO',
    subtotal: 50,
    discount: 5,
    fee: 0.5,
    total: 45.5,
    currency: 'EUR',
    paid: 45.5,
    refunded: 10,
    refund_pending: 0,
    refundable: 35.5,
    expires_at: '2026-11-20T10:15:00.000Z',
    payment_method: 'sandbox',
    paid_at: '2026-11-20T10:05:00.000Z',
    event_cancelled: false,
    tickets: [
      {
        id: 't-1',
        code: 'TCK-AAAA-1111',
        ticket_type: { lt: 'Standartinis', en: 'Standard' },
        holder_name: 'Ona Žemaitė',
        status: 'used',
        admitted_at: '2026-12-05T16:40:00.000Z',
      },
      {
        id: 't-2',
        code: 'TCK-BBBB-2222',
        ticket_type: { lt: 'Standartinis', en: 'Standard' },
        holder_name: 'Ona Žemaitė',
        status: 'valid',
        admitted_at: null,
      },
    ],
    payments: [
      {
        provider: 'makecommerce',
        result: 'paid',
        amount: 45.5,
        currency: 'EUR',
        transaction_id: 'mc-123',
        reason: null,
        started_at: '2026-11-20T10:01:00.000Z',
        finished_at: '2026-11-20T10:05:00.000Z',
      },
    ],
    refunds: [
      {
        id: 'r-1',
        amount: 10,
        currency: 'EUR',
        state: 'refunded',
        reason: 'admin',
        note: 'Vienas bilietas nepanaudotas',
        notify_customer: true,
        refund_request_id: null,
        provider: 'makecommerce',
        awaiting: null,
        error: null,
        reference: null,
        requested_by: ADMIN,
        requested_at: '2026-11-21T09:00:00.000Z',
        refunded_at: '2026-11-21T09:01:00.000Z',
        failed_at: null,
      },
      {
        id: 'r-2',
        amount: 5,
        currency: 'EUR',
        state: 'failed',
        reason: 'admin',
        note: 'Kompensacija',
        notify_customer: false,
        refund_request_id: null,
        provider: 'makecommerce',
        awaiting: null,
        error: 'Insufficient balance',
        reference: null,
        requested_by: ADMIN,
        requested_at: '2026-11-22T09:00:00.000Z',
        refunded_at: null,
        failed_at: '2026-11-22T09:01:00.000Z',
      },
    ],
    mails: [{ kind: 'confirmation', email: 'ona@pastas.lt', sent_at: '2026-11-20T10:06:00.000Z' }],
    history: [
      {
        position: 0,
        type: 'OrderPlaced',
        key: 'order.placed',
        at: '2026-11-20T10:00:00.000Z',
        actor: { kind: 'buyer', id: null, name: 'Ona Žemaitė', role: null },
        details: { total: 45.5, currency: 'EUR', tickets: 2 },
      },
      {
        position: 5,
        type: 'PaymentRefundRequested',
        key: 'order.refund_requested',
        at: '2026-11-21T09:00:00.000Z',
        actor: ADMIN,
        details: { amount: 10, reason: 'admin' },
      },
      {
        position: 9,
        type: 'SomethingNew',
        key: 'order.something_new',
        at: '2026-11-23T09:00:00.000Z',
        actor: { kind: 'system', id: null, name: 'payment-refunds', role: null },
        details: {},
      },
    ],
    ...overrides,
  };
}
