import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../infrastructure/catalog-event-command';
import { ReorderEventImagesCommand } from './reorder-event-images.command';

@CommandHandler(ReorderEventImagesCommand)
export class ReorderEventImagesHandler extends CatalogEventCommandHandler<ReorderEventImagesCommand> {}
