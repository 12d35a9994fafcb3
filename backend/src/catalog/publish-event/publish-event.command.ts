import { CatalogEventCommandMessage } from '../domain/catalog-event.command-handler';
import type { PublishCatalogEvent } from '../domain/catalog-event.commands';

export class PublishCatalogEventCommand extends CatalogEventCommandMessage<PublishCatalogEvent> {}
