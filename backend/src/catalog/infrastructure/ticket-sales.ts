import { Injectable } from '@nestjs/common';
import { SeatInventory } from '../../ordering/public-api';

export interface SoldTickets {
  total: number;
  byTicketType: ReadonlyMap<string, number>;
  /** Orders whose seats were sold, including those whose seats went back on sale after a refund. */
  paidOrders: number;
}

/**
 * How many seats of an event are sold or held for unpaid orders, as the event's seat inventory counts
 * them (its own stream, not a read model that may lag). The catalog's rules that depend on sales (an
 * event with sales is cancelled, not deleted; a sold type is not removed) read it here.
 */
@Injectable()
export class TicketSales {
  constructor(private readonly inventory: SeatInventory) {}

  async soldOf(catalogEventId: string): Promise<SoldTickets> {
    const { taken, reservations } = await this.inventory.state(catalogEventId);
    const paidOrders = [...reservations.values()].filter(
      (reservation) => reservation.status === 'sold' || reservation.status === 'returned',
    ).length;
    return { total: [...taken.values()].reduce((sum, count) => sum + count, 0), byTicketType: taken, paidOrders };
  }
}
