import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { delay, WrongExpectedRevisionError } from '@ticketshop/projections';
import { commandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { VerifiedPaymentNotification } from '../../payments/public-api';
import { isUuid } from '../../catalog/public-api';
import { OrderStreams } from '../infrastructure/order-streams';
import { RecordPaymentNotificationCommand } from './record-payment-notification.command';

/**
 * Rounds of `decide` (each already re-deciding ten times on a moved revision) a notification gets when
 * other processes keep writing the order's stream; pauses between them are jittered so racers spread out.
 */
const CONTENDED_ROUNDS = 8;
const CONTENDED_PAUSE_MS = 25;

/**
 * Where verified provider notifications (and signed browser returns) land: the order decides what a
 * notification means, so a duplicate, a late or an out-of-order one changes nothing it should not.
 *
 * A provider may deliver many notifications for one order at once (each a payment of its own: two tabs,
 * a retried bank link). Money was taken for each, so each must be recorded, never answered 500. Within
 * this process they take turns per order (a queue per order id), so they do not race each other's
 * expected revision at all; racers from other processes are outlasted by further rounds of deciding on
 * fresh state with jittered pauses.
 */
@CommandHandler(RecordPaymentNotificationCommand)
export class RecordPaymentNotificationHandler implements ICommandHandler<RecordPaymentNotificationCommand> {
  private readonly logger = new Logger('Payments');
  /** The tail of each order's queue: the notification recorded last, or being recorded. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly orders: OrderStreams) {}

  async execute({ notification }: RecordPaymentNotificationCommand): Promise<void> {
    const { orderId } = notification;
    const previous = this.queues.get(orderId) ?? Promise.resolve();
    const mine = previous.catch(() => undefined).then(() => this.recordNow(notification));
    this.queues.set(orderId, mine);
    try {
      await mine;
    } finally {
      // The last in line leaves no queue behind.
      if (this.queues.get(orderId) === mine) this.queues.delete(orderId);
    }
  }

  private async recordNow(notification: VerifiedPaymentNotification): Promise<void> {
    const { orderId, provider, providerTransactionId, status, amountCents, currency } = notification;
    const { state } = isUuid(orderId) ? await this.orders.load(orderId) : { state: { status: 'none' as const } };
    if (state.status === 'none') {
      // Signed by the provider but not ours to act on; answering success stops its retries.
      this.logger.warn({ msg: 'notification for an unknown order', provider, orderId, providerTransactionId });
      return;
    }
    const metadata = commandMetadata({ kind: 'system', name: `payment-provider:${provider}` });
    // One refund id for all rounds: a round whose append landed but whose answer was lost is found as
    // already decided (the notification is seen), never decided twice.
    const refundId = randomUUID();
    for (let round = 1; ; round++) {
      try {
        const { events } = await this.orders.decide(
          {
            type: 'RecordPaymentNotification',
            data: {
              orderId,
              notification: { provider, providerTransactionId, status, amountCents, currency },
              refundId,
            },
          },
          metadata,
        );
        if (events.some((event) => event.type === 'PaymentAmountMismatched')) {
          this.logger.error({ msg: 'paid amount does not match the order', provider, orderId, amountCents, currency });
        }
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || round >= CONTENDED_ROUNDS) throw error;
        this.logger.warn({ msg: 'order stream contended; deciding the notification again', orderId, round });
        await delay(CONTENDED_PAUSE_MS * round * (0.5 + Math.random()));
      }
    }
  }
}
