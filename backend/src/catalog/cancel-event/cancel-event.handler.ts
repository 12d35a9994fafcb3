import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../infrastructure/catalog-event-command';
import { CancelCatalogEventCommand } from './cancel-event.command';

@CommandHandler(CancelCatalogEventCommand)
export class CancelCatalogEventHandler extends CatalogEventCommandHandler<CancelCatalogEventCommand> {}
