import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { OrderStreams } from '../infrastructure/order-streams';
import { RecordRefundPaidOutCommand } from './record-refund-paid-out.command';

/** The refund is done, with the admin as the actor of the money that left. */
@CommandHandler(RecordRefundPaidOutCommand)
export class RecordRefundPaidOutHandler implements ICommandHandler<RecordRefundPaidOutCommand> {
  constructor(private readonly orders: OrderStreams) {}

  execute({ orderId, refundId, metadata }: RecordRefundPaidOutCommand): Promise<CommandResult> {
    return this.orders.decideForAdmin({ type: 'RecordRefundPaidOut', data: { orderId, refundId } }, metadata);
  }
}
