import { CatalogEventCommandMessage } from '../infrastructure/catalog-event-command';
import type { PublishCatalogEvent } from '../domain/catalog-event.commands';

export class PublishCatalogEventCommand extends CatalogEventCommandMessage<PublishCatalogEvent> {}
