import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../infrastructure/catalog-event-command';
import { UnpublishCatalogEventCommand } from './unpublish-event.command';

@CommandHandler(UnpublishCatalogEventCommand)
export class UnpublishCatalogEventHandler extends CatalogEventCommandHandler<UnpublishCatalogEventCommand> {}
