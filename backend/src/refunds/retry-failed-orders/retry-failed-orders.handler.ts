import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import { decide as decideRequest, refundIdFor } from '../domain/refund-request.decider';
import { refundErrors } from '../domain/refunds.errors';
import { RefundStreams } from '../infrastructure/refund-streams';
import { RetryFailedOrdersCommand } from './retry-failed-orders.command';

/**
 * An admin asks again for the refunds that failed; each gets a new refund id (the next attempt), which
 * the refund-requests process sends to its order. A failed order gave its share of the limits back, so
 * sent again it counts again (as a refund of one order, under the new refund id), within the limits:
 * past one the retry is a 409 naming it and nothing is sent. Failing again, it gives back again.
 */
@CommandHandler(RetryFailedOrdersCommand)
export class RetryFailedOrdersHandler implements ICommandHandler<RetryFailedOrdersCommand> {
  constructor(private readonly refunds: RefundStreams) {}

  async execute({ refundRequestId, metadata }: RetryFailedOrdersCommand): Promise<CommandResult> {
    const retry = { type: 'RetryFailedOrders', data: { refundRequestId } } as const;
    const { state } = await this.refunds.loadRequest(refundRequestId);
    if (state.status === 'none') throw refundErrors.requestNotFound();
    // Refused first (nothing failed, not approved) without counting anything.
    decideRequest(retry, state);
    const counted: { orderId: string; refundId: string; amountCents: number }[] = [];
    try {
      for (const order of state.orders.values()) {
        if (order.state !== 'failed') continue;
        const next = {
          orderId: order.orderId,
          refundId: refundIdFor(refundRequestId, order.orderId, order.attempt + 1),
          amountCents: order.amountCents,
        };
        await this.refunds.decidePolicy(
          { type: 'CountSingleRefund', data: { ...next, now: metadata.now.toISOString() } },
          metadata,
        );
        counted.push(next);
      }
      return (await this.refunds.decideRequest(retry, metadata)).result;
    } catch (error) {
      // Refused (a limit, or the request no longer retryable): nothing is sent, what this retry counted
      // goes back. Any other failure may have come after the request's append, so the counts stay.
      if (!(error instanceof DomainError)) throw error;
      for (const next of counted) {
        await this.refunds.decidePolicy({ type: 'ReturnUsage', data: { ...next, refundRequestId } }, metadata);
      }
      throw error;
    }
  }
}
