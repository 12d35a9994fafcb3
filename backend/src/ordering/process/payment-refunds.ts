import { Inject, Injectable } from '@nestjs/common';
import type { PaymentProviderName, RecordedEvent } from '@ticketshop/projections';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payments/providers/payment-provider';
import { commandMetadata } from '../../shared/event-sourcing/command-metadata';
import { OrderStreams } from '../infrastructure/order-streams';
import type { Reaction } from './event-reactor';

/**
 * Returns money the shop must not keep (a late payment whose seats were gone, a second payment of a
 * paid order) through the provider that took it. "Try later" answers are retried by the reactor; a
 * provider without a refund API leaves the refund to staff, recorded as such.
 */
@Injectable()
export class PaymentRefunds implements Reaction {
  readonly name = 'payment-refunds';
  readonly follows: ReadonlySet<string> = new Set(['PaymentRefundRequested']);

  constructor(
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    private readonly orders: OrderStreams,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    const data = event.data as {
      orderId: string;
      refundId: string;
      provider: PaymentProviderName;
      providerTransactionId: string;
      amountCents: number;
      currency: string;
      reason: string;
    };
    const { state } = await this.orders.load(data.orderId);
    if (state.status === 'none' || state.refunds.get(data.refundId)?.state !== 'requested') return;
    const metadata = {
      ...commandMetadata({ kind: 'system', name: 'payment-refunds' }, event.metadata.correlationId),
      commandId: event.eventId,
    };
    const provider = this.providers.get(data.provider);
    const outcome = provider
      ? await provider.refund({
          providerTransactionId: data.providerTransactionId,
          amountCents: data.amountCents,
          currency: data.currency,
          comment: data.reason === 'seats-gone' ? 'Seats no longer available' : 'Duplicate payment',
        })
      : ({ kind: 'manual', error: `provider ${data.provider} is no longer enabled` } as const);
    if (outcome.kind === 'retry-later') throw new Error(`refund not done yet: ${outcome.error}`);
    await this.orders.decide(
      {
        type: 'RecordRefundOutcome',
        data:
          outcome.kind === 'refunded'
            ? {
                orderId: data.orderId,
                refundId: data.refundId,
                outcome: 'refunded',
                providerRefundId: outcome.providerRefundId,
              }
            : { orderId: data.orderId, refundId: data.refundId, outcome: outcome.kind, error: outcome.error },
      },
      metadata,
    );
  }
}
