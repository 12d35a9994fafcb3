import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../infrastructure/catalog-event-command';
import { PublishCatalogEventCommand } from './publish-event.command';

@CommandHandler(PublishCatalogEventCommand)
export class PublishCatalogEventHandler extends CatalogEventCommandHandler<PublishCatalogEventCommand> {}
