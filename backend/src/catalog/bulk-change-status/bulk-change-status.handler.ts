import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { catalogEventStreamId, type EventStore } from '@ticketshop/projections';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { catalogEventDecider } from '../domain/catalog-event.decider';
import { BulkChangeStatusCommand, type BulkOutcome } from './bulk-change-status.command';

const ALREADY = {
  publish: { lt: 'Renginys jau paskelbtas', en: 'The event is already published' },
  unpublish: { lt: 'Renginys nepaskelbtas', en: 'The event is not published' },
};

/** Each event is its own stream and its own decision: one refusal never undoes another's change. */
@CommandHandler(BulkChangeStatusCommand)
export class BulkChangeStatusHandler implements ICommandHandler<BulkChangeStatusCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ change, catalogEventIds, metadata }: BulkChangeStatusCommand): Promise<BulkOutcome> {
    const outcome: BulkOutcome = { updated: [], skipped: [], position: '0' };
    for (const catalogEventId of new Set(catalogEventIds)) {
      try {
        const { result, events } = await decideAndAppend(
          this.store,
          catalogEventStreamId(catalogEventId),
          catalogEventDecider,
          { type: change === 'publish' ? 'PublishCatalogEvent' : 'UnpublishCatalogEvent', data: { catalogEventId } },
          metadata,
        );
        if (events.length === 0) {
          outcome.skipped.push({ id: catalogEventId, reason: ALREADY[change] });
        } else {
          outcome.updated.push(catalogEventId);
          outcome.position = result.position;
        }
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcome.skipped.push({ id: catalogEventId, reason: error.messages });
      }
    }
    return outcome;
  }
}
