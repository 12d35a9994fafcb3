import { CatalogEventCommandMessage } from '../infrastructure/catalog-event-command';
import type { DraftCatalogEvent } from '../domain/catalog-event.commands';

export class DraftCatalogEventCommand extends CatalogEventCommandMessage<DraftCatalogEvent> {}
