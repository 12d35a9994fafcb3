import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { catalogEventStreamId, type EventStore } from '@ticketshop/projections';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { handleWithDecider } from '../../shared/event-sourcing/event-sourced-handler';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { catalogEventDecider } from '../domain/catalog-event.decider';
import { TicketSales } from '../infrastructure/ticket-sales';
import { RemoveTicketTypeCommand } from './remove-ticket-type.command';

@CommandHandler(RemoveTicketTypeCommand)
export class RemoveTicketTypeHandler implements ICommandHandler<RemoveTicketTypeCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly sales: TicketSales,
  ) {}

  async execute({ catalogEventId, ticketTypeId, metadata }: RemoveTicketTypeCommand): Promise<CommandResult> {
    const sold = await this.sales.soldOf(catalogEventId);
    return handleWithDecider(
      this.store,
      catalogEventStreamId(catalogEventId),
      catalogEventDecider,
      {
        type: 'RemoveTicketType',
        data: { catalogEventId, ticketTypeId, quantitySold: sold.byTicketType.get(ticketTypeId) ?? 0 },
      },
      metadata,
    );
  }
}
