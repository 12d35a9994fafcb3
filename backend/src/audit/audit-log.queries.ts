import { Inject, Injectable } from '@nestjs/common';
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { AuditLogTable, CatalogEventDocument, Database, ReadModelDatabase } from '@ticketshop/projections';
import { DATABASE } from '../infrastructure/storage/storage.tokens';
import { AdminUsersQueries } from '../identity/public-api';
import { ShopSettings } from '../settings/public-api';
import { containsPattern } from '../shared/sql/like-pattern';
import type { AuditLogFilters, ListAuditLogRequest } from './audit-log.requests';
import type { AuditLogEntryResponse, AuditLogPageResponse } from './audit-log.responses';
import { majorFromCents } from '../shared/money/money';

type AuditQuery = SelectQueryBuilder<ReadModelDatabase, 'read_models.audit_log', object>;

/**
 * The audit trail as the back-office reads it: the `audit_log` read model, newest first, with users and
 * catalog events named as they are called today. It only reads; the rows come only from the log.
 */
@Injectable()
export class AuditLogQueries {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly users: AdminUsersQueries,
    private readonly settings: ShopSettings,
  ) {}

  async list(request: ListAuditLogRequest): Promise<AuditLogPageResponse> {
    const { page, limit } = request;
    const matching = this.matchingRows(request);
    const [rows, count] = await Promise.all([
      matching
        .selectAll()
        .orderBy('position', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow() as Promise<{
        total: string;
      }>,
    ]);
    const total = Number(count.total);
    return {
      data: await this.entries(rows),
      pagination: { page, limit, total, total_pages: Math.ceil(total / limit) },
    };
  }

  /**
   * Every entry the filters match, newest first, in chunks read one after another by position (not by
   * offset), so an export of years of entries neither sits in memory nor skips rows appended meanwhile.
   */
  async *matching(filters: AuditLogFilters, chunk: number): AsyncGenerator<AuditLogEntryResponse[]> {
    let before: bigint | undefined;
    for (;;) {
      let query = this.matchingRows(filters);
      if (before !== undefined) query = query.where('position', '<', before);
      const rows = await query.selectAll().orderBy('position', 'desc').limit(chunk).execute();
      if (rows.length === 0) return;
      yield await this.entries(rows);
      if (rows.length < chunk) return;
      before = rows.at(-1)!.position;
    }
  }

  private matchingRows(filters: AuditLogFilters): AuditQuery {
    let query: AuditQuery = this.database.db.selectFrom('read_models.audit_log');
    if (filters.actor) {
      const actor = filters.actor;
      const pattern = containsPattern(actor);
      const namedUsers = this.database.db
        .selectFrom('read_models.users')
        .select(sql<string>`id::text`.as('id'))
        .where((eb) =>
          eb.or([eb('email', 'ilike', pattern), eb(sql`first_name || ' ' || last_name`, 'ilike', pattern)]),
        );
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(actor_id)`, '=', actor.toLowerCase()),
          eb.and([eb('actor_kind', '=', 'system'), eb('actor_id', 'ilike', pattern)]),
          eb.and([eb('actor_kind', '=', 'user'), eb('actor_id', 'in', namedUsers)]),
        ]),
      );
    }
    if (filters.action) query = query.where('action', '=', filters.action);
    // The days are the shop's: midnight to midnight in its time zone.
    const zone = this.settings.current().system.timezone;
    if (filters.from) {
      query = query.where(sql<boolean>`occurred_at >= (${filters.from}::date::timestamp at time zone ${zone})`);
    }
    if (filters.to) {
      query = query.where(sql<boolean>`occurred_at < ((${filters.to}::date + 1)::timestamp at time zone ${zone})`);
    }
    if (filters.event_id) query = query.where('catalog_event_id', '=', filters.event_id.toLowerCase());
    if (filters.order_id) query = query.where('order_id', '=', filters.order_id.toLowerCase());
    if (filters.refund_request_id) {
      query = query.where('refund_request_id', '=', filters.refund_request_id.toLowerCase());
    }
    return query;
  }

  private async entries(rows: Selectable<AuditLogTable>[]): Promise<AuditLogEntryResponse[]> {
    // A role change's subject is a user too, named beside the id so the screen and the export read it.
    const subjectUserIds = rows.flatMap((row) => (row.details.userId ? [row.details.userId] : []));
    const userIds = [...rows.filter((row) => row.actor_kind === 'user').map((row) => row.actor_id), ...subjectUserIds];
    const eventIds = [...new Set(rows.flatMap((row) => (row.catalog_event_id ? [row.catalog_event_id] : [])))];
    const [userNames, eventNames] = await Promise.all([this.users.namesOf(userIds), this.eventNamesOf(eventIds)]);
    return rows.map((row) => ({
      position: String(row.position),
      occurred_at: new Date(row.occurred_at).toISOString(),
      action: row.action,
      actor: {
        kind: row.actor_kind === 'user' ? 'user' : 'system',
        id: row.actor_id,
        name: row.actor_kind === 'user' ? (userNames.get(row.actor_id) ?? row.actor_id) : row.actor_id,
        role: row.actor_role,
      },
      order_id: row.order_id,
      refund_request_id: row.refund_request_id,
      refund_id: row.refund_id,
      event: row.catalog_event_id
        ? { id: row.catalog_event_id, name: eventNames.get(row.catalog_event_id) ?? null }
        : null,
      amount: row.amount_cents === null ? null : majorFromCents(row.amount_cents),
      currency: row.currency,
      reason: row.reason,
      request_id: row.request_id,
      // jsonb keeps its keys in its own order: sorted, the export's columns read the same each time.
      details: Object.fromEntries(
        Object.entries({
          ...row.details,
          ...(row.details.userId ? { userName: userNames.get(row.details.userId) ?? row.details.userId } : {}),
        }).sort(([a], [b]) => a.localeCompare(b)),
      ),
    }));
  }

  private async eventNamesOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.database.db
      .selectFrom('read_models.catalog_events')
      .where('status', '!=', 'deleted')
      .select(['id', 'document'])
      .where('id', 'in', ids)
      .execute()) as { id: string; document: CatalogEventDocument }[];
    // The back-office works in Lithuanian first, as the dashboard does.
    return new Map(rows.map((row) => [row.id, row.document.details.name.lt]));
  }
}
