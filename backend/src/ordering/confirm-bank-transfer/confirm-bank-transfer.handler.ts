import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderNumberOf } from '@ticketshop/projections';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { OrderStreams } from '../infrastructure/order-streams';
import { ConfirmBankTransferCommand } from './confirm-bank-transfer.command';

/**
 * The order is paid by bank transfer, with the admin as the payment's actor, and the fulfilment issues
 * and mails the tickets as after any payment.
 */
@CommandHandler(ConfirmBankTransferCommand)
export class ConfirmBankTransferHandler implements ICommandHandler<ConfirmBankTransferCommand> {
  constructor(private readonly orders: OrderStreams) {}

  execute({ orderId, amountCents, metadata }: ConfirmBankTransferCommand): Promise<CommandResult> {
    return this.orders.decideForAdmin(
      {
        type: 'ConfirmBankTransfer',
        data: { orderId, amountCents, reference: orderNumberOf(orderId), refundId: randomUUID() },
      },
      metadata,
    );
  }
}
