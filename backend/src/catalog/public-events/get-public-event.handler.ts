import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Database, PublicEventsTable } from '@ticketshop/projections';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { GetPublicEventQuery } from './get-public-event.query';
import { toPublicEvent, type PublicEventResponse } from './public-event.response';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetPublicEventQuery)
export class GetPublicEventHandler implements IQueryHandler<GetPublicEventQuery> {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async execute({ id }: GetPublicEventQuery): Promise<PublicEventResponse | undefined> {
    // Any text can arrive from the address bar; only a UUID can name an event.
    if (!UUID.test(id)) return undefined;
    const row = (await this.database.db
      .selectFrom('read_models.public_events')
      .select(['id', 'document'])
      .where('id', '=', id)
      .where('status', '=', 'published')
      .executeTakeFirst()) as Pick<PublicEventsTable, 'id' | 'document'> | undefined;
    return row && toPublicEvent(row.id, row.document);
  }
}
