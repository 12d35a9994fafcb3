import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import {
  eventCatalog,
  normalizeEmail,
  orderStreamId,
  WrongExpectedRevisionError,
  type Database,
  type EventStore,
  type OrderPlaced,
} from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { eventMetadata } from '../../shared/event-sourcing/command-metadata';
import { decide, initialOrderState, orderDecider } from '../domain/order.decider';
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
        buyerEmail: normalizeEmail(command.buyer.email),
        maxHeldSeatsPerBuyer: this.config.MAX_HELD_SEATS_PER_BUYER,
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
    // A new order's stream cannot exist yet, so it is appended without being read first; a retry with
    // the same key finds it there and answers the order that was stored.
    const events = decide({ type: 'PlaceOrder', data: order }, initialOrderState);
    try {
      const appended = await this.store.appendToStream(
        orderStreamId(orderId),
        events.map((event) => ({
          eventId: randomUUID(),
          type: event.type,
          version: eventCatalog.versionOf(event.type),
          data: event.data as Record<string, unknown>,
          metadata: eventMetadata(metadata),
        })),
        { expectedRevision: 'no_stream' },
      );
      return { order, position: appended.position.toString() };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      const stored = await loadAggregate(this.store, orderStreamId(orderId), orderDecider);
      if (stored.state.status === 'none') throw error;
      return { order: stored.state.order, position: stored.position.toString() };
    }
  }
}
