import { Injectable } from '@nestjs/common';
import type { Actor, RecordedEvent } from '@ticketshop/projections';
import { OrderStreams } from '../../ordering/public-api';
import { reactionMetadata, type Reaction } from '../../shared/process-manager/event-reactor';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import type { OpenRefundRequest, RequestedOrderRefund } from '../domain/refund-request.decider';
import { RefundStreams } from '../infrastructure/refund-streams';

const REFUND_REQUESTS_ACTOR: Actor = { kind: 'system', name: 'refund-requests' };

/**
 * Carries out approved refund requests order by order, and records on the request how each order's
 * refund ended. Every order is asked for its refund under the id of its attempt (UUID v5 of request,
 * order and attempt): after a crash the approval is handled again from the checkpoint, and an order
 * that already has that refund decides nothing, so no one is refunded twice.
 */
@Injectable()
export class RefundRequestsProcess implements Reaction {
  readonly name = 'refund-requests';
  readonly follows: ReadonlySet<string> = new Set([
    'RefundRequestApproved',
    'RefundRequestOrderRetried',
    'PaymentRefunded',
    'PaymentRefundFailed',
  ]);

  constructor(
    private readonly refunds: RefundStreams,
    private readonly orders: OrderStreams,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    const metadata = reactionMetadata(REFUND_REQUESTS_ACTOR, event);
    switch (event.type) {
      case 'RefundRequestApproved':
      case 'RefundRequestOrderRetried': {
        const { state } = await this.refunds.loadRequest(String(event.data.refundRequestId));
        if (state.status !== 'approved') return;
        const only = event.type === 'RefundRequestOrderRetried' ? String(event.data.orderId) : null;
        for (const order of state.orders.values()) {
          if (order.state === 'waiting' && (only === null || order.orderId === only)) {
            await this.refundOrder(state, order, metadata);
          }
        }
        return;
      }
      case 'PaymentRefunded':
      case 'PaymentRefundFailed':
        await this.recordOutcome(event, metadata);
        return;
    }
  }

  private async refundOrder(request: OpenRefundRequest, order: RequestedOrderRefund, metadata: CommandMetadata) {
    try {
      await this.orders.decide(
        {
          type: 'RefundOrder',
          data: {
            orderId: order.orderId,
            refundId: order.refundId,
            amountCents: order.amountCents,
            reason: request.refundType === 'event_cancelled' ? 'event-cancelled' : 'admin',
            note: request.reason,
            notifyCustomer: request.notifyCustomers,
            refundRequestId: request.refundRequestId,
          },
        },
        metadata,
      );
    } catch (error) {
      // The order refuses (refunded meanwhile by other means, say): that order failed, the others go on.
      if (!(error instanceof DomainError)) throw error;
      await this.refunds.decideRequest(
        {
          type: 'RecordOrderFailed',
          data: {
            refundRequestId: request.refundRequestId,
            orderId: order.orderId,
            refundId: order.refundId,
            // The shop's code, not a sentence in one language: the screen words it in the reader's.
            error: error.code,
          },
        },
        metadata,
      );
      await this.giveUsageBack(order.orderId, order.refundId, request.refundRequestId, order.amountCents, metadata);
    }
  }

  /**
   * A counted refund returned nothing: its share goes back to the limits of the day it was counted on
   * (once per refund id, so a redelivered outcome gives back nothing more).
   */
  private async giveUsageBack(
    orderId: string,
    refundId: string,
    refundRequestId: string | null,
    amountCents: number,
    metadata: CommandMetadata,
  ): Promise<void> {
    await this.refunds.decidePolicy(
      { type: 'ReturnUsage', data: { orderId, refundId, refundRequestId, amountCents } },
      metadata,
    );
  }

  /** An order's refund ended: if a request asked for it, the request learns how. */
  private async recordOutcome(event: RecordedEvent, metadata: CommandMetadata): Promise<void> {
    const orderId = String(event.data.orderId);
    const refundId = String(event.data.refundId);
    const { state } = await this.orders.load(orderId);
    if (state.status === 'none') return;
    const refund = state.refunds.get(refundId);
    if (!refund) return;
    const refundRequestId = refund.refundRequestId;
    if (event.type === 'PaymentRefundFailed') {
      // Usage is money returned: a failed refund gives its share back, whether a request or one admin
      // asked for it (a refund the system made was never counted, and gives back nothing).
      await this.giveUsageBack(orderId, refundId, refundRequestId, refund.payment.amountCents, metadata);
    }
    if (!refundRequestId) return;
    await this.refunds.decideRequest(
      event.type === 'PaymentRefunded'
        ? { type: 'RecordOrderRefunded', data: { refundRequestId, orderId, refundId } }
        : { type: 'RecordOrderFailed', data: { refundRequestId, orderId, refundId, error: String(event.data.error) } },
      metadata,
    );
  }
}
