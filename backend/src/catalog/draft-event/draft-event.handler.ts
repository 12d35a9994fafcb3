import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../domain/catalog-event.command-handler';
import { DraftCatalogEventCommand } from './draft-event.command';

@CommandHandler(DraftCatalogEventCommand)
export class DraftCatalogEventHandler extends CatalogEventCommandHandler<DraftCatalogEventCommand> {}
