import { Injectable } from '@nestjs/common';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import { orderingErrors } from '../domain/ordering.errors';
import { OrderStreams } from '../infrastructure/order-streams';

/**
 * An admin voids chosen tickets of a refunded order (docs/money.md "Voiding tickets"): decided on the
 * order's stream with its expected revision, so a scan at the same instant is decided before or after
 * it, never beside it. The door refuses a voided ticket from the next scan; `order-fulfilment` puts
 * its seat back on sale.
 */
@Injectable()
export class VoidTickets {
  constructor(private readonly orders: OrderStreams) {}

  async execute(
    data: { orderId: string; ticketIds: string[]; reason: string },
    metadata: CommandMetadata,
  ): Promise<CommandResult> {
    try {
      return (await this.orders.decide({ type: 'VoidTickets', data }, metadata)).result;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'order.not-found') throw orderingErrors.adminOrderNotFound();
      throw error;
    }
  }
}
