import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@ticketshop/projections';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';

export interface SoldTickets {
  total: number;
  byTicketType: ReadonlyMap<string, number>;
}

/**
 * How many tickets of an event were sold, as the catalog read model counts them. The rules that
 * depend on it (an event with sales is cancelled, not deleted; a quantity never drops below what is
 * sold) read it here, so the catalog never has to know how orders are kept.
 */
@Injectable()
export class TicketSales {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async soldOf(catalogEventId: string): Promise<SoldTickets> {
    const rows = await this.database.db
      .selectFrom('read_models.catalog_ticket_types')
      .select(['id', 'quantity_sold'])
      .where('catalog_event_id', '=', catalogEventId)
      .execute();
    const byTicketType = new Map(rows.map((row) => [row.id as string, Number(row.quantity_sold)]));
    return { total: [...byTicketType.values()].reduce((sum, sold) => sum + sold, 0), byTicketType };
  }
}
