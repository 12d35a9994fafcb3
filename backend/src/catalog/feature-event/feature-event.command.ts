import { CatalogEventCommandMessage } from '../infrastructure/catalog-event-command';
import type { SetCatalogEventFeatured } from '../domain/catalog-event.commands';

export class SetCatalogEventFeaturedCommand extends CatalogEventCommandMessage<SetCatalogEventFeatured> {}
