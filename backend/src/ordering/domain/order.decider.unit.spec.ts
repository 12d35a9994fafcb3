import { eventCatalog, type IssuedTicket, type OrderEvent, type RefundReason } from '@ticketshop/projections';
import { orderLine, orderPlacedData } from '@ticketshop/projections/testing';
import { refusalCode } from '../../testing/domain-errors';
import {
  attemptReference,
  decide,
  evolve,
  initialOrderState,
  isPayable,
  isRefunded,
  refundableCents,
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

    it('given a refund sent to staff (Paysera), when the provider reports it refunded (status 5), then it is closed', () => {
      given(
        placed,
        initiated,
        succeeded('tx-1'),
        refundRequested('tx-1', 'admin', 'refund-1', 1000),
        on('PaymentRefundSent', { refundId: 'refund-1', providerRefundId: null, awaiting: 'merchant' }),
      )
        .when(notify('refunded', 'tx-1', { amountCents: 1000 }))
        .then([on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: null })]);
    });

    it('given two refunds left to staff, when status 5 reports one sum, then the refund of that sum is closed', () => {
      const sentToStaff = (refundId: string) =>
        on('PaymentRefundSent', { refundId, providerRefundId: null, awaiting: 'merchant' });
      given(
        placed,
        initiated,
        succeeded('tx-1'),
        refundRequested('tx-1', 'admin', 'refund-1', 1000),
        sentToStaff('refund-1'),
        refundRequested('tx-1', 'admin', 'refund-2', 500),
        sentToStaff('refund-2'),
      )
        .when(notify('refunded', 'tx-1', { amountCents: 500 }))
        .then([on('PaymentRefunded', { refundId: 'refund-2', providerRefundId: null })]);
    });

    it('given a failed refund, when the provider reports the payment refunded, then nothing is closed', () => {
      given(
        placed,
        initiated,
        succeeded('tx-1'),
        refundRequested('tx-1', 'admin', 'refund-1', 1000),
        on('PaymentRefundFailed', { refundId: 'refund-1', error: 'declined', manual: false }),
      )
        .when(notify('refunded', 'tx-1'))
        .then([]);
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
    const outcome = (data: object) =>
      command('RecordRefundOutcome', { refundId: 'refund-1', attemptId: null, ...data });

    it('given a requested refund, when it is refunded, then it is recorded', () => {
      given(...requested)
        .when(outcome({ outcome: 'refunded', providerRefundId: 'provider-refund-1' }))
        .then([refunded()]);
    });

    it('given a requested refund, when it failed, then the failure is recorded with the reason', () => {
      given(...requested)
        .when(outcome({ outcome: 'failed', error: 'declined' }))
        .then([on('PaymentRefundFailed', { refundId: 'refund-1', error: 'declined', manual: false })]);
    });

    it('given a requested refund, when it was sent and awaits staff, then it is recorded once', () => {
      const sent = on('PaymentRefundSent', { refundId: 'refund-1', providerRefundId: null, awaiting: 'merchant' });
      given(...requested)
        .when(outcome({ outcome: 'sent', providerRefundId: null, awaiting: 'merchant' }))
        .then([sent]);
      given(...requested, sent)
        .when(outcome({ outcome: 'sent', providerRefundId: null, awaiting: 'merchant' }))
        .then([]);
    });

    it('given a refund the provider is processing, when it is done, then it is refunded', () => {
      const sent = on('PaymentRefundSent', { refundId: 'refund-1', providerRefundId: 'mc-1', awaiting: 'provider' });
      given(...requested, sent)
        .when(outcome({ outcome: 'refunded', providerRefundId: 'provider-refund-1' }))
        .then([refunded()]);
    });

    it('given a refund a busy provider had not accepted, when it accepts it, then the provider refund is recorded', () => {
      const busy = on('PaymentRefundSent', { refundId: 'refund-1', providerRefundId: null, awaiting: 'provider' });
      given(...requested, busy)
        .when(outcome({ outcome: 'sent', providerRefundId: 'mc-1', awaiting: 'provider' }))
        .then([on('PaymentRefundSent', { refundId: 'refund-1', providerRefundId: 'mc-1', awaiting: 'provider' })]);
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
      const past = [...ticketed, admitted('ticket-1', '2027-06-01T15:30:00.000Z')];
      given(...past)
        .when(admit('ticket-1', '2027-06-01T15:45:00.000Z'))
        .thenRefused('ticket.already-used', { usedAt: '2027-06-01T15:30:00.000Z' });
      given(...past)
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
      given(...paid)
        .when(refund(1000))
        .then([adminRefund('refund-1', 1000)]);
    });

    it('given a paid order, when a bulk request refunds it quietly, then the request and the flag are kept', () => {
      given(...paid)
        .when(
          refund(order.totalCents, 'refund-1', {
            reason: 'event-cancelled',
            notifyCustomer: false,
            refundRequestId: 'rr-1',
          }),
        )
        .then([
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
      const after = given(...paid, adminRefund('refund-1', 1000));
      expect(refundableCents(after.order)).toBe(order.totalCents - 1000);
      after.when(refund(order.totalCents - 999, 'refund-2')).thenRefused('order.refund-too-large', {
        refundable: (order.totalCents - 1000) / 100,
        currency: order.currency,
      });
      after.when(refund(order.totalCents - 1000, 'refund-2')).then([adminRefund('refund-2', order.totalCents - 1000)]);
    });

    it('given a failed refund, when a new refund is asked, then the failed amount is refundable again', () => {
      given(
        ...paid,
        adminRefund('refund-1', order.totalCents),
        on('PaymentRefundFailed', { refundId: 'refund-1', error: 'x', manual: false }),
      )
        .when(refund(order.totalCents, 'refund-2'))
        .then([adminRefund('refund-2', order.totalCents)]);
    });

    it.each([0, -100, 12.5])('given a paid order, when %s cents are refunded, then it is refused', (amountCents) => {
      given(...paid)
        .when(refund(amountCents))
        .thenRefused('order.refund-amount-invalid');
    });

    it.each([
      ['placed', [placed]],
      ['paying', [placed, initiated]],
      ['expired', [placed, initiated, expired]],
    ])('given an order %s, when it is refunded, then it is refused as not paid', (_, past) => {
      given(...past)
        .when(refund(100))
        .thenRefused('order.not-refundable');
    });

    it('given a refund already decided, when the same refund id comes again, then nothing new happens', () => {
      given(...paid, adminRefund('refund-1', 1000))
        .when(refund(1000))
        .then([]);
    });

    it('given part refunded, when scanned, then the tickets still admit; all refunded, then they are refused', () => {
      const part = given(...paid, adminRefund('refund-1', 1000), refunded('refund-1'));
      expect(isRefunded(part.order)).toBe(false);
      part.when(admit('ticket-1')).then([expect.objectContaining({ type: 'TicketAdmitted' })]);
      const all = given(
        ...paid,
        adminRefund('refund-1', 1000),
        refunded('refund-1'),
        adminRefund('refund-2', order.totalCents - 1000),
        refunded('refund-2'),
      );
      expect(isRefunded(all.order)).toBe(true);
      expect(refundableCents(all.order)).toBe(0);
      all.when(admit('ticket-1')).thenRefused('ticket.refunded');
      all.when(refund(1, 'refund-3')).thenRefused('order.refund-too-large');
    });

    it('given a failed refund, when an admin retries it, then it is retried and counts again', () => {
      const failed = on('PaymentRefundFailed', { refundId: 'refund-1', error: 'declined', manual: false });
      const retried = on('PaymentRefundRetried', { refundId: 'refund-1' });
      given(...paid, adminRefund('refund-1', 1000), failed)
        .when(command('RetryRefund', { refundId: 'refund-1' }))
        .then([retried]);
      const after = given(...paid, adminRefund('refund-1', 1000), failed, retried);
      expect(refundableCents(after.order)).toBe(order.totalCents - 1000);
    });

    it('given a failed refund whose amount was refunded since, when it is retried, then it is refused', () => {
      given(
        ...paid,
        adminRefund('refund-1', order.totalCents),
        on('PaymentRefundFailed', { refundId: 'refund-1', error: 'declined', manual: false }),
        adminRefund('refund-2', 1),
      )
        .when(command('RetryRefund', { refundId: 'refund-1' }))
        .thenRefused('order.refund-too-large');
    });

    it('given a refund not failed, when it is retried, then it is refused; an unknown one is not found', () => {
      const past = [...paid, adminRefund('refund-1', 1000)];
      given(...past)
        .when(command('RetryRefund', { refundId: 'refund-1' }))
        .thenRefused('order.refund-not-failed');
      given(...past)
        .when(command('RetryRefund', { refundId: 'refund-9' }))
        .thenRefused('order.refund-not-found');
    });
  });

  it('reads a refund stored at v1 as one the shop made by itself: no note, the buyer told, no request', () => {
    const v1 = { orderId, refundId: 'refund-1', reason: 'duplicate-payment', ...payment('tx-2') };
    const current = eventCatalog.upcast('PaymentRefundRequested', 1, v1);
    expect(current).toEqual({ ...v1, note: '', notifyCustomer: true, refundRequestId: null });
    const after = given(placed, initiated, succeeded('tx-1'), {
      type: 'PaymentRefundRequested',
      data: current,
    } as OrderEvent);
    expect(after.order.refunds.get('refund-1')).toMatchObject({ notifyCustomer: true, refundRequestId: null });
    expect(refundableCents(after.order)).toBe(order.totalCents);
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
      given(...partlyRefunded)
        .when(voidTickets('ticket-1'))
        .then([voided('ticket-1')]);
      given(...partlyRefunded, voided('ticket-1'))
        .when(admit('ticket-1'))
        .thenRefused('ticket.voided');
      given(...partlyRefunded, voided('ticket-1'))
        .when(admit('ticket-2'))
        .then([admitted('ticket-2', '2027-06-01T15:30:00.000Z')]);
    });

    it('given a refund still on its way, when staff void a ticket, then it is voided', () => {
      given(placed, succeeded(), issued, refundRequested('tx-1', 'admin', 'refund-1', 2500))
        .when(voidTickets('ticket-2'))
        .then([voided('ticket-2')]);
    });

    it('given a voided ticket, when it is voided again with another, then only the other is voided; alone, nothing', () => {
      given(...partlyRefunded, voided('ticket-1'))
        .when(voidTickets('ticket-1', 'ticket-2', 'ticket-2'))
        .then([voided('ticket-2')]);
      given(...partlyRefunded, voided('ticket-1'))
        .when(voidTickets('ticket-1'))
        .then([]);
    });

    it('given a paid order with no refund, or only a failed one, when staff void a ticket, then it is refused', () => {
      given(placed, succeeded(), issued).when(voidTickets('ticket-1')).thenRefused('order.not-voidable');
      given(
        placed,
        succeeded(),
        issued,
        refundRequested('tx-1', 'admin', 'refund-1', 2500),
        on('PaymentRefundFailed', { refundId: 'refund-1', error: 'declined', manual: false }),
      )
        .when(voidTickets('ticket-1'))
        .thenRefused('order.not-voidable');
      given(placed).when(voidTickets('ticket-1')).thenRefused('order.not-voidable');
    });

    it('given a ticket of another order or one already used, when staff void it, then it is refused and nothing is voided', () => {
      given(...partlyRefunded)
        .when(voidTickets('ticket-1', 'ticket-9'))
        .thenRefused('order.invalid', { field: 'ticket_ids', ticketIds: ['ticket-9'] });
      given(...partlyRefunded, admitted('ticket-2', '2027-06-01T15:00:00.000Z'))
        .when(voidTickets('ticket-1', 'ticket-2'))
        .thenRefused('order.ticket-already-admitted', { ticketIds: ['ticket-2'] });
    });

    it('given a fully refunded order, when a ticket is voided, then the door says voided rather than refunded', () => {
      given(placed, succeeded(), issued, refundRequested('tx-1', 'admin'), refunded(), voided('ticket-1'))
        .when(admit('ticket-1'))
        .thenRefused('ticket.voided');
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
      given(...past)
        .when(cancel)
        .then([cancelled]);
      expect(given(...past, cancelled).order.status).toBe('cancelled');
      given(...past, cancelled)
        .when(initiate(beforeExpiry))
        .thenRefused('order.not-payable');
    });

    it('given a cancelled order, when it is cancelled again, then nothing happens', () => {
      given(placed, cancelled).when(cancel).then([]);
    });

    it('given a paid order, when an admin cancels it, then it is refused (refund it instead)', () => {
      given(placed, initiated, succeeded('tx-1')).when(cancel).thenRefused('order.not-cancellable', { status: 'paid' });
    });
  });

  describe('event cancelled', () => {
    const paid = [placed, initiated, succeeded('tx-1'), issued];
    const marked = on('OrderEventCancelled');

    it('given a paid order, when its event is cancelled, then it is marked once and its tickets no longer admit', () => {
      given(...paid)
        .when(command('MarkEventCancelled'))
        .then([marked]);
      given(...paid, marked)
        .when(command('MarkEventCancelled'))
        .then([]);
      given(...paid, marked)
        .when(admit('ticket-1'))
        .thenRefused('ticket.event-cancelled');
    });

    it('given an unpaid order, when its event is cancelled, then nothing is marked', () => {
      given(placed, initiated).when(command('MarkEventCancelled')).then([]);
    });

    it('given a marked order, when the notice is sent, then it is recorded once', () => {
      const sent = on('EventCancellationNoticeSent', { email: order.buyer.email });
      given(...paid, marked)
        .when(command('RecordEventCancellationNoticeSent'))
        .then([sent]);
      given(...paid, marked, sent)
        .when(command('RecordEventCancellationNoticeSent'))
        .then([]);
      given(...paid)
        .when(command('RecordEventCancellationNoticeSent'))
        .then([]);
    });
  });

  describe('resending the confirmation', () => {
    it('given issued tickets, when an admin resends, then each resend is recorded', () => {
      const resent = on('OrderConfirmationResent', { email: order.buyer.email });
      given(placed, initiated, succeeded('tx-1'), issued).when(command('ResendConfirmation')).then([resent]);
      given(placed, initiated, succeeded('tx-1'), issued, resent).when(command('ResendConfirmation')).then([resent]);
    });

    it('given no tickets yet, when an admin resends, then it is refused', () => {
      given(placed, initiated).when(command('ResendConfirmation')).thenRefused('order.no-tickets');
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
      given(placed).when(choose(beforeExpiry)).then([chosen]);
    });

    it('given a shop that gives one day, when the buyer chooses a transfer, then the seats are held a day', () => {
      given(placed)
        .when(choose(beforeExpiry, 1))
        .then([
          on('BankTransferChosen', {
            reference,
            amountCents: 5000,
            currency: 'EUR',
            payBy: '2026-11-02T10:05:00.000Z',
          }),
        ]);
    });

    it('given a shop that gives fourteen days, when the buyer chooses a transfer, then the seats are held two weeks', () => {
      given(placed)
        .when(choose(beforeExpiry, 14))
        .then([
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
      given(placedSoonBefore(startsAt))
        .when(choose(beforeExpiry))
        .then([on('BankTransferChosen', { reference, amountCents: 5000, currency: 'EUR', payBy: startsAt })]);
    });

    it('given an event starting within a day, when the buyer chooses a transfer, then it is refused', () => {
      given(placedSoonBefore('2026-11-02T09:00:00.000Z'))
        .when(choose(beforeExpiry))
        .thenRefused('order.bank-transfer-too-late');
      // However many days the shop gives, the event's start leaves too little time.
      given(placedSoonBefore('2026-11-02T09:00:00.000Z'))
        .when(choose(beforeExpiry, 14))
        .thenRefused('order.bank-transfer-too-late');
    });

    it('given a transfer chosen, when it is chosen again later, then the first deadline stands', () => {
      given(placed, chosen).when(choose('2026-11-02T10:00:00.000Z')).then([]);
    });

    it('given the usual hold ran out, when the buyer chooses a transfer, then it is refused', () => {
      given(placed).when(choose(afterExpiry)).thenRefused('order.not-payable');
    });

    it('given a transfer chosen, when its details are mailed, then that is recorded once', () => {
      const sent = on('BankTransferInstructionsSent', { email: order.buyer.email });
      given(placed, chosen).when(command('RecordBankTransferInstructionsSent', {})).then([sent]);
      given(placed, chosen, sent).when(command('RecordBankTransferInstructionsSent', {})).then([]);
      given(placed).when(command('RecordBankTransferInstructionsSent', {})).then([]);
    });

    it('given a transfer chosen, then the order stays payable and unexpired past the usual hold until the deadline', () => {
      const { order: state } = given(placed, chosen);
      expect(isPayable(state, new Date(afterExpiry))).toBe(true);
      expect(isPayable(state, new Date(payBy))).toBe(false);
      given(placed, chosen)
        .when(command('ExpireOrder', { now: afterExpiry }))
        .then([]);
      given(placed, chosen)
        .when(command('ExpireOrder', { now: payBy }))
        .then([expired]);
    });

    it('given a transfer chosen, when an admin confirms the total, then the order is paid by bank transfer', () => {
      given(placed, chosen)
        .when(confirm())
        .then([on('PaymentSucceeded', transfer)]);
    });

    it('given a buyer who never chose a transfer (so never saw its instructions), when an admin confirms one, then it is refused', () => {
      given(placed, initiated).when(confirm()).thenRefused('order.transfer-not-chosen');
    });

    it('given a transfer chosen, when an admin confirms another amount, then it is refused and nothing is paid', () => {
      given(placed, chosen)
        .when(confirm(4999))
        .thenRefused('order.transfer-amount-mismatch', { field: 'amount', total_cents: 5000 });
    });

    it('given an order that expired unpaid, when an admin confirms its transfer, then it is a late payment', () => {
      given(placed, chosen, expired)
        .when(confirm())
        .then([on('LatePaymentReceived', transfer)]);
    });

    it('given a confirmed transfer, when it is confirmed again (a double click), then nothing new happens', () => {
      given(placed, chosen, on('PaymentSucceeded', transfer)).when(confirm()).then([]);
    });

    it('given an order paid by card, when an admin confirms a transfer, then it is refused', () => {
      given(placed, initiated, succeeded())
        .when(confirm())
        .thenRefused('order.not-awaiting-transfer', { status: 'paid' });
    });

    it.each([
      ['an admin', 'admin', null],
      ['an approved refund request (bulk or the event cancelled)', 'event-cancelled', 'rr-1'],
    ])(
      'given an order paid by transfer, when %s refunds it, then it is requested of the transfer',
      (_, reason, request) => {
        given(placed, chosen, on('PaymentSucceeded', transfer))
          .when(
            command('RefundOrder', {
              refundId: 'refund-1',
              amountCents: 2000,
              reason,
              note: 'Buyer cannot come',
              notifyCustomer: true,
              refundRequestId: request,
            }),
          )
          .then([
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
    const refundOf = (...past: OrderEvent[]) => given(...past).order.refunds.get('refund-1')!;

    it('given a requested refund, when an attempt starts, then it is recorded with a reference for the provider', () => {
      given(...paid, requested)
        .when(start('a1a1a1a1-0000-4000-8000-000000000000'))
        .then([attempted('a1a1a1a1-0000-4000-8000-000000000000', 'ref a1a1a1a1')]);
      expect(refundOf(...paid, requested, attempted('a1')).state).toBe('sending');
    });

    it('given an attempt open, when another attempt starts (a second run, a retry), then nothing: one call at a time', () => {
      given(...paid, requested, attempted('a1'))
        .when(start('a2'))
        .then([]);
    });

    it('given an attempt open, when an outcome comes without it or for another attempt, then nothing', () => {
      given(...paid, requested, attempted('a1'))
        .when(outcome(null, { outcome: 'refunded', providerRefundId: 'x' }))
        .then([]);
      given(...paid, requested, attempted('a1'))
        .when(outcome('a0', { outcome: 'failed', error: 'x' }))
        .then([]);
    });

    it('given an attempt open, when its own outcome comes, then it is recorded and the attempt closed', () => {
      given(...paid, requested, attempted('a1'))
        .when(outcome('a1', { outcome: 'refunded', providerRefundId: 'mc-1' }))
        .then([on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: 'mc-1' })]);
      const done = on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: 'mc-1' });
      expect(refundOf(...paid, requested, attempted('a1'), done).attempt).toMatchObject({ open: false });
      given(...paid, requested, attempted('a1'), done)
        .when(start('a2'))
        .then([]);
    });

    it('given a busy provider closed the first attempt, when the next starts and is busy again, then that one is closed too', () => {
      const afterBusy = [...paid, requested, attempted('a1'), busy];
      given(...afterBusy)
        .when(start('a2'))
        .then([attempted('a2')]);
      given(...afterBusy, attempted('a2'))
        .when(outcome('a2', { outcome: 'sent', providerRefundId: null, awaiting: 'provider' }))
        .then([busy]);
      expect(refundOf(...afterBusy, attempted('a2'), busy).attempt?.open).toBe(false);
    });

    it('given an attempt open, when its outcome was lost and the provider cannot tell, then the refund is uncertain', () => {
      given(...paid, requested, attempted('a1'))
        .when(uncertain('a1'))
        .then([leftUncertain]);
      const state = refundOf(...paid, requested, attempted('a1'), leftUncertain);
      expect(state).toMatchObject({ state: 'uncertain', uncertainReason: 'cannot tell', attempt: { open: false } });
    });

    it('given an uncertain refund, then it still counts against what was paid and is never started again by itself', () => {
      const past = [...paid, requested, attempted('a1'), leftUncertain];
      expect(refundableCents(given(...past).order)).toBe(order.totalCents - 2000);
      given(...past)
        .when(start('a2'))
        .then([]);
      given(...past)
        .when(uncertain('a1'))
        .then([]);
    });

    it('given an uncertain refund, when the late answer to its attempt comes, then it is taken; another is not', () => {
      const past = [...paid, requested, attempted('a1'), leftUncertain];
      given(...past)
        .when(outcome('a1', { outcome: 'refunded', providerRefundId: 'late' }))
        .then([on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: 'late' })]);
      given(...past)
        .when(outcome(null, { outcome: 'refunded', providerRefundId: null }))
        .then([]);
    });

    it('given an uncertain refund, when the provider reports that sum refunded, then it is closed', () => {
      given(...paid, requested, attempted('a1'), leftUncertain)
        .when(notify('refunded', 'tx-1', { amountCents: 2000 }))
        .then([on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: null })]);
    });

    it('given an uncertain refund, when staff found it paid in the portal, then it is refunded (once)', () => {
      const past = [...paid, requested, attempted('a1'), leftUncertain];
      const paidBack = on('PaymentRefunded', { refundId: 'refund-1', providerRefundId: null });
      given(...past)
        .when(command('RecordRefundPaidOut', { refundId: 'refund-1' }))
        .then([paidBack]);
      given(...past, paidBack)
        .when(command('RecordRefundPaidOut', { refundId: 'refund-1' }))
        .then([]);
    });

    it('given an uncertain refund, when staff found nothing in the portal, then it is sent again as a new attempt', () => {
      const past = [...paid, requested, attempted('a1'), leftUncertain];
      const retried = on('PaymentRefundRetried', { refundId: 'refund-1' });
      given(...past)
        .when(command('RetryRefund', { refundId: 'refund-1' }))
        .then([retried]);
      expect(refundOf(...past, retried)).toMatchObject({ state: 'requested', attempt: null, uncertainReason: null });
      given(...past, retried)
        .when(start('a2'))
        .then([attempted('a2')]);
      // The answer to the attempt given up on no longer settles anything.
      given(...past, retried, attempted('a2'))
        .when(outcome('a1', { outcome: 'refunded', providerRefundId: 'late' }))
        .then([]);
    });

    it('given a refund being sent, when staff mark it paid back or retry it, then both are refused: its outcome is coming', () => {
      given(...paid, requested, attempted('a1'))
        .when(command('RecordRefundPaidOut', { refundId: 'refund-1' }))
        .thenRefused('order.refund-not-awaiting-merchant', { state: 'sending' });
      given(...paid, requested, attempted('a1'))
        .when(command('RetryRefund', { refundId: 'refund-1' }))
        .thenRefused('order.refund-not-failed', { state: 'sending' });
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
      given(...paid, requested, sentTo('merchant'))
        .when(paidOut())
        .then([paidBack]);
      expect(isRefunded(given(...paid, requested, sentTo('merchant'), paidBack).order)).toBe(true);
    });

    it('given a Paysera refund stored as a "manual" failure, when an admin marks it paid back, then it is refunded', () => {
      const manual = on('PaymentRefundFailed', { refundId: 'refund-1', error: 'by hand', manual: true });
      given(...paid, requested, manual)
        .when(paidOut())
        .then([paidBack]);
    });

    it('given a refund paid back, when it is marked again (a double click), then nothing new happens', () => {
      given(...paid, requested, sentTo('merchant'), paidBack)
        .when(paidOut())
        .then([]);
    });

    it.each([
      ['requested', [requested], 'requested'],
      ['failed', [requested, on('PaymentRefundFailed', { refundId: 'refund-1', error: 'x', manual: false })], 'failed'],
      ['awaiting the provider', [requested, sentTo('provider', 'mc-1')], 'sent'],
      ['refunded by the provider', [requested, sentTo('provider', 'mc-1'), refunded()], 'refunded'],
    ])('given a refund %s, when an admin marks it paid back, then it is refused', (_, past, state) => {
      given(...paid, ...(past as OrderEvent[]))
        .when(paidOut())
        .thenRefused('order.refund-not-awaiting-merchant', { state });
    });

    it('given no such refund, when an admin marks it paid back, then it is not found', () => {
      given(...paid, requested, sentTo('merchant'))
        .when(paidOut('refund-9'))
        .thenRefused('order.refund-not-found');
    });
  });
});
