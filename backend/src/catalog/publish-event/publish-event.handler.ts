import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../domain/catalog-event.command-handler';
import { PublishCatalogEventCommand } from './publish-event.command';

@CommandHandler(PublishCatalogEventCommand)
export class PublishCatalogEventHandler extends CatalogEventCommandHandler<PublishCatalogEventCommand> {}
