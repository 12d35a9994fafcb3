import type { DiscountCodeDetails, EventDetails, EventImage, TicketTypeDetails } from './catalog-event.types';

type On<Type extends string, Data = object> = { type: Type; data: { catalogEventId: string } & Data };

export type DraftCatalogEvent = On<
  'DraftCatalogEvent',
  {
    details: EventDetails;
    /** A duplicate starts with its original's images and copies of its ticket types. */
    images?: EventImage[];
    ticketTypes?: { ticketTypeId: string; details: TicketTypeDetails }[];
    duplicatedFrom?: string;
  }
>;
export type ChangeCatalogEventDetails = On<'ChangeCatalogEventDetails', { details: EventDetails }>;
export type PublishCatalogEvent = On<'PublishCatalogEvent'>;
export type UnpublishCatalogEvent = On<'UnpublishCatalogEvent'>;
export type CancelCatalogEvent = On<'CancelCatalogEvent'>;
/** `ticketsSold`: every ticket ever sold for the event, as the sales records tell it. */
type DeleteCatalogEvent = On<'DeleteCatalogEvent', { ticketsSold: number }>;
export type SetCatalogEventFeatured = On<'SetCatalogEventFeatured', { featured: boolean }>;
export type AddEventImage = On<'AddEventImage', { image: EventImage }>;
export type RemoveEventImage = On<'RemoveEventImage', { imageId: string }>;
export type ReorderEventImages = On<'ReorderEventImages', { imageIds: string[] }>;
export type AddTicketType = On<'AddTicketType', { ticketTypeId: string; details: TicketTypeDetails }>;
type ChangeTicketType = On<
  'ChangeTicketType',
  { ticketTypeId: string; details: TicketTypeDetails; quantitySold: number }
>;
type RemoveTicketType = On<'RemoveTicketType', { ticketTypeId: string; quantitySold: number }>;
export type CreateDiscountCode = On<'CreateDiscountCode', { discountCodeId: string; details: DiscountCodeDetails }>;
export type ChangeDiscountCode = On<'ChangeDiscountCode', { discountCodeId: string; details: DiscountCodeDetails }>;
export type RemoveDiscountCode = On<'RemoveDiscountCode', { discountCodeId: string }>;

export type CatalogEventCommand =
  | DraftCatalogEvent
  | ChangeCatalogEventDetails
  | PublishCatalogEvent
  | UnpublishCatalogEvent
  | CancelCatalogEvent
  | DeleteCatalogEvent
  | SetCatalogEventFeatured
  | AddEventImage
  | RemoveEventImage
  | ReorderEventImages
  | AddTicketType
  | ChangeTicketType
  | RemoveTicketType
  | CreateDiscountCode
  | ChangeDiscountCode
  | RemoveDiscountCode;
