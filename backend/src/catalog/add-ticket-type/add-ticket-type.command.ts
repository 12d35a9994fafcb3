import { CatalogEventCommandMessage } from '../infrastructure/catalog-event-command';
import type { AddTicketType } from '../domain/catalog-event.commands';

export class AddTicketTypeCommand extends CatalogEventCommandMessage<AddTicketType> {}
