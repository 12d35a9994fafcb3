import type { OrderEvent, PaymentProviderName, RecordedEvent } from '@ticketshop/projections';
import { orderLine, orderPlacedData } from '@ticketshop/projections/testing';
import type {
  PaymentProvider,
  PaymentProviders,
  RefundInput,
  RefundLookup,
  RefundLookupInput,
  RefundOutcome,
  VerifiedPaymentNotification,
} from '../../payments/providers/payment-provider';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { decide, evolve, initialOrderState, type OrderCommand, type OrderState } from '../domain/order.decider';
import type { OrderStreams } from '../infrastructure/order-streams';
import { LOOKUP_GIVE_UP_MS, PaymentRefunds } from './payment-refunds';

const orderId = 'order-1';
const order = orderPlacedData(orderId, 'event-1', [orderLine('tt-1', { quantity: 2, unitPriceCents: 2500 })]);

/** An order stream in memory, decided by the real decider. */
class OrderStreamsInMemory {
  events: OrderEvent[] = [];
  /** Commands of these types fail to record (the database went away) until the set is emptied. */
  readonly failing = new Set<OrderCommand['type']>();

  load(): Promise<{ state: OrderState; position: bigint }> {
    return Promise.resolve({ state: this.events.reduce(evolve, initialOrderState), position: 0n });
  }

  async decide(command: OrderCommand, _metadata: CommandMetadata) {
    if (this.failing.has(command.type)) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const { state } = await this.load();
    const events = decide(command, state);
    this.events.push(...events);
    return { result: { position: '0', revision: '0' }, events, state: events.reduce(evolve, state) };
  }

  types(): string[] {
    return this.events.map((event) => event.type);
  }
}

/** A provider answering refunds, look-ups and status queries from scripts, counting what it was sent. */
function scriptedProvider(
  name: PaymentProviderName,
  refunds: RefundOutcome[],
  statuses: VerifiedPaymentNotification['status'][] = [],
  lookups: (RefundLookup | Error)[] = [],
) {
  const sent: RefundInput[] = [];
  const lookedUp: RefundLookupInput[] = [];
  const provider = {
    name,
    refund: (input: RefundInput) => {
      sent.push(input);
      return Promise.resolve(refunds.shift() ?? { kind: 'failed', error: 'no script' });
    },
    lookupRefund: (input: RefundLookupInput) => {
      lookedUp.push(input);
      const answer = lookups.shift() ?? { kind: 'unknown', reason: 'no script' };
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    fetchStatus: (providerTransactionId: string) =>
      Promise.resolve({
        status: statuses.shift() ?? 'paid',
        providerTransactionId,
        amountCents: order.totalCents,
        currency: 'EUR',
      } as VerifiedPaymentNotification),
  } as unknown as PaymentProvider;
  return { provider, sent, lookedUp };
}

function setUp(provider: PaymentProvider) {
  const orders = new OrderStreamsInMemory();
  const payment = {
    provider: provider.name,
    providerTransactionId: 'tx-1',
    amountCents: order.totalCents,
    currency: order.currency,
  };
  orders.events.push(
    { type: 'OrderPlaced', data: order },
    { type: 'PaymentSucceeded', data: { orderId, ...payment } },
    {
      type: 'PaymentRefundRequested',
      data: {
        orderId,
        refundId: 'refund-1',
        reason: 'admin',
        ...payment,
        amountCents: 1000,
        note: 'Buyer cannot come',
        notifyCustomer: true,
        refundRequestId: null,
      },
    },
  );
  const providers: PaymentProviders = new Map([[provider.name, provider]]);
  // A restarted process is a new reaction on the same stream: nothing but the stream is shared.
  const restarted = () => {
    const fresh = new PaymentRefunds(providers, orders as unknown as OrderStreams);
    fresh.now = () => new Date(NOW);
    return fresh;
  };
  const reaction = restarted();
  const requested: RecordedEvent = {
    eventId: 'event-1',
    streamId: `order-${orderId}`,
    streamRevision: 2n,
    globalPosition: 3n,
    type: 'PaymentRefundRequested',
    version: 2,
    data: { orderId, refundId: 'refund-1' },
    metadata: { actor: { kind: 'system', name: 'test' }, correlationId: 'c-1', causationId: 'c-1', occurredAt: '' },
    recordedAt: new Date(),
  };
  return { orders, reaction, requested, restarted };
}

const NOW = '2027-05-01T10:00:00.000Z';
/** What the reaction tells the provider about the admin's refund, with its attempt's reference. */
const comment = (attempt: OrderEvent | undefined) =>
  `Refund by the organiser, order ${orderId.slice(-8).toUpperCase()}, ${String((attempt?.data as { reference?: string }).reference)}`;
const attemptsOf = (orders: OrderStreamsInMemory) =>
  orders.events.filter((event) => event.type === 'PaymentRefundAttempted');
const refundOf = async (orders: OrderStreamsInMemory) => {
  const { state } = await orders.load();
  if (state.status === 'none') throw new Error('no order');
  return state.refunds.get('refund-1')!;
};

describe('payment-refunds process', () => {
  it('given the provider refunds at once, then the refund is recorded as done, with the admin’s amount', async () => {
    const { provider, sent } = scriptedProvider('sandbox', [{ kind: 'refunded', providerRefundId: 'r-1' }]);
    const { orders, reaction, requested } = setUp(provider);
    await reaction.react(requested);
    const [attempt] = attemptsOf(orders);
    expect(attempt?.data).toEqual({
      orderId,
      refundId: 'refund-1',
      attemptId: expect.any(String),
      reference: expect.stringMatching(/^ref [0-9a-f]{8}$/),
      attemptedAt: NOW,
    });
    expect(sent).toEqual([
      { providerTransactionId: 'tx-1', amountCents: 1000, currency: 'EUR', comment: comment(attempt) },
    ]);
    expect(orders.types().slice(-2)).toEqual(['PaymentRefundAttempted', 'PaymentRefunded']);
    await reaction.react(requested);
    expect(sent).toHaveLength(1);
  });

  it('given MakeCommerce is still processing, then it is sent once and later completed from the status, never sent again', async () => {
    const { provider, sent } = scriptedProvider(
      'makecommerce',
      [{ kind: 'processing', providerRefundId: 'mc-refund-1' }],
      ['paid', 'refunded'],
    );
    const { orders, reaction, requested } = setUp(provider);
    await expect(reaction.react(requested)).rejects.toThrow(/processing/);
    expect(orders.events.at(-1)).toEqual({
      type: 'PaymentRefundSent',
      data: { orderId, refundId: 'refund-1', providerRefundId: 'mc-refund-1', awaiting: 'provider' },
    });
    // The reactor retries the event: the status is read, the refund is not sent again.
    await expect(reaction.react(requested)).rejects.toThrow(/still processing/);
    await reaction.react(requested);
    expect(sent).toHaveLength(1);
    expect(orders.types().filter((type) => type === 'PaymentRefundSent')).toHaveLength(1);
    expect(orders.types().at(-1)).toBe('PaymentRefunded');
  });

  it('given a busy provider, then each refusal closes its attempt and the refund is asked again until accepted', async () => {
    const { provider, sent } = scriptedProvider('makecommerce', [
      { kind: 'retry-later', error: 'Previous refund still in progress' },
      { kind: 'retry-later', error: 'Previous refund still in progress' },
      { kind: 'refunded', providerRefundId: 'mc-refund-2' },
    ]);
    const { orders, reaction, requested } = setUp(provider);
    await expect(reaction.react(requested)).rejects.toThrow(/not accepted yet/);
    await expect(reaction.react(requested)).rejects.toThrow(/not accepted yet/);
    await reaction.react(requested);
    expect(sent).toHaveLength(3);
    // Busy created nothing, so each next call is a new attempt; each refusal closed its own.
    expect(attemptsOf(orders)).toHaveLength(3);
    expect(orders.types().filter((type) => type === 'PaymentRefundSent')).toHaveLength(2);
    expect(orders.types().at(-1)).toBe('PaymentRefunded');
  });

  it('given Paysera, then the refund waits for staff and its status-5 callback completes it', async () => {
    const { provider } = scriptedProvider('paysera', [
      { kind: 'manual', error: 'Paysera refunds are made in the Paysera account' },
    ]);
    const { orders, reaction, requested } = setUp(provider);
    await reaction.react(requested);
    expect(orders.events.at(-1)).toEqual({
      type: 'PaymentRefundSent',
      data: { orderId, refundId: 'refund-1', providerRefundId: null, awaiting: 'merchant' },
    });
    await orders.decide(
      {
        type: 'RecordPaymentNotification',
        data: {
          orderId,
          notification: {
            provider: 'paysera',
            providerTransactionId: 'tx-1',
            amountCents: 1000,
            currency: 'EUR',
            status: 'refunded',
          },
          refundId: 'unused',
        },
      },
      {} as CommandMetadata,
    );
    expect(orders.events.at(-1)).toEqual({
      type: 'PaymentRefunded',
      data: { orderId, refundId: 'refund-1', providerRefundId: null },
    });
  });

  it('given a bank transfer, then no provider is asked: the refund waits for staff, who mark it paid back', async () => {
    // Registered under the transfer's name only to show that nothing would be sent to it.
    const { provider, sent } = scriptedProvider('bank-transfer' as PaymentProviderName, []);
    const { orders, reaction, requested } = setUp(provider);
    await reaction.react(requested);
    expect(sent).toEqual([]);
    expect(orders.events.at(-1)).toEqual({
      type: 'PaymentRefundSent',
      data: { orderId, refundId: 'refund-1', providerRefundId: null, awaiting: 'merchant' },
    });
    await orders.decide(
      { type: 'RecordRefundPaidOut', data: { orderId, refundId: 'refund-1' } },
      {} as CommandMetadata,
    );
    expect(orders.types().slice(-2)).toEqual(['PaymentRefundSent', 'PaymentRefunded']);
    await reaction.react(requested);
    expect(orders.types().at(-1)).toBe('PaymentRefunded');
  });

  it('given the provider refuses, then the failure is recorded with its reason, and a retry sends it again', async () => {
    const { provider, sent } = scriptedProvider('makecommerce', [
      { kind: 'failed', error: 'HTTP 400, code 1050, Refund amount exceeds' },
      { kind: 'refunded', providerRefundId: 'mc-refund-3' },
    ]);
    const { orders, reaction, requested } = setUp(provider);
    await reaction.react(requested);
    expect(orders.events.at(-1)).toEqual({
      type: 'PaymentRefundFailed',
      data: { orderId, refundId: 'refund-1', error: 'HTTP 400, code 1050, Refund amount exceeds', manual: false },
    });
    await orders.decide({ type: 'RetryRefund', data: { orderId, refundId: 'refund-1' } }, {} as CommandMetadata);
    await reaction.react({ ...requested, type: 'PaymentRefundRetried' });
    expect(sent).toHaveLength(2);
    expect(orders.types().at(-1)).toBe('PaymentRefunded');
  });

  describe('money leaves once', () => {
    it('given the outcome cannot be recorded after the provider refunded, when the reactor retries, then the provider is asked, not sent to again', async () => {
      const { provider, sent, lookedUp } = scriptedProvider(
        'makecommerce',
        [{ kind: 'refunded', providerRefundId: 'mc-refund-1' }],
        [],
        [{ kind: 'answered', outcome: { kind: 'refunded', providerRefundId: 'mc-refund-1' } }],
      );
      const { orders, reaction, requested } = setUp(provider);
      orders.failing.add('RecordRefundOutcome');
      await expect(reaction.react(requested)).rejects.toThrow(/ECONNREFUSED/);
      expect(sent).toHaveLength(1);
      expect((await refundOf(orders)).state).toBe('sending');

      orders.failing.clear();
      await reaction.react(requested);
      await reaction.react(requested);
      expect(sent).toHaveLength(1);
      const [attempt] = attemptsOf(orders);
      expect(lookedUp).toEqual([
        {
          providerTransactionId: 'tx-1',
          amountCents: 1000,
          currency: 'EUR',
          reference: (attempt!.data as { reference: string }).reference,
          attemptedAt: NOW,
          knownRefundIds: [],
        },
      ]);
      expect(orders.types().slice(-2)).toEqual(['PaymentRefundAttempted', 'PaymentRefunded']);
      expect(orders.events.at(-1)?.data).toEqual({ orderId, refundId: 'refund-1', providerRefundId: 'mc-refund-1' });
    });

    it('given a crash between the call and its record, when a restarted process runs the event again, then it asks and records what the provider says', async () => {
      const { provider, sent } = scriptedProvider(
        'makecommerce',
        [{ kind: 'processing', providerRefundId: 'mc-refund-2' }],
        ['refunded'],
        [{ kind: 'answered', outcome: { kind: 'processing', providerRefundId: 'mc-refund-2' } }],
      );
      const { orders, reaction, requested, restarted } = setUp(provider);
      // The process dies after the provider took the refund: the attempt is recorded, its outcome never is.
      orders.failing.add('RecordRefundOutcome');
      await expect(reaction.react(requested)).rejects.toThrow();
      orders.failing.clear();

      const next = restarted();
      await expect(next.react(requested)).rejects.toThrow(/processing/);
      await next.react(requested);
      expect(sent).toHaveLength(1);
      expect(orders.types().slice(-3)).toEqual(['PaymentRefundAttempted', 'PaymentRefundSent', 'PaymentRefunded']);
    });

    it('given the provider cannot tell, then the refund is left uncertain for staff and never sent again by the shop', async () => {
      const { provider, sent } = scriptedProvider(
        'sandbox',
        [{ kind: 'refunded', providerRefundId: 'sandbox-1' }],
        [],
        [{ kind: 'unknown', reason: 'the sandbox keeps no record of its refunds' }],
      );
      const { orders, reaction, requested, restarted } = setUp(provider);
      orders.failing.add('RecordRefundOutcome');
      await expect(reaction.react(requested)).rejects.toThrow();
      orders.failing.clear();

      await restarted().react(requested);
      await restarted().react(requested);
      expect(sent).toHaveLength(1);
      expect(orders.events.at(-1)).toEqual({
        type: 'PaymentRefundUncertain',
        data: {
          orderId,
          refundId: 'refund-1',
          attemptId: (attemptsOf(orders)[0]!.data as { attemptId: string }).attemptId,
          reason: 'the sandbox keeps no record of its refunds',
        },
      });
      expect((await refundOf(orders)).state).toBe('uncertain');
    });

    it('given an uncertain refund that staff found unpaid, when sent again, then exactly one more call is made', async () => {
      const { provider, sent } = scriptedProvider(
        'sandbox',
        [
          { kind: 'refunded', providerRefundId: 'lost' },
          { kind: 'refunded', providerRefundId: 'sandbox-2' },
        ],
        [],
        [{ kind: 'unknown', reason: 'cannot tell' }],
      );
      const { orders, reaction, requested } = setUp(provider);
      orders.failing.add('RecordRefundOutcome');
      await expect(reaction.react(requested)).rejects.toThrow();
      orders.failing.clear();
      await reaction.react(requested);

      await orders.decide({ type: 'RetryRefund', data: { orderId, refundId: 'refund-1' } }, {} as CommandMetadata);
      const retried = { ...requested, type: 'PaymentRefundRetried', eventId: 'event-2' };
      await reaction.react(retried);
      await reaction.react(retried);
      expect(sent).toHaveLength(2);
      expect(attemptsOf(orders)).toHaveLength(2);
      expect(orders.events.at(-1)?.data).toEqual({ orderId, refundId: 'refund-1', providerRefundId: 'sandbox-2' });
    });

    it('given no answer from the provider (a lost connection), then the attempt stays open and is looked up, not repeated', async () => {
      const { provider, sent, lookedUp } = scriptedProvider(
        'makecommerce',
        [{ kind: 'unknown', error: 'no answer from POST transactions/tx-1/refunds: timeout' }],
        [],
        [{ kind: 'answered', outcome: { kind: 'failed', error: 'HTTP 400, code 1050' } }],
      );
      const { orders, reaction, requested } = setUp(provider);
      await expect(reaction.react(requested)).rejects.toThrow(/no answer/);
      expect((await refundOf(orders)).attempt?.open).toBe(true);
      await reaction.react(requested);
      expect(sent).toHaveLength(1);
      expect(lookedUp).toHaveLength(1);
      expect(orders.events.at(-1)).toMatchObject({
        type: 'PaymentRefundFailed',
        data: { error: 'HTTP 400, code 1050' },
      });
    });

    it('given the provider cannot be asked, then the look-up is retried, and after a while the refund is left to staff', async () => {
      const { provider, sent } = scriptedProvider(
        'makecommerce',
        [{ kind: 'unknown', error: 'timeout' }],
        [],
        [new Error('makecommerce: no answer'), new Error('makecommerce: no answer')],
      );
      const { orders, reaction, requested } = setUp(provider);
      await expect(reaction.react(requested)).rejects.toThrow(/no answer/);
      await expect(reaction.react(requested)).rejects.toThrow(/makecommerce: no answer/);
      expect((await refundOf(orders)).state).toBe('sending');

      reaction.now = () => new Date(Date.parse(NOW) + LOOKUP_GIVE_UP_MS);
      await reaction.react(requested);
      expect(sent).toHaveLength(1);
      expect((await refundOf(orders)).state).toBe('uncertain');
      expect((await refundOf(orders)).uncertainReason).toMatch(/could not be asked/);
    });

    it('given another run recorded its attempt first, then this run does not call the provider', async () => {
      const { provider, sent } = scriptedProvider('makecommerce', [{ kind: 'refunded', providerRefundId: 'x' }]);
      const { orders, reaction, requested } = setUp(provider);
      // The other run's attempt lands between this run's load and its own attempt.
      const load = orders.load.bind(orders);
      orders.load = async () => {
        const loaded = await load();
        orders.load = load;
        orders.events.push({
          type: 'PaymentRefundAttempted',
          data: { orderId, refundId: 'refund-1', attemptId: 'other', reference: 'ref 00000000', attemptedAt: NOW },
        });
        return loaded;
      };
      await expect(reaction.react(requested)).rejects.toThrow(/another run/);
      expect(sent).toEqual([]);
    });

    it('given an attempt whose outcome is recorded late (a slow sender, not a dead one), then the uncertain refund takes it', async () => {
      const { provider } = scriptedProvider('sandbox', [], [], [{ kind: 'unknown', reason: 'cannot tell' }]);
      const { orders, requested, restarted } = setUp(provider);
      orders.events.push({
        type: 'PaymentRefundAttempted',
        data: { orderId, refundId: 'refund-1', attemptId: 'slow', reference: 'ref 00000000', attemptedAt: NOW },
      });
      await restarted().react(requested);
      expect((await refundOf(orders)).state).toBe('uncertain');
      await orders.decide(
        {
          type: 'RecordRefundOutcome',
          data: { orderId, refundId: 'refund-1', attemptId: 'slow', outcome: 'refunded', providerRefundId: 'late' },
        },
        {} as CommandMetadata,
      );
      expect((await refundOf(orders)).state).toBe('refunded');
    });
  });
});
