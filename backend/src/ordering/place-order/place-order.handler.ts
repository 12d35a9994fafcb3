import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  normalizeEmail,
  orderStreamId,
  UnstorableEventError,
  WrongExpectedRevisionError,
  type Database,
  type EventStore,
  type OrderPlaced,
} from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { ShopSettings } from '../../settings/public-api';
import { loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { DomainEventStore } from '../../shared/event-sourcing/domain-event-store';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import { decide, initialOrderState, orderDecider } from '../domain/order.decider';
import { catalogEventOf, notForSale } from '../quote/quotes';
import { priceOrder } from '../domain/pricing';
import { CatalogSnapshots } from '../infrastructure/catalog-snapshots';
import { SeatInventory } from '../seat-inventory/seat-inventory';
import { PlaceGuestOrderCommand, type PlacedGuestOrder } from './place-order.command';

/** The guest order API's field for each of the buyer's details (docs/ordering.md). */
const BUYER_FIELDS: Record<string, string> = {
  email: 'guest_email',
  firstName: 'guest_first_name',
  lastName: 'guest_last_name',
  phone: 'guest_phone',
};

/** The buyer's detail a refused text was in: OrderPlaced's `data.buyer.<detail>`, SeatsReserved's `data.buyerEmail`. */
function buyerFieldOf(error: UnstorableEventError): string | undefined {
  const [, holder, detail] = error.path ?? [];
  if (holder === 'buyer') return BUYER_FIELDS[String(detail)];
  return holder === 'buyerEmail' ? 'guest_email' : undefined;
}

/** The store refused the order's text (ADR 0009): it is the buyer's input, so a 400. */
function unstorableOrder(error: UnstorableEventError): DomainError {
  const field = buyerFieldOf(error);
  return new DomainError(
    'order.unstorable-text',
    'invalid',
    {
      lt: 'Užsakyme yra simbolių, kurių negalima išsaugoti (pvz., nulinis simbolis). Pataisykite duomenis ir bandykite dar kartą.',
      en: 'The order holds characters that cannot be saved (such as a NUL character). Correct the details and try again.',
    },
    field ? { field } : {},
  );
}

/**
 * Prices the order from the catalog's own stream, holds its seats on the event's inventory (keyed by
 * the order id, so a retry holds nothing twice), then records the order. An order the store refuses
 * gives its seats back at once; a crash between the two, or a failure that may still have recorded
 * the order, leaves a hold that the reservation sweeper releases when it runs out.
 */
@CommandHandler(PlaceGuestOrderCommand)
export class PlaceGuestOrderHandler implements ICommandHandler<PlaceGuestOrderCommand> {
  private readonly logger = new Logger('Orders');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogSnapshots,
    private readonly inventory: SeatInventory,
    private readonly settings: ShopSettings,
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
      this.settings.current().payment.paymentFeePercent,
    );
    const expiresAt = new Date(now.getTime() + this.config.ORDER_HOLD_MINUTES * 60_000).toISOString();

    // A hold the store refuses (the buyer's e-mail is on it) held nothing: the same 400 as the order's.
    await this.inventory
      .reserve(
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
      )
      .catch((error: unknown) => {
        throw error instanceof UnstorableEventError ? unstorableOrder(error) : error;
      });

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
      const appended = await new DomainEventStore(this.store).append(orderStreamId(orderId), events, {
        expectedRevision: 'no_stream',
        metadata,
      });
      return { order, position: appended.position.toString() };
    } catch (error) {
      if (error instanceof UnstorableEventError) {
        await this.releaseUnrecorded(catalog.id, orderId, metadata);
        throw unstorableOrder(error);
      }
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      const stored = await loadAggregate(this.store, orderStreamId(orderId), orderDecider);
      if (stored.state.status === 'none') throw error;
      return { order: stored.state.order, position: stored.position.toString() };
    }
  }

  /**
   * The store refused the order, so this append stored nothing: the hold is released now, not when it
   * expires. Unless the order is there already: a retry, with other text, of an order that was
   * recorded, whose seats stay held. A release that fails too is left to the sweeper.
   */
  private async releaseUnrecorded(catalogEventId: string, orderId: string, metadata: CommandMetadata): Promise<void> {
    try {
      const stored = await loadAggregate(this.store, orderStreamId(orderId), orderDecider);
      if (stored.state.status !== 'none') return;
      await this.inventory.release({ catalogEventId, orderId, reason: 'order-not-placed' }, metadata);
    } catch (error) {
      this.logger.warn({
        msg: 'could not release the hold of a refused order; the sweeper will when it expires',
        orderId,
        error: String(error),
      });
    }
  }
}
