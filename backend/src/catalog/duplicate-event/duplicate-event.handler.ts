import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { catalogEventStreamId, type EventStore } from '@ticketshop/projections';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { handleWithDecider, loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { catalogEventDecider, duplicateOf } from '../domain/catalog-event.decider';
import { catalogEventErrors } from '../domain/catalog-event.errors';
import { DuplicateCatalogEventCommand } from './duplicate-event.command';

/** Reads the original, then drafts the copy on its own new stream: two streams, no shared transaction. */
@CommandHandler(DuplicateCatalogEventCommand)
export class DuplicateCatalogEventHandler implements ICommandHandler<DuplicateCatalogEventCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({
    originalId,
    copyId,
    metadata,
  }: DuplicateCatalogEventCommand): Promise<CommandResult & { catalogEventId: string }> {
    const { state } = await loadAggregate(this.store, catalogEventStreamId(originalId), catalogEventDecider);
    if (state.status === 'none' || state.status === 'deleted') throw catalogEventErrors.notFound(originalId);
    const draft = duplicateOf(state, {
      catalogEventId: copyId,
      ticketTypeIds: state.ticketTypes.map(() => randomUUID()),
    });
    const result = await handleWithDecider(
      this.store,
      catalogEventStreamId(copyId),
      catalogEventDecider,
      draft,
      metadata,
    );
    return { ...result, catalogEventId: copyId };
  }
}
