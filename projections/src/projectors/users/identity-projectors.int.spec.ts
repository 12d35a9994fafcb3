import { randomUUID } from 'node:crypto';
import type { EventToAppend, RecordedEvent } from '../../eventstore/event-store';
import { PostgresEventStore } from '../../eventstore/postgres-event-store';
import { digestOf, prepareGeneration, publishGeneration, inGeneration } from '../../runner/projection-store';
import { testMetadata } from '../../testing/events';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { adminActivityProjector } from '../admin-activity/admin-activity.projector';
import type { Projector } from '../projector';
import { usersProjector } from './users.projector';

const recorded = (events: EventToAppend[]): RecordedEvent[] =>
  events.map((event, i) => ({
    ...event,
    streamId: `user-${String(event.data.userId)}`,
    streamRevision: BigInt(i),
    globalPosition: BigInt(i + 1),
    recordedAt: new Date('2026-11-01T10:00:00Z'),
  }));

function accountHistory(userId: string, adminId: string): EventToAppend[] {
  const event = (type: string, data: Record<string, unknown>, at: string, actor = adminId): EventToAppend => ({
    eventId: randomUUID(),
    type,
    version: 1,
    data: { userId, ...data },
    metadata: testMetadata({ occurredAt: at, actor: { kind: 'user', userId: actor, role: 'admin' } }),
  });
  return [
    event(
      'UserRegistered',
      {
        email: 'ona@example.lt',
        firstName: 'Ona',
        lastName: 'Onaitė',
        passwordHash: 'secret-hash',
        role: 'user',
        language: 'lt',
      },
      '2026-11-01T10:00:00.000Z',
      userId,
    ),
    event(
      'EmailVerificationRequested',
      { tokenHash: 'token-hash', expiresAt: '2026-11-03T10:00:00.000Z' },
      '2026-11-01T10:00:00.000Z',
      userId,
    ),
    event('EmailVerified', {}, '2026-11-01T10:05:00.000Z', userId),
    event('UserLoggedIn', { sessionId: randomUUID() }, '2026-11-02T09:00:00.000Z', userId),
    event('ProfileUpdated', { lastName: 'Petraitienė' }, '2026-11-02T09:10:00.000Z', userId),
    event('UserRoleChanged', { from: 'user', to: 'organizer' }, '2026-11-03T08:00:00.000Z'),
    event('UserStatusChanged', { from: 'verified', to: 'suspended' }, '2026-11-04T08:00:00.000Z'),
  ];
}

describe.each([usersProjector, adminActivityProjector])('$name projector', (projector: Projector) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
    await PostgresEventStore.create(database);
  });
  afterEach(() => database.dispose());

  async function project(batches: RecordedEvent[][]): Promise<string> {
    const schema = await prepareGeneration(database, projector, 1);
    await database.db.transaction().execute((trx) => publishGeneration(trx, projector, schema));
    for (const batch of batches) {
      await database.db.transaction().execute((trx) => projector.project(batch, inGeneration(trx, schema)));
    }
    return digestOf(database.db, projector);
  }

  it('given every event delivered twice, then the tables equal those of a single delivery', async () => {
    const events = recorded(accountHistory(randomUUID(), randomUUID()));
    const once = await project([events]);
    await database.dispose();
    database = await createTestDatabase();
    await PostgresEventStore.create(database);

    const twice = await project([events.flatMap((e) => [e, e]), events, events.slice(0, 3)]);

    expect(twice).toBe(once);
  });

  it('never copies password hashes or tokens into the read model', async () => {
    await project([recorded(accountHistory(randomUUID(), randomUUID()))]);
    const tables = await Promise.all(
      projector.tables.map((table) =>
        database.db.withTables<Record<string, object>>().selectFrom(`read_models.${table}`).selectAll().execute(),
      ),
    );
    const text = JSON.stringify(tables, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value));
    expect(text).not.toContain('secret-hash');
    expect(text).not.toContain('token-hash');
  });
});

describe('users projector', () => {
  it('keeps what the users screen shows: role, status, last login and who changed the account last', async () => {
    const database = await createTestDatabase();
    try {
      await PostgresEventStore.create(database);
      const schema = await prepareGeneration(database, usersProjector, 1);
      await database.db.transaction().execute((trx) => publishGeneration(trx, usersProjector, schema));
      const userId = randomUUID();
      const adminId = randomUUID();
      await database.db
        .transaction()
        .execute((trx) => usersProjector.project(recorded(accountHistory(userId, adminId)), inGeneration(trx, schema)));

      const row = await database.db.selectFrom('read_models.users').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        id: userId,
        email: 'ona@example.lt',
        first_name: 'Ona',
        last_name: 'Petraitienė',
        role: 'organizer',
        status: 'suspended',
        last_change: {
          type: 'UserStatusChanged',
          occurredAt: '2026-11-04T08:00:00.000Z',
          actor: { kind: 'user', userId: adminId, role: 'admin' },
        },
      });
      expect(new Date(row.last_login_at!).toISOString()).toBe('2026-11-02T09:00:00.000Z');
      expect(new Date(row.registered_at).toISOString()).toBe('2026-11-01T10:00:00.000Z');
    } finally {
      await database.dispose();
    }
  });
});
