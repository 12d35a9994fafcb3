import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { catalogEventStreamId, type EventStore } from '@ticketshop/projections';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { handleWithDecider, loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { SeatInventory } from '../../ordering/public-api';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { catalogEventDecider } from '../domain/catalog-event.decider';
import { TicketSales } from '../infrastructure/ticket-sales';
import { ChangeTicketTypeCommand } from './change-ticket-type.command';

@CommandHandler(ChangeTicketTypeCommand)
export class ChangeTicketTypeHandler implements ICommandHandler<ChangeTicketTypeCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly sales: TicketSales,
    private readonly inventory: SeatInventory,
  ) {}

  /**
   * The inventory holds the quantity buyers are sold against, so it changes there first: it refuses a
   * quantity below what is sold and held at that very moment. Should the catalog then refuse the
   * change, or the process stop in between, the inventory keeps a quantity the admin asked for, and the
   * next save of the type sets it again.
   */
  async execute({ catalogEventId, ticketTypeId, details, metadata }: ChangeTicketTypeCommand): Promise<CommandResult> {
    const sold = await this.sales.soldOf(catalogEventId);
    const existing = await loadAggregate(this.store, catalogEventStreamId(catalogEventId), catalogEventDecider);
    // The decision without the append: a refused change must not reach the inventory.
    catalogEventDecider.decide(
      {
        type: 'ChangeTicketType',
        data: { catalogEventId, ticketTypeId, details, quantitySold: sold.byTicketType.get(ticketTypeId) ?? 0 },
      },
      existing.state,
    );
    await this.inventory.setCapacity({ catalogEventId, ticketTypeId, capacity: details.quantity }, metadata);
    return handleWithDecider(
      this.store,
      catalogEventStreamId(catalogEventId),
      catalogEventDecider,
      {
        type: 'ChangeTicketType',
        data: { catalogEventId, ticketTypeId, details, quantitySold: sold.byTicketType.get(ticketTypeId) ?? 0 },
      },
      metadata,
    );
  }
}
