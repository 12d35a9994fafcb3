import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Database } from '@ticketshop/projections';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { isUuid, ticketTypesOf, type EventRow } from '../queries/catalog-rows';
import { GetPublicEventQuery } from './get-public-event.query';
import { toPublicEvent, type PublicEventResponse } from './public-event.response';

@QueryHandler(GetPublicEventQuery)
export class GetPublicEventHandler implements IQueryHandler<GetPublicEventQuery> {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async execute({ id, now }: GetPublicEventQuery): Promise<PublicEventResponse | undefined> {
    if (!isUuid(id)) return undefined;
    const row = (await this.database.db
      .selectFrom('read_models.catalog_events')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'published')
      .executeTakeFirst()) as EventRow | undefined;
    if (!row) return undefined;
    const ticketTypes = await ticketTypesOf(this.database, [row.id]);
    return toPublicEvent(row, ticketTypes.get(row.id) ?? [], now);
  }
}
