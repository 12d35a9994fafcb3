import { CatalogEventCommandMessage } from '../domain/catalog-event.command-handler';
import type { AddTicketType } from '../domain/catalog-event.commands';

export class AddTicketTypeCommand extends CatalogEventCommandMessage<AddTicketType> {}
