/**
 * The catalog read model: what the public pages and the back-office read about events, their ticket
 * types and discount codes, with the sales figures the seat inventory's events move. Rows are never
 * deleted, only marked, so that each keeps the last log position applied to it and a redelivered event
 * can always be recognised and skipped.
 */
import type { CatalogEventEvent } from '../../events/catalog/catalog-events';
import type {
  SeatsReleased,
  SeatsReserved,
  SeatsSold,
  SoldSeatsReturned,
  VoidedSeatsReturned,
} from '../../events/ordering/ordering-events';
import type {
  Category,
  CatalogEventStatus,
  DiscountCodeDetails,
  EventDetails,
  EventImage,
  TicketTypeDetails,
} from '../../events/catalog/catalog-values';

export type CatalogRowStatus = CatalogEventStatus | 'deleted';

export interface CatalogEventDocument {
  details: EventDetails;
  images: EventImage[];
}

export interface CatalogEventRow {
  id: string;
  status: CatalogRowStatus;
  featured: boolean;
  /** When it was last featured; the hero shows the soonest of the featured. */
  featuredAt: string | null;
  category: Category;
  startsAt: string;
  endsAt: string | null;
  /** Lower-case names, venue and city, for the admin search. */
  searchText: string;
  document: CatalogEventDocument;
  createdAt: string;
  updatedAt: string;
  lastPosition: bigint;
}

export interface CatalogTicketTypeRow {
  id: string;
  catalogEventId: string;
  /** The log position that added it: the order the event lists its types in. */
  sortPosition: bigint;
  details: TicketTypeDetails;
  removed: boolean;
  /** Seats reserved for orders not yet paid (held until they are sold or released). */
  quantityHeld: number;
  /** Sold and not given back: a refunded order's or a voided ticket's seat is on sale again. */
  quantitySold: number;
  /** Seats sold once and given back; with `quantitySold`, every seat ever sold (an event that sold is kept). */
  quantityReturned: number;
  /** What the seats still sold were paid for, after discounts, in cents. */
  revenueCents: bigint;
  lastPosition: bigint;
}

export interface CatalogDiscountCodeRow {
  id: string;
  catalogEventId: string;
  code: string;
  details: DiscountCodeDetails;
  removed: boolean;
  /** Paid orders that used the code. */
  usedCount: number;
  createdAt: string;
  lastPosition: bigint;
}

/** One catalog event's rows as a batch changes them. */
export interface CatalogRows {
  event: CatalogEventRow | undefined;
  ticketTypes: Map<string, CatalogTicketTypeRow>;
  discountCodes: Map<string, CatalogDiscountCodeRow>;
}

/** The seat inventory's events that move the catalog's sales figures. */
type CatalogSalesEvent = SeatsReserved | SeatsReleased | SeatsSold | SoldSeatsReturned | VoidedSeatsReturned;

export type CatalogProjectedEvent = CatalogEventEvent | CatalogSalesEvent;

export const CATALOG_EVENT_TYPES: ReadonlySet<string> = new Set<CatalogProjectedEvent['type']>([
  'CatalogEventDrafted',
  'CatalogEventDetailsChanged',
  'CatalogEventPublished',
  'CatalogEventUnpublished',
  'CatalogEventCancelled',
  'CatalogEventDeleted',
  'CatalogEventFeatured',
  'CatalogEventUnfeatured',
  'EventImageAdded',
  'EventImageRemoved',
  'EventImagesReordered',
  'TicketTypeAdded',
  'TicketTypeChanged',
  'TicketTypeRemoved',
  'DiscountCodeCreated',
  'DiscountCodeChanged',
  'DiscountCodeRemoved',
  'SeatsReserved',
  'SeatsReleased',
  'SeatsSold',
  'SoldSeatsReturned',
  'VoidedSeatsReturned',
]);

function searchTextOf(details: EventDetails): string {
  return [details.name.lt, details.name.en, details.venue.name, details.venue.city].join(' ').toLowerCase();
}

/**
 * Applies one event to its catalog event's rows, in place. Every row touched remembers the position;
 * a row already at or past it has seen the event and is left alone.
 */
export function applyCatalogEvent(
  rows: CatalogRows,
  event: CatalogProjectedEvent,
  position: bigint,
  occurredAt: string,
): void {
  const fresh = <R extends { lastPosition: bigint }>(row: R | undefined): row is R =>
    row !== undefined && row.lastPosition < position;
  const touchEvent = (change: Partial<CatalogEventRow>) => {
    if (fresh(rows.event)) rows.event = { ...rows.event, ...change, updatedAt: occurredAt, lastPosition: position };
  };

  switch (event.type) {
    case 'CatalogEventDrafted':
      if (rows.event) return;
      rows.event = {
        id: event.data.catalogEventId,
        status: 'draft',
        featured: false,
        featuredAt: null,
        ...fromDetails(event.data.details),
        document: { details: event.data.details, images: event.data.images },
        createdAt: occurredAt,
        updatedAt: occurredAt,
        lastPosition: position,
      };
      return;
    case 'CatalogEventDetailsChanged':
      if (!fresh(rows.event)) return;
      touchEvent({
        ...fromDetails(event.data.details),
        document: { details: event.data.details, images: event.data.images ?? rows.event.document.images },
      });
      return;
    case 'CatalogEventPublished':
      return touchEvent({ status: 'published' });
    case 'CatalogEventUnpublished':
      return touchEvent({ status: 'draft' });
    case 'CatalogEventCancelled':
      return touchEvent({ status: 'cancelled', featured: false, featuredAt: null });
    case 'CatalogEventDeleted':
      return touchEvent({ status: 'deleted', featured: false, featuredAt: null });
    case 'CatalogEventFeatured':
      return touchEvent({ featured: true, featuredAt: occurredAt });
    case 'CatalogEventUnfeatured':
      return touchEvent({ featured: false, featuredAt: null });
    case 'EventImageAdded':
      if (!fresh(rows.event)) return;
      return touchEvent({
        document: { ...rows.event.document, images: [...rows.event.document.images, event.data.image] },
      });
    case 'EventImageRemoved':
      if (!fresh(rows.event)) return;
      return touchEvent({
        document: {
          ...rows.event.document,
          images: rows.event.document.images.filter((image) => image.id !== event.data.imageId),
        },
      });
    case 'EventImagesReordered': {
      if (!fresh(rows.event)) return;
      const byId = new Map(rows.event.document.images.map((image) => [image.id, image]));
      return touchEvent({
        document: { ...rows.event.document, images: event.data.imageIds.flatMap((id) => byId.get(id) ?? []) },
      });
    }
    case 'TicketTypeAdded':
      if (rows.ticketTypes.has(event.data.ticketTypeId)) return;
      rows.ticketTypes.set(event.data.ticketTypeId, {
        id: event.data.ticketTypeId,
        catalogEventId: event.data.catalogEventId,
        sortPosition: position,
        details: event.data.details,
        removed: false,
        quantityHeld: 0,
        quantitySold: 0,
        quantityReturned: 0,
        revenueCents: 0n,
        lastPosition: position,
      });
      return touchEvent({});
    case 'TicketTypeChanged': {
      const row = rows.ticketTypes.get(event.data.ticketTypeId);
      if (fresh(row)) {
        rows.ticketTypes.set(row.id, { ...row, details: event.data.details, lastPosition: position });
      }
      return touchEvent({});
    }
    case 'TicketTypeRemoved': {
      const row = rows.ticketTypes.get(event.data.ticketTypeId);
      if (fresh(row)) rows.ticketTypes.set(row.id, { ...row, removed: true, lastPosition: position });
      // Codes stop naming a removed type, as the aggregate does.
      for (const code of rows.discountCodes.values()) {
        if (fresh(code) && code.details.ticketTypeIds.includes(event.data.ticketTypeId)) {
          rows.discountCodes.set(code.id, {
            ...code,
            // A code left naming no type is switched off, as the aggregate does.
            details: {
              ...code.details,
              ticketTypeIds: code.details.ticketTypeIds.filter((id) => id !== event.data.ticketTypeId),
              isActive: code.details.isActive && code.details.ticketTypeIds.length > 1,
            },
            lastPosition: position,
          });
        }
      }
      return touchEvent({});
    }
    case 'DiscountCodeCreated':
      if (rows.discountCodes.has(event.data.discountCodeId)) return;
      rows.discountCodes.set(event.data.discountCodeId, {
        id: event.data.discountCodeId,
        catalogEventId: event.data.catalogEventId,
        code: event.data.details.code,
        details: event.data.details,
        removed: false,
        usedCount: 0,
        createdAt: occurredAt,
        lastPosition: position,
      });
      return;
    case 'DiscountCodeChanged': {
      const row = rows.discountCodes.get(event.data.discountCodeId);
      if (fresh(row)) {
        rows.discountCodes.set(row.id, {
          ...row,
          code: event.data.details.code,
          details: event.data.details,
          lastPosition: position,
        });
      }
      return;
    }
    case 'DiscountCodeRemoved': {
      const row = rows.discountCodes.get(event.data.discountCodeId);
      if (fresh(row)) rows.discountCodes.set(row.id, { ...row, removed: true, lastPosition: position });
      return;
    }
    case 'SeatsReserved':
      for (const [ticketTypeId, line] of perTicketType(event.data.lines)) {
        changeSales(rows, ticketTypeId, position, (row) => ({ quantityHeld: row.quantityHeld + line.quantity }));
      }
      return;
    case 'SeatsReleased':
      for (const [ticketTypeId, line] of perTicketType(event.data.lines)) {
        changeSales(rows, ticketTypeId, position, (row) => ({ quantityHeld: row.quantityHeld - line.quantity }));
      }
      return;
    case 'SeatsSold': {
      const { wasHeld } = event.data;
      for (const [ticketTypeId, line] of perTicketType(event.data.lines)) {
        changeSales(rows, ticketTypeId, position, (row) => ({
          quantityHeld: wasHeld ? row.quantityHeld - line.quantity : row.quantityHeld,
          quantitySold: row.quantitySold + line.quantity,
          revenueCents: row.revenueCents + line.revenueCents,
        }));
      }
      const code = event.data.discountCodeId === null ? undefined : rows.discountCodes.get(event.data.discountCodeId);
      if (fresh(code)) {
        rows.discountCodes.set(code.id, { ...code, usedCount: code.usedCount + 1, lastPosition: position });
      }
      return;
    }
    case 'SoldSeatsReturned':
    case 'VoidedSeatsReturned':
      // Back on sale: no longer sold, and its money no longer the event's. A discount code's use stays.
      for (const [ticketTypeId, line] of perTicketType(event.data.lines)) {
        changeSales(rows, ticketTypeId, position, (row) => ({
          quantitySold: row.quantitySold - line.quantity,
          quantityReturned: row.quantityReturned + line.quantity,
          revenueCents: row.revenueCents - line.revenueCents,
        }));
      }
      return;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** An inventory event's lines summed per ticket type, so that each row changes once per event. */
function perTicketType(
  lines: readonly { ticketTypeId: string; quantity: number; revenueCents?: number }[],
): Map<string, { quantity: number; revenueCents: bigint }> {
  const sums = new Map<string, { quantity: number; revenueCents: bigint }>();
  for (const line of lines) {
    const sum = sums.get(line.ticketTypeId) ?? { quantity: 0, revenueCents: 0n };
    sums.set(line.ticketTypeId, {
      quantity: sum.quantity + line.quantity,
      revenueCents: sum.revenueCents + BigInt(line.revenueCents ?? 0),
    });
  }
  return sums;
}

/** Moves one ticket type's sales figures, unless it is unknown, removed or has seen the event. */
function changeSales(
  rows: CatalogRows,
  ticketTypeId: string,
  position: bigint,
  change: (row: CatalogTicketTypeRow) => Partial<CatalogTicketTypeRow>,
): void {
  const row = rows.ticketTypes.get(ticketTypeId);
  if (row === undefined || row.removed || row.lastPosition >= position) return;
  rows.ticketTypes.set(row.id, { ...row, ...change(row), lastPosition: position });
}

function fromDetails(details: EventDetails): Pick<CatalogEventRow, 'category' | 'startsAt' | 'endsAt' | 'searchText'> {
  return {
    category: details.category,
    startsAt: details.startsAt,
    endsAt: details.endsAt,
    searchText: searchTextOf(details),
  };
}
