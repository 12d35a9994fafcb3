import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import { OrderStreams } from '../infrastructure/order-streams';
import { GuestOrdersQueries } from '../queries/guest-orders.queries';
import { normalizeTicketCode } from '../tickets/ticket-codes';
import { orderNumberOf } from '@ticketshop/projections';
import { ScanTicketCommand, type ScannedTicket } from './scan-ticket.command';

/**
 * Admits a ticket at the door. The admission is appended to the order's stream with its expected
 * revision, so of two scanners reading one code at the same instant exactly one admits it; the
 * other decides again on the new state and answers "already used".
 */
@CommandHandler(ScanTicketCommand)
export class ScanTicketHandler implements ICommandHandler<ScanTicketCommand> {
  constructor(
    private readonly queries: GuestOrdersQueries,
    private readonly orders: OrderStreams,
  ) {}

  async execute({ typedCode, metadata }: ScanTicketCommand): Promise<ScannedTicket> {
    const code = normalizeTicketCode(typedCode);
    const found = code ? await this.queries.ticketByCode(code) : undefined;
    if (!found) return { result: 'unknown', usedAt: null, ticket: null };
    const { state } = await this.orders.load(found.orderId);
    if (state.status === 'none') return { result: 'unknown', usedAt: null, ticket: null };
    const issued = state.tickets?.find((ticket) => ticket.ticketId === found.ticketId);
    if (!issued) return { result: 'unknown', usedAt: null, ticket: null };
    const line = state.order.lines.find((candidate) => candidate.ticketTypeId === issued.ticketTypeId);
    const ticket = {
      code: issued.code,
      event_name: state.order.event.name,
      starts_at: state.order.event.startsAt,
      ticket_type: line?.name ?? { lt: '', en: '' },
      holder: issued.holderName,
      order_number: orderNumberOf(found.orderId),
    };
    try {
      await this.orders.decide(
        {
          type: 'AdmitTicket',
          data: { orderId: found.orderId, ticketId: found.ticketId, now: metadata.now.toISOString() },
        },
        metadata,
      );
      return { result: 'valid', usedAt: null, ticket };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.code === 'ticket.already-used') {
        return { result: 'already_used', usedAt: String(error.details.usedAt), ticket };
      }
      if (error.code === 'ticket.refunded') return { result: 'refunded', usedAt: null, ticket };
      if (error.code === 'ticket.voided') return { result: 'voided', usedAt: null, ticket };
      if (error.code === 'ticket.event-cancelled') return { result: 'event_cancelled', usedAt: null, ticket };
      return { result: 'unknown', usedAt: null, ticket: null };
    }
  }
}
