import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../infrastructure/catalog-event-command';
import { SetCatalogEventFeaturedCommand } from './feature-event.command';

@CommandHandler(SetCatalogEventFeaturedCommand)
export class SetCatalogEventFeaturedHandler extends CatalogEventCommandHandler<SetCatalogEventFeaturedCommand> {}
