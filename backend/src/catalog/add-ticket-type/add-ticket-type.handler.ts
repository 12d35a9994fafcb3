import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../infrastructure/catalog-event-command';
import { AddTicketTypeCommand } from './add-ticket-type.command';

@CommandHandler(AddTicketTypeCommand)
export class AddTicketTypeHandler extends CatalogEventCommandHandler<AddTicketTypeCommand> {}
