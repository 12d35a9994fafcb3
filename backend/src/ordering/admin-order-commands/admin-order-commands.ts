import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import type { OrderCommand } from '../domain/order.decider';
import { orderingErrors } from '../domain/ordering.errors';
import { OrderStreams } from '../infrastructure/order-streams';
import { OrderMails } from '../process/order-mails';
import { orderNumberOf } from '@ticketshop/projections';

/**
 * What an admin does to one order besides refunding it (a refund and its retry go through the refund
 * policy, refunds/refund-single-order): record a refund
 * paid back by hand, cancel it while unpaid, confirm its bank transfer, mail its confirmation again. Each is a command on the order's stream, decided on its current
 * state and appended with its expected revision, so two admins acting at once are decided one after
 * the other; the process managers (docs/money.md) carry the refund to the provider.
 */
@Injectable()
export class AdminOrderCommands {
  constructor(
    private readonly orders: OrderStreams,
    private readonly mails: OrderMails,
  ) {}

  /**
   * The admin saw the buyer's transfer on the shop's account: the order is paid by bank transfer, with
   * the admin as the payment's actor, and the fulfilment issues and mails the tickets as after any payment.
   */
  async confirmBankTransfer(orderId: string, amountCents: number, metadata: CommandMetadata): Promise<CommandResult> {
    return this.decide(
      {
        type: 'ConfirmBankTransfer',
        data: { orderId, amountCents, reference: orderNumberOf(orderId), refundId: randomUUID() },
      },
      metadata,
    );
  }

  /**
   * Staff paid a refund left to them back by hand (a transfer from the shop's account, or in Paysera's
   * portal): the refund is done, with the admin as the actor of the money that left.
   */
  async recordRefundPaidOut(orderId: string, refundId: string, metadata: CommandMetadata): Promise<CommandResult> {
    return this.decide({ type: 'RecordRefundPaidOut', data: { orderId, refundId } }, metadata);
  }

  async cancelUnpaid(orderId: string, reason: string, metadata: CommandMetadata): Promise<CommandResult> {
    return this.decide({ type: 'CancelUnpaidOrder', data: { orderId, reason } }, metadata);
  }

  /** Mails the confirmation with the tickets again, then records who had it sent. */
  async resendConfirmation(orderId: string, metadata: CommandMetadata): Promise<CommandResult> {
    const { state } = await this.orders.load(orderId);
    if (state.status === 'none') throw orderingErrors.adminOrderNotFound();
    if (state.tickets === null) throw orderingErrors.noTicketsYet();
    await this.mails.sendConfirmation(state);
    return this.decide({ type: 'ResendConfirmation', data: { orderId } }, metadata);
  }

  private async decide(command: OrderCommand, metadata: CommandMetadata): Promise<CommandResult> {
    try {
      return (await this.orders.decide(command, metadata)).result;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'order.not-found') throw orderingErrors.adminOrderNotFound();
      throw error;
    }
  }
}
