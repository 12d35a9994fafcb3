import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Database, LeaseFence } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { commandMetadata } from '../../shared/event-sourcing/command-metadata';
import { holdEndsAt } from '../domain/order.decider';
import { OrderStreams } from '../infrastructure/order-streams';
import { FULFILMENT_ACTOR, OrderFulfilment } from './order-fulfilment';

const SWEEP_BATCH = 200;

/**
 * Time, not an event, ends a hold: this looks for holds past their expiry and settles each one from
 * its order's state. An unpaid order expires (its seats return to sale); a hold whose order was never
 * recorded (a crash between the two) is released; a paid order's seats are sold (a crash after the
 * payment). Every step is idempotent, so two sweepers or a sweeper and the fulfilment agree.
 */
@Injectable()
export class ReservationSweeper {
  private readonly logger = new Logger('Reservations');

  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrderStreams,
    private readonly fulfilment: OrderFulfilment,
  ) {}

  /**
   * One pass; answers how many holds it settled. With a `fence` (the sweeper's job lease) a pass stops
   * between holds once the lease is lost, leaving the rest to the next holder.
   */
  async sweep(now: Date = new Date(), fence?: LeaseFence): Promise<number> {
    const due = await this.database.db
      .selectFrom('read_models.seat_reservations')
      .select(['order_id', 'catalog_event_id'])
      .where('status', '=', 'held')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(SWEEP_BATCH)
      .execute();
    for (const hold of due) {
      fence?.check();
      try {
        await this.settle(String(hold.order_id), String(hold.catalog_event_id), now);
      } catch (error) {
        this.logger.error({
          msg: 'could not settle a hold; next pass retries',
          orderId: hold.order_id,
          error: String(error),
        });
      }
    }
    return due.length;
  }

  private async settle(orderId: string, catalogEventId: string, now: Date): Promise<void> {
    const metadata = commandMetadata(FULFILMENT_ACTOR, undefined, now);
    const { state } = await this.orders.load(orderId);
    switch (state.status) {
      case 'none':
        await this.fulfilment.releaseSeats(orderId, 'order-not-placed', metadata, catalogEventId);
        return;
      case 'placed':
      case 'paying':
        // A bank transfer's longer hold the read model has not caught up with yet: not due.
        if (now.getTime() < Date.parse(holdEndsAt(state))) return;
        await this.orders.decide({ type: 'ExpireOrder', data: { orderId, now: now.toISOString() } }, metadata);
        await this.fulfilment.releaseSeats(orderId, 'order-expired', metadata, catalogEventId);
        return;
      case 'expired':
      case 'cancelled':
        await this.fulfilment.releaseSeats(orderId, 'order-expired', metadata, catalogEventId);
        return;
      case 'paid':
        await this.fulfilment.sellSeats(orderId, metadata);
        return;
      case 'late-payment':
        // The fulfilment is deciding whether the late payment can keep the seats.
        return;
    }
  }

  get intervalMs(): number {
    return this.config.ORDER_SWEEP_INTERVAL_MS;
  }
}
