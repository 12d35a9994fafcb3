import { CatalogEventCommandMessage } from '../domain/catalog-event.command-handler';
import type { ChangeCatalogEventDetails } from '../domain/catalog-event.commands';

export class ChangeCatalogEventDetailsCommand extends CatalogEventCommandMessage<ChangeCatalogEventDetails> {}
