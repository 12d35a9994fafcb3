import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../domain/catalog-event.command-handler';
import { ChangeCatalogEventDetailsCommand } from './change-event-details.command';

@CommandHandler(ChangeCatalogEventDetailsCommand)
export class ChangeCatalogEventDetailsHandler extends CatalogEventCommandHandler<ChangeCatalogEventDetailsCommand> {}
