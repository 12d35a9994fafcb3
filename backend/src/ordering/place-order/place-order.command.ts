import { Command } from '@nestjs/cqrs';
import type { Buyer, OrderLanguage, OrderPlaced } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { TicketRequest } from '../domain/pricing';

export interface PlacedGuestOrder {
  order: OrderPlaced['data'];
  position: string;
}

/** A guest buys tickets of one event: price it, hold the seats, record the order. */
export class PlaceGuestOrderCommand extends Command<PlacedGuestOrder> {
  constructor(
    readonly orderId: string,
    readonly buyer: Buyer,
    readonly language: OrderLanguage,
    readonly tickets: TicketRequest[],
    readonly discountCode: string | null,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
