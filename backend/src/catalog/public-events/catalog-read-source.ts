import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Database, Projections } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, PROJECTIONS } from '../../infrastructure/storage/storage.tokens';
import { projectionCheckpoint, ProjectionReadSource } from '../../shared/http/public-reads/read-version';

/**
 * The version of the public catalog answers: the catalog projection's checkpoint, and the clock. An
 * event stays listed until it ends and a ticket type is on sale within its window, so an answer also
 * changes, with no event in the log, when one of those moments passes.
 */
@Injectable()
export class CatalogReadSource extends ProjectionReadSource {
  constructor(
    @Inject(DATABASE) database: Database,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PROJECTIONS) projections: Projections,
  ) {
    super({
      projection: 'catalog',
      checkpoint: () => projectionCheckpoint(database, 'catalog'),
      checkEveryMs: config.PUBLIC_CACHE_CHECK_MS,
      nextChangeAfter: (now) => nextCatalogChangeAfter(database, now),
    });
    // Where the projections run in this process, a moved checkpoint is known at once: the next read
    // looks again instead of trusting the last look for up to two intervals (a worker elsewhere is
    // still only seen by looking).
    projections.onCheckpoint(() => this.lookAgain());
  }
}

/** The first moment after `now` that ends a published event or opens or closes one of its sale windows. */
export async function nextCatalogChangeAfter(database: Database, now: Date): Promise<number> {
  const at = now.toISOString();
  const result = await sql<{ next: number | string | null }>`
    select (extract(epoch from min(moment)) * 1000)::float8 as next from (
      -- Listed while coalesce(ends_at, starts_at) >= now: gone one millisecond later.
      select coalesce(e.ends_at, e.starts_at) + interval '1 millisecond' as moment
      from read_models.catalog_events e
      where e.status = 'published' and coalesce(e.ends_at, e.starts_at) >= ${at}::timestamptz
      union all
      select window_edge.moment
      from read_models.catalog_ticket_types t
      join read_models.catalog_events e on e.id = t.catalog_event_id and e.status = 'published'
      cross join lateral (values
        ((t.document->>'saleStartsAt')::timestamptz),
        ((t.document->>'saleEndsAt')::timestamptz)
      ) as window_edge(moment)
      where not t.removed and window_edge.moment > ${at}::timestamptz
    ) as moments`.execute(database.db);
  const next = result.rows[0]?.next;
  return next === null || next === undefined ? Infinity : Number(next);
}
