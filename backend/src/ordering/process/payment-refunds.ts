import { Inject, Injectable } from '@nestjs/common';
import { BANK_TRANSFER, type RecordedEvent, type RefundReason } from '@ticketshop/projections';
import {
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  type PaymentProviders,
  type RefundOutcome,
} from '../../payments/providers/payment-provider';
import { commandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { Refund } from '../domain/order.decider';
import { OrderStreams } from '../infrastructure/order-streams';
import type { Reaction } from './event-reactor';

const COMMENTS: Readonly<Record<RefundReason, string>> = {
  'seats-gone': 'Seats no longer available',
  'duplicate-payment': 'Duplicate payment',
  admin: 'Refund by the organiser',
  'event-cancelled': 'Event cancelled',
};

/**
 * Sends every decided refund to the provider that took the money, and records how it went: done,
 * accepted but still processing (`sent`, awaiting the provider), left to staff in the provider's account
 * (`sent`, awaiting the merchant: Paysera, completed by its status-5 callback), or failed with the
 * provider's reason. A refund the provider has accepted is never sent again: while it processes, the
 * reactor's retries only read the transaction's status, so a crash or a retry cannot refund twice.
 */
@Injectable()
export class PaymentRefunds implements Reaction {
  readonly name = 'payment-refunds';
  readonly follows: ReadonlySet<string> = new Set(['PaymentRefundRequested', 'PaymentRefundRetried']);

  constructor(
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
    private readonly orders: OrderStreams,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    const orderId = String(event.data.orderId);
    const refundId = String(event.data.refundId);
    const { state } = await this.orders.load(orderId);
    if (state.status === 'none') return;
    const refund = state.refunds.get(refundId);
    if (!refund) return;
    const metadata = {
      ...commandMetadata({ kind: 'system', name: 'payment-refunds' }, event.metadata.correlationId),
      commandId: event.eventId,
    };
    const record = (outcome: RecordOutcome) =>
      this.orders.decide({ type: 'RecordRefundOutcome', data: { orderId, refundId, ...outcome } }, metadata);

    // Accepted by the provider: only its status tells when it is done. Not accepted (busy): ask again.
    if (refund.state === 'sent' && refund.awaiting === 'provider' && refund.providerRefundId !== null) {
      await this.awaitProvider(refund, record);
      return;
    }
    const busyBefore = refund.state === 'sent' && refund.awaiting === 'provider';
    if (refund.state !== 'requested' && !busyBefore) return;

    const provider = this.providerOf(refund);
    const outcome: RefundOutcome = provider
      ? await provider.refund({
          providerTransactionId: refund.payment.providerTransactionId,
          amountCents: refund.payment.amountCents,
          currency: refund.payment.currency,
          comment: COMMENTS[refund.reason],
        })
      : {
          kind: 'manual',
          error:
            refund.payment.provider === BANK_TRANSFER
              ? 'a bank transfer is paid back by staff from the shop’s account'
              : `provider ${refund.payment.provider} is no longer enabled`,
        };
    switch (outcome.kind) {
      case 'refunded':
        await record({ outcome: 'refunded', providerRefundId: outcome.providerRefundId });
        return;
      case 'processing':
        if (outcome.providerRefundId === null) {
          // Nothing names the refund to ask about later, and sending it again could refund twice.
          await record({
            outcome: 'failed',
            error: 'the provider accepted the refund without naming it; check its portal',
          });
          return;
        }
        await record({ outcome: 'sent', providerRefundId: outcome.providerRefundId, awaiting: 'provider' });
        throw new Error(`refund ${refundId} is processing at ${refund.payment.provider}; asking again later`);
      case 'retry-later':
        // The provider refused for now (busy) and created nothing, so the same request is safe to repeat.
        if (!busyBefore) await record({ outcome: 'sent', providerRefundId: null, awaiting: 'provider' });
        throw new Error(`refund ${refundId} not accepted yet: ${outcome.error}`);
      case 'manual':
        await record({ outcome: 'sent', providerRefundId: null, awaiting: 'merchant' });
        return;
      case 'failed':
        await record({ outcome: 'failed', error: outcome.error });
        return;
    }
  }

  /** No provider holds a bank transfer's money (a late transfer whose seats were gone goes back by hand). */
  private providerOf(refund: Refund): PaymentProvider | undefined {
    const name = refund.payment.provider;
    return name === BANK_TRANSFER ? undefined : this.providers.get(name);
  }

  /** A refund the provider accepted: read the transaction's status until the money has left. */
  private async awaitProvider(refund: Refund, record: (outcome: RecordOutcome) => Promise<unknown>): Promise<void> {
    const provider = this.providerOf(refund);
    const status = provider && (await provider.fetchStatus(refund.payment.providerTransactionId));
    if (status?.status === 'refunded') {
      await record({ outcome: 'refunded', providerRefundId: null });
      return;
    }
    throw new Error(`refund of ${refund.payment.providerTransactionId} still processing`);
  }
}

type RecordOutcome =
  | { outcome: 'refunded'; providerRefundId: string | null }
  | { outcome: 'sent'; providerRefundId: string | null; awaiting: 'provider' | 'merchant' }
  | { outcome: 'failed'; error: string };
