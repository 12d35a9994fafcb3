import { CatalogEventCommandMessage } from '../infrastructure/catalog-event-command';
import type { CancelCatalogEvent } from '../domain/catalog-event.commands';

export class CancelCatalogEventCommand extends CatalogEventCommandMessage<CancelCatalogEvent> {}
