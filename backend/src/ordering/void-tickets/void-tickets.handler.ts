import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { OrderStreams } from '../infrastructure/order-streams';
import { VoidTicketsCommand } from './void-tickets.command';

/**
 * Voiding is decided on the order's stream with its expected revision (docs/money.md "Voiding
 * tickets"), so a scan at the same instant is decided before or after it, never beside it. The door
 * refuses a voided ticket from the next scan; `order-fulfilment` puts its seat back on sale.
 */
@CommandHandler(VoidTicketsCommand)
export class VoidTicketsHandler implements ICommandHandler<VoidTicketsCommand> {
  constructor(private readonly orders: OrderStreams) {}

  execute({ orderId, ticketIds, reason, metadata }: VoidTicketsCommand): Promise<CommandResult> {
    return this.orders.decideForAdmin({ type: 'VoidTickets', data: { orderId, ticketIds, reason } }, metadata);
  }
}
