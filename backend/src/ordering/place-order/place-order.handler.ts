import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStreamId, type Database, type EventStore, type OrderPlaced } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { decideAndAppend, loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { orderDecider } from '../domain/order.decider';
import { catalogEventOf, notForSale } from '../quote/quotes';
import { priceOrder } from '../domain/pricing';
import { CatalogSnapshots } from '../infrastructure/catalog-snapshots';
import { SeatInventory } from '../seat-inventory/seat-inventory';
import { PlaceGuestOrderCommand, type PlacedGuestOrder } from './place-order.command';

/**
 * Prices the order from the catalog's own stream, holds its seats on the event's inventory (keyed by
 * the order id, so a retry holds nothing twice), then records the order. A crash between the two
 * leaves a hold without an order, which the reservation sweeper releases when the hold runs out.
 */
@CommandHandler(PlaceGuestOrderCommand)
export class PlaceGuestOrderHandler implements ICommandHandler<PlaceGuestOrderCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogSnapshots,
    private readonly inventory: SeatInventory,
  ) {}

  async execute(command: PlaceGuestOrderCommand): Promise<PlacedGuestOrder> {
    const { orderId, metadata } = command;
    const existing = await loadAggregate(this.store, orderStreamId(orderId), orderDecider);
    if (existing.state.status !== 'none') {
      return { order: existing.state.order, position: existing.position.toString() };
    }

    const catalogEventId = await catalogEventOf(
      this.database,
      command.tickets.map((ticket) => ticket.ticketTypeId),
    );
    const catalog = catalogEventId ? await this.catalog.load(catalogEventId) : null;
    if (!catalog) throw notForSale();
    const now = metadata.now;
    const priced = priceOrder(
      catalog,
      { tickets: command.tickets, discountCode: command.discountCode },
      now,
      this.config.PAYMENT_FEE_PERCENT,
    );
    const expiresAt = new Date(now.getTime() + this.config.ORDER_HOLD_MINUTES * 60_000).toISOString();

    await this.inventory.reserve(
      {
        catalogEventId: catalog.id,
        orderId,
        lines: priced.lines.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity })),
        discountCode: priced.discountCode && {
          discountCodeId: priced.discountCode.discountCodeId,
          usageLimit: priced.discountCode.usageLimit,
        },
        capacities: Object.fromEntries(catalog.ticketTypes.map((type) => [type.id, type.details.quantity])),
        expiresAt,
      },
      metadata,
    );

    const { details } = catalog;
    const order: OrderPlaced['data'] = {
      orderId,
      event: {
        catalogEventId: catalog.id,
        name: details.name,
        startsAt: details.startsAt,
        venue: { name: details.venue.name, address: details.venue.address, city: details.venue.city },
      },
      buyer: command.buyer,
      language: command.language,
      lines: priced.lines,
      discountCode: priced.discountCode && {
        discountCodeId: priced.discountCode.discountCodeId,
        code: priced.discountCode.code,
      },
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      feeCents: priced.feeCents,
      totalCents: priced.totalCents,
      currency: priced.currency,
      expiresAt,
    };
    const placed = await decideAndAppend(
      this.store,
      orderStreamId(orderId),
      orderDecider,
      { type: 'PlaceOrder', data: order },
      metadata,
    );
    // A concurrent retry with the same key may have recorded the order first: answer what was stored.
    const stored = placed.state.status === 'none' ? order : placed.state.order;
    return { order: stored, position: placed.result.position };
  }
}
