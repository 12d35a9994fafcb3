import { CatalogEventCommandMessage } from '../infrastructure/catalog-event-command';
import type { UnpublishCatalogEvent } from '../domain/catalog-event.commands';

export class UnpublishCatalogEventCommand extends CatalogEventCommandMessage<UnpublishCatalogEvent> {}
