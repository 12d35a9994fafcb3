import { defineEvent, type DomainEvent } from '../event-catalog';
import type { EventDetails, TicketTypeDetails } from './catalog-values';

export const CatalogEventDrafted = defineEvent('CatalogEventDrafted');
export const CatalogEventDetailsChanged = defineEvent('CatalogEventDetailsChanged');
export const TicketTypeAdded = defineEvent('TicketTypeAdded');
export const CatalogEventPublished = defineEvent('CatalogEventPublished');

export const catalogEventDefinitions = [
  CatalogEventDrafted,
  CatalogEventDetailsChanged,
  TicketTypeAdded,
  CatalogEventPublished,
];

export type CatalogEventDrafted = DomainEvent<'CatalogEventDrafted', { catalogEventId: string; details: EventDetails }>;
export type CatalogEventDetailsChanged = DomainEvent<
  'CatalogEventDetailsChanged',
  { catalogEventId: string; details: EventDetails }
>;
export type TicketTypeAdded = DomainEvent<
  'TicketTypeAdded',
  { catalogEventId: string; ticketTypeId: string; details: TicketTypeDetails }
>;
export type CatalogEventPublished = DomainEvent<'CatalogEventPublished', { catalogEventId: string }>;

/** Everything that can happen on a `catalog-event-<id>` stream. */
export type CatalogEventEvent =
  CatalogEventDrafted | CatalogEventDetailsChanged | TicketTypeAdded | CatalogEventPublished;

export const catalogEventStreamId = (catalogEventId: string): string => `catalog-event-${catalogEventId}`;
