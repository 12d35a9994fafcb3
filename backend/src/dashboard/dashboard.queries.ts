import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { AdminActivityTable, Database, CatalogEventDocument } from '@ticketshop/projections';
import { DATABASE } from '../infrastructure/storage/storage.tokens';
import { actorResponse, AdminUsersQueries } from '../identity/admin-users/admin-users.queries';
import type { ActivityResponse, EventStatisticsResponse, UserStatisticsResponse } from './dashboard.responses';

/** The dashboard's figures, counted in the read models at the moment of asking. */
@Injectable()
export class DashboardQueries {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly users: AdminUsersQueries,
  ) {}

  async eventStatistics(now: Date): Promise<EventStatisticsResponse> {
    const over = sql`coalesce(ends_at, starts_at) < ${now.toISOString()}::timestamptz`;
    const row = await this.database.db
      .selectFrom('read_models.catalog_events')
      .where('status', '!=', 'deleted')
      .select([
        sql<string>`count(*)`.as('total'),
        sql<string>`count(*) filter (where status = 'draft')`.as('draft'),
        sql<string>`count(*) filter (where status = 'published' and not ${over})`.as('published'),
        sql<string>`count(*) filter (where status = 'cancelled')`.as('cancelled'),
        sql<string>`count(*) filter (where status = 'published' and ${over})`.as('past'),
      ])
      .executeTakeFirstOrThrow();
    return {
      total: Number(row.total),
      draft: Number(row.draft),
      published: Number(row.published),
      cancelled: Number(row.cancelled),
      past: Number(row.past),
    };
  }

  async userStatistics(): Promise<UserStatisticsResponse> {
    const row = await this.database.db
      .selectFrom('read_models.users')
      .select([
        sql<string>`count(*)`.as('total'),
        sql<string>`count(*) filter (where role = 'super_admin')`.as('superAdmin'),
        sql<string>`count(*) filter (where role = 'admin')`.as('admin'),
        sql<string>`count(*) filter (where role = 'organizer')`.as('organizer'),
        sql<string>`count(*) filter (where role = 'attendee')`.as('attendee'),
        sql<string>`count(*) filter (where role = 'user')`.as('user'),
        sql<string>`count(*) filter (where status = 'verified')`.as('verified'),
        sql<string>`count(*) filter (where status = 'unverified')`.as('unverified'),
        sql<string>`count(*) filter (where status = 'suspended')`.as('suspended'),
      ])
      .executeTakeFirstOrThrow();
    return Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, Number(value)]),
    ) as unknown as UserStatisticsResponse;
  }

  /** The latest facts first, with actors and subjects named as they are called today. */
  async recentActivity(limit: number): Promise<ActivityResponse[]> {
    const rows = (await this.database.db
      .selectFrom('read_models.admin_activity')
      .selectAll()
      .orderBy('position', 'desc')
      .limit(limit)
      .execute()) as AdminActivityTable[];
    const userIds = rows.flatMap((row) => [
      ...(row.actor.kind === 'user' ? [row.actor.userId] : []),
      ...(row.subject.kind === 'user' ? [row.subject.id] : []),
    ]);
    const eventIds = [...new Set(rows.filter((row) => row.subject.kind === 'event').map((row) => row.subject.id))];
    const [userNames, eventNames] = await Promise.all([this.users.namesOf(userIds), this.eventNamesOf(eventIds)]);
    return rows.map((row) => ({
      position: row.position.toString(),
      type: row.type,
      occurredAt: new Date(row.occurred_at).toISOString(),
      actor: actorResponse(row.actor, userNames),
      subject: {
        kind: row.subject.kind,
        id: row.subject.id,
        name: (row.subject.kind === 'user' ? userNames : eventNames).get(row.subject.id) ?? null,
      },
      details: row.details,
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
    // The back-office works in Lithuanian first; the English name is there for the English screen.
    return new Map(rows.map((row) => [row.id, row.document.details.name.lt]));
  }
}
