import { Inject, Injectable } from '@nestjs/common';
import {
  normalizeEmail,
  type Database,
  type OrderPlaced,
  type OrderStatus,
  type PaymentMethodName,
  type PaymentStatus,
  ORDER_NUMBER,
} from '@ticketshop/projections';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { isUuid } from '../../catalog/public-api';
import type { OrderView, OrderViewTicket } from './guest-order.response';

interface OrderRow {
  id: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  document: OrderPlaced['data'];
  created_at: Date | string;
  paid_at: Date | string | null;
  tickets_issued_at: Date | string | null;
  payment_provider: PaymentMethodName | null;
  /** The hold's end: the order's own, or a chosen bank transfer's deadline. */
  expires_at: Date | string;
  event_cancelled: boolean;
  paid_cents: number;
  refunded_cents: number;
  refund_pending_cents: number;
}

const COLUMNS = [
  'id',
  'status',
  'payment_status',
  'document',
  'created_at',
  'paid_at',
  'tickets_issued_at',
  'payment_provider',
  'expires_at',
  'event_cancelled',
  'paid_cents',
  'refunded_cents',
  'refund_pending_cents',
] as const;

const iso = (value: Date | string) => new Date(value).toISOString();

const viewOf = (row: OrderRow, tickets: readonly OrderViewTicket[]): OrderView => ({
  order: row.document,
  status: row.status,
  paymentStatus: row.payment_status,
  createdAt: iso(row.created_at),
  paidAt: row.paid_at === null ? null : iso(row.paid_at),
  ticketsIssued: row.tickets_issued_at !== null,
  paymentMethod: row.payment_provider,
  holdEndsAt: iso(row.expires_at),
  eventCancelled: row.event_cancelled,
  paidCents: row.paid_cents,
  refundedCents: row.refunded_cents,
  refundPendingCents: row.refund_pending_cents,
  tickets,
});

/** Reads of the orders read model for buyers; every read needs the buyer's e-mail as well. */
@Injectable()
export class GuestOrdersQueries {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** By the order id or its 8-character number, only if the e-mail is the order's. */
  async findForBuyer(reference: string, email: string): Promise<OrderView | undefined> {
    const normalized = normalizeEmail(email);
    let query = this.database.db
      .selectFrom('read_models.orders')
      .select(COLUMNS)
      .where('buyer_email_normalized', '=', normalized);
    if (isUuid(reference)) query = query.where('id', '=', reference.toLowerCase());
    else if (ORDER_NUMBER.test(reference.trim())) query = query.where('number', '=', reference.trim().toUpperCase());
    else return undefined;
    const row = (await query.orderBy('created_at', 'desc').executeTakeFirst()) as OrderRow | undefined;
    return row && (await this.withTickets([row]))[0];
  }

  async findById(orderId: string): Promise<OrderView | undefined> {
    if (!isUuid(orderId)) return undefined;
    const row = (await this.database.db
      .selectFrom('read_models.orders')
      .select(COLUMNS)
      .where('id', '=', orderId.toLowerCase())
      .executeTakeFirst()) as OrderRow | undefined;
    return row && (await this.withTickets([row]))[0];
  }

  /** Newest first; a buyer rarely has many, the limit keeps a mail short. */
  async listForBuyer(email: string, limit = 50): Promise<OrderView[]> {
    const rows = (await this.database.db
      .selectFrom('read_models.orders')
      .select(COLUMNS)
      .where('buyer_email_normalized', '=', normalizeEmail(email))
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute()) as OrderRow[];
    return this.withTickets(rows);
  }

  /** The orders' issued tickets as the read model holds them now, by ticket type as the order lists them. */
  private async withTickets(rows: readonly OrderRow[]): Promise<OrderView[]> {
    const issued = rows.filter((row) => row.tickets_issued_at !== null).map((row) => row.id);
    const tickets = issued.length
      ? await this.database.db
          .selectFrom('read_models.order_tickets')
          .select(['id', 'order_id', 'ticket_type_id', 'ticket_type_name', 'holder_name', 'status'])
          .where('order_id', 'in', issued)
          .orderBy('id')
          .execute()
      : [];
    const byOrder = new Map<string, OrderViewTicket[]>();
    for (const ticket of tickets) {
      const orderId = String(ticket.order_id);
      byOrder.set(orderId, [
        ...(byOrder.get(orderId) ?? []),
        {
          id: String(ticket.id),
          ticketTypeId: String(ticket.ticket_type_id),
          ticketTypeName: ticket.ticket_type_name as OrderViewTicket['ticketTypeName'],
          holderName: String(ticket.holder_name),
          status: ticket.status as OrderViewTicket['status'],
        },
      ]);
    }
    return rows.map((row) => {
      const lineOf = new Map(row.document.lines.map((line, index) => [line.ticketTypeId, index]));
      const ticketsOf = (byOrder.get(row.id) ?? []).sort(
        (a, b) => (lineOf.get(a.ticketTypeId) ?? 0) - (lineOf.get(b.ticketTypeId) ?? 0),
      );
      return viewOf(row, ticketsOf);
    });
  }

  async ticketByCode(code: string): Promise<{ ticketId: string; orderId: string } | undefined> {
    const row = await this.database.db
      .selectFrom('read_models.order_tickets')
      .select(['id', 'order_id'])
      .where('code', '=', code)
      .executeTakeFirst();
    return row && { ticketId: String(row.id), orderId: String(row.order_id) };
  }
}
