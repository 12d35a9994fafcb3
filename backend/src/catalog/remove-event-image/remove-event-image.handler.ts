import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../infrastructure/catalog-event-command';
import { RemoveEventImageCommand } from './remove-event-image.command';

@CommandHandler(RemoveEventImageCommand)
export class RemoveEventImageHandler extends CatalogEventCommandHandler<RemoveEventImageCommand> {}
