import type { EventDetails, TicketTypeDetails } from './catalog-event.types';

export type DraftCatalogEvent = { type: 'DraftCatalogEvent'; data: { catalogEventId: string; details: EventDetails } };
export type ChangeCatalogEventDetails = {
  type: 'ChangeCatalogEventDetails';
  data: { catalogEventId: string; details: EventDetails };
};
export type AddTicketType = {
  type: 'AddTicketType';
  data: { catalogEventId: string; ticketTypeId: string; details: TicketTypeDetails };
};
export type PublishCatalogEvent = { type: 'PublishCatalogEvent'; data: { catalogEventId: string } };

export type CatalogEventCommand = DraftCatalogEvent | ChangeCatalogEventDetails | AddTicketType | PublishCatalogEvent;
