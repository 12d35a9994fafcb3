import type { IssuedTicket, OrderEvent, RefundReason } from '@ticketshop/projections';
import { orderLine, orderPlacedData } from '@ticketshop/projections/testing';
import { refusalCode } from '../../testing/domain-errors';
import {
  decide,
  evolve,
  initialOrderState,
  isPayable,
  isRefunded,
  type NotifiedStatus,
  type OrderCommand,
  type OrderState,
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
const refundRequested = (tx: string, reason: RefundReason, refundId = 'refund-1') =>
  on('PaymentRefundRequested', { refundId, reason, ...payment(tx) });
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
function given(...past: OrderEvent[]) {
  const state: OrderState = past.reduce(evolve, initialOrderState);
  return {
    state,
    /** The state of a placed order, for the helpers that take one. */
    get order(): PlacedOrder {
      if (state.status === 'none') throw new Error('given no order');
      return state;
    },
    when: (next: OrderCommand) => ({
      then: (expected: OrderEvent[]) => expect(decide(next, state)).toEqual(expected),
      thenRefused: (code: string, details: Record<string, unknown> = {}) => {
        expect(refusalCode(() => decide(next, state))).toBe(code);
        let failure: unknown;
        try {
          decide(next, state);
        } catch (error) {
          failure = error;
        }
        expect(failure).toMatchObject({ details });
      },
    }),
  };
}

describe('order decider', () => {
  describe('placing', () => {
    it('given nothing, when the order is placed, then it is placed', () => {
      given().when({ type: 'PlaceOrder', data: order }).then([placed]);
    });

    it('given a placed order, when it is placed again (a retry), then nothing new happens', () => {
      given(placed).when({ type: 'PlaceOrder', data: order }).then([]);
    });

    it('given nothing, when a payment is started, then the order is not found', () => {
      given().when(initiate(beforeExpiry)).thenRefused('order.not-found');
    });
  });

  describe('starting a payment', () => {
    it('given a placed order, when a payment starts before the hold ends, then it is for the order’s total', () => {
      given(placed)
        .when(initiate(beforeExpiry))
        .then([
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
      given(placed, initiated)
        .when(initiate(beforeExpiry))
        .then([expect.objectContaining({ type: 'PaymentInitiated' })]);
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
      given(...past)
        .when(initiate(now))
        .thenRefused('order.not-payable', { status });
    });

    it('isPayable: only while placed or paying, and only before expiresAt', () => {
      expect(isPayable(given(placed).order, new Date(beforeExpiry))).toBe(true);
      expect(isPayable(given(placed, initiated).order, new Date(beforeExpiry))).toBe(true);
      expect(isPayable(given(placed).order, new Date(expiresAt))).toBe(false);
      expect(isPayable(given(placed).order, new Date(afterExpiry))).toBe(false);
      expect(isPayable(given(placed, initiated, succeeded()).order, new Date(beforeExpiry))).toBe(false);
      expect(isPayable(given(placed, expired).order, new Date(beforeExpiry))).toBe(false);
    });
  });

  describe('payment notifications', () => {
    it('given a payment under way, when it is reported paid, then the payment succeeded', () => {
      given(placed, initiated)
        .when(notify('paid'))
        .then([on('PaymentSucceeded', payment('tx-1'))]);
    });

    it('given a paid order, when the same paid notification arrives again, then nothing new happens', () => {
      given(placed, initiated, succeeded('tx-1')).when(notify('paid', 'tx-1')).then([]);
    });

    it('given a payment under way, when it is reported pending, then nothing happens', () => {
      given(placed, initiated).when(notify('pending')).then([]);
    });

    it('given a payment under way, when it is reported failed, then it failed and the order can pay again', () => {
      given(placed, initiated)
        .when(notify('failed'))
        .then([on('PaymentFailed', { provider: 'sandbox', providerTransactionId: 'tx-1', reason: 'declined' })]);

      const failed = on('PaymentFailed', { provider: 'sandbox', providerTransactionId: 'tx-1', reason: 'declined' });
      const after = given(placed, initiated, failed);
      expect(after.order.status).toBe('placed');
      expect(isPayable(after.order, new Date(beforeExpiry))).toBe(true);
      after.when(notify('failed')).then([]);
      after.when(initiate(beforeExpiry)).then([expect.objectContaining({ type: 'PaymentInitiated' })]);
      after.when(notify('paid', 'tx-2')).then([on('PaymentSucceeded', payment('tx-2'))]);
    });

    it('given a payment under way, when it is reported cancelled, then it is cancelled and the order can pay again', () => {
      given(placed, initiated)
        .when(notify('cancelled'))
        .then([on('PaymentCancelled', { provider: 'sandbox', providerTransactionId: 'tx-1' })]);

      const cancelled = on('PaymentCancelled', { provider: 'sandbox', providerTransactionId: 'tx-1' });
      const after = given(placed, initiated, cancelled);
      expect(isPayable(after.order, new Date(beforeExpiry))).toBe(true);
      after.when(notify('cancelled')).then([]);
      after.when(notify('paid', 'tx-2')).then([on('PaymentSucceeded', payment('tx-2'))]);
    });

    it.each(['cancelled', 'failed'] as const)(
      'given a paid order, when a %s notification arrives late (out of order), then nothing happens',
      (status) => {
        const after = given(placed, initiated, succeeded('tx-1'));
        after.when(notify(status, 'tx-1')).then([]);
        after.when(notify(status, 'tx-2')).then([]);
        expect(after.order.status).toBe('paid');
      },
    );

    it.each([
      ['amount', { amountCents: 4999 }],
      ['currency', { currency: 'USD' }],
    ])(
      'given a payment under way, when it is paid with a wrong %s, then the mismatch is recorded once and the order is not paid',
      (_, wrong) => {
        const mismatched = on('PaymentAmountMismatched', payment('tx-1', wrong));
        given(placed, initiated)
          .when(notify('paid', 'tx-1', wrong))
          .then([mismatched]);

        const after = given(placed, initiated, mismatched);
        after.when(notify('paid', 'tx-1', wrong)).then([]);
        expect(after.order.status).toBe('paying');
        expect(after.order.payment).toBeNull();
        after.when(command('IssueTickets', { tickets })).then([]);
      },
    );

    it('given an expired order, when a payment is reported paid, then it is a late payment, recorded once', () => {
      given(placed, initiated, expired)
        .when(notify('paid', 'tx-late'))
        .then([on('LatePaymentReceived', payment('tx-late'))]);
      given(placed, initiated, expired, lateReceived).when(notify('paid', 'tx-late')).then([]);
    });

    it('given a paid order, when a second, different transaction is paid, then it is a duplicate to refund', () => {
      given(placed, initiated, succeeded('tx-1'))
        .when(notify('paid', 'tx-2'))
        .then([on('DuplicatePaymentReceived', payment('tx-2')), refundRequested('tx-2', 'duplicate-payment')]);
      given(
        placed,
        initiated,
        succeeded('tx-1'),
        on('DuplicatePaymentReceived', payment('tx-2')),
        refundRequested('tx-2', 'duplicate-payment'),
      )
        .when(notify('paid', 'tx-2'))
        .then([]);
    });

    it('given an open refund, when the provider reports that transaction refunded, then the refund is closed once', () => {
      const duplicate = [
        placed,
        initiated,
        succeeded('tx-1'),
        on('DuplicatePaymentReceived', payment('tx-2')),
        refundRequested('tx-2', 'duplicate-payment'),
      ];
      given(...duplicate)
        .when(notify('refunded', 'tx-2'))
        .then([on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: null })]);
      given(...duplicate, refunded())
        .when(notify('refunded', 'tx-2'))
        .then([]);
      given(...duplicate)
        .when(notify('refunded', 'tx-1'))
        .then([]);
    });

    it('given a refund that failed and must be made by hand, when the provider reports it refunded, then it is closed', () => {
      given(
        placed,
        initiated,
        succeeded('tx-1'),
        on('DuplicatePaymentReceived', payment('tx-2')),
        refundRequested('tx-2', 'duplicate-payment'),
        on('PaymentRefundFailed', { refundId: 'refund-1', error: 'not supported', manual: true }),
      )
        .when(notify('refunded', 'tx-2'))
        .then([on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: null })]);
    });
  });

  describe('late payments', () => {
    const late = [placed, initiated, expired, lateReceived];

    it('given a late payment, when its seats could be taken again, then it is accepted and tickets can be issued', () => {
      given(...late)
        .when(command('ResolveLatePayment', { seatsTaken: true, refundId: 'refund-1' }))
        .then([on('LatePaymentAccepted')]);

      const accepted = given(...late, on('LatePaymentAccepted'));
      expect(accepted.order.status).toBe('paid');
      expect(accepted.order.payment).toEqual(payment('tx-late'));
      accepted.when(command('IssueTickets', { tickets })).then([issued]);
    });

    it('given a late payment, when its seats are gone, then it is rejected and the late payment refunded', () => {
      given(...late)
        .when(command('ResolveLatePayment', { seatsTaken: false, refundId: 'refund-1' }))
        .then([on('LatePaymentRejected', { reason: 'seats-gone' }), refundRequested('tx-late', 'seats-gone')]);

      const rejected = given(...late, on('LatePaymentRejected', { reason: 'seats-gone' }));
      rejected.when(command('ResolveLatePayment', { seatsTaken: false, refundId: 'refund-2' })).then([]);
      rejected.when(command('IssueTickets', { tickets })).then([]);
    });

    it('given no late payment, when a late payment is resolved, then nothing happens', () => {
      given(placed, initiated, succeeded())
        .when(command('ResolveLatePayment', { seatsTaken: true, refundId: 'refund-1' }))
        .then([]);
    });
  });

  describe('expiry', () => {
    it.each([
      ['placed', [placed]],
      ['paying', [placed, initiated]],
    ])('given a %s order, when its hold has run out, then it expires', (_, past) => {
      given(...past)
        .when(command('ExpireOrder', { now: afterExpiry }))
        .then([expired]);
      given(...past)
        .when(command('ExpireOrder', { now: expiresAt }))
        .then([expired]);
    });

    it('given an unpaid order, when asked to expire before its hold ends, then nothing happens', () => {
      given(placed, initiated)
        .when(command('ExpireOrder', { now: beforeExpiry }))
        .then([]);
    });

    it.each([
      ['paid', [placed, initiated, succeeded()]],
      ['expired already', [placed, initiated, expired]],
      ['settling a late payment', [placed, initiated, expired, lateReceived]],
    ])('given an order %s, when asked to expire, then nothing happens', (_, past) => {
      given(...past)
        .when(command('ExpireOrder', { now: afterExpiry }))
        .then([]);
    });
  });

  describe('tickets and confirmation', () => {
    const paid = [placed, initiated, succeeded()];

    it('given a paid order, when tickets are issued, then they are issued once', () => {
      given(...paid)
        .when(command('IssueTickets', { tickets }))
        .then([issued]);
      given(...paid, issued)
        .when(command('IssueTickets', { tickets }))
        .then([]);
    });

    it('given an unpaid order, when tickets are issued, then nothing happens', () => {
      given(placed, initiated).when(command('IssueTickets', { tickets })).then([]);
    });

    it('given a paid order for 2 seats, when 1 ticket is issued, then it throws', () => {
      const { state } = given(...paid);
      expect(() => decide(command('IssueTickets', { tickets: tickets.slice(0, 1) }), state)).toThrow(
        'Order order-1 needs 2 tickets, got 1',
      );
    });

    it('given issued tickets, when the confirmation is sent, then it is recorded once to the buyer', () => {
      given(...paid, issued)
        .when(command('RecordConfirmationSent'))
        .then([on('OrderConfirmationSent', { email: order.buyer.email })]);
      given(...paid, issued, on('OrderConfirmationSent', { email: order.buyer.email }))
        .when(command('RecordConfirmationSent'))
        .then([]);
    });

    it('given no tickets yet, when the confirmation is sent, then nothing is recorded', () => {
      given(...paid)
        .when(command('RecordConfirmationSent'))
        .then([]);
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
    const outcome = (data: object) => command('RecordRefundOutcome', { refundId: 'refund-1', ...data });

    it('given a requested refund, when it is refunded, then it is recorded', () => {
      given(...requested)
        .when(outcome({ outcome: 'refunded', providerRefundId: 'provider-refund-1' }))
        .then([refunded()]);
    });

    it.each([
      ['failed', false],
      ['manual', true],
    ] as const)('given a requested refund, when it is %s, then the failure is recorded', (result, manual) => {
      given(...requested)
        .when(outcome({ outcome: result, error: 'declined' }))
        .then([on('PaymentRefundFailed', { refundId: 'refund-1', error: 'declined', manual })]);
    });

    it.each([
      ['refunded', refunded()],
      ['failed', on('PaymentRefundFailed', { refundId: 'refund-1', error: 'declined', manual: false })],
    ])('given a refund already %s, when an outcome arrives again, then nothing happens', (_, done) => {
      given(...requested, done)
        .when(outcome({ outcome: 'refunded', providerRefundId: null }))
        .then([]);
      given(...requested, done)
        .when(outcome({ outcome: 'failed', error: 'again' }))
        .then([]);
    });

    it('given no such refund, when an outcome arrives, then nothing happens', () => {
      given(...requested)
        .when(outcome({ refundId: 'refund-9', outcome: 'refunded', providerRefundId: null }))
        .then([]);
    });

    it('given a requested refund, when its notice is sent, then it is recorded once', () => {
      const sent = on('RefundNoticeSent', { refundId: 'refund-1', email: order.buyer.email });
      given(...requested)
        .when(command('RecordRefundNoticeSent', { refundId: 'refund-1' }))
        .then([sent]);
      given(...requested, sent)
        .when(command('RecordRefundNoticeSent', { refundId: 'refund-1' }))
        .then([]);
    });
  });

  describe('admission', () => {
    const ticketed = [placed, initiated, succeeded('tx-1'), issued];

    it('given issued tickets, when a ticket is scanned, then it is admitted', () => {
      given(...ticketed)
        .when(admit('ticket-1', '2027-06-01T15:30:00.000Z'))
        .then([on('TicketAdmitted', { ticketId: 'ticket-1', admittedAt: '2027-06-01T15:30:00.000Z' })]);
    });

    it('given an admitted ticket, when it is scanned again, then it is refused and says when it was used', () => {
      const after = given(...ticketed, admitted('ticket-1', '2027-06-01T15:30:00.000Z'));
      after.when(admit('ticket-1', '2027-06-01T15:45:00.000Z')).thenRefused('ticket.already-used', {
        usedAt: '2027-06-01T15:30:00.000Z',
      });
      after
        .when(admit('ticket-2', '2027-06-01T15:45:00.000Z'))
        .then([on('TicketAdmitted', { ticketId: 'ticket-2', admittedAt: '2027-06-01T15:45:00.000Z' })]);
    });

    it('given issued tickets, when an unknown ticket is scanned, then it is not found', () => {
      given(...ticketed)
        .when(admit('ticket-9'))
        .thenRefused('ticket.not-found');
    });

    it('given a paid order without tickets yet, when a ticket is scanned, then it is not found', () => {
      given(placed, initiated, succeeded('tx-1')).when(admit('ticket-1')).thenRefused('ticket.not-found');
    });

    it('given the payment that bought the tickets was refunded, when a ticket is scanned, then it is refunded', () => {
      const after = given(...ticketed, refundRequested('tx-1', 'seats-gone'), refunded());
      expect(isRefunded(after.order)).toBe(true);
      after.when(admit('ticket-1')).thenRefused('ticket.refunded');
    });

    it('given that refund only requested, when a ticket is scanned, then it is still admitted', () => {
      const after = given(...ticketed, refundRequested('tx-1', 'seats-gone'));
      expect(isRefunded(after.order)).toBe(false);
      after.when(admit('ticket-1')).then([expect.objectContaining({ type: 'TicketAdmitted' })]);
    });

    it('given a refunded duplicate payment, when a ticket is scanned, then the tickets still admit', () => {
      const after = given(
        ...ticketed,
        on('DuplicatePaymentReceived', payment('tx-2')),
        refundRequested('tx-2', 'duplicate-payment'),
        refunded(),
      );
      expect(isRefunded(after.order)).toBe(false);
      after.when(admit('ticket-1')).then([expect.objectContaining({ type: 'TicketAdmitted' })]);
    });

    it('isRefunded: false for an order with no refunds', () => {
      expect(isRefunded(given(...ticketed).order)).toBe(false);
    });
  });
});
