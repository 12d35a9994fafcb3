import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { AdminActivityTable, Database, CatalogEventDocument, LocalizedText } from '@ticketshop/projections';
import { DATABASE } from '../infrastructure/storage/storage.tokens';
import { actorResponse, AdminUsersQueries } from '../identity/public-api';
import type {
  ActivityResponse,
  ActivitySubjectResponse,
  EventCountsResponse,
  UserStatisticsResponse,
} from './dashboard.responses';

/** The dashboard's figures, counted in the read models at the moment of asking. */
@Injectable()
export class DashboardQueries {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly users: AdminUsersQueries,
  ) {}

  async eventStatistics(now: Date): Promise<EventCountsResponse> {
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
      subject:
        row.subject.kind === 'user' ? userSubject(row.subject.id, userNames) : eventSubject(row.subject.id, eventNames),
      details: row.details,
    }));
  }

  private async eventNamesOf(ids: string[]): Promise<Map<string, LocalizedText>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.database.db
      .selectFrom('read_models.catalog_events')
      .where('status', '!=', 'deleted')
      .select(['id', 'document'])
      .where('id', 'in', ids)
      .execute()) as { id: string; document: CatalogEventDocument }[];
    return new Map(rows.map((row) => [row.id, row.document.details.name]));
  }
}

function userSubject(id: string, names: Map<string, string>): ActivitySubjectResponse {
  return { kind: 'user', id, name: names.get(id) ?? null };
}

/**
 * `name` stays the Lithuanian one older screens read, since the back-office works in Lithuanian first;
 * `names` lets the English screen show an event by its English name.
 */
function eventSubject(id: string, names: Map<string, LocalizedText>): ActivitySubjectResponse {
  const known = names.get(id);
  return known
    ? { kind: 'event', id, name: known.lt, names: { lt: known.lt, en: known.en } }
    : { kind: 'event', id, name: null };
}
