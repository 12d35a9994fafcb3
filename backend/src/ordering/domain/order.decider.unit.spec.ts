import { eventCatalog, type IssuedTicket, type OrderEvent, type RefundReason } from '@ticketshop/projections';
import { orderLine, orderPlacedData } from '@ticketshop/projections/testing';
import { givenWhenThen } from '../../shared/event-sourcing/given-when-then.spec';
import {
  attemptReference,
  isPayable,
  isRefunded,
  orderDecider,
  refundableCents,
  type NotifiedStatus,
  type OrderCommand,
  type PlacedOrder,
  type ProviderPayment,
} from './order.decider';

const orderId = 'order-1';
const order = orderPlacedData(orderId, 'event-1', [orderLine('tt-1', { quantity: 2, unitPriceCents: 2500 })]);
const { expiresAt } = order;
const beforeExpiry = '2026-11-01T10:05:00.000Z';
const afterExpiry = '2026-11-01T10:20:00.000Z';

const payment = (providerTransactionId = 'tx-1', overrides: Partial<ProviderPayment> = {}): ProviderPayment => ({
  provider: 'sandbox',
  providerTransactionId,
  amountCents: order.totalCents,
  currency: order.currency,
  ...overrides,
});
const tickets: IssuedTicket[] = [
  { ticketId: 'ticket-1', code: 'CODE-1', ticketTypeId: 'tt-1', holderName: 'Ona Onaitė' },
  { ticketId: 'ticket-2', code: 'CODE-2', ticketTypeId: 'tt-1', holderName: 'Ona Onaitė' },
];

const on = <E extends OrderEvent>(type: E['type'], data: object = {}): OrderEvent =>
  ({ type, data: { orderId, ...data } }) as OrderEvent;
const placed: OrderEvent = { type: 'OrderPlaced', data: order };
const initiated = on('PaymentInitiated', {
  paymentId: 'payment-1',
  provider: 'sandbox',
  amountCents: order.totalCents,
  currency: order.currency,
  providerTransactionId: null,
});
const succeeded = (tx = 'tx-1') => on('PaymentSucceeded', payment(tx));
const expired = on('OrderExpired');
const lateReceived = on('LatePaymentReceived', payment('tx-late'));
const issued = on('TicketsIssued', { tickets });
const refundRequested = (tx: string, reason: RefundReason, refundId = 'refund-1', amountCents = order.totalCents) =>
  on('PaymentRefundRequested', {
    refundId,
    reason,
    ...payment(tx),
    amountCents,
    note: '',
    notifyCustomer: true,
    refundRequestId: null,
  });
const refunded = (refundId = 'refund-1') => on('PaymentRefunded', { refundId, providerRefundId: 'provider-refund-1' });
const admitted = (ticketId: string, admittedAt: string) => on('TicketAdmitted', { ticketId, admittedAt });

const command = <C extends OrderCommand>(type: C['type'], data: object = {}): OrderCommand =>
  ({ type, data: { orderId, ...data } }) as OrderCommand;
const initiate = (now: string) =>
  command('InitiatePayment', { paymentId: 'payment-2', provider: 'sandbox', providerTransactionId: null, now });
const notify = (status: NotifiedStatus, tx = 'tx-1', overrides: Partial<ProviderPayment> = {}) =>
  command('RecordPaymentNotification', { notification: { ...payment(tx, overrides), status }, refundId: 'refund-1' });
const admit = (ticketId: string, now = '2027-06-01T15:30:00.000Z') => command('AdmitTicket', { ticketId, now });

/** given these past events, when this command, then these new events (or this refusal). */
const { given, when, refusal } = givenWhenThen(orderDecider);

/** The state of a placed order, for the helpers that take one. */
function placedOrder(past: readonly OrderEvent[]): PlacedOrder {
  const state = given(past);
  if (state.status === 'none') throw new Error('given no order');
  return state;
}

describe('order decider', () => {
  describe('placing', () => {
    it('given nothing, when the order is placed, then it is placed', () => {
      expect(when([], { type: 'PlaceOrder', data: order })).toEqual([placed]);
    });

    it('given a placed order, when it is placed again (a retry), then nothing new happens', () => {
      expect(when([placed], { type: 'PlaceOrder', data: order })).toEqual([]);
    });

    it('given nothing, when a payment is started, then the order is not found', () => {
      expect(refusal([], initiate(beforeExpiry)).code).toBe('order.not-found');
    });
  });

  describe('starting a payment', () => {
    it('given a placed order, when a payment starts before the hold ends, then it is for the order’s total', () => {
      expect(when([placed], initiate(beforeExpiry))).toEqual([
        on('PaymentInitiated', {
          paymentId: 'payment-2',
          provider: 'sandbox',
          amountCents: 5000,
          currency: 'EUR',
          providerTransactionId: null,
        }),
      ]);
    });

    it('given a payment under way, when another one starts (a second attempt), then it is started too', () => {
      expect(when([placed, initiated], initiate(beforeExpiry))).toEqual([
        expect.objectContaining({ type: 'PaymentInitiated' }),
      ]);
    });

    it.each([
      ['the hold has run out', [placed], afterExpiry, 'expired'],
      ['the hold ends this very moment', [placed, initiated], expiresAt, 'expired'],
      ['the order expired', [placed, initiated, expired], beforeExpiry, 'expired'],
      ['it is paid', [placed, initiated, succeeded()], beforeExpiry, 'paid'],
      [
        'it was cancelled after a late payment',
        [
          placed,
          expired,
          lateReceived,
          on('LatePaymentRejected', { reason: 'seats-gone' }),
          refundRequested('tx-late', 'seats-gone'),
        ],
        beforeExpiry,
        'cancelled',
      ],
    ])('given %s, when a payment starts, then it is refused', (_, past, now, status) => {
      expect(refusal(past, initiate(now))).toMatchObject({ code: 'order.not-payable', details: { status } });
    });

    it('isPayable: only while placed or paying, and only before expiresAt', () => {
      expect(isPayable(placedOrder([placed]), new Date(beforeExpiry))).toBe(true);
      expect(isPayable(placedOrder([placed, initiated]), new Date(beforeExpiry))).toBe(true);
      expect(isPayable(placedOrder([placed]), new Date(expiresAt))).toBe(false);
      expect(isPayable(placedOrder([placed]), new Date(afterExpiry))).toBe(false);
      expect(isPayable(placedOrder([placed, initiated, succeeded()]), new Date(beforeExpiry))).toBe(false);
      expect(isPayable(placedOrder([placed, expired]), new Date(beforeExpiry))).toBe(false);
    });
  });

  describe('payment notifications', () => {
    it('given a payment under way, when it is reported paid, then the payment succeeded', () => {
      expect(when([placed, initiated], notify('paid'))).toEqual([on('PaymentSucceeded', payment('tx-1'))]);
    });

    it('given a paid order, when the same paid notification arrives again, then nothing new happens', () => {
      expect(when([placed, initiated, succeeded('tx-1')], notify('paid', 'tx-1'))).toEqual([]);
    });

    it('given a payment under way, when it is reported pending, then nothing happens', () => {
      expect(when([placed, initiated], notify('pending'))).toEqual([]);
    });

    it('given a payment under way, when it is reported failed, then it failed and the order can pay again', () => {
      expect(when([placed, initiated], notify('failed'))).toEqual([
        on('PaymentFailed', { provider: 'sandbox', providerTransactionId: 'tx-1', reason: 'declined' }),
      ]);

      const failed = on('PaymentFailed', { provider: 'sandbox', providerTransactionId: 'tx-1', reason: 'declined' });
      const after = [placed, initiated, failed];
      expect(placedOrder(after).status).toBe('placed');
      expect(isPayable(placedOrder(after), new Date(beforeExpiry))).toBe(true);
      expect(when(after, notify('failed'))).toEqual([]);
      expect(when(after, initiate(beforeExpiry))).toEqual([expect.objectContaining({ type: 'PaymentInitiated' })]);
      expect(when(after, notify('paid', 'tx-2'))).toEqual([on('PaymentSucceeded', payment('tx-2'))]);
    });

    it('given a payment under way, when it is reported cancelled, then it is cancelled and the order can pay again', () => {
      expect(when([placed, initiated], notify('cancelled'))).toEqual([
        on('PaymentCancelled', { provider: 'sandbox', providerTransactionId: 'tx-1' }),
      ]);

      const cancelled = on('PaymentCancelled', { provider: 'sandbox', providerTransactionId: 'tx-1' });
      const after = [placed, initiated, cancelled];
      expect(isPayable(placedOrder(after), new Date(beforeExpiry))).toBe(true);
      expect(when(after, notify('cancelled'))).toEqual([]);
      expect(when(after, notify('paid', 'tx-2'))).toEqual([on('PaymentSucceeded', payment('tx-2'))]);
    });

    it.each(['cancelled', 'failed'] as const)(
      'given a paid order, when a %s notification arrives late (out of order), then nothing happens',
      (status) => {
        const after = [placed, initiated, succeeded('tx-1')];
        expect(when(after, notify(status, 'tx-1'))).toEqual([]);
        expect(when(after, notify(status, 'tx-2'))).toEqual([]);
        expect(placedOrder(after).status).toBe('paid');
      },
    );

    it.each([
      ['amount', { amountCents: 4999 }],
      ['currency', { currency: 'USD' }],
    ])(
      'given a payment under way, when it is paid with a wrong %s, then the mismatch is recorded once and the order is not paid',
      (_, wrong) => {
        const mismatched = on('PaymentAmountMismatched', payment('tx-1', wrong));
        expect(when([placed, initiated], notify('paid', 'tx-1', wrong))).toEqual([mismatched]);

        const after = [placed, initiated, mismatched];
        expect(when(after, notify('paid', 'tx-1', wrong))).toEqual([]);
        expect(placedOrder(after).status).toBe('paying');
        expect(placedOrder(after).payment).toBeNull();
        expect(when(after, command('IssueTickets', { tickets }))).toEqual([]);
      },
    );

    it('given an expired order, when a payment is reported paid, then it is a late payment, recorded once', () => {
      expect(when([placed, initiated, expired], notify('paid', 'tx-late'))).toEqual([
        on('LatePaymentReceived', payment('tx-late')),
      ]);
      expect(when([placed, initiated, expired, lateReceived], notify('paid', 'tx-late'))).toEqual([]);
    });

    it('given a paid order, when a second, different transaction is paid, then it is a duplicate to refund', () => {
      expect(when([placed, initiated, succeeded('tx-1')], notify('paid', 'tx-2'))).toEqual([
        on('DuplicatePaymentReceived', payment('tx-2')),
        refundRequested('tx-2', 'duplicate-payment'),
      ]);
      expect(
        when(
          [
            placed,
            initiated,
            succeeded('tx-1'),
            on('DuplicatePaymentReceived', payment('tx-2')),
            refundRequested('tx-2', 'duplicate-payment'),
          ],
          notify('paid', 'tx-2'),
        ),
      ).toEqual([]);
    });

    it('given an open refund, when the provider reports that transaction refunded, then the refund is closed once', () => {
      const duplicate = [
        placed,
        initiated,
        succeeded('tx-1'),
        on('DuplicatePaymentReceived', payment('tx-2')),
        refundRequested('tx-2', 'duplicate-payment'),
      ];
      expect(when(duplicate, notify('refunded', 'tx-2'))).toEqual([
        on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: null }),
      ]);
      expect(when([...duplicate, refunded()], notify('refunded', 'tx-2'))).toEqual([]);
      expect(when(duplicate, notify('refunded', 'tx-1'))).toEqual([]);
    });

    it('given a refund that failed and must be made by hand, when the provider reports it refunded, then it is closed', () => {
      expect(
        when(
          [
            placed,
            initiated,
            succeeded('tx-1'),
            on('DuplicatePaymentReceived', payment('tx-2')),
            refundRequested('tx-2', 'duplicate-payment'),
            on('PaymentRefundFailed', { refundId: 'refund-1', error: 'not supported', manual: true }),
          ],
          notify('refunded', 'tx-2'),
        ),
      ).toEqual([on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: null })]);
    });

    it('given a refund sent to staff (Paysera), when the provider reports it refunded (status 5), then it is closed', () => {
      expect(
        when(
          [
            placed,
            initiated,
            succeeded('tx-1'),
            refundRequested('tx-1', 'admin', 'refund-1', 1000),
            on('PaymentRefundSent', { refundId: 'refund-1', providerRefundId: null, awaiting: 'merchant' }),
          ],
          notify('refunded', 'tx-1', { amountCents: 1000 }),
        ),
      ).toEqual([on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: null })]);
    });

    it('given two refunds left to staff, when status 5 reports one sum, then the refund of that sum is closed', () => {
      const sentToStaff = (refundId: string) =>
        on('PaymentRefundSent', { refundId, providerRefundId: null, awaiting: 'merchant' });
      expect(
        when(
          [
            placed,
            initiated,
            succeeded('tx-1'),
            refundRequested('tx-1', 'admin', 'refund-1', 1000),
            sentToStaff('refund-1'),
            refundRequested('tx-1', 'admin', 'refund-2', 500),
            sentToStaff('refund-2'),
          ],
          notify('refunded', 'tx-1', { amountCents: 500 }),
        ),
      ).toEqual([on('PaymentRefunded', { refundId: 'refund-2', providerRefundId: null })]);
    });

    it('given a failed refund, when the provider reports the payment refunded, then nothing is closed', () => {
      expect(
        when(
          [
            placed,
            initiated,
            succeeded('tx-1'),
            refundRequested('tx-1', 'admin', 'refund-1', 1000),
            on('PaymentRefundFailed', { refundId: 'refund-1', error: 'declined', manual: false }),
          ],
          notify('refunded', 'tx-1'),
        ),
      ).toEqual([]);
    });
  });

  describe('late payments', () => {
    const late = [placed, initiated, expired, lateReceived];

    it('given a late payment, when its seats could be taken again, then it is accepted and tickets can be issued', () => {
      expect(when(late, command('ResolveLatePayment', { seatsTaken: true, refundId: 'refund-1' }))).toEqual([
        on('LatePaymentAccepted'),
      ]);

      const accepted = [...late, on('LatePaymentAccepted')];
      expect(placedOrder(accepted).status).toBe('paid');
      expect(placedOrder(accepted).payment).toEqual(payment('tx-late'));
      expect(when(accepted, command('IssueTickets', { tickets }))).toEqual([issued]);
    });

    it('given a late payment, when its seats are gone, then it is rejected and the late payment refunded', () => {
      expect(when(late, command('ResolveLatePayment', { seatsTaken: false, refundId: 'refund-1' }))).toEqual([
        on('LatePaymentRejected', { reason: 'seats-gone' }),
        refundRequested('tx-late', 'seats-gone'),
      ]);

      const rejected = [...late, on('LatePaymentRejected', { reason: 'seats-gone' })];
      expect(when(rejected, command('ResolveLatePayment', { seatsTaken: false, refundId: 'refund-2' }))).toEqual([]);
      expect(when(rejected, command('IssueTickets', { tickets }))).toEqual([]);
    });

    it('given no late payment, when a late payment is resolved, then nothing happens', () => {
      expect(
        when(
          [placed, initiated, succeeded()],
          command('ResolveLatePayment', { seatsTaken: true, refundId: 'refund-1' }),
        ),
      ).toEqual([]);
    });
  });

  describe('expiry', () => {
    it.each([
      ['placed', [placed]],
      ['paying', [placed, initiated]],
    ])('given a %s order, when its hold has run out, then it expires', (_, past) => {
      expect(when(past, command('ExpireOrder', { now: afterExpiry }))).toEqual([expired]);
      expect(when(past, command('ExpireOrder', { now: expiresAt }))).toEqual([expired]);
    });

    it('given an unpaid order, when asked to expire before its hold ends, then nothing happens', () => {
      expect(when([placed, initiated], command('ExpireOrder', { now: beforeExpiry }))).toEqual([]);
    });

    it.each([
      ['paid', [placed, initiated, succeeded()]],
      ['expired already', [placed, initiated, expired]],
      ['settling a late payment', [placed, initiated, expired, lateReceived]],
    ])('given an order %s, when asked to expire, then nothing happens', (_, past) => {
      expect(when(past, command('ExpireOrder', { now: afterExpiry }))).toEqual([]);
    });
  });

  describe('tickets and confirmation', () => {
    const paid = [placed, initiated, succeeded()];

    it('given a paid order, when tickets are issued, then they are issued once', () => {
      expect(when(paid, command('IssueTickets', { tickets }))).toEqual([issued]);
      expect(when([...paid, issued], command('IssueTickets', { tickets }))).toEqual([]);
    });

    it('given an unpaid order, when tickets are issued, then nothing happens', () => {
      expect(when([placed, initiated], command('IssueTickets', { tickets }))).toEqual([]);
    });

    it('given a paid order for 2 seats, when 1 ticket is issued, then it throws', () => {
      expect(() => when(paid, command('IssueTickets', { tickets: tickets.slice(0, 1) }))).toThrow(
        'Order order-1 needs 2 tickets, got 1',
      );
    });

    it('given issued tickets, when the confirmation is sent, then it is recorded once to the buyer', () => {
      expect(when([...paid, issued], command('RecordConfirmationSent'))).toEqual([
        on('OrderConfirmationSent', { email: order.buyer.email }),
      ]);
      expect(
        when(
          [...paid, issued, on('OrderConfirmationSent', { email: order.buyer.email })],
          command('RecordConfirmationSent'),
        ),
      ).toEqual([]);
    });

    it('given no tickets yet, when the confirmation is sent, then nothing is recorded', () => {
      expect(when(paid, command('RecordConfirmationSent'))).toEqual([]);
    });
  });

  describe('refund outcomes', () => {
    const requested = [
      placed,
      initiated,
      succeeded('tx-1'),
      on('DuplicatePaymentReceived', payment('tx-2')),
      refundRequested('tx-2', 'duplicate-payment'),
    ];
    const outcome = (data: object) =>
      command('RecordRefundOutcome', { refundId: 'refund-1', attemptId: null, ...data });

    it('given a requested refund, when it is refunded, then it is recorded', () => {
      expect(when(requested, outcome({ outcome: 'refunded', providerRefundId: 'provider-refund-1' }))).toEqual([
        refunded(),
      ]);
    });

    it('given a requested refund, when it failed, then the failure is recorded with the reason', () => {
      expect(when(requested, outcome({ outcome: 'failed', error: 'declined' }))).toEqual([
        on('PaymentRefundFailed', { refundId: 'refund-1', error: 'declined', manual: false }),
      ]);
    });

    it('given a requested refund, when it was sent and awaits staff, then it is recorded once', () => {
      const sent = on('PaymentRefundSent', { refundId: 'refund-1', providerRefundId: null, awaiting: 'merchant' });
      expect(when(requested, outcome({ outcome: 'sent', providerRefundId: null, awaiting: 'merchant' }))).toEqual([
        sent,
      ]);
      expect(
        when([...requested, sent], outcome({ outcome: 'sent', providerRefundId: null, awaiting: 'merchant' })),
      ).toEqual([]);
    });

    it('given a refund the provider is processing, when it is done, then it is refunded', () => {
      const sent = on('PaymentRefundSent', { refundId: 'refund-1', providerRefundId: 'mc-1', awaiting: 'provider' });
      expect(
        when([...requested, sent], outcome({ outcome: 'refunded', providerRefundId: 'provider-refund-1' })),
      ).toEqual([refunded()]);
    });

    it('given a refund a busy provider had not accepted, when it accepts it, then the provider refund is recorded', () => {
      const busy = on('PaymentRefundSent', { refundId: 'refund-1', providerRefundId: null, awaiting: 'provider' });
      expect(
        when([...requested, busy], outcome({ outcome: 'sent', providerRefundId: 'mc-1', awaiting: 'provider' })),
      ).toEqual([on('PaymentRefundSent', { refundId: 'refund-1', providerRefundId: 'mc-1', awaiting: 'provider' })]);
    });

    it.each([
      ['refunded', refunded()],
      ['failed', on('PaymentRefundFailed', { refundId: 'refund-1', error: 'declined', manual: false })],
    ])('given a refund already %s, when an outcome arrives again, then nothing happens', (_, done) => {
      expect(when([...requested, done], outcome({ outcome: 'refunded', providerRefundId: null }))).toEqual([]);
      expect(when([...requested, done], outcome({ outcome: 'failed', error: 'again' }))).toEqual([]);
    });

    it('given no such refund, when an outcome arrives, then nothing happens', () => {
      expect(when(requested, outcome({ refundId: 'refund-9', outcome: 'refunded', providerRefundId: null }))).toEqual(
        [],
      );
    });

    it('given a requested refund, when its notice is sent, then it is recorded once', () => {
      const sent = on('RefundNoticeSent', { refundId: 'refund-1', email: order.buyer.email });
      expect(when(requested, command('RecordRefundNoticeSent', { refundId: 'refund-1' }))).toEqual([sent]);
      expect(when([...requested, sent], command('RecordRefundNoticeSent', { refundId: 'refund-1' }))).toEqual([]);
    });
  });

  describe('admission', () => {
    const ticketed = [placed, initiated, succeeded('tx-1'), issued];

    it('given issued tickets, when a ticket is scanned, then it is admitted', () => {
      expect(when(ticketed, admit('ticket-1', '2027-06-01T15:30:00.000Z'))).toEqual([
        on('TicketAdmitted', { ticketId: 'ticket-1', admittedAt: '2027-06-01T15:30:00.000Z' }),
      ]);
    });

    it('given an admitted ticket, when it is scanned again, then it is refused and says when it was used', () => {
      const past = [...ticketed, admitted('ticket-1', '2027-06-01T15:30:00.000Z')];
      expect(refusal(past, admit('ticket-1', '2027-06-01T15:45:00.000Z'))).toMatchObject({
        code: 'ticket.already-used',
        details: { usedAt: '2027-06-01T15:30:00.000Z' },
      });
      expect(when(past, admit('ticket-2', '2027-06-01T15:45:00.000Z'))).toEqual([
        on('TicketAdmitted', { ticketId: 'ticket-2', admittedAt: '2027-06-01T15:45:00.000Z' }),
      ]);
    });

    it('given issued tickets, when an unknown ticket is scanned, then it is not found', () => {
      expect(refusal(ticketed, admit('ticket-9')).code).toBe('ticket.not-found');
    });

    it('given a paid order without tickets yet, when a ticket is scanned, then it is not found', () => {
      expect(refusal([placed, initiated, succeeded('tx-1')], admit('ticket-1')).code).toBe('ticket.not-found');
    });

    it('given the payment that bought the tickets was refunded, when a ticket is scanned, then it is refunded', () => {
      const after = [...ticketed, refundRequested('tx-1', 'seats-gone'), refunded()];
      expect(isRefunded(placedOrder(after))).toBe(true);
      expect(refusal(after, admit('ticket-1')).code).toBe('ticket.refunded');
    });

    it('given that refund only requested, when a ticket is scanned, then it is still admitted', () => {
      const after = [...ticketed, refundRequested('tx-1', 'seats-gone')];
      expect(isRefunded(placedOrder(after))).toBe(false);
      expect(when(after, admit('ticket-1'))).toEqual([expect.objectContaining({ type: 'TicketAdmitted' })]);
    });

    it('given a refunded duplicate payment, when a ticket is scanned, then the tickets still admit', () => {
      const after = [
        ...ticketed,
        on('DuplicatePaymentReceived', payment('tx-2')),
        refundRequested('tx-2', 'duplicate-payment'),
        refunded(),
      ];
      expect(isRefunded(placedOrder(after))).toBe(false);
      expect(when(after, admit('ticket-1'))).toEqual([expect.objectContaining({ type: 'TicketAdmitted' })]);
    });

    it('isRefunded: false for an order with no refunds', () => {
      expect(isRefunded(placedOrder(ticketed))).toBe(false);
    });
  });

  describe('admin refunds', () => {
    const paid = [placed, initiated, succeeded('tx-1'), issued];
    const refund = (amountCents: number, refundId = 'refund-1', extra: object = {}) =>
      command('RefundOrder', {
        refundId,
        amountCents,
        reason: 'admin',
        note: 'Buyer cannot come',
        notifyCustomer: true,
        refundRequestId: null,
        ...extra,
      });
    const adminRefund = (refundId: string, amountCents: number) =>
      ({
        ...refundRequested('tx-1', 'admin', refundId, amountCents),
        data: {
          ...refundRequested('tx-1', 'admin', refundId, amountCents).data,
          note: 'Buyer cannot come',
        },
      }) as OrderEvent;

    it('given a paid order, when part of it is refunded, then this refund is requested with its own amount', () => {
      expect(when(paid, refund(1000))).toEqual([adminRefund('refund-1', 1000)]);
    });

    it('given a paid order, when a bulk request refunds it quietly, then the request and the flag are kept', () => {
      expect(
        when(
          paid,
          refund(order.totalCents, 'refund-1', {
            reason: 'event-cancelled',
            notifyCustomer: false,
            refundRequestId: 'rr-1',
          }),
        ),
      ).toEqual([
        on('PaymentRefundRequested', {
          refundId: 'refund-1',
          reason: 'event-cancelled',
          ...payment('tx-1'),
          note: 'Buyer cannot come',
          notifyCustomer: false,
          refundRequestId: 'rr-1',
        }),
      ]);
    });

    it('given an open refund, when more than the rest is asked, then it is refused and says how much is refundable', () => {
      const after = [...paid, adminRefund('refund-1', 1000)];
      expect(refundableCents(placedOrder(after))).toBe(order.totalCents - 1000);
      expect(refusal(after, refund(order.totalCents - 999, 'refund-2'))).toMatchObject({
        code: 'order.refund-too-large',
        details: {
          refundable: (order.totalCents - 1000) / 100,
          currency: order.currency,
        },
      });
      expect(when(after, refund(order.totalCents - 1000, 'refund-2'))).toEqual([
        adminRefund('refund-2', order.totalCents - 1000),
      ]);
    });

    it('given a failed refund, when a new refund is asked, then the failed amount is refundable again', () => {
      expect(
        when(
          [
            ...paid,
            adminRefund('refund-1', order.totalCents),
            on('PaymentRefundFailed', { refundId: 'refund-1', error: 'x', manual: false }),
          ],
          refund(order.totalCents, 'refund-2'),
        ),
      ).toEqual([adminRefund('refund-2', order.totalCents)]);
    });

    it.each([0, -100, 12.5])('given a paid order, when %s cents are refunded, then it is refused', (amountCents) => {
      expect(refusal(paid, refund(amountCents)).code).toBe('order.refund-amount-invalid');
    });

    it.each([
      ['placed', [placed]],
      ['paying', [placed, initiated]],
      ['expired', [placed, initiated, expired]],
    ])('given an order %s, when it is refunded, then it is refused as not paid', (_, past) => {
      expect(refusal(past, refund(100)).code).toBe('order.not-refundable');
    });

    it('given a refund already decided, when the same refund id comes again, then nothing new happens', () => {
      expect(when([...paid, adminRefund('refund-1', 1000)], refund(1000))).toEqual([]);
    });

    it('given part refunded, when scanned, then the tickets still admit; all refunded, then they are refused', () => {
      const part = [...paid, adminRefund('refund-1', 1000), refunded('refund-1')];
      expect(isRefunded(placedOrder(part))).toBe(false);
      expect(when(part, admit('ticket-1'))).toEqual([expect.objectContaining({ type: 'TicketAdmitted' })]);
      const all = [
        ...paid,
        adminRefund('refund-1', 1000),
        refunded('refund-1'),
        adminRefund('refund-2', order.totalCents - 1000),
        refunded('refund-2'),
      ];
      expect(isRefunded(placedOrder(all))).toBe(true);
      expect(refundableCents(placedOrder(all))).toBe(0);
      expect(refusal(all, admit('ticket-1')).code).toBe('ticket.refunded');
      expect(refusal(all, refund(1, 'refund-3')).code).toBe('order.refund-too-large');
    });

    it('given a failed refund, when an admin retries it, then it is retried and counts again', () => {
      const failed = on('PaymentRefundFailed', { refundId: 'refund-1', error: 'declined', manual: false });
      const retried = on('PaymentRefundRetried', { refundId: 'refund-1' });
      expect(
        when([...paid, adminRefund('refund-1', 1000), failed], command('RetryRefund', { refundId: 'refund-1' })),
      ).toEqual([retried]);
      const after = [...paid, adminRefund('refund-1', 1000), failed, retried];
      expect(refundableCents(placedOrder(after))).toBe(order.totalCents - 1000);
    });

    it('given a failed refund whose amount was refunded since, when it is retried, then it is refused', () => {
      expect(
        refusal(
          [
            ...paid,
            adminRefund('refund-1', order.totalCents),
            on('PaymentRefundFailed', { refundId: 'refund-1', error: 'declined', manual: false }),
            adminRefund('refund-2', 1),
          ],
          command('RetryRefund', { refundId: 'refund-1' }),
        ).code,
      ).toBe('order.refund-too-large');
    });

    it('given a refund not failed, when it is retried, then it is refused; an unknown one is not found', () => {
      const past = [...paid, adminRefund('refund-1', 1000)];
      expect(refusal(past, command('RetryRefund', { refundId: 'refund-1' })).code).toBe('order.refund-not-failed');
      expect(refusal(past, command('RetryRefund', { refundId: 'refund-9' })).code).toBe('order.refund-not-found');
    });
  });

  it('reads a refund stored at v1 as one the shop made by itself: no note, the buyer told, no request', () => {
    const v1 = { orderId, refundId: 'refund-1', reason: 'duplicate-payment', ...payment('tx-2') };
    const current = eventCatalog.upcast('PaymentRefundRequested', 1, v1);
    expect(current).toEqual({ ...v1, note: '', notifyCustomer: true, refundRequestId: null });
    const after = [
      placed,
      initiated,
      succeeded('tx-1'),
      {
        type: 'PaymentRefundRequested',
        data: current,
      } as OrderEvent,
    ];
    expect(placedOrder(after).refunds.get('refund-1')).toMatchObject({ notifyCustomer: true, refundRequestId: null });
    expect(refundableCents(placedOrder(after))).toBe(order.totalCents);
  });

  describe('voiding tickets', () => {
    const voidTickets = (...ticketIds: string[]) =>
      command('VoidTickets', { ticketIds, reason: 'Grąžino vieną bilietą' });
    const voided = (...ticketIds: string[]) => on('TicketsVoided', { ticketIds, reason: 'Grąžino vieną bilietą' });
    const partlyRefunded = [
      placed,
      succeeded(),
      issued,
      refundRequested('tx-1', 'admin', 'refund-1', 2500),
      refunded(),
    ];

    it('given a partly refunded order, when staff void one ticket, then it is voided and refused at the door', () => {
      expect(when(partlyRefunded, voidTickets('ticket-1'))).toEqual([voided('ticket-1')]);
      expect(refusal([...partlyRefunded, voided('ticket-1')], admit('ticket-1')).code).toBe('ticket.voided');
      expect(when([...partlyRefunded, voided('ticket-1')], admit('ticket-2'))).toEqual([
        admitted('ticket-2', '2027-06-01T15:30:00.000Z'),
      ]);
    });

    it('given a refund still on its way, when staff void a ticket, then it is voided', () => {
      expect(
        when(
          [placed, succeeded(), issued, refundRequested('tx-1', 'admin', 'refund-1', 2500)],
          voidTickets('ticket-2'),
        ),
      ).toEqual([voided('ticket-2')]);
    });

    it('given a voided ticket, when it is voided again with another, then only the other is voided; alone, nothing', () => {
      expect(when([...partlyRefunded, voided('ticket-1')], voidTickets('ticket-1', 'ticket-2', 'ticket-2'))).toEqual([
        voided('ticket-2'),
      ]);
      expect(when([...partlyRefunded, voided('ticket-1')], voidTickets('ticket-1'))).toEqual([]);
    });

    it('given a paid order with no refund, or only a failed one, when staff void a ticket, then it is refused', () => {
      expect(refusal([placed, succeeded(), issued], voidTickets('ticket-1')).code).toBe('order.not-voidable');
      expect(
        refusal(
          [
            placed,
            succeeded(),
            issued,
            refundRequested('tx-1', 'admin', 'refund-1', 2500),
            on('PaymentRefundFailed', { refundId: 'refund-1', error: 'declined', manual: false }),
          ],
          voidTickets('ticket-1'),
        ).code,
      ).toBe('order.not-voidable');
      expect(refusal([placed], voidTickets('ticket-1')).code).toBe('order.not-voidable');
    });

    it('given a ticket of another order or one already used, when staff void it, then it is refused and nothing is voided', () => {
      expect(refusal(partlyRefunded, voidTickets('ticket-1', 'ticket-9'))).toMatchObject({
        code: 'order.invalid',
        details: { field: 'ticket_ids', ticketIds: ['ticket-9'] },
      });
      expect(
        refusal(
          [...partlyRefunded, admitted('ticket-2', '2027-06-01T15:00:00.000Z')],
          voidTickets('ticket-1', 'ticket-2'),
        ),
      ).toMatchObject({ code: 'order.ticket-already-admitted', details: { ticketIds: ['ticket-2'] } });
    });

    it('given a fully refunded order, when a ticket is voided, then the door says voided rather than refunded', () => {
      expect(
        refusal(
          [placed, succeeded(), issued, refundRequested('tx-1', 'admin'), refunded(), voided('ticket-1')],
          admit('ticket-1'),
        ).code,
      ).toBe('ticket.voided');
    });
  });

  describe('admin cancelling an unpaid order', () => {
    const cancel = command('CancelUnpaidOrder', { reason: 'Buyer asked' });
    const cancelled = on('OrderCancelledByAdmin', { reason: 'Buyer asked' });

    it.each([
      ['placed', [placed]],
      ['paying', [placed, initiated]],
      ['expired', [placed, initiated, expired]],
    ])('given an order %s, when an admin cancels it, then it is cancelled and can no longer be paid', (_, past) => {
      expect(when(past, cancel)).toEqual([cancelled]);
      expect(placedOrder([...past, cancelled]).status).toBe('cancelled');
      expect(refusal([...past, cancelled], initiate(beforeExpiry)).code).toBe('order.not-payable');
    });

    it('given a cancelled order, when it is cancelled again, then nothing happens', () => {
      expect(when([placed, cancelled], cancel)).toEqual([]);
    });

    it('given a paid order, when an admin cancels it, then it is refused (refund it instead)', () => {
      expect(refusal([placed, initiated, succeeded('tx-1')], cancel)).toMatchObject({
        code: 'order.not-cancellable',
        details: { status: 'paid' },
      });
    });
  });

  describe('event cancelled', () => {
    const paid = [placed, initiated, succeeded('tx-1'), issued];
    const marked = on('OrderEventCancelled');

    it('given a paid order, when its event is cancelled, then it is marked once and its tickets no longer admit', () => {
      expect(when(paid, command('MarkEventCancelled'))).toEqual([marked]);
      expect(when([...paid, marked], command('MarkEventCancelled'))).toEqual([]);
      expect(refusal([...paid, marked], admit('ticket-1')).code).toBe('ticket.event-cancelled');
    });

    it('given an unpaid order, when its event is cancelled, then nothing is marked', () => {
      expect(when([placed, initiated], command('MarkEventCancelled'))).toEqual([]);
    });

    it('given a marked order, when the notice is sent, then it is recorded once', () => {
      const sent = on('EventCancellationNoticeSent', { email: order.buyer.email });
      expect(when([...paid, marked], command('RecordEventCancellationNoticeSent'))).toEqual([sent]);
      expect(when([...paid, marked, sent], command('RecordEventCancellationNoticeSent'))).toEqual([]);
      expect(when(paid, command('RecordEventCancellationNoticeSent'))).toEqual([]);
    });
  });

  describe('resending the confirmation', () => {
    it('given issued tickets, when an admin resends, then each resend is recorded', () => {
      const resent = on('OrderConfirmationResent', { email: order.buyer.email });
      expect(when([placed, initiated, succeeded('tx-1'), issued], command('ResendConfirmation'))).toEqual([resent]);
      expect(when([placed, initiated, succeeded('tx-1'), issued, resent], command('ResendConfirmation'))).toEqual([
        resent,
      ]);
    });

    it('given no tickets yet, when an admin resends, then it is refused', () => {
      expect(refusal([placed, initiated], command('ResendConfirmation')).code).toBe('order.no-tickets');
    });
  });

  describe('paying by bank transfer', () => {
    const reference = 'A1B2C3';
    const payBy = '2026-11-04T10:05:00.000Z';
    const DAY_MS = 86_400_000;
    const choose = (now: string, days = 3) => command('ChooseBankTransfer', { reference, now, holdMs: days * DAY_MS });
    const chosen = on('BankTransferChosen', { reference, amountCents: 5000, currency: 'EUR', payBy });
    const confirm = (amountCents = order.totalCents) =>
      command('ConfirmBankTransfer', { amountCents, reference, refundId: 'refund-1' });
    const transfer = payment(reference, { provider: 'bank-transfer' });
    const placedSoonBefore = (startsAt: string): OrderEvent => ({
      type: 'OrderPlaced',
      data: { ...order, event: { ...order.event, startsAt } },
    });

    it('given a placed order, when the buyer chooses a transfer, then the seats are held three days for its total', () => {
      expect(when([placed], choose(beforeExpiry))).toEqual([chosen]);
    });

    it('given a shop that gives one day, when the buyer chooses a transfer, then the seats are held a day', () => {
      expect(when([placed], choose(beforeExpiry, 1))).toEqual([
        on('BankTransferChosen', {
          reference,
          amountCents: 5000,
          currency: 'EUR',
          payBy: '2026-11-02T10:05:00.000Z',
        }),
      ]);
    });

    it('given a shop that gives fourteen days, when the buyer chooses a transfer, then the seats are held two weeks', () => {
      expect(when([placed], choose(beforeExpiry, 14))).toEqual([
        on('BankTransferChosen', {
          reference,
          amountCents: 5000,
          currency: 'EUR',
          payBy: '2026-11-15T10:05:00.000Z',
        }),
      ]);
    });

    it('given an event in two days, when the buyer chooses a transfer, then the hold ends when the event starts', () => {
      const startsAt = '2026-11-03T18:00:00.000Z';
      expect(when([placedSoonBefore(startsAt)], choose(beforeExpiry))).toEqual([
        on('BankTransferChosen', { reference, amountCents: 5000, currency: 'EUR', payBy: startsAt }),
      ]);
    });

    it('given an event starting within a day, when the buyer chooses a transfer, then it is refused', () => {
      expect(refusal([placedSoonBefore('2026-11-02T09:00:00.000Z')], choose(beforeExpiry)).code).toBe(
        'order.bank-transfer-too-late',
      );
      // However many days the shop gives, the event's start leaves too little time.
      expect(refusal([placedSoonBefore('2026-11-02T09:00:00.000Z')], choose(beforeExpiry, 14)).code).toBe(
        'order.bank-transfer-too-late',
      );
    });

    it('given a transfer chosen, when it is chosen again later, then the first deadline stands', () => {
      expect(when([placed, chosen], choose('2026-11-02T10:00:00.000Z'))).toEqual([]);
    });

    it('given the usual hold ran out, when the buyer chooses a transfer, then it is refused', () => {
      expect(refusal([placed], choose(afterExpiry)).code).toBe('order.not-payable');
    });

    it('given a transfer chosen, when its details are mailed, then that is recorded once', () => {
      const sent = on('BankTransferInstructionsSent', { email: order.buyer.email });
      expect(when([placed, chosen], command('RecordBankTransferInstructionsSent', {}))).toEqual([sent]);
      expect(when([placed, chosen, sent], command('RecordBankTransferInstructionsSent', {}))).toEqual([]);
      expect(when([placed], command('RecordBankTransferInstructionsSent', {}))).toEqual([]);
    });

    it('given a transfer chosen, then the order stays payable and unexpired past the usual hold until the deadline', () => {
      const state = placedOrder([placed, chosen]);
      expect(isPayable(state, new Date(afterExpiry))).toBe(true);
      expect(isPayable(state, new Date(payBy))).toBe(false);
      expect(when([placed, chosen], command('ExpireOrder', { now: afterExpiry }))).toEqual([]);
      expect(when([placed, chosen], command('ExpireOrder', { now: payBy }))).toEqual([expired]);
    });

    it('given a transfer chosen, when an admin confirms the total, then the order is paid by bank transfer', () => {
      expect(when([placed, chosen], confirm())).toEqual([on('PaymentSucceeded', transfer)]);
    });

    it('given a buyer who never chose a transfer (so never saw its instructions), when an admin confirms one, then it is refused', () => {
      expect(refusal([placed, initiated], confirm()).code).toBe('order.transfer-not-chosen');
    });

    it('given a transfer chosen, when an admin confirms another amount, then it is refused and nothing is paid', () => {
      expect(refusal([placed, chosen], confirm(4999))).toMatchObject({
        code: 'order.transfer-amount-mismatch',
        details: { field: 'amount', total_cents: 5000 },
      });
    });

    it('given an order that expired unpaid, when an admin confirms its transfer, then it is a late payment', () => {
      expect(when([placed, chosen, expired], confirm())).toEqual([on('LatePaymentReceived', transfer)]);
    });

    it('given a confirmed transfer, when it is confirmed again (a double click), then nothing new happens', () => {
      expect(when([placed, chosen, on('PaymentSucceeded', transfer)], confirm())).toEqual([]);
    });

    it('given an order paid by card, when an admin confirms a transfer, then it is refused', () => {
      expect(refusal([placed, initiated, succeeded()], confirm())).toMatchObject({
        code: 'order.not-awaiting-transfer',
        details: { status: 'paid' },
      });
    });

    it.each([
      ['an admin', 'admin', null],
      ['an approved refund request (bulk or the event cancelled)', 'event-cancelled', 'rr-1'],
    ])(
      'given an order paid by transfer, when %s refunds it, then it is requested of the transfer',
      (_, reason, request) => {
        expect(
          when(
            [placed, chosen, on('PaymentSucceeded', transfer)],
            command('RefundOrder', {
              refundId: 'refund-1',
              amountCents: 2000,
              reason,
              note: 'Buyer cannot come',
              notifyCustomer: true,
              refundRequestId: request,
            }),
          ),
        ).toEqual([
          on('PaymentRefundRequested', {
            refundId: 'refund-1',
            reason,
            ...transfer,
            amountCents: 2000,
            note: 'Buyer cannot come',
            notifyCustomer: true,
            refundRequestId: request,
          }),
        ]);
      },
    );
  });

  describe('sending a refund once', () => {
    const paid = [placed, initiated, succeeded('tx-1'), issued];
    const requested = refundRequested('tx-1', 'admin', 'refund-1', 2000);
    const now = '2027-05-01T10:00:00.000Z';
    const start = (attemptId: string) => command('StartRefundAttempt', { refundId: 'refund-1', attemptId, now });
    const attempted = (attemptId: string, reference = attemptReference(attemptId)) =>
      on('PaymentRefundAttempted', { refundId: 'refund-1', attemptId, reference, attemptedAt: now });
    const outcome = (attemptId: string | null, data: object) =>
      command('RecordRefundOutcome', { refundId: 'refund-1', attemptId, ...data });
    const uncertain = (attemptId: string, reason = 'cannot tell') =>
      command('MarkRefundUncertain', { refundId: 'refund-1', attemptId, reason });
    const leftUncertain = on('PaymentRefundUncertain', {
      refundId: 'refund-1',
      attemptId: 'a1',
      reason: 'cannot tell',
    });
    const busy = on('PaymentRefundSent', { refundId: 'refund-1', providerRefundId: null, awaiting: 'provider' });
    const refundOf = (...past: OrderEvent[]) => placedOrder(past).refunds.get('refund-1')!;

    it('given a requested refund, when an attempt starts, then it is recorded with a reference for the provider', () => {
      expect(when([...paid, requested], start('a1a1a1a1-0000-4000-8000-000000000000'))).toEqual([
        attempted('a1a1a1a1-0000-4000-8000-000000000000', 'ref a1a1a1a1'),
      ]);
      expect(refundOf(...paid, requested, attempted('a1')).state).toBe('sending');
    });

    it('given an attempt open, when another attempt starts (a second run, a retry), then nothing: one call at a time', () => {
      expect(when([...paid, requested, attempted('a1')], start('a2'))).toEqual([]);
    });

    it('given an attempt open, when an outcome comes without it or for another attempt, then nothing', () => {
      expect(
        when([...paid, requested, attempted('a1')], outcome(null, { outcome: 'refunded', providerRefundId: 'x' })),
      ).toEqual([]);
      expect(when([...paid, requested, attempted('a1')], outcome('a0', { outcome: 'failed', error: 'x' }))).toEqual([]);
    });

    it('given an attempt open, when its own outcome comes, then it is recorded and the attempt closed', () => {
      expect(
        when([...paid, requested, attempted('a1')], outcome('a1', { outcome: 'refunded', providerRefundId: 'mc-1' })),
      ).toEqual([on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: 'mc-1' })]);
      const done = on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: 'mc-1' });
      expect(refundOf(...paid, requested, attempted('a1'), done).attempt).toMatchObject({ open: false });
      expect(when([...paid, requested, attempted('a1'), done], start('a2'))).toEqual([]);
    });

    it('given a busy provider closed the first attempt, when the next starts and is busy again, then that one is closed too', () => {
      const afterBusy = [...paid, requested, attempted('a1'), busy];
      expect(when(afterBusy, start('a2'))).toEqual([attempted('a2')]);
      expect(
        when(
          [...afterBusy, attempted('a2')],
          outcome('a2', { outcome: 'sent', providerRefundId: null, awaiting: 'provider' }),
        ),
      ).toEqual([busy]);
      expect(refundOf(...afterBusy, attempted('a2'), busy).attempt?.open).toBe(false);
    });

    it('given an attempt open, when its outcome was lost and the provider cannot tell, then the refund is uncertain', () => {
      expect(when([...paid, requested, attempted('a1')], uncertain('a1'))).toEqual([leftUncertain]);
      const state = refundOf(...paid, requested, attempted('a1'), leftUncertain);
      expect(state).toMatchObject({ state: 'uncertain', uncertainReason: 'cannot tell', attempt: { open: false } });
    });

    it('given an uncertain refund, then it still counts against what was paid and is never started again by itself', () => {
      const past = [...paid, requested, attempted('a1'), leftUncertain];
      expect(refundableCents(placedOrder(past))).toBe(order.totalCents - 2000);
      expect(when(past, start('a2'))).toEqual([]);
      expect(when(past, uncertain('a1'))).toEqual([]);
    });

    it('given an uncertain refund, when the late answer to its attempt comes, then it is taken; another is not', () => {
      const past = [...paid, requested, attempted('a1'), leftUncertain];
      expect(when(past, outcome('a1', { outcome: 'refunded', providerRefundId: 'late' }))).toEqual([
        on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: 'late' }),
      ]);
      expect(when(past, outcome(null, { outcome: 'refunded', providerRefundId: null }))).toEqual([]);
    });

    it('given an uncertain refund, when the provider reports that sum refunded, then it is closed', () => {
      expect(
        when([...paid, requested, attempted('a1'), leftUncertain], notify('refunded', 'tx-1', { amountCents: 2000 })),
      ).toEqual([on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: null })]);
    });

    it('given an uncertain refund, when staff found it paid in the portal, then it is refunded (once)', () => {
      const past = [...paid, requested, attempted('a1'), leftUncertain];
      const paidBack = on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: null });
      expect(when(past, command('RecordRefundPaidOut', { refundId: 'refund-1' }))).toEqual([paidBack]);
      expect(when([...past, paidBack], command('RecordRefundPaidOut', { refundId: 'refund-1' }))).toEqual([]);
    });

    it('given an uncertain refund, when staff found nothing in the portal, then it is sent again as a new attempt', () => {
      const past = [...paid, requested, attempted('a1'), leftUncertain];
      const retried = on('PaymentRefundRetried', { refundId: 'refund-1' });
      expect(when(past, command('RetryRefund', { refundId: 'refund-1' }))).toEqual([retried]);
      expect(refundOf(...past, retried)).toMatchObject({ state: 'requested', attempt: null, uncertainReason: null });
      expect(when([...past, retried], start('a2'))).toEqual([attempted('a2')]);
      // The answer to the attempt given up on no longer settles anything.
      expect(
        when([...past, retried, attempted('a2')], outcome('a1', { outcome: 'refunded', providerRefundId: 'late' })),
      ).toEqual([]);
    });

    it('given a refund being sent, when staff mark it paid back or retry it, then both are refused: its outcome is coming', () => {
      expect(
        refusal([...paid, requested, attempted('a1')], command('RecordRefundPaidOut', { refundId: 'refund-1' })),
      ).toMatchObject({ code: 'order.refund-not-awaiting-merchant', details: { state: 'sending' } });
      expect(
        refusal([...paid, requested, attempted('a1')], command('RetryRefund', { refundId: 'refund-1' })),
      ).toMatchObject({ code: 'order.refund-not-failed', details: { state: 'sending' } });
    });
  });

  describe('a refund paid back by hand', () => {
    const transfer = payment('A1B2C3', { provider: 'bank-transfer' });
    const paid = [placed, initiated, on('PaymentSucceeded', transfer), issued];
    const requested = on('PaymentRefundRequested', {
      refundId: 'refund-1',
      reason: 'admin',
      ...transfer,
      note: '',
      notifyCustomer: true,
      refundRequestId: null,
    });
    const sentTo = (awaiting: 'merchant' | 'provider', providerRefundId: string | null = null) =>
      on('PaymentRefundSent', { refundId: 'refund-1', providerRefundId, awaiting });
    const paidOut = (refundId = 'refund-1') => command('RecordRefundPaidOut', { refundId });
    const paidBack = on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: null });

    it('given a refund left to staff, when an admin marks it paid back, then it is refunded and the order with it', () => {
      expect(when([...paid, requested, sentTo('merchant')], paidOut())).toEqual([paidBack]);
      expect(isRefunded(placedOrder([...paid, requested, sentTo('merchant'), paidBack]))).toBe(true);
    });

    it('given a Paysera refund stored as a "manual" failure, when an admin marks it paid back, then it is refunded', () => {
      const manual = on('PaymentRefundFailed', { refundId: 'refund-1', error: 'by hand', manual: true });
      expect(when([...paid, requested, manual], paidOut())).toEqual([paidBack]);
    });

    it('given a refund paid back, when it is marked again (a double click), then nothing new happens', () => {
      expect(when([...paid, requested, sentTo('merchant'), paidBack], paidOut())).toEqual([]);
    });

    it.each([
      ['requested', [requested], 'requested'],
      ['failed', [requested, on('PaymentRefundFailed', { refundId: 'refund-1', error: 'x', manual: false })], 'failed'],
      ['awaiting the provider', [requested, sentTo('provider', 'mc-1')], 'sent'],
      ['refunded by the provider', [requested, sentTo('provider', 'mc-1'), refunded()], 'refunded'],
    ])('given a refund %s, when an admin marks it paid back, then it is refused', (_, past, state) => {
      expect(refusal([...paid, ...(past as OrderEvent[])], paidOut())).toMatchObject({
        code: 'order.refund-not-awaiting-merchant',
        details: { state },
      });
    });

    it('given no such refund, when an admin marks it paid back, then it is not found', () => {
      expect(refusal([...paid, requested, sentTo('merchant')], paidOut('refund-9')).code).toBe(
        'order.refund-not-found',
      );
    });
  });
});
