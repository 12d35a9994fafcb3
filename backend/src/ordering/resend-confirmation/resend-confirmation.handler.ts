import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { orderingErrors } from '../domain/ordering.errors';
import { OrderStreams } from '../infrastructure/order-streams';
import { OrderMails } from '../process/order-mails';
import { ResendConfirmationCommand } from './resend-confirmation.command';

/** Mails the confirmation with the tickets again, then records who had it sent. */
@CommandHandler(ResendConfirmationCommand)
export class ResendConfirmationHandler implements ICommandHandler<ResendConfirmationCommand> {
  constructor(
    private readonly orders: OrderStreams,
    private readonly mails: OrderMails,
  ) {}

  async execute({ orderId, metadata }: ResendConfirmationCommand): Promise<CommandResult> {
    const { state } = await this.orders.load(orderId);
    if (state.status === 'none') throw orderingErrors.adminOrderNotFound();
    if (state.tickets === null) throw orderingErrors.noTicketsYet();
    await this.mails.sendConfirmation(state);
    return this.orders.decideForAdmin({ type: 'ResendConfirmation', data: { orderId } }, metadata);
  }
}
