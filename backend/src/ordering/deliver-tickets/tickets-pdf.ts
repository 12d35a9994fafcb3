import { Injectable } from '@nestjs/common';
import type { IssuedTicket, OrderLanguage } from '@ticketshop/projections';
import { ShopSettings } from '../../settings/public-api';
import { isRefunded, type PlacedOrder } from '../domain/order.decider';
import { OrderStreams } from '../infrastructure/order-streams';
import { ticketDocumentOf, type NotValidReason } from '../tickets/ticket-document';
import { renderTicketsPdf } from '../tickets/ticket-pdf';
import { orderNumberOf } from '@ticketshop/projections';

export interface TicketsFile {
  filename: string;
  content: Buffer;
}

const ticketsFilename = (orderId: string, language: OrderLanguage) =>
  `${language === 'en' ? 'tickets' : 'bilietai'}-${orderNumberOf(orderId)}.pdf`;

/**
 * Why a ticket of the order no longer admits, as the order's stream tells it: staff voided it, its event
 * was cancelled, or the whole payment was given back.
 */
export function notValidReasonOf(state: PlacedOrder, ticket: IssuedTicket): NotValidReason | undefined {
  if (state.voided.has(ticket.ticketId)) return 'voided';
  if (state.eventCancelled) return 'event_cancelled';
  if (isRefunded(state)) return 'refunded';
  return undefined;
}

/**
 * An order's tickets as one PDF, from its stream, times in the shop's zone as it is now: only a paid
 * order with issued tickets has one. A ticket that no longer admits is printed marked as not valid.
 */
@Injectable()
export class TicketsPdf {
  constructor(
    private readonly orders: OrderStreams,
    private readonly settings: ShopSettings,
  ) {}

  async render(orderId: string, language?: OrderLanguage): Promise<TicketsFile | undefined> {
    const { state } = await this.orders.load(orderId);
    if (state.status !== 'paid' || state.tickets === null) return undefined;
    const chosen = language ?? state.order.language;
    return {
      filename: ticketsFilename(orderId, chosen),
      content: await renderTicketsPdf(
        ticketDocumentOf(state.order, state.tickets, this.settings.current().system.timezone, chosen, (ticket) =>
          notValidReasonOf(state, ticket),
        ),
      ),
    };
  }
}
