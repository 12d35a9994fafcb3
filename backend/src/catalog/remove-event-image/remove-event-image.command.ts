import { CatalogEventCommandMessage } from '../infrastructure/catalog-event-command';
import type { RemoveEventImage } from '../domain/catalog-event.commands';

export class RemoveEventImageCommand extends CatalogEventCommandMessage<RemoveEventImage> {}
