import { Injectable } from '@nestjs/common';
import type { IssuedTicket, OrderLanguage } from '@ticketshop/projections';
import { ShopSettings } from '../../settings/shop-settings';
import { isRefunded, type PlacedOrder } from '../domain/order.decider';
import { OrderStreams } from '../infrastructure/order-streams';
import { buyerTicketStateOf, admits } from '../queries/guest-order.response';
import { GuestOrdersQueries } from '../queries/guest-orders.queries';
import { orderNumberOf } from '../queries/order-number';
import { ticketDocumentOf, type NotValidReason } from '../tickets/ticket-document';
import { renderTicketsPdf } from '../tickets/ticket-pdf';

export interface TicketsFile {
  filename: string;
  content: Buffer;
}

export const ticketsFilename = (orderId: string, language: OrderLanguage) =>
  `${language === 'en' ? 'tickets' : 'bilietai'}-${orderNumberOf(orderId)}.pdf`;

/** What makes every ticket of an order stop admitting, as its own stream tells it. */
export function orderNotValidReason(state: PlacedOrder): NotValidReason | undefined {
  if (state.eventCancelled) return 'event_cancelled';
  if (isRefunded(state)) return 'refunded';
  return undefined;
}

/**
 * An order's tickets as one PDF, from its stream, times in the shop's zone as it is now: only a paid
 * order with issued tickets has one. Tickets that no longer admit are printed marked as not valid: all of
 * them when the stream says the order was refunded or its event cancelled, single ones as the orders read
 * model holds them (a ticket voided or refunded on its own).
 */
@Injectable()
export class TicketsPdf {
  constructor(
    private readonly orders: OrderStreams,
    private readonly settings: ShopSettings,
    private readonly queries: GuestOrdersQueries,
  ) {}

  async render(orderId: string, language?: OrderLanguage): Promise<TicketsFile | undefined> {
    const { state } = await this.orders.load(orderId);
    if (state.status !== 'paid' || state.tickets === null) return undefined;
    const chosen = language ?? state.order.language;
    const wholeOrder = orderNotValidReason(state);
    const statuses = wholeOrder ? new Map<string, string>() : await this.queries.ticketStatusesOf(orderId);
    const notValid = (ticket: IssuedTicket): NotValidReason | undefined => {
      if (wholeOrder) return wholeOrder;
      const status = statuses.get(ticket.ticketId);
      if (status === undefined) return undefined;
      const buyerState = buyerTicketStateOf(status);
      return admits(buyerState) ? undefined : (buyerState as NotValidReason);
    };
    return {
      filename: ticketsFilename(orderId, chosen),
      content: await renderTicketsPdf(
        ticketDocumentOf(state.order, state.tickets, this.settings.current().system.timezone, chosen, notValid),
      ),
    };
  }
}
