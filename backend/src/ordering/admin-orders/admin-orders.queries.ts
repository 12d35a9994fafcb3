import { Inject, Injectable } from '@nestjs/common';
import { sql, type SelectQueryBuilder } from 'kysely';
import {
  orderStreamId,
  type Database,
  type EventStore,
  type OrderedEvent,
  type OrdersTable,
  type OrderTicketsTable,
  type ReadModelDatabase,
} from '@ticketshop/projections';
import { DomainEventStore } from '../../shared/event-sourcing/domain-event-store';
import { DATABASE, EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { containsPattern } from '../../shared/sql/like-pattern';
import type {
  AdminOrderDetailResponse,
  AdminOrderRowResponse,
  AdminOrdersPageResponse,
  EventOrdersPageResponse,
} from './admin-orders.responses';
import type { EventOrdersRequest, ListAdminOrdersRequest, OrderFilters } from './admin-orders.requests';
import { orderStoryOf } from './order-story';
import { ShopSettings } from '../../settings/public-api';
import { shopCurrencyFirst } from '../../shared/money/currency-totals';
import { majorFromCents } from '../../shared/money/money';

// An order's stream is short (placed, paid, a few refunds and mails); this only bounds a runaway one.
const STORY_LIMIT = 2000;
// Phone search only for what reads as a phone number: digits, spaces, +, -, ( and ).
const PHONE_LIKE = /^[\d\s+()-]+$/;

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));
/** The columns a list row needs. */
const ROW_COLUMNS = [
  'id',
  'number',
  'created_at',
  'buyer_name',
  'buyer_email',
  'buyer_phone',
  'catalog_event_id',
  'tickets_count',
  'total_cents',
  'currency',
  'admin_status',
  'payment_status',
  'payment_provider',
  'refunded_cents',
  'refundable_cents',
  'refund_summary',
] as const;

export type AdminOrderListRow = Pick<OrdersTable, (typeof ROW_COLUMNS)[number]> & { event: OrderedEvent };

/** A row's columns and its event as the order was placed, not the whole order document. */
const rowSelection = () => [...ROW_COLUMNS, sql<OrderedEvent>`document->'event'`.as('event')];

type OrdersQuery = SelectQueryBuilder<ReadModelDatabase, 'read_models.orders', object>;

/** The back-office's reads of orders: the orders read model for lists, the order's stream for its story. */
@Injectable()
export class AdminOrdersQueries {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly settings: ShopSettings,
  ) {}

  async list(request: ListAdminOrdersRequest): Promise<AdminOrdersPageResponse> {
    const { page, limit } = request;
    const filtered = this.filtered(request);
    const [rows, summary] = await Promise.all([
      this.newestFirst(filtered.select(rowSelection()))
        .limit(limit)
        .offset((page - 1) * limit)
        .execute() as Promise<AdminOrderListRow[]>,
      // One row per currency: counts add up across them, money never does.
      filtered
        .select([
          'currency',
          sql<string>`count(*)`.as('total_orders'),
          sql<string>`coalesce(sum(paid_cents), 0)`.as('paid_cents'),
          sql<string>`coalesce(sum(paid_cents - refunded_cents), 0)`.as('revenue_cents'),
          sql<string>`count(*) filter (where admin_status = 'pending')`.as('pending_orders'),
          sql<string>`count(*) filter (where payment_status = 'refunded')`.as('refunded_orders'),
        ])
        .groupBy('currency')
        .execute() as Promise<Record<string, string>[]>,
    ]);
    const count = (key: string) => summary.reduce((sum, row) => sum + Number(row[key]), 0);
    const total = count('total_orders');
    // A currency is listed once something was paid in it; a pending order in it alone adds nothing.
    const sold = summary
      .filter((row) => Number(row.paid_cents) > 0)
      .map((row) => ({ currency: row.currency!, amount: majorFromCents(row.revenue_cents!) }));
    return {
      data: rows.map(toRow),
      pagination: { page, limit, total, total_pages: Math.ceil(total / limit) },
      summary: {
        total_orders: total,
        revenue: shopCurrencyFirst(sold, this.settings.current().system.currency, (currency) => ({
          currency,
          amount: 0,
        })),
        pending_orders: count('pending_orders'),
        refunded_orders: count('refunded_orders'),
      },
    };
  }

  /** One catalog event's orders, newest first; undefined when there is no such event. */
  async forEvent(catalogEventId: string, request: EventOrdersRequest): Promise<EventOrdersPageResponse | undefined> {
    const event = await this.database.db
      .selectFrom('read_models.catalog_events')
      .select('id')
      .where('id', '=', catalogEventId)
      .where('status', '!=', 'deleted')
      .executeTakeFirst();
    if (!event) return undefined;
    const { page, limit } = request;
    const listing = this.database.db.selectFrom('read_models.orders').where('catalog_event_id', '=', catalogEventId);
    const [rows, count] = await Promise.all([
      this.newestFirst(listing.select(rowSelection()))
        .limit(limit)
        .offset((page - 1) * limit)
        .execute() as Promise<AdminOrderListRow[]>,
      listing.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow() as Promise<{ total: string }>,
    ]);
    const total = Number(count.total);
    return { data: rows.map(toRow), pagination: { page, limit, total, total_pages: Math.ceil(total / limit) } };
  }

  /**
   * Every order the filters match, newest first, `chunk` rows per read. Each read continues after the
   * last row of the one before (created_at, id), so orders placed meanwhile neither repeat nor shift it.
   */
  async *matching(filters: OrderFilters, chunk: number): AsyncGenerator<AdminOrderListRow[]> {
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      let query = this.filtered(filters).select(rowSelection());
      if (after) {
        const { createdAt, id } = after;
        query = query.where(sql<boolean>`(created_at, id) < (${createdAt}, ${id}::uuid)`);
      }
      const rows = (await this.newestFirst(query).limit(chunk).execute()) as AdminOrderListRow[];
      if (rows.length > 0) yield rows;
      if (rows.length < chunk) return;
      const last = rows[rows.length - 1]!;
      after = { createdAt: new Date(last.created_at), id: last.id };
    }
  }

  /** The order's page; undefined when no order has this id. */
  async detail(orderId: string): Promise<AdminOrderDetailResponse | undefined> {
    const [row, tickets, recorded] = await Promise.all([
      this.database.db
        .selectFrom('read_models.orders')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirst() as Promise<OrdersTable | undefined>,
      this.database.db
        .selectFrom('read_models.order_tickets')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('code')
        .execute() as Promise<OrderTicketsTable[]>,
      new DomainEventStore(this.store).read(orderStreamId(orderId), { maxCount: STORY_LIMIT }),
    ]);
    if (!row) return undefined;
    const users = await this.userNames(
      recorded.flatMap((event) => (event.metadata.actor.kind === 'user' ? [event.metadata.actor.userId] : [])),
    );
    const story = orderStoryOf(
      recorded.map((event) => ({
        revision: Number(event.streamRevision),
        type: event.type,
        data: event.data,
        actor: event.metadata.actor,
        occurredAt: event.metadata.occurredAt,
      })),
      { buyerName: row.buyer_name, users },
    );
    const document = row.document;
    return {
      id: row.id,
      number: row.number,
      created_at: iso(row.created_at),
      status: row.admin_status,
      order_status: row.status,
      payment_status: row.payment_status,
      refund_state: row.refund_summary,
      language: row.language,
      customer: { name: row.buyer_name, email: row.buyer_email.trim(), phone: row.buyer_phone },
      event: { id: row.catalog_event_id, name: document.event.name, starts_at: document.event.startsAt },
      lines: document.lines.map((line) => ({
        ticket_type_id: line.ticketTypeId,
        name: line.name,
        quantity: line.quantity,
        unit_price: majorFromCents(line.unitPriceCents),
        discount: majorFromCents(line.discountCents),
        total: majorFromCents(line.quantity * line.unitPriceCents - line.discountCents),
      })),
      discount_code: document.discountCode?.code ?? null,
      subtotal: majorFromCents(row.subtotal_cents),
      discount: majorFromCents(row.discount_cents),
      fee: majorFromCents(row.fee_cents),
      total: majorFromCents(row.total_cents),
      currency: row.currency,
      paid: majorFromCents(row.paid_cents),
      refunded: majorFromCents(row.refunded_cents),
      refund_pending: majorFromCents(row.refund_pending_cents),
      refundable: majorFromCents(row.refundable_cents),
      expires_at: iso(row.expires_at),
      payment_method: row.payment_provider,
      paid_at: isoOrNull(row.paid_at),
      event_cancelled: row.event_cancelled,
      tickets: tickets.map((ticket) => ({
        id: ticket.id,
        code: ticket.code,
        ticket_type: ticket.ticket_type_name,
        holder_name: ticket.holder_name,
        status: ticket.status,
        admitted_at: isoOrNull(ticket.admitted_at),
      })),
      ...story,
    };
  }

  /** The orders the filters match; the dates are Vilnius days, turned into instants by PostgreSQL. */
  private filtered(filters: OrderFilters): OrdersQuery {
    let query: OrdersQuery = this.database.db.selectFrom('read_models.orders');
    const search = filters.search?.toLowerCase();
    if (search) {
      const digits = search.replace(/\D/g, '');
      query = query.where((eb) =>
        PHONE_LIKE.test(search) && digits.length > 0
          ? eb.or([
              eb('search_text', 'like', containsPattern(search)),
              eb('phone_digits', 'like', containsPattern(digits)),
            ])
          : eb('search_text', 'like', containsPattern(search)),
      );
    }
    if (filters.status && filters.status !== 'all') query = query.where('admin_status', '=', filters.status);
    if (filters.payment_status && filters.payment_status !== 'all') {
      query = query.where('payment_status', '=', filters.payment_status);
    }
    if (filters.payment_method && filters.payment_method !== 'all') {
      query = query.where('payment_provider', '=', filters.payment_method);
    }
    // The days are the shop's: midnight to midnight in its time zone.
    const zone = this.settings.current().system.timezone;
    if (filters.date_from) {
      query = query.where(sql<boolean>`created_at >= (${filters.date_from}::date::timestamp at time zone ${zone})`);
    }
    if (filters.date_to) {
      query = query.where(sql<boolean>`created_at < ((${filters.date_to}::date + 1)::timestamp at time zone ${zone})`);
    }
    return query;
  }

  private newestFirst(query: OrdersQuery): OrdersQuery {
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  }

  /** Display names of users, by id, as they are called today. */
  private async userNames(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = (await this.database.db
      .selectFrom('read_models.users')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('id', 'in', unique)
      .execute()) as { id: string; first_name: string; last_name: string; email: string }[];
    return new Map(rows.map((row) => [row.id, `${row.first_name} ${row.last_name}`.trim() || row.email]));
  }
}

function toRow(row: AdminOrderListRow): AdminOrderRowResponse {
  return {
    id: row.id,
    number: row.number,
    created_at: iso(row.created_at),
    customer: { name: row.buyer_name, email: row.buyer_email.trim(), phone: row.buyer_phone },
    event: { id: row.catalog_event_id, name: row.event.name, starts_at: row.event.startsAt },
    tickets_count: row.tickets_count,
    total: majorFromCents(row.total_cents),
    currency: row.currency,
    status: row.admin_status,
    payment_status: row.payment_status,
    payment_method: row.payment_provider,
    refunded: majorFromCents(row.refunded_cents),
    refundable: majorFromCents(row.refundable_cents),
    refund_state: row.refund_summary,
  };
}
