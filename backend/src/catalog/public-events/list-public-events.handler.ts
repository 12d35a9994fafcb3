import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, ReadModelDatabase } from '@ticketshop/projections';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { ticketTypesOf, type EventRow } from '../queries/catalog-rows';
import { ListFeaturedEventsQuery } from './list-featured-events.query';
import { ListPublicEventsQuery } from './list-public-events.query';
import {
  toPublicEvent,
  type FeaturedEventsResponse,
  type PublicEventResponse,
  type PublicEventsPageResponse,
} from './public-event.response';

/** Published events that are not over yet: an event stays listed until it ends. */
function upcoming(
  database: Database,
  now: Date,
): SelectQueryBuilder<ReadModelDatabase, 'read_models.catalog_events', object> {
  return database.db
    .selectFrom('read_models.catalog_events')
    .where('status', '=', 'published')
    .where(sql<boolean>`coalesce(ends_at, starts_at) >= ${now.toISOString()}::timestamptz`);
}

async function withTicketTypes(database: Database, rows: EventRow[], now: Date): Promise<PublicEventResponse[]> {
  const ticketTypes = await ticketTypesOf(
    database,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPublicEvent(row, ticketTypes.get(row.id) ?? [], now));
}

@QueryHandler(ListPublicEventsQuery)
export class ListPublicEventsHandler implements IQueryHandler<ListPublicEventsQuery> {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async execute({ filter }: ListPublicEventsQuery): Promise<PublicEventsPageResponse> {
    const { category, page, limit, now } = filter;
    let listing = upcoming(this.database, now);
    if (category) listing = listing.where('category', '=', category);

    const [rows, count] = await Promise.all([
      listing
        .selectAll()
        .orderBy('starts_at')
        .orderBy('id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute() as Promise<EventRow[]>,
      listing.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.total);
    return {
      data: await withTicketTypes(this.database, rows, now),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }
}

@QueryHandler(ListFeaturedEventsQuery)
export class ListFeaturedEventsHandler implements IQueryHandler<ListFeaturedEventsQuery> {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async execute({ limit, now }: ListFeaturedEventsQuery): Promise<FeaturedEventsResponse> {
    // Featured first, soonest first; without enough featured ones the hero still shows what is coming.
    const rows = (await upcoming(this.database, now)
      .selectAll()
      .orderBy('featured', 'desc')
      .orderBy('starts_at')
      .orderBy('id')
      .limit(limit)
      .execute()) as EventRow[];
    return { data: await withTicketTypes(this.database, rows, now) };
  }
}
