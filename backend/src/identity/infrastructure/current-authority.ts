import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { sql } from 'kysely';
import {
  userStreamId,
  type Database,
  type EventStore,
  type RecordedEvent,
  type UserRole,
  type UserStatus,
} from '@ticketshop/projections';
import { DomainEventStore, upcastRecorded } from '../../shared/event-sourcing/domain-event-store';
import { DATABASE, EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { LogFollower } from '../../shared/event-sourcing/log-follower';

/** What a signed-in user may do now, whatever their access token says. */
export interface Authority {
  role: UserRole;
  suspended: boolean;
}

interface Known extends Authority {
  /** The log position of the newest event this answer includes, so an older answer never wins. */
  position: bigint;
}

/** Every account that has no entry: registered as a plain user and never changed since. */
const PLAIN_USER: Authority = Object.freeze({ role: 'user', suspended: false });

/**
 * The current role and suspension of every account, in memory, so the guards check authority where
 * it is used without a query: an access token says who is calling, this says what they may do now.
 * A demoted admin gets 403 on the back-office, a suspended user 401 everywhere, on every shop process
 * within the log's live delivery (LISTEN/NOTIFY: tens of milliseconds; its poll: one second).
 *
 * Only accounts that differ from a plain user are kept (staff, organizers, attendees, the suspended,
 * and anyone whose role or status was ever changed): memory grows with those, not with the buyers.
 * At start it is loaded from the users read model at its checkpoint and then follows the log from that
 * checkpoint (without a read model, from the log's beginning, filtered by the server); it answers no
 * one before it has read the log up to its head once.
 */
@Injectable()
export class CurrentAuthority implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('CurrentAuthority');
  private readonly known = new Map<string, Known>();
  private readonly follower: LogFollower;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly database: Database,
  ) {
    this.follower = new LogFollower(store, {
      follows: new Set(['UserRegistered', 'UserRoleChanged', 'UserStatusChanged']),
      what: 'role and status changes',
      logger: this.logger,
      onEvent: (event) => this.apply(event),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.follower.start(await this.loadReadModel());
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.follower.stop();
  }

  /**
   * The user's authority now. Once the log has been read to its head, a map lookup. A token that
   * claims more than a plain user for an account this process has no entry for (a registration or
   * promotion it has not followed yet) makes it read that account's stream once and keep the answer.
   */
  async of(userId: string, claimed: UserRole): Promise<Authority> {
    if (!this.follower.hasCaughtUp) await this.follower.caughtUp;
    const known = this.known.get(userId);
    if (known) return known;
    if (claimed === 'user') return PLAIN_USER;
    return this.readAccount(userId);
  }

  /** Takes in a change this process just appended, so its very next request already sees it. */
  changed(userId: string, authority: { role: UserRole; status: UserStatus }, position: bigint): void {
    this.keep(userId, { role: authority.role, suspended: authority.status === 'suspended', position });
  }

  private apply(recorded: RecordedEvent): void {
    const { data } = upcastRecorded(recorded);
    const userId = String(data.userId);
    const before = this.known.get(userId) ?? PLAIN_USER;
    const position = recorded.globalPosition;
    switch (recorded.type) {
      case 'UserRegistered':
        if (data.role !== 'user') this.keep(userId, { role: data.role as UserRole, suspended: false, position });
        return;
      case 'UserRoleChanged':
        this.keep(userId, { ...before, role: data.to as UserRole, position });
        return;
      case 'UserStatusChanged':
        this.keep(userId, { ...before, suspended: data.to === 'suspended', position });
        return;
    }
  }

  private keep(userId: string, next: Known): void {
    const current = this.known.get(userId);
    if (current && current.position >= next.position) return;
    this.known.set(userId, next);
  }

  private async readAccount(userId: string): Promise<Authority> {
    const events = await new DomainEventStore(this.store).read(userStreamId(userId));
    if (events.length === 0) return PLAIN_USER;
    // Folded from the account's own stream, so the answer is complete up to its last event.
    let authority: Authority = PLAIN_USER;
    for (const { type, data } of events) {
      if (type === 'UserRegistered') authority = { role: data.role as UserRole, suspended: false };
      if (type === 'UserRoleChanged') authority = { ...authority, role: data.to as UserRole };
      if (type === 'UserStatusChanged') authority = { ...authority, suspended: data.to === 'suspended' };
    }
    this.keep(userId, { ...authority, position: events.at(-1)!.globalPosition });
    return this.known.get(userId)!;
  }

  /**
   * The accounts that are not plain users, from the users read model, and the checkpoint to follow the
   * log from. The checkpoint is read first: rows may already include later events, which the log then
   * delivers again in order, so the map still ends as the log says. Without the read model (not yet
   * registered, or PGlite before the first start), everything comes from the log.
   */
  private async loadReadModel(): Promise<bigint> {
    try {
      const checkpoint = await sql<{ position: string | bigint | null }>`
        select c.position from projections p
        join projection_checkpoints c on c.schema_name = p.active_schema
        where p.name = 'users'`.execute(this.database.db);
      const position = BigInt(checkpoint.rows[0]?.position ?? 0);
      if (position === 0n) return 0n;
      const rows = await sql<{ id: string; role: UserRole; status: UserStatus }>`
        select id, role, status from read_models.users
        where role <> 'user' or status = 'suspended'`.execute(this.database.db);
      for (const row of rows.rows) {
        this.known.set(row.id, { role: row.role, suspended: row.status === 'suspended', position: 0n });
      }
      return position;
    } catch (error) {
      this.logger.warn({ msg: 'users read model not readable; reading roles from the log', error: String(error) });
      this.known.clear();
      return 0n;
    }
  }
}
