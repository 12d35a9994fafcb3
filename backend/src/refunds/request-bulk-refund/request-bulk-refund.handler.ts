import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RefundRequestOrder } from '@ticketshop/projections';
import { refundableCents, OrderStreams } from '../../ordering/public-api';
import { PasswordRecheckThrottle } from '../../shared/rate-limits/password-recheck-throttle';
import { refundErrors } from '../domain/refunds.errors';
import { RefundStreams } from '../infrastructure/refund-streams';
import { RefundsQueries } from '../queries/refunds.queries';
import {
  RequestBulkRefundCommand,
  type BulkRefundRequested,
  type SubmittedRequest,
} from './request-bulk-refund.command';

/**
 * An admin asks to refund orders: each must be paid with money left to refund, and each is asked for
 * all of what is left (its refundable amount on its own stream). Every order is checked before any
 * request is written, so one bad order refuses the whole ask and changes nothing. A request holds one
 * event's orders of one currency, so its total is an amount of money, never euros and dollars added.
 */
@CommandHandler(RequestBulkRefundCommand)
export class RequestBulkRefundHandler implements ICommandHandler<RequestBulkRefundCommand> {
  constructor(
    private readonly refunds: RefundStreams,
    private readonly orders: OrderStreams,
    private readonly recheck: PasswordRecheckThrottle,
    private readonly queries: RefundsQueries,
  ) {}

  async execute({ asked, metadata }: RequestBulkRefundCommand): Promise<BulkRefundRequested> {
    // The same throttle as the approval's re-check (one count per admin and address for both), so a
    // stolen session cannot guess the password behind it through this route instead.
    await this.recheck.confirm(asked.userId, asked.clientAddress, () =>
      this.refunds.confirmPassword(asked.userId, asked.password),
    );
    const perRequest = new Map<string, { catalogEventId: string; currency: string; orders: RefundRequestOrder[] }>();
    // An order an open request holds would be asked twice: the second request's approval would use the
    // limits for money the first returns, and then fail. Refused before anything is written.
    const held = await this.queries.openRequestsOf([...new Set(asked.orderIds)]);
    for (const orderId of new Set(asked.orderIds)) {
      const holder = held.get(orderId);
      if (holder) throw refundErrors.orderInOpenRequest(orderId, holder);
      const { state } = await this.orders.load(orderId);
      if (state.status === 'none') throw refundErrors.orderNotFound(orderId);
      const eventId = state.order.event.catalogEventId;
      if (asked.catalogEventId !== null && eventId !== asked.catalogEventId)
        throw refundErrors.orderOfOtherEvent(orderId);
      const amountCents = refundableCents(state);
      if (amountCents <= 0) throw refundErrors.nothingToRefund(orderId);
      const { currency } = state.order;
      const key = `${eventId} ${currency}`;
      const request = perRequest.get(key) ?? { catalogEventId: eventId, currency, orders: [] };
      perRequest.set(key, { ...request, orders: [...request.orders, { orderId, amountCents, currency }] });
    }
    if (perRequest.size === 0) throw refundErrors.noOrders();
    const requests: SubmittedRequest[] = [];
    let position = '0';
    for (const { catalogEventId, currency, orders } of perRequest.values()) {
      const refundRequestId = randomUUID();
      const { result } = await this.refunds.decideRequest(
        {
          type: 'SubmitRefundRequest',
          data: {
            refundRequestId,
            catalogEventId,
            refundType: asked.refundType,
            orders,
            reason: asked.reason,
            notifyCustomers: asked.notifyCustomers,
          },
        },
        metadata,
      );
      const totalAmountCents = orders.reduce((sum, order) => sum + order.amountCents, 0);
      requests.push({ refundRequestId, ordersCount: orders.length, totalAmountCents, currency });
      position = result.position;
    }
    return { requests, position };
  }
}
