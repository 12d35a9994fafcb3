import type { OrderEvent, PaymentProviderName, RecordedEvent } from '@ticketshop/projections';
import { orderLine, orderPlacedData } from '@ticketshop/projections/testing';
import type {
  PaymentProvider,
  PaymentProviders,
  RefundInput,
  RefundOutcome,
  VerifiedPaymentNotification,
} from '../../payments/providers/payment-provider';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { decide, evolve, initialOrderState, type OrderCommand, type OrderState } from '../domain/order.decider';
import type { OrderStreams } from '../infrastructure/order-streams';
import { PaymentRefunds } from './payment-refunds';

const orderId = 'order-1';
const order = orderPlacedData(orderId, 'event-1', [orderLine('tt-1', { quantity: 2, unitPriceCents: 2500 })]);

/** An order stream in memory, decided by the real decider. */
class OrderStreamsInMemory {
  events: OrderEvent[] = [];

  load(): Promise<{ state: OrderState; position: bigint }> {
    return Promise.resolve({ state: this.events.reduce(evolve, initialOrderState), position: 0n });
  }

  async decide(command: OrderCommand, _metadata: CommandMetadata) {
    const { state } = await this.load();
    const events = decide(command, state);
    this.events.push(...events);
    return { result: { position: '0', revision: '0' }, events, state };
  }

  types(): string[] {
    return this.events.map((event) => event.type);
  }
}

/** A provider answering refunds and status queries from scripts, counting what it was sent. */
function scriptedProvider(
  name: PaymentProviderName,
  refunds: RefundOutcome[],
  statuses: VerifiedPaymentNotification['status'][] = [],
) {
  const sent: RefundInput[] = [];
  const provider = {
    name,
    refund: (input: RefundInput) => {
      sent.push(input);
      return Promise.resolve(refunds.shift() ?? { kind: 'failed', error: 'no script' });
    },
    fetchStatus: (providerTransactionId: string) =>
      Promise.resolve({
        status: statuses.shift() ?? 'paid',
        providerTransactionId,
        amountCents: order.totalCents,
        currency: 'EUR',
      } as VerifiedPaymentNotification),
  } as unknown as PaymentProvider;
  return { provider, sent };
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
  const reaction = new PaymentRefunds(providers, orders as unknown as OrderStreams);
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
  return { orders, reaction, requested };
}

describe('payment-refunds process', () => {
  it('given the provider refunds at once, then the refund is recorded as done, with the admin’s amount', async () => {
    const { provider, sent } = scriptedProvider('sandbox', [{ kind: 'refunded', providerRefundId: 'r-1' }]);
    const { orders, reaction, requested } = setUp(provider);
    await reaction.react(requested);
    expect(sent).toEqual([
      { providerTransactionId: 'tx-1', amountCents: 1000, currency: 'EUR', comment: 'Refund by the organiser' },
    ]);
    expect(orders.types()).toContain('PaymentRefunded');
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

  it('given a busy provider, then the wait is recorded once and the refund is asked again until accepted', async () => {
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
    expect(orders.types().filter((type) => type === 'PaymentRefundSent')).toHaveLength(1);
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
});
