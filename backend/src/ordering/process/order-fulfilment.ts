import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { IssuedTicket, OrderPlaced, RecordedEvent } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import { CatalogSnapshots } from '../infrastructure/catalog-snapshots';
import { isRefunded, type PlacedOrder } from '../domain/order.decider';
import { OrderStreams } from '../infrastructure/order-streams';
import { SeatInventory } from '../seat-inventory/seat-inventory';
import { newTicketCode } from '../tickets/ticket-codes';
import { reactionMetadata, type Reaction } from '../../shared/process-manager/event-reactor';

export const FULFILMENT_ACTOR = { kind: 'system', name: 'order-fulfilment' } as const;

/** One ticket per seat, each with its own unguessable code. */
function ticketsFor(order: OrderPlaced['data']): IssuedTicket[] {
  const holderName = `${order.buyer.firstName} ${order.buyer.lastName}`;
  return order.lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      ticketId: randomUUID(),
      code: newTicketCode(),
      ticketTypeId: line.ticketTypeId,
      holderName,
    })),
  );
}

/**
 * Turns payments into seats and tickets, expiries and cancellations into free seats, and a full refund
 * or voided tickets into seats on sale again (unless the event is over or cancelled): the cross-stream
 * steps between an order and its event's inventory, each an idempotent command.
 */
@Injectable()
export class OrderFulfilment implements Reaction {
  readonly name = 'order-fulfilment';
  readonly follows: ReadonlySet<string> = new Set([
    'PaymentSucceeded',
    'LatePaymentReceived',
    'LatePaymentAccepted',
    'OrderExpired',
    'OrderCancelledByAdmin',
    'PaymentRefunded',
    'TicketsVoided',
  ]);

  constructor(
    private readonly orders: OrderStreams,
    private readonly inventory: SeatInventory,
    private readonly catalog: CatalogSnapshots,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    const orderId = String(event.data.orderId);
    const metadata = reactionMetadata(FULFILMENT_ACTOR, event);
    switch (event.type) {
      case 'PaymentSucceeded':
        await this.sellSeats(orderId, metadata);
        await this.issueTickets(orderId, metadata);
        return;
      case 'LatePaymentReceived':
        await this.settleLatePayment(orderId, metadata);
        return;
      case 'LatePaymentAccepted':
        await this.issueTickets(orderId, metadata);
        return;
      case 'OrderExpired':
        await this.releaseSeats(orderId, 'order-expired', metadata);
        return;
      case 'OrderCancelledByAdmin':
        await this.releaseSeats(orderId, 'order-cancelled', metadata);
        return;
      case 'PaymentRefunded':
        await this.returnRefundedSeats(orderId, metadata);
        return;
      case 'TicketsVoided':
        await this.returnVoidedSeats(orderId, event.data.ticketIds as string[], metadata);
        return;
    }
  }

  private async returnRefundedSeats(orderId: string, metadata: CommandMetadata): Promise<void> {
    const { state } = await this.orders.load(orderId);
    if (state.status !== 'paid' || !isRefunded(state)) return;
    const catalogEventId = await this.stillOnSale(state, metadata);
    if (catalogEventId) await this.inventory.returnSold({ catalogEventId, orderId }, metadata);
  }

  private async returnVoidedSeats(orderId: string, ticketIds: string[], metadata: CommandMetadata): Promise<void> {
    const { state } = await this.orders.load(orderId);
    if (state.status !== 'paid') return;
    const catalogEventId = await this.stillOnSale(state, metadata);
    const tickets = (state.tickets ?? [])
      .filter((ticket) => ticketIds.includes(ticket.ticketId))
      .map(({ ticketId, ticketTypeId }) => ({ ticketId, ticketTypeId }));
    if (catalogEventId && tickets.length > 0) {
      await this.inventory.returnVoided({ catalogEventId, orderId, tickets }, metadata);
    }
  }

  /** The order's catalog event, if seats given back can still be sold: neither cancelled nor over. */
  private async stillOnSale(state: PlacedOrder, metadata: CommandMetadata): Promise<string | undefined> {
    if (state.eventCancelled) return undefined;
    const catalogEventId = state.order.event.catalogEventId;
    const catalog = await this.catalog.load(catalogEventId);
    if (!catalog || catalog.status === 'cancelled') return undefined;
    // Seats of an event that has ended (or, without an end, begun) can no longer be sold.
    const over = catalog.details.endsAt ?? catalog.details.startsAt;
    return Date.parse(over) <= metadata.now.getTime() ? undefined : catalogEventId;
  }

  async sellSeats(orderId: string, metadata: CommandMetadata): Promise<void> {
    const { state } = await this.orders.load(orderId);
    if (state.status === 'none') return;
    const { order } = state;
    const catalog = await this.catalog.load(order.event.catalogEventId);
    await this.inventory.sell(
      {
        catalogEventId: order.event.catalogEventId,
        orderId,
        lines: order.lines.map((line) => ({
          ticketTypeId: line.ticketTypeId,
          quantity: line.quantity,
          revenueCents: line.unitPriceCents * line.quantity - line.discountCents,
        })),
        discountCode: order.discountCode && {
          discountCodeId: order.discountCode.discountCodeId,
          // The code's use was counted when the seats were held; a late payment counts it again only
          // if the code still has uses left.
          usageLimit:
            catalog?.discountCodes.find((code) => code.id === order.discountCode?.discountCodeId)?.details.usageLimit ??
            null,
        },
        capacities: Object.fromEntries((catalog?.ticketTypes ?? []).map((type) => [type.id, type.details.quantity])),
      },
      metadata,
    );
  }

  async releaseSeats(
    orderId: string,
    reason: 'order-expired' | 'order-not-placed' | 'order-cancelled',
    metadata: CommandMetadata,
    catalogEventId?: string,
  ): Promise<void> {
    const eventId = catalogEventId ?? (await this.catalogEventOf(orderId));
    if (eventId) await this.inventory.release({ catalogEventId: eventId, orderId, reason }, metadata);
  }

  async issueTickets(orderId: string, metadata: CommandMetadata): Promise<void> {
    const { state } = await this.orders.load(orderId);
    if (state.status !== 'paid' || state.tickets !== null) return;
    await this.orders.decide({ type: 'IssueTickets', data: { orderId, tickets: ticketsFor(state.order) } }, metadata);
  }

  private async settleLatePayment(orderId: string, metadata: CommandMetadata): Promise<void> {
    let seatsTaken = true;
    try {
      await this.sellSeats(orderId, metadata);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      seatsTaken = false;
    }
    await this.orders.decide(
      { type: 'ResolveLatePayment', data: { orderId, seatsTaken, refundId: randomUUID() } },
      metadata,
    );
  }

  private async catalogEventOf(orderId: string): Promise<string | undefined> {
    const { state } = await this.orders.load(orderId);
    return state.status === 'none' ? undefined : state.order.event.catalogEventId;
  }
}
