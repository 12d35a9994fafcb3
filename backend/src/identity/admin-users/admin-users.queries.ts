import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { userStreamId, type Actor, type Database, type EventStore, type UsersTable } from '@ticketshop/projections';
import { DomainEventStore } from '../../shared/event-sourcing/domain-event-store';
import { containsPattern } from '../../shared/sql/like-pattern';
import { DATABASE, EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import type {
  ActorResponse,
  AdminUserResponse,
  AdminUsersPageResponse,
  UserHistoryEntryResponse,
} from './admin-user.response';
import type { ListUsersRequest } from './admin-users.requests';

const HISTORY_LIMIT = 100;
// What an admin may see of each event; hashes and tokens never leave the command side.
const VISIBLE_DETAILS: Record<string, readonly string[]> = {
  UserRoleChanged: ['from', 'to'],
  UserStatusChanged: ['from', 'to'],
  ProfileUpdated: ['firstName', 'lastName'],
  PasswordChanged: ['reason'],
  UserRegistered: ['role', 'language'],
};

/** The back-office's view of accounts: the users projection, and the log itself for one user's history. */
@Injectable()
export class AdminUsersQueries {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async list(filter: ListUsersRequest): Promise<AdminUsersPageResponse> {
    const { page, limit } = filter;
    let listing = this.database.db.selectFrom('read_models.users');
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      listing = listing.where((eb) =>
        eb.or([
          eb('email', 'ilike', pattern),
          eb('first_name', 'ilike', pattern),
          eb('last_name', 'ilike', pattern),
          eb(sql`first_name || ' ' || last_name`, 'ilike', pattern),
        ]),
      );
    }
    if (filter.role && filter.role !== 'all') listing = listing.where('role', '=', filter.role);
    if (filter.status && filter.status !== 'all') listing = listing.where('status', '=', filter.status);

    const [rows, count, counters] = await Promise.all([
      listing
        .selectAll()
        .orderBy('registered_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute() as Promise<UsersTable[]>,
      listing.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      this.database.db
        .selectFrom('read_models.users')
        .select([
          sql<string>`count(*) filter (where status = 'verified')`.as('verified'),
          sql<string>`count(*) filter (where status = 'unverified')`.as('unverified'),
          sql<string>`count(*) filter (where role = 'organizer')`.as('organizer'),
          sql<string>`count(*) filter (where status = 'suspended')`.as('suspended'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    const names = await this.namesOf(rows.flatMap((row) => actorIdOf(row.last_change?.actor)));
    const total = Number(count.total);
    return {
      data: rows.map((row) => toAdminUser(row, names)),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      counters: {
        verified: Number(counters.verified),
        unverified: Number(counters.unverified),
        organizer: Number(counters.organizer),
        suspended: Number(counters.suspended),
      },
    };
  }

  async get(userId: string): Promise<AdminUserResponse | undefined> {
    const row = (await this.database.db
      .selectFrom('read_models.users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirst()) as UsersTable | undefined;
    if (!row) return undefined;
    return toAdminUser(row, await this.namesOf(actorIdOf(row.last_change?.actor)));
  }

  /** Newest first, straight from the user's stream: the audit trail is the log itself. */
  async history(userId: string): Promise<UserHistoryEntryResponse[] | undefined> {
    const recorded = await new DomainEventStore(this.store).read(userStreamId(userId), {
      direction: 'backwards',
      maxCount: HISTORY_LIMIT,
    });
    if (recorded.length === 0) return undefined;
    const names = await this.namesOf(recorded.flatMap((event) => actorIdOf(event.metadata.actor)));
    return recorded.map((event) => {
      const { data } = event;
      const details = Object.fromEntries(
        (VISIBLE_DETAILS[event.type] ?? [])
          .filter((key) => data[key] !== undefined)
          .map((key) => [key, String(data[key])]),
      );
      return {
        type: event.type,
        occurredAt: event.metadata.occurredAt,
        actor: actorResponse(event.metadata.actor, names),
        details,
      };
    });
  }

  /** Display names of users, by id, as they are called today. */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.database.db
      .selectFrom('read_models.users')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('id', 'in', unique)
      .execute();
    return new Map(
      rows.map((row: { id: string; first_name: string; last_name: string; email: string }) => [
        row.id,
        `${row.first_name} ${row.last_name}`.trim() || row.email,
      ]),
    );
  }
}

const actorIdOf = (actor: Actor | undefined): string[] => (actor?.kind === 'user' ? [actor.userId] : []);

export function actorResponse(actor: Actor, names: Map<string, string>): ActorResponse | null {
  return actor.kind === 'user' ? { id: actor.userId, name: names.get(actor.userId) ?? actor.userId } : null;
}

function toAdminUser(row: UsersTable, names: Map<string, string>): AdminUserResponse {
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    status: row.status,
    registeredAt: iso(row.registered_at),
    lastLoginAt: row.last_login_at === null ? null : iso(row.last_login_at),
    lastChange: row.last_change && {
      type: row.last_change.type,
      occurredAt: row.last_change.occurredAt,
      actor: actorResponse(row.last_change.actor, names),
    },
  };
}
