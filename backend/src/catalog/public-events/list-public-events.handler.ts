import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql } from 'kysely';
import type { Database, PublicEventsTable } from '@ticketshop/projections';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { ListPublicEventsQuery } from './list-public-events.query';
import { toPublicEvent, type PublicEventsPageResponse } from './public-event.response';

@QueryHandler(ListPublicEventsQuery)
export class ListPublicEventsHandler implements IQueryHandler<ListPublicEventsQuery> {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async execute({ filter }: ListPublicEventsQuery): Promise<PublicEventsPageResponse> {
    const { category, page, limit, now } = filter;
    let listing = this.database.db
      .selectFrom('read_models.public_events')
      .where('status', '=', 'published')
      // An event stays listed until it is over.
      .where(sql<boolean>`coalesce(ends_at, starts_at) >= ${now.toISOString()}::timestamptz`);
    if (category) listing = listing.where('category', '=', category);

    const [rows, count] = await Promise.all([
      listing
        .select(['id', 'document'])
        .orderBy('starts_at')
        .orderBy('id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute() as Promise<Pick<PublicEventsTable, 'id' | 'document'>[]>,
      listing.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.total);
    return {
      data: rows.map((row) => toPublicEvent(row.id, row.document)),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }
}
