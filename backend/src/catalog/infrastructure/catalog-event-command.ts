import { Inject } from '@nestjs/common';
import { Command, type ICommandHandler } from '@nestjs/cqrs';
import { catalogEventStreamId, type EventStore } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { handleWithDecider } from '../../shared/event-sourcing/event-sourced-handler';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import type { CatalogEventCommand } from '../domain/catalog-event.commands';
import { catalogEventDecider } from '../domain/catalog-event.decider';

/** A catalog event command on the bus: the domain command plus who sent it and when. */
export abstract class CatalogEventCommandMessage<C extends CatalogEventCommand> extends Command<CommandResult> {
  constructor(
    readonly command: C,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** Every catalog event use case is the same three steps on the aggregate's stream. */
export abstract class CatalogEventCommandHandler<
  M extends CatalogEventCommandMessage<CatalogEventCommand>,
> implements ICommandHandler<CatalogEventCommandMessage<CatalogEventCommand>> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ command, metadata }: M): Promise<CommandResult> {
    return handleWithDecider(
      this.store,
      catalogEventStreamId(command.data.catalogEventId),
      catalogEventDecider,
      command,
      metadata,
    );
  }
}
