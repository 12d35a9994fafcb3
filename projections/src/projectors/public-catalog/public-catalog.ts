/**
 * The public catalog read model: one row per catalog event with everything the public list and detail
 * pages show, so both are a single indexed read.
 */
import type { CatalogEventEvent } from '../../events/catalog/catalog-events';
import type { Category, EventDetails, TicketTypeDetails } from '../../events/catalog/catalog-values';

export type PublicEventStatus = 'draft' | 'published';

export interface PublicTicketTypeDocument extends TicketTypeDetails {
  id: string;
}

export interface PublicEventDocument extends EventDetails {
  ticketTypes: PublicTicketTypeDocument[];
}

export interface PublicEventRow {
  id: string;
  status: PublicEventStatus;
  category: Category;
  startsAt: string;
  endsAt: string | null;
  document: PublicEventDocument;
  /** The last log position applied to this row; an event at or before it is a redelivery. */
  lastPosition: bigint;
}

export const PUBLIC_CATALOG_EVENT_TYPES: ReadonlySet<string> = new Set<CatalogEventEvent['type']>([
  'CatalogEventDrafted',
  'CatalogEventDetailsChanged',
  'TicketTypeAdded',
  'CatalogEventPublished',
]);

/** How one catalog event changes its public row; `undefined` means the row does not exist yet. */
export function evolvePublicEvent(
  row: PublicEventRow | undefined,
  event: CatalogEventEvent,
  position: bigint,
): PublicEventRow | undefined {
  if (row && position <= row.lastPosition) return row;
  switch (event.type) {
    case 'CatalogEventDrafted':
      return {
        id: event.data.catalogEventId,
        status: 'draft',
        ...fromDetails(event.data.details),
        document: { ...event.data.details, ticketTypes: [] },
        lastPosition: position,
      };
    case 'CatalogEventDetailsChanged':
      return (
        row && {
          ...row,
          ...fromDetails(event.data.details),
          document: { ...event.data.details, ticketTypes: row.document.ticketTypes },
          lastPosition: position,
        }
      );
    case 'TicketTypeAdded':
      return (
        row && {
          ...row,
          document: {
            ...row.document,
            ticketTypes: [...row.document.ticketTypes, { id: event.data.ticketTypeId, ...event.data.details }],
          },
          lastPosition: position,
        }
      );
    case 'CatalogEventPublished':
      return row && { ...row, status: 'published', lastPosition: position };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function fromDetails(details: EventDetails): Pick<PublicEventRow, 'category' | 'startsAt' | 'endsAt'> {
  return { category: details.category, startsAt: details.startsAt, endsAt: details.endsAt };
}
