import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../domain/catalog-event.command-handler';
import { AddTicketTypeCommand } from './add-ticket-type.command';

@CommandHandler(AddTicketTypeCommand)
export class AddTicketTypeHandler extends CatalogEventCommandHandler<AddTicketTypeCommand> {}
