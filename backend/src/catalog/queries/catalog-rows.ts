import type {
  CatalogDiscountCodesTable,
  CatalogEventsTable,
  CatalogTicketTypesTable,
  Database,
} from '@ticketshop/projections';

/** Any text can arrive in an address; only a UUID can name an event, a ticket type or a code. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

export type EventRow = CatalogEventsTable;
export type TicketTypeRow = CatalogTicketTypesTable;
export type DiscountCodeRow = CatalogDiscountCodesTable;

/** The ticket types still offered by each of the events, in the order they were added. */
export async function ticketTypesOf(database: Database, eventIds: string[]): Promise<Map<string, TicketTypeRow[]>> {
  const byEvent = new Map<string, TicketTypeRow[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return byEvent;
  const rows = (await database.db
    .selectFrom('read_models.catalog_ticket_types')
    .selectAll()
    .where('catalog_event_id', 'in', eventIds)
    .where('removed', '=', false)
    .orderBy('sort_position')
    .execute()) as TicketTypeRow[];
  for (const row of rows) byEvent.get(row.catalog_event_id)?.push(row);
  return byEvent;
}

/**
 * Tickets left for sale: neither sold nor held for an unpaid order (a hold that expires returns them).
 * Never negative, even while a quantity change and a sale cross in the read model.
 */
export const remainingOf = (row: TicketTypeRow): number =>
  Math.max(0, row.document.quantity - Number(row.quantity_sold) - Number(row.quantity_held));

export function isOnSale(row: TicketTypeRow, now: Date): boolean {
  const { isActive, saleStartsAt, saleEndsAt } = row.document;
  const time = now.getTime();
  return isActive && Date.parse(saleStartsAt) <= time && time < Date.parse(saleEndsAt) && remainingOf(row) > 0;
}
