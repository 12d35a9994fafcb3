import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Database } from '@ticketshop/projections';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';

/**
 * The currencies money is priced in now: of ticket types not removed, and of orders. Read from the
 * read models, so a ticket type saved a moment ago may still be missing; the decider refuses a
 * currency change while any other currency is in use (docs/settings.md).
 */
@Injectable()
export class CurrenciesInUse {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async list(): Promise<string[]> {
    const { rows } = await sql<{ currency: string }>`
      select document->>'currency' as currency from read_models.catalog_ticket_types where not removed
      union
      select currency from read_models.orders`.execute(this.database.db);
    return rows.map((row) => row.currency).sort();
  }
}
