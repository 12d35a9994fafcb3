import { CatalogEventCommandMessage } from '../domain/catalog-event.command-handler';
import type { DraftCatalogEvent } from '../domain/catalog-event.commands';

export class DraftCatalogEventCommand extends CatalogEventCommandMessage<DraftCatalogEvent> {}
