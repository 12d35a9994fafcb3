import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { catalogEventStreamId, type EventStore } from '@ticketshop/projections';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { handleWithDecider } from '../../shared/event-sourcing/event-sourced-handler';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { catalogEventDecider } from '../domain/catalog-event.decider';
import { TicketSales } from '../infrastructure/ticket-sales';
import { DeleteCatalogEventCommand } from './delete-event.command';

@CommandHandler(DeleteCatalogEventCommand)
export class DeleteCatalogEventHandler implements ICommandHandler<DeleteCatalogEventCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly sales: TicketSales,
  ) {}

  async execute({ catalogEventId, metadata }: DeleteCatalogEventCommand): Promise<CommandResult> {
    const sold = await this.sales.soldOf(catalogEventId);
    // Seats given back after a refund are on sale again, but their orders still need the event: an
    // event that ever sold is cancelled, never deleted.
    const ticketsSold = Math.max(sold.total, sold.paidOrders);
    return handleWithDecider(
      this.store,
      catalogEventStreamId(catalogEventId),
      catalogEventDecider,
      { type: 'DeleteCatalogEvent', data: { catalogEventId, ticketsSold } },
      metadata,
    );
  }
}
