import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import { decideOrder, orderingErrors, OrderStreams } from '../../ordering/public-api';
import { RefundStreams } from '../infrastructure/refund-streams';
import { RetryOrderRefundCommand } from './retry-order-refund.command';

/**
 * An admin sends a failed refund again. A single-order refund that failed gave its share back, so
 * sent again it counts again, within the limits (past one it is a 409 naming it: ask through a refund
 * request instead). An uncertain refund never gave anything back and counts nothing more.
 */
@CommandHandler(RetryOrderRefundCommand)
export class RetryOrderRefundHandler implements ICommandHandler<RetryOrderRefundCommand> {
  constructor(
    private readonly refunds: RefundStreams,
    private readonly orders: OrderStreams,
  ) {}

  async execute({ orderId, refundId, metadata }: RetryOrderRefundCommand): Promise<CommandResult> {
    const { state: order } = await this.orders.load(orderId);
    if (order.status === 'none') throw orderingErrors.adminOrderNotFound();
    const retried = { type: 'RetryRefund', data: { orderId, refundId } } as const;
    decideOrder(retried, order);
    const refund = order.refunds.get(refundId);
    // A request's order that failed gave its share back too (refund-requests), so it counts again here.
    const counts = refund?.state === 'failed';
    const amountCents = refund?.payment.amountCents ?? 0;
    if (counts) {
      await this.refunds.decidePolicy(
        { type: 'CountSingleRefund', data: { orderId, refundId, amountCents, now: metadata.now.toISOString() } },
        metadata,
      );
    }
    try {
      return (await this.orders.decide(retried, metadata)).result;
    } catch (error) {
      if (counts && error instanceof DomainError) {
        await this.refunds.decidePolicy(
          { type: 'ReturnUsage', data: { orderId, refundId, refundRequestId: null, amountCents } },
          metadata,
        );
      }
      throw error;
    }
  }
}
