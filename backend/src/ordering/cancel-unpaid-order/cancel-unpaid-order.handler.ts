import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { OrderStreams } from '../infrastructure/order-streams';
import { CancelUnpaidOrderCommand } from './cancel-unpaid-order.command';

@CommandHandler(CancelUnpaidOrderCommand)
export class CancelUnpaidOrderHandler implements ICommandHandler<CancelUnpaidOrderCommand> {
  constructor(private readonly orders: OrderStreams) {}

  execute({ orderId, reason, metadata }: CancelUnpaidOrderCommand): Promise<CommandResult> {
    return this.orders.decideForAdmin({ type: 'CancelUnpaidOrder', data: { orderId, reason } }, metadata);
  }
}
