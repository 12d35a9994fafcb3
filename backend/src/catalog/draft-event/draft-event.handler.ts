import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../infrastructure/catalog-event-command';
import { DraftCatalogEventCommand } from './draft-event.command';

@CommandHandler(DraftCatalogEventCommand)
export class DraftCatalogEventHandler extends CatalogEventCommandHandler<DraftCatalogEventCommand> {}
