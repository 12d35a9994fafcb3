import { orderLine, orderPlacedData } from '../../testing/ordering-fixtures';
import { applyOrderEvent, type OrderRows, type OrdersProjectedEvent } from './orders';

const orderId = '5d6c1f7e-3f0a-4a47-9d0a-5b0c3e0f1a11';
const catalogEventId = '8e0b7a52-2d1c-4f6e-9a3b-1c2d3e4f5a6b';
const at = (minute: number) => `2026-11-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const on = (type: OrdersProjectedEvent['type'], data: object = {}) =>
  ({ type, data: { orderId, catalogEventId, ...data } }) as OrdersProjectedEvent;
const payment = { provider: 'sandbox', providerTransactionId: 'tx-1', amountCents: 4500, currency: 'EUR' };

const placed = on(
  'OrderPlaced',
  orderPlacedData(
    orderId,
    catalogEventId,
    [orderLine('t1', { quantity: 2 }), orderLine('t2', { discountCents: 500 })],
    {
      discountCode: { discountCodeId: 'd1', code: 'RUDUO' },
    },
  ),
);
const initiated = on('PaymentInitiated', {
  paymentId: 'p1',
  provider: 'makecommerce',
  amountCents: 7000,
  currency: 'EUR',
  providerTransactionId: null,
});
const succeeded = on('PaymentSucceeded', { ...payment, amountCents: 7000 });
const issued = on('TicketsIssued', {
  tickets: [
    { ticketId: 'k1', code: 'CODE-1', ticketTypeId: 't1', holderName: 'Ona Onaitė' },
    { ticketId: 'k2', code: 'CODE-2', ticketTypeId: 't2', holderName: 'Ona Onaitė' },
  ],
});
const refundRequested = (refundId: string, reason: string, amountCents = 7000) =>
  on('PaymentRefundRequested', {
    ...payment,
    amountCents,
    refundId,
    reason,
    note: '',
    notifyCustomer: true,
    refundRequestId: null,
  });
const refunded = (refundId: string) => on('PaymentRefunded', { refundId, providerRefundId: null });

/** given these events at positions 1, 2, 3… (the n-th at minute n), then these rows. */
function given(...events: OrdersProjectedEvent[]): OrderRows {
  const rows: OrderRows = { order: undefined, tickets: new Map(), reservation: undefined };
  events.forEach((event, i) => applyOrderEvent(rows, event, BigInt(i + 1), at(i + 1)));
  return rows;
}

describe('order rows', () => {
  it('given a placed order, then an initializing order awaiting payment with its buyer and sums', () => {
    expect(given(placed).order).toEqual({
      id: orderId,
      number: '3E0F1A11',
      catalogEventId,
      status: 'initializing',
      paymentStatus: 'pending',
      buyerEmail: ' Ona@Example.LT ',
      buyerEmailNormalized: 'ona@example.lt',
      buyerName: 'Ona Onaitė',
      buyerPhone: '+37060000000',
      language: 'lt',
      document: placed.data,
      discountCodeId: 'd1',
      ticketsCount: 3,
      subtotalCents: 7500,
      discountCents: 500,
      feeCents: 0,
      totalCents: 7000,
      currency: 'EUR',
      paymentProvider: null,
      expiresAt: '2026-11-01T10:15:00.000Z',
      createdAt: at(1),
      paidAt: null,
      ticketsIssuedAt: null,
      confirmationSentAt: null,
      eventCancelled: false,
      paidCents: 0,
      refundedCents: 0,
      refundPendingCents: 0,
      refundableCents: 0,
      refundSummary: 'none',
      adminStatus: 'pending',
      searchText: '3e0f1a11 ona onaitė ona@example.lt +37060000000',
      phoneDigits: '37060000000',
      refunds: [],
      lastPosition: 1n,
    });
  });

  it('follows payment attempts: started, cancelled, failed, started again, succeeded', () => {
    expect(given(placed, initiated).order).toMatchObject({ status: 'pending', paymentProvider: 'makecommerce' });
    expect(given(placed, initiated, on('PaymentCancelled', payment)).order).toMatchObject({
      status: 'initializing',
      paymentStatus: 'pending',
    });
    expect(given(placed, initiated, on('PaymentFailed', { ...payment, reason: 'declined' })).order).toMatchObject({
      status: 'initializing',
      paymentStatus: 'failed',
    });
    expect(given(placed, initiated, on('PaymentFailed', payment), initiated, succeeded).order).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      paymentProvider: 'sandbox',
      paidAt: at(5),
      lastPosition: 5n,
    });
  });

  it('given a completed order, when a late failure, cancellation, start or expiry arrives, then it stays completed', () => {
    const rows = given(
      placed,
      initiated,
      succeeded,
      on('PaymentFailed', payment),
      on('PaymentCancelled', payment),
      initiated,
      on('OrderExpired'),
      on('LatePaymentReceived', payment),
    );
    expect(rows.order).toMatchObject({ status: 'completed', paymentStatus: 'paid', paidAt: at(3), lastPosition: 3n });
  });

  it('given an unpaid order, when it expires, then it is expired and its payment status stays', () => {
    expect(given(placed, initiated, on('PaymentFailed', payment), on('OrderExpired')).order).toMatchObject({
      status: 'expired',
      paymentStatus: 'failed',
    });
  });

  it('given an expired order, when a late payment arrives and is accepted, then it is completed then', () => {
    const checking = given(placed, on('OrderExpired'), on('LatePaymentReceived', payment));
    expect(checking.order).toMatchObject({ status: 'pending', paymentStatus: 'paid', paidAt: null });
    const accepted = given(placed, on('OrderExpired'), on('LatePaymentReceived', payment), on('LatePaymentAccepted'));
    expect(accepted.order).toMatchObject({ status: 'completed', paymentStatus: 'paid', paidAt: at(4) });
  });

  it('given a late payment rejected, then cancelled and paid until the refund is confirmed', () => {
    const history = [
      placed,
      on('OrderExpired'),
      on('LatePaymentReceived', payment),
      on('LatePaymentRejected', { reason: 'seats-gone' }),
      refundRequested('r1', 'seats-gone', 4500),
    ];
    expect(given(...history).order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refundedCents: 0,
      refundPendingCents: 4500,
      refundableCents: 0,
      refundSummary: 'processing',
      adminStatus: 'cancelled',
      refunds: [
        {
          refundId: 'r1',
          state: 'requested',
          reason: 'seats-gone',
          provider: 'sandbox',
          amountCents: 4500,
          currency: 'EUR',
          requestedAt: at(5),
          refundedAt: null,
          awaiting: null,
          error: null,
          failedAt: null,
          note: '',
          refundRequestId: null,
        },
      ],
    });
    expect(
      given(...history, on('PaymentRefundFailed', { refundId: 'r1', error: 'x', manual: true })).order,
    ).toMatchObject({
      paymentStatus: 'paid',
      refundedCents: 0,
      refundPendingCents: 0,
      refundSummary: 'failed',
      refunds: [expect.objectContaining({ state: 'failed', error: 'x', failedAt: at(6) })],
    });
    expect(given(...history, refunded('r1')).order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      adminStatus: 'refunded',
      refundSummary: 'refunded',
      refundedCents: 4500,
      refunds: [expect.objectContaining({ refundId: 'r1', state: 'refunded', refundedAt: at(6) })],
    });
  });

  it('given a duplicate payment refunded, then the order stays paid and its tickets valid', () => {
    const rows = given(
      placed,
      succeeded,
      issued,
      on('DuplicatePaymentReceived', payment),
      refundRequested('r2', 'duplicate-payment'),
      refunded('r2'),
    );
    // The second payment went back; the order's own 70 € are still refundable.
    expect(rows.order).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      adminStatus: 'completed',
      paidCents: 7000,
      refundedCents: 0,
      refundableCents: 7000,
      refunds: [expect.objectContaining({ refundId: 'r2', state: 'refunded', amountCents: 7000 })],
    });
    expect([...rows.tickets.values()].map((ticket) => ticket.status)).toEqual(['valid', 'valid']);
  });

  it('given a refund confirmed twice or never requested, then it counts once and unknown ones not at all', () => {
    const rows = given(placed, succeeded, refundRequested('r2', 'seats-gone', 2000), refunded('r2'), refunded('r2'));
    expect(rows.order).toMatchObject({ refundedCents: 2000, refundableCents: 5000 });
    expect(given(placed, succeeded, refunded('r9')).order).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 });
  });

  it('given tickets issued and one admitted, then the tickets name their type and the admission', () => {
    const rows = given(
      placed,
      succeeded,
      issued,
      on('OrderConfirmationSent', { email: 'ona@example.lt' }),
      on('TicketAdmitted', { ticketId: 'k1', admittedAt: '2027-06-01T15:30:00.000Z' }),
    );
    expect(rows.order).toMatchObject({ ticketsIssuedAt: at(3), confirmationSentAt: at(4) });
    expect(rows.tickets.get('k1')).toEqual({
      id: 'k1',
      orderId,
      catalogEventId,
      code: 'CODE-1',
      ticketTypeId: 't1',
      ticketTypeName: { lt: 'Standartinis', en: 'Standard' },
      holderName: 'Ona Onaitė',
      status: 'used',
      admittedAt: '2027-06-01T15:30:00.000Z',
      lastPosition: 5n,
    });
    expect(rows.tickets.get('k2')).toMatchObject({ status: 'valid', admittedAt: null, lastPosition: 3n });
  });

  it('given a paid order with tickets, when its payment is refunded in full, then every ticket is refunded', () => {
    const rows = given(
      placed,
      succeeded,
      issued,
      on('TicketAdmitted', { ticketId: 'k1', admittedAt: '2027-06-01T15:30:00.000Z' }),
      refundRequested('r1', 'seats-gone'),
      refunded('r1'),
    );
    expect(rows.order?.paymentStatus).toBe('refunded');
    expect([...rows.tickets.values()].map((ticket) => ticket.status)).toEqual(['refunded', 'refunded']);
  });

  it('given a ticket voided, when delivered twice and the order is then refunded in full, then it stays voided', () => {
    const voided = on('TicketsVoided', { ticketIds: ['k2'], reason: 'Grąžintas vienas bilietas' });
    const rows = given(placed, succeeded, issued, refundRequested('r1', 'seats-gone', 2000), refunded('r1'), voided);
    applyOrderEvent(rows, voided, 6n, at(6));
    expect([...rows.tickets.values()].map((ticket) => [ticket.status, ticket.lastPosition])).toEqual([
      ['valid', 3n],
      ['voided', 6n],
    ]);
    const refundedInFull = given(
      placed,
      succeeded,
      issued,
      voided,
      refundRequested('r1', 'seats-gone'),
      refunded('r1'),
    );
    expect([...refundedInFull.tickets.values()].map((ticket) => ticket.status)).toEqual(['refunded', 'voided']);
  });

  it('given partial refunds, then they add up, the order stays paid until all of it is back, then is refunded', () => {
    const first = [placed, succeeded, issued, refundRequested('r1', 'seats-gone', 2000)];
    expect(given(...first).order).toMatchObject({
      paidCents: 7000,
      refundPendingCents: 2000,
      refundableCents: 5000,
      refundSummary: 'processing',
      adminStatus: 'completed',
    });
    const second = [...first, refunded('r1'), refundRequested('r2', 'seats-gone', 5000)];
    expect(given(...second).order).toMatchObject({
      paymentStatus: 'paid',
      refundedCents: 2000,
      refundPendingCents: 5000,
      refundableCents: 0,
      refundSummary: 'processing',
    });
    const partly = given(...first, refunded('r1'));
    expect(partly.order).toMatchObject({ refundSummary: 'partially_refunded', refundableCents: 5000 });
    expect([...partly.tickets.values()].map((ticket) => ticket.status)).toEqual(['valid', 'valid']);

    const whole = given(...second, refunded('r2'));
    expect(whole.order).toMatchObject({
      paymentStatus: 'refunded',
      adminStatus: 'refunded',
      refundSummary: 'refunded',
      refundedCents: 7000,
      refundableCents: 0,
    });
    expect([...whole.tickets.values()].map((ticket) => ticket.status)).toEqual(['refunded', 'refunded']);
  });

  it('given a refund refused, then it is refundable again and a late confirmation still counts', () => {
    const refused = [
      placed,
      succeeded,
      refundRequested('r1', 'seats-gone', 3000),
      on('PaymentRefundFailed', { refundId: 'r1', error: 'Insufficient balance', manual: false }),
    ];
    expect(given(...refused).order).toMatchObject({ refundableCents: 7000, refundSummary: 'failed' });
    expect(given(...refused, refunded('r1')).order).toMatchObject({
      refundedCents: 3000,
      refundableCents: 4000,
      refundSummary: 'partially_refunded',
    });
  });

  it('follows a refund sent and awaiting the merchant, then confirmed; and one refused, retried and done', () => {
    const sent = [
      placed,
      succeeded,
      on('PaymentRefundRequested', {
        ...payment,
        amountCents: 1500,
        refundId: 'r1',
        reason: 'admin',
        note: 'Renginys perkeltas',
        notifyCustomer: false,
        refundRequestId: 'q1',
      }),
      on('PaymentRefundSent', { refundId: 'r1', providerRefundId: null, awaiting: 'merchant' }),
    ];
    expect(given(...sent).order).toMatchObject({
      refundPendingCents: 1500,
      refundableCents: 5500,
      refundSummary: 'processing',
      refunds: [
        expect.objectContaining({
          state: 'sent',
          awaiting: 'merchant',
          note: 'Renginys perkeltas',
          refundRequestId: 'q1',
        }),
      ],
    });
    expect(given(...sent, refunded('r1')).order).toMatchObject({
      refundedCents: 1500,
      refundSummary: 'partially_refunded',
      refunds: [expect.objectContaining({ state: 'refunded', awaiting: null })],
    });

    const refused = [
      placed,
      succeeded,
      refundRequested('r2', 'admin', 7000),
      on('PaymentRefundFailed', { refundId: 'r2', error: 'Timeout', manual: false }),
    ];
    const retried = given(...refused, on('PaymentRefundRetried', { refundId: 'r2' }));
    expect(retried.order).toMatchObject({
      refundPendingCents: 7000,
      refundableCents: 0,
      refundSummary: 'processing',
      refunds: [expect.objectContaining({ state: 'requested', error: null, failedAt: null })],
    });
    expect(given(...refused, on('PaymentRefundRetried', { refundId: 'r2' }), refunded('r2')).order).toMatchObject({
      paymentStatus: 'refunded',
      adminStatus: 'refunded',
    });
    // A retry of a refund that did not fail changes nothing.
    expect(
      given(placed, succeeded, refundRequested('r3', 'admin', 100), on('PaymentRefundRetried', { refundId: 'r3' }))
        .order?.lastPosition,
    ).toBe(3n);
  });

  it('follows a refund being sent, left uncertain when its outcome was lost, then settled by staff either way', () => {
    const attempted = on('PaymentRefundAttempted', {
      refundId: 'r1',
      attemptId: 'a1',
      reference: 'ref a1a1a1a1',
      attemptedAt: at(4),
    });
    const uncertain = on('PaymentRefundUncertain', {
      refundId: 'r1',
      attemptId: 'a1',
      reason: 'the sandbox keeps no record of its refunds',
    });
    const sending = [placed, succeeded, refundRequested('r1', 'admin', 2000), attempted];
    expect(given(...sending).order).toMatchObject({
      refundPendingCents: 2000,
      refundableCents: 5000,
      refundSummary: 'processing',
      refunds: [expect.objectContaining({ state: 'sending' })],
    });

    const left = given(...sending, uncertain);
    // Uncertain money still counts as on its way: it cannot be refunded a second time meanwhile.
    expect(left.order).toMatchObject({
      refundPendingCents: 2000,
      refundableCents: 5000,
      refundSummary: 'uncertain',
      adminStatus: 'completed',
      refunds: [expect.objectContaining({ state: 'uncertain', error: 'the sandbox keeps no record of its refunds' })],
    });

    // Staff found it in the provider's portal: paid back.
    expect(given(...sending, uncertain, refunded('r1')).order).toMatchObject({
      refundedCents: 2000,
      refundSummary: 'partially_refunded',
      refunds: [expect.objectContaining({ state: 'refunded', error: null })],
    });
    // Staff found nothing there: sent again, a new attempt, done.
    const again = [
      on('PaymentRefundRetried', { refundId: 'r1' }),
      on('PaymentRefundAttempted', { refundId: 'r1', attemptId: 'a2', reference: 'ref a2a2a2a2', attemptedAt: at(7) }),
    ];
    expect(given(...sending, uncertain, ...again).order).toMatchObject({
      refundSummary: 'processing',
      refunds: [expect.objectContaining({ state: 'sending', error: null })],
    });
    expect(given(...sending, uncertain, ...again, refunded('r1')).order?.refunds[0]?.state).toBe('refunded');
    // A busy provider's answer (nothing created) returns the refund to `sent`; the next attempt sends it again.
    const busy = on('PaymentRefundSent', { refundId: 'r1', providerRefundId: null, awaiting: 'provider' });
    expect(given(...sending, busy, attempted).order?.refunds[0]?.state).toBe('sending');
  });

  it('given an unpaid order cancelled by an admin, then cancelled; a paid one stays completed', () => {
    expect(given(placed, initiated, on('OrderCancelledByAdmin', { reason: 'Klientas paprašė' })).order).toMatchObject({
      status: 'cancelled',
      adminStatus: 'cancelled',
    });
    expect(given(placed, succeeded, on('OrderCancelledByAdmin', { reason: 'x' })).order?.status).toBe('completed');
  });

  it('given the event cancelled, then unused tickets are cancelled, a used one stays used, and later tickets too', () => {
    const rows = given(
      placed,
      succeeded,
      issued,
      on('TicketAdmitted', { ticketId: 'k1', admittedAt: '2027-06-01T15:30:00.000Z' }),
      on('OrderEventCancelled'),
      on('EventCancellationNoticeSent', { email: 'ona@example.lt' }),
    );
    expect(rows.order).toMatchObject({ eventCancelled: true, adminStatus: 'completed', paymentStatus: 'paid' });
    expect([...rows.tickets.values()].map((ticket) => ticket.status)).toEqual(['used', 'cancelled']);
    const late = given(placed, succeeded, on('OrderEventCancelled'), issued);
    expect([...late.tickets.values()].map((ticket) => ticket.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('given a confirmation resent, then the latest sending is kept', () => {
    expect(
      given(
        placed,
        succeeded,
        on('OrderConfirmationSent', { email: 'a' }),
        on('OrderConfirmationResent', { email: 'a' }),
      ).order?.confirmationSentAt,
    ).toBe(at(4));
  });

  it('maps the order statuses to the four the back-office filters by', () => {
    expect(given(placed, initiated).order?.adminStatus).toBe('pending');
    expect(given(placed, succeeded).order?.adminStatus).toBe('completed');
    expect(given(placed, on('OrderExpired')).order?.adminStatus).toBe('cancelled');
    expect(
      given(placed, on('PaymentFailed', { provider: 'sandbox', providerTransactionId: null, reason: 'x' })).order,
    ).toMatchObject({ adminStatus: 'pending', paymentStatus: 'failed' });
  });

  it('given no order, then its events change nothing', () => {
    expect(given(initiated, succeeded, issued, on('TicketAdmitted', { ticketId: 'k1', admittedAt: at(9) }))).toEqual({
      order: undefined,
      tickets: new Map(),
      reservation: undefined,
    });
  });

  it('given an order, when earlier events are delivered again, then nothing changes', () => {
    const rows = given(
      placed,
      initiated,
      succeeded,
      issued,
      refundRequested('r2', 'duplicate-payment'),
      refunded('r2'),
    );
    const snapshot = structuredClone(rows);
    [placed, initiated, on('PaymentCancelled', payment), succeeded, issued, refunded('r2')].forEach((event, i) =>
      applyOrderEvent(rows, event, BigInt(i + 1), at(30)),
    );
    applyOrderEvent(rows, refunded('r2'), 6n, at(30));
    expect(rows).toEqual(snapshot);
  });
});

describe('seat reservation rows', () => {
  const lines = [
    { ticketTypeId: 't1', quantity: 2 },
    { ticketTypeId: 't2', quantity: 1 },
  ];
  const reserved = on('SeatsReserved', { lines, discountCodeId: 'd1', expiresAt: at(15) });
  const released = on('SeatsReleased', { lines, discountCodeId: 'd1', reason: 'order-expired' });
  const sold = (wasHeld: boolean) =>
    on('SeatsSold', {
      lines: lines.map((line) => ({ ...line, revenueCents: 1000 })),
      discountCodeId: 'd1',
      wasHeld,
    });

  it('given seats reserved, then the order holds them until the hold expires', () => {
    expect(given(reserved).reservation).toEqual({
      orderId,
      catalogEventId,
      lines,
      discountCodeId: 'd1',
      status: 'held',
      expiresAt: at(15),
      lastPosition: 1n,
    });
  });

  it('given a bank transfer chosen, then the order and its held seats wait until its deadline; released seats stay released', () => {
    const payBy = '2026-11-04T10:02:00.000Z';
    const chosen = on('BankTransferChosen', { reference: '3E0F1A11', amountCents: 7000, currency: 'EUR', payBy });
    const rows = given(reserved, placed, chosen);
    expect(rows.reservation).toMatchObject({ status: 'held', expiresAt: payBy, lastPosition: 3n });
    expect(rows.order).toMatchObject({ status: 'pending', paymentProvider: 'bank-transfer', expiresAt: payBy });
    expect(given(reserved, placed, released, chosen).reservation).toMatchObject({
      status: 'released',
      expiresAt: at(15),
    });
  });

  it('follows the seats: held, sold; held, released, reserved again; released, sold late', () => {
    expect(given(reserved, sold(true)).reservation).toMatchObject({ status: 'sold', lines, lastPosition: 2n });
    expect(given(reserved, released).reservation?.status).toBe('released');
    expect(
      given(reserved, released, on('SeatsReserved', { lines: [lines[0]], discountCodeId: null, expiresAt: at(45) }))
        .reservation,
    ).toMatchObject({ status: 'held', lines: [lines[0]], discountCodeId: null, expiresAt: at(45), lastPosition: 3n });
    expect(given(reserved, released, sold(false)).reservation?.status).toBe('sold');
  });

  it('given sold seats, when a release or reservation arrives, then they stay sold', () => {
    expect(given(reserved, sold(true), released, reserved).reservation).toMatchObject({
      status: 'sold',
      lastPosition: 2n,
    });
  });

  it('given sold seats returned after a full refund, then returned, and a later sale does not take them back', () => {
    const sold = {
      lines: [{ ticketTypeId: 't1', quantity: 2, revenueCents: 5000 }],
      discountCodeId: null,
      wasHeld: true,
    };
    const returned = on('SoldSeatsReturned', { lines: sold.lines });
    const rows = given(
      on('SeatsReserved', {
        lines: [{ ticketTypeId: 't1', quantity: 2 }],
        discountCodeId: null,
        expiresAt: at(15),
        buyerEmail: null,
      }),
      on('SeatsSold', sold),
      returned,
      on('SeatsSold', sold),
    );
    expect(rows.reservation?.status).toBe('returned');
  });

  it('given a release or sale of seats never reserved, then no row', () => {
    expect(given(released, sold(false)).reservation).toBeUndefined();
  });
});
