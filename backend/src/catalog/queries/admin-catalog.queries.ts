import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Database } from '@ticketshop/projections';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { ShopSettings } from '../../settings/public-api';
import { shopCurrencyFirst } from '../../shared/money/currency-totals';
import { containsPattern } from '../../shared/sql/like-pattern';
import type {
  AdminEventResponse,
  AdminEventsPageResponse,
  AdminTicketTypeResponse,
  DiscountCodeResponse,
  DiscountCodeUsageResponse,
  EventRevenueResponse,
  EventStatisticsResponse,
  TicketStatisticsResponse,
} from '../http/admin-catalog.responses';
import type { ListAdminEventsRequest } from '../http/admin-events.requests';
import {
  isOnSale,
  isUuid,
  remainingOf,
  ticketTypesOf,
  type DiscountCodeRow,
  type EventRow,
  type TicketTypeRow,
} from './catalog-rows';
import { majorFromCents } from '../../shared/money/money';

const iso = (value: Date | string): string => new Date(value).toISOString();
const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/** What the back-office reads about the catalog; deleted events are gone from every answer. */
@Injectable()
export class AdminCatalogQueries {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly settings: ShopSettings,
  ) {}

  async listEvents(request: ListAdminEventsRequest): Promise<AdminEventsPageResponse> {
    let listing = this.database.db.selectFrom('read_models.catalog_events').where('status', '!=', 'deleted');
    if (request.status && request.status !== 'all') listing = listing.where('status', '=', request.status);
    if (request.search) listing = listing.where('search_text', 'like', containsPattern(request.search.toLowerCase()));

    const [rows, count, counts] = await Promise.all([
      listing
        .selectAll()
        .orderBy('starts_at', 'desc')
        .orderBy('id')
        .limit(request.limit)
        .offset((request.page - 1) * request.limit)
        .execute() as Promise<EventRow[]>,
      listing.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      this.database.db
        .selectFrom('read_models.catalog_events')
        .select([
          sql<string>`count(*) filter (where status = 'draft')`.as('draft'),
          sql<string>`count(*) filter (where status = 'published')`.as('published'),
          sql<string>`count(*) filter (where status = 'cancelled')`.as('cancelled'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.total);
    return {
      data: await this.withTicketFigures(rows),
      pagination: { page: request.page, limit: request.limit, total, total_pages: Math.ceil(total / request.limit) },
      counts: { draft: Number(counts.draft), published: Number(counts.published), cancelled: Number(counts.cancelled) },
    };
  }

  async event(id: string): Promise<AdminEventResponse | undefined> {
    const row = await this.eventRow(id);
    return row && (await this.withTicketFigures([row]))[0];
  }

  async eventExists(id: string): Promise<boolean> {
    return (await this.eventRow(id)) !== undefined;
  }

  async eventStatistics(id: string): Promise<EventStatisticsResponse | undefined> {
    const statistics = await this.ticketStatistics(id);
    if (!statistics) return undefined;
    const { total_quantity, total_sold, total_remaining, revenue, revenue_by_currency, ticket_types } = statistics;
    return {
      tickets_sold: total_sold,
      tickets_total: total_quantity,
      tickets_remaining: total_remaining,
      revenue,
      revenue_by_currency,
      capacity_used_percent: total_quantity === 0 ? 0 : Math.round((total_sold / total_quantity) * 1000) / 10,
      ticket_types_count: ticket_types.length,
    };
  }

  async ticketTypes(eventId: string, now: Date): Promise<AdminTicketTypeResponse[] | undefined> {
    if (!(await this.eventExists(eventId))) return undefined;
    const rows = (await ticketTypesOf(this.database, [eventId])).get(eventId) ?? [];
    return rows.map((row) => toAdminTicketType(row, now));
  }

  async ticketType(eventId: string, ticketTypeId: string, now: Date): Promise<AdminTicketTypeResponse | undefined> {
    return (await this.ticketTypes(eventId, now))?.find((ticketType) => ticketType.id === ticketTypeId);
  }

  async ticketStatistics(eventId: string): Promise<TicketStatisticsResponse | undefined> {
    if (!(await this.eventExists(eventId))) return undefined;
    const rows = (await ticketTypesOf(this.database, [eventId])).get(eventId) ?? [];
    const revenue = (await this.revenueOf([eventId])).get(eventId)!;
    const ticketTypes = rows.map((row) => ({
      id: row.id,
      name: row.document.name,
      currency: row.document.currency,
      quantity: row.document.quantity,
      quantity_sold: Number(row.quantity_sold),
      quantity_remaining: remainingOf(row),
      revenue: majorFromCents(row.revenue_cents),
    }));
    return {
      total_quantity: sum(ticketTypes.map((t) => t.quantity)),
      total_sold: sum(ticketTypes.map((t) => t.quantity_sold)),
      total_remaining: sum(ticketTypes.map((t) => t.quantity_remaining)),
      revenue: revenue[0]!.amount,
      revenue_by_currency: revenue,
      ticket_types: ticketTypes,
    };
  }

  async discountCodes(eventId: string): Promise<DiscountCodeResponse[] | undefined> {
    if (!(await this.eventExists(eventId))) return undefined;
    const rows = (await this.database.db
      .selectFrom('read_models.catalog_discount_codes')
      .selectAll()
      .where('catalog_event_id', '=', eventId)
      .where('removed', '=', false)
      .orderBy('created_at')
      .orderBy('code')
      .execute()) as DiscountCodeRow[];
    return rows.map(toDiscountCode);
  }

  /** A code of an event that still exists, with the event it belongs to. */
  async discountCode(codeId: string): Promise<DiscountCodeResponse | undefined> {
    if (!isUuid(codeId)) return undefined;
    const row = (await this.database.db
      .selectFrom('read_models.catalog_discount_codes as code')
      .innerJoin('read_models.catalog_events as event', 'event.id', 'code.catalog_event_id')
      .selectAll('code')
      .where('code.id', '=', codeId)
      .where('code.removed', '=', false)
      .where('event.status', '!=', 'deleted')
      .executeTakeFirst()) as DiscountCodeRow | undefined;
    return row && toDiscountCode(row);
  }

  async discountCodeUsage(codeId: string): Promise<DiscountCodeUsageResponse | undefined> {
    const code = await this.discountCode(codeId);
    if (!code) return undefined;
    return {
      code_id: code.id,
      code: code.code,
      used_count: code.used_count,
      usage_limit: code.usage_limit,
      remaining: code.usage_limit === null ? null : Math.max(0, code.usage_limit - code.used_count),
      orders: await this.paidOrdersWithCode(codeId),
    };
  }

  /** The paid orders that used a code, newest first; a code counts as used once its order is paid. */
  private async paidOrdersWithCode(codeId: string): Promise<{ order_id: string; used_at: string; discount: number }[]> {
    const rows = await this.database.db
      .selectFrom('read_models.orders')
      .select(['id', 'paid_at', 'discount_cents'])
      .where('discount_code_id', '=', codeId)
      .where('paid_at', 'is not', null)
      .orderBy('paid_at', 'desc')
      .limit(200)
      .execute();
    return rows.map((row) => ({
      order_id: String(row.id),
      used_at: iso(row.paid_at as Date),
      discount: majorFromCents(row.discount_cents),
    }));
  }

  private async eventRow(id: string): Promise<EventRow | undefined> {
    if (!isUuid(id)) return undefined;
    return (await this.database.db
      .selectFrom('read_models.catalog_events')
      .selectAll()
      .where('id', '=', id)
      .where('status', '!=', 'deleted')
      .executeTakeFirst()) as EventRow | undefined;
  }

  private async withTicketFigures(rows: EventRow[]): Promise<AdminEventResponse[]> {
    const ids = rows.map((row) => row.id);
    const [ticketTypes, revenue] = await Promise.all([ticketTypesOf(this.database, ids), this.revenueOf(ids)]);
    return rows.map((row) => toAdminEvent(row, ticketTypes.get(row.id) ?? [], revenue.get(row.id)!));
  }

  /**
   * What each event's orders paid less the refunds completed, per currency (the orders list counts it
   * so too): money of two currencies never adds up. The shop's currency first and always there.
   */
  private async revenueOf(eventIds: string[]): Promise<Map<string, EventRevenueResponse[]>> {
    const rows =
      eventIds.length === 0
        ? []
        : await this.database.db
            .selectFrom('read_models.orders')
            .select([
              'catalog_event_id',
              'currency',
              sql<string>`sum(paid_cents)`.as('paid_cents'),
              sql<string>`sum(paid_cents - refunded_cents)`.as('kept_cents'),
            ])
            .where('catalog_event_id', 'in', eventIds)
            .groupBy(['catalog_event_id', 'currency'])
            .execute();
    const shopCurrency = this.settings.current().system.currency;
    return new Map(
      eventIds.map((id) => {
        // A currency is listed once something was paid in it.
        const paid = rows
          .filter((row) => String(row.catalog_event_id) === id && Number(row.paid_cents) > 0)
          .map((row) => ({ currency: String(row.currency), amount: majorFromCents(row.kept_cents) }));
        return [id, shopCurrencyFirst(paid, shopCurrency, (currency) => ({ currency, amount: 0 }))];
      }),
    );
  }
}

function toAdminEvent(
  row: EventRow,
  ticketTypes: TicketTypeRow[],
  revenue: EventRevenueResponse[],
): AdminEventResponse {
  const { details, images } = row.document;
  const ticketsSold = sum(ticketTypes.map((ticketType) => Number(ticketType.quantity_sold)));
  // Seats sold once stay counted here even when given back: the event has orders to answer for.
  const everSold = ticketsSold + sum(ticketTypes.map((ticketType) => Number(ticketType.quantity_returned)));
  return {
    id: row.id,
    name: details.name,
    description: details.description,
    start_date: details.startsAt,
    end_date: details.endsAt,
    venue: details.venue,
    event_type_id: details.category,
    organizer: details.organizer,
    features: details.features,
    max_attendees: details.maxAttendees,
    status: row.status === 'deleted' ? 'cancelled' : row.status,
    is_published: row.status === 'published',
    featured: row.featured,
    images: images.map((image) => ({
      id: image.id,
      url: image.urls.large,
      card_url: image.urls.card,
      thumbnail_url: image.urls.thumbnail,
    })),
    ticket_types_count: ticketTypes.length,
    tickets_sold: ticketsSold,
    revenue: revenue[0]!.amount,
    revenue_by_currency: revenue,
    // Seats held for unpaid orders count too: those orders may still be paid.
    can_delete: everSold + sum(ticketTypes.map((ticketType) => Number(ticketType.quantity_held))) === 0,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function toAdminTicketType(row: TicketTypeRow, now: Date): AdminTicketTypeResponse {
  const details = row.document;
  return {
    id: row.id,
    event_id: row.catalog_event_id,
    name: details.name,
    description: details.description,
    price: majorFromCents(details.priceCents),
    currency: details.currency,
    quantity: details.quantity,
    quantity_sold: Number(row.quantity_sold),
    quantity_held: Number(row.quantity_held),
    quantity_remaining: remainingOf(row),
    max_per_order: details.maxPerOrder,
    sale_start_date: details.saleStartsAt,
    sale_end_date: details.saleEndsAt,
    is_active: details.isActive,
    on_sale: isOnSale(row, now),
  };
}

function toDiscountCode(row: DiscountCodeRow): DiscountCodeResponse {
  const details = row.document;
  return {
    id: row.id,
    event_id: row.catalog_event_id,
    code: details.code,
    discount_type: details.discountType,
    value: details.discountType === 'percent' ? details.amount : majorFromCents(details.amount),
    currency: details.currency,
    valid_from: details.validFrom,
    valid_until: details.validUntil,
    usage_limit: details.usageLimit,
    used_count: Number(row.used_count),
    ticket_type_ids: details.ticketTypeIds,
    is_active: details.isActive,
    created_at: iso(row.created_at),
  };
}
