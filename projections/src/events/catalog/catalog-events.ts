import { defineEvent, type DomainEvent, type Upcaster } from '../event-catalog';
import {
  imageFromUrl,
  type DiscountCodeDetails,
  type EventDetails,
  type EventImage,
  type TicketTypeDetails,
} from './catalog-values';

/**
 * v1 kept the images as URLs inside the details; v2 gives them ids and events of their own
 * (EventImageAdded…), so v1 data is read with its URLs moved out into `images`.
 */
const imagesMovedOutOfDetails: Upcaster = (data) => {
  const { images, ...details } = data.details as EventDetails & { images?: string[] };
  return { ...data, details, images: (images ?? []).map(imageFromUrl) };
};

export const CatalogEventDrafted = defineEvent('CatalogEventDrafted', 2, { 1: imagesMovedOutOfDetails });
export const CatalogEventDetailsChanged = defineEvent('CatalogEventDetailsChanged', 2, {
  1: imagesMovedOutOfDetails,
});
export const CatalogEventPublished = defineEvent('CatalogEventPublished');
export const CatalogEventUnpublished = defineEvent('CatalogEventUnpublished');
export const CatalogEventCancelled = defineEvent('CatalogEventCancelled');
export const CatalogEventDeleted = defineEvent('CatalogEventDeleted');
export const CatalogEventFeatured = defineEvent('CatalogEventFeatured');
export const CatalogEventUnfeatured = defineEvent('CatalogEventUnfeatured');
export const EventImageAdded = defineEvent('EventImageAdded');
export const EventImageRemoved = defineEvent('EventImageRemoved');
export const EventImagesReordered = defineEvent('EventImagesReordered');
export const TicketTypeAdded = defineEvent('TicketTypeAdded');
export const TicketTypeChanged = defineEvent('TicketTypeChanged');
export const TicketTypeRemoved = defineEvent('TicketTypeRemoved');
export const DiscountCodeCreated = defineEvent('DiscountCodeCreated');
export const DiscountCodeChanged = defineEvent('DiscountCodeChanged');
export const DiscountCodeRemoved = defineEvent('DiscountCodeRemoved');

export const catalogEventDefinitions = [
  CatalogEventDrafted,
  CatalogEventDetailsChanged,
  CatalogEventPublished,
  CatalogEventUnpublished,
  CatalogEventCancelled,
  CatalogEventDeleted,
  CatalogEventFeatured,
  CatalogEventUnfeatured,
  EventImageAdded,
  EventImageRemoved,
  EventImagesReordered,
  TicketTypeAdded,
  TicketTypeChanged,
  TicketTypeRemoved,
  DiscountCodeCreated,
  DiscountCodeChanged,
  DiscountCodeRemoved,
];

type OnEvent<Type extends string, Data = object> = DomainEvent<Type, { catalogEventId: string } & Data>;

export type CatalogEventDrafted = OnEvent<
  'CatalogEventDrafted',
  {
    details: EventDetails;
    /** Duplicates start with their original's images. */
    images: EventImage[];
    /** Set when the draft is a copy of another event. */
    duplicatedFrom?: string;
  }
>;
export type CatalogEventDetailsChanged = OnEvent<
  'CatalogEventDetailsChanged',
  {
    details: EventDetails;
    /** Only in events recorded as v1, when a details change also replaced the images. */
    images?: EventImage[];
  }
>;
export type CatalogEventPublished = OnEvent<'CatalogEventPublished'>;
export type CatalogEventUnpublished = OnEvent<'CatalogEventUnpublished'>;
export type CatalogEventCancelled = OnEvent<'CatalogEventCancelled'>;
export type CatalogEventDeleted = OnEvent<'CatalogEventDeleted'>;
export type CatalogEventFeatured = OnEvent<'CatalogEventFeatured'>;
export type CatalogEventUnfeatured = OnEvent<'CatalogEventUnfeatured'>;
export type EventImageAdded = OnEvent<'EventImageAdded', { image: EventImage }>;
export type EventImageRemoved = OnEvent<'EventImageRemoved', { imageId: string }>;
export type EventImagesReordered = OnEvent<'EventImagesReordered', { imageIds: string[] }>;
export type TicketTypeAdded = OnEvent<'TicketTypeAdded', { ticketTypeId: string; details: TicketTypeDetails }>;
export type TicketTypeChanged = OnEvent<'TicketTypeChanged', { ticketTypeId: string; details: TicketTypeDetails }>;
export type TicketTypeRemoved = OnEvent<'TicketTypeRemoved', { ticketTypeId: string }>;
export type DiscountCodeCreated = OnEvent<
  'DiscountCodeCreated',
  { discountCodeId: string; details: DiscountCodeDetails }
>;
export type DiscountCodeChanged = OnEvent<
  'DiscountCodeChanged',
  { discountCodeId: string; details: DiscountCodeDetails }
>;
export type DiscountCodeRemoved = OnEvent<'DiscountCodeRemoved', { discountCodeId: string }>;

/** Everything that can happen on a `catalog-event-<id>` stream. */
export type CatalogEventEvent =
  | CatalogEventDrafted
  | CatalogEventDetailsChanged
  | CatalogEventPublished
  | CatalogEventUnpublished
  | CatalogEventCancelled
  | CatalogEventDeleted
  | CatalogEventFeatured
  | CatalogEventUnfeatured
  | EventImageAdded
  | EventImageRemoved
  | EventImagesReordered
  | TicketTypeAdded
  | TicketTypeChanged
  | TicketTypeRemoved
  | DiscountCodeCreated
  | DiscountCodeChanged
  | DiscountCodeRemoved;

export const catalogEventStreamId = (catalogEventId: string): string => `catalog-event-${catalogEventId}`;
