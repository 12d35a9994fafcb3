import { CatalogEventCommandMessage } from '../infrastructure/catalog-event-command';
import type { ChangeCatalogEventDetails } from '../domain/catalog-event.commands';

export class ChangeCatalogEventDetailsCommand extends CatalogEventCommandMessage<ChangeCatalogEventDetails> {}
