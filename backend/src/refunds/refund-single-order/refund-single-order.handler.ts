import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TicketCurrency } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import { decideOrder, orderingErrors, OrderStreams } from '../../ordering/public-api';
import type { SecondAdminReason } from '../domain/refund-policy.decider';
import { refundErrors } from '../domain/refunds.errors';
import { RefundStreams } from '../infrastructure/refund-streams';
import { RefundsQueries } from '../queries/refunds.queries';
import {
  RefundSingleOrderCommand,
  type SingleRefundAsked,
  type SingleRefundOutcome,
} from './refund-single-order.command';

/**
 * One refund policy for every refund path (docs/money.md): an admin's refund of one order counts
 * against the same limits as approvals, on the `refund-policy` stream with its expected revision. Above
 * the single-refund amount, or past a limit of the day or week, it is neither refused nor let through:
 * it becomes a refund request for a second admin, who approves it as any other.
 */
@CommandHandler(RefundSingleOrderCommand)
export class RefundSingleOrderHandler implements ICommandHandler<RefundSingleOrderCommand> {
  constructor(
    private readonly refunds: RefundStreams,
    private readonly orders: OrderStreams,
    private readonly queries: RefundsQueries,
  ) {}

  async execute({ asked, metadata }: RefundSingleOrderCommand): Promise<SingleRefundOutcome> {
    const { state: order } = await this.orders.load(asked.orderId);
    if (order.status === 'none') throw orderingErrors.adminOrderNotFound();
    const refundId = randomUUID();
    const refund = {
      type: 'RefundOrder',
      data: { ...asked, refundId, reason: 'admin', refundRequestId: null },
    } as const;
    // The order's own refusals (not paid, more than is refundable) come first, so a refund that
    // cannot happen uses no limit and asks no one.
    decideOrder(refund, order);
    // An order a request still holds is refunded through that request, not beside it.
    const held = (await this.queries.openRequestsOf([asked.orderId])).get(asked.orderId);
    if (held) throw refundErrors.orderInOpenRequest(asked.orderId, held);
    const now = metadata.now.toISOString();
    try {
      await this.refunds.decidePolicy(
        { type: 'CountSingleRefund', data: { orderId: asked.orderId, refundId, amountCents: asked.amountCents, now } },
        metadata,
      );
    } catch (error) {
      // Past a limit, decided on the policy stream at its expected revision: a second admin decides.
      if (error instanceof DomainError && error.code === 'refund-policy.second-admin-needed') {
        return this.sendForApproval(asked, order.order, error.details.reason as SecondAdminReason, metadata);
      }
      throw error;
    }
    try {
      const { result } = await this.orders.decide(refund, metadata);
      return { outcome: 'refund_started', refundId, position: result.position };
    } catch (error) {
      // Only the order's own refusal (another admin refunded it meanwhile) surely sent nothing; any other
      // failure may have come after the append, so the share stays counted rather than let money leave uncounted.
      if (!(error instanceof DomainError)) throw error;
      await this.refunds.decidePolicy(
        {
          type: 'ReturnUsage',
          data: { orderId: asked.orderId, refundId, refundRequestId: null, amountCents: asked.amountCents },
        },
        metadata,
      );
      throw error;
    }
  }

  private async sendForApproval(
    asked: SingleRefundAsked,
    order: { event: { catalogEventId: string }; currency: TicketCurrency },
    reason: SecondAdminReason,
    metadata: CommandMetadata,
  ): Promise<SingleRefundOutcome> {
    const refundRequestId = randomUUID();
    const { result } = await this.refunds.decideRequest(
      {
        type: 'SubmitRefundRequest',
        data: {
          refundRequestId,
          catalogEventId: order.event.catalogEventId,
          refundType: 'bulk',
          orders: [{ orderId: asked.orderId, amountCents: asked.amountCents, currency: order.currency }],
          reason: asked.note,
          notifyCustomers: asked.notifyCustomer,
        },
      },
      metadata,
    );
    return { outcome: 'sent_for_approval', refundRequestId, reason, position: result.position };
  }
}
