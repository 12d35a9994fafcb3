import { CatalogEventCommandMessage } from '../infrastructure/catalog-event-command';
import type { ReorderEventImages } from '../domain/catalog-event.commands';

export class ReorderEventImagesCommand extends CatalogEventCommandMessage<ReorderEventImages> {}
