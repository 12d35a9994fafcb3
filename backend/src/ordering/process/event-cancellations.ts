import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@ticketshop/projections';

import { OrderStreams } from '../infrastructure/order-streams';
import { SeatInventory } from '../seat-inventory/seat-inventory';
import { reactionMetadata, type Reaction } from '../../shared/process-manager/event-reactor';

/**
 * When a catalog event is cancelled, every order that holds sold seats of it learns so: its tickets stop
 * admitting and its buyer is mailed (by order-mails). The sold orders come from the event's seat
 * inventory, which is always current, not from a read model that may lag. The money goes back through
 * a refund request the admins approve (docs/money.md).
 */
@Injectable()
export class EventCancellations implements Reaction {
  readonly name = 'event-cancellations';
  readonly follows: ReadonlySet<string> = new Set(['CatalogEventCancelled']);

  constructor(
    private readonly orders: OrderStreams,
    private readonly inventory: SeatInventory,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    const catalogEventId = String(event.data.catalogEventId);
    const metadata = reactionMetadata({ kind: 'system', name: 'event-cancellations' }, event);
    const { reservations } = await this.inventory.state(catalogEventId);
    for (const [orderId, reservation] of reservations) {
      if (reservation.status !== 'sold') continue;
      await this.orders.decide({ type: 'MarkEventCancelled', data: { orderId } }, metadata);
    }
  }
}
