import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { commandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { VerifiedPaymentNotification } from '../../payments/providers/payment-provider';
import { isUuid } from '../../catalog/queries/catalog-rows';
import { OrderStreams } from '../infrastructure/order-streams';

/**
 * Where verified provider notifications (and signed browser returns) land: the order decides what a
 * notification means, so a duplicate, a late or an out-of-order one changes nothing it should not.
 */
@Injectable()
export class RecordPaymentNotification {
  private readonly logger = new Logger('Payments');

  constructor(private readonly orders: OrderStreams) {}

  async record(notification: VerifiedPaymentNotification): Promise<void> {
    const { orderId, provider, providerTransactionId, status, amountCents, currency } = notification;
    const { state } = isUuid(orderId) ? await this.orders.load(orderId) : { state: { status: 'none' as const } };
    if (state.status === 'none') {
      // Signed by the provider but not ours to act on; answering success stops its retries.
      this.logger.warn({ msg: 'notification for an unknown order', provider, orderId, providerTransactionId });
      return;
    }
    const { events } = await this.orders.decide(
      {
        type: 'RecordPaymentNotification',
        data: {
          orderId,
          notification: { provider, providerTransactionId, status, amountCents, currency },
          refundId: randomUUID(),
        },
      },
      commandMetadata({ kind: 'system', name: `payment-provider:${provider}` }),
    );
    if (events.some((event) => event.type === 'PaymentAmountMismatched')) {
      this.logger.error({ msg: 'paid amount does not match the order', provider, orderId, amountCents, currency });
    }
  }
}
