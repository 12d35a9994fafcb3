import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../infrastructure/catalog-event-command';
import { ChangeCatalogEventDetailsCommand } from './change-event-details.command';

@CommandHandler(ChangeCatalogEventDetailsCommand)
export class ChangeCatalogEventDetailsHandler extends CatalogEventCommandHandler<ChangeCatalogEventDetailsCommand> {}
