import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { availableTestDatabaseKinds, createTestDatabase } from '../testing/test-database';
import { describeEventStoreConformance } from './event-store.conformance';
import { PostgresEventStore } from './postgres-event-store';
import { testEvent, testMetadata, uniqueStream } from '../testing/events';

for (const kind of availableTestDatabaseKinds()) {
  describeEventStoreConformance(`PostgreSQL adapter on ${kind}`, async () => {
    const database = await createTestDatabase(kind);
    const store = await PostgresEventStore.create(database, { pollIntervalMs: 200 });
    return { store, dispose: () => database.dispose() };
  });
}

// Two transactions that commit in reverse order need two connections: PGlite is a single session.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;
onServer('catch-up reader on a PostgreSQL server (skipped without DATABASE_URL)', () => {
  it('never passes an event whose transaction commits after a later position became visible', async () => {
    const database = await createTestDatabase('postgres');
    const store = await PostgresEventStore.create(database, { pollIntervalMs: 50 });
    const slow = new Client({ connectionString: database.url });
    await slow.connect();
    try {
      await slow.query('begin');
      const held = await slow.query<{ global_position: string }>(
        `insert into event_log (stream_id, stream_revision, event_id, event_type, event_version, data, metadata)
         values ($1, 0, $2, 'Slow', 1, '{}', $3) returning global_position`,
        [uniqueStream('slow'), randomUUID(), JSON.stringify(testMetadata())],
      );
      const fast = await store.appendToStream(uniqueStream('fast'), [testEvent('Fast')]);
      expect(fast.position).toBeGreaterThan(BigInt(held.rows[0]!.global_position));

      expect(await store.readAll()).toEqual([]);
      expect(await store.headPosition()).toBe(0n);

      const controller = new AbortController();
      const delivered: string[] = [];
      const subscription = (async () => {
        for await (const message of store.subscribeToAll({ signal: controller.signal })) {
          delivered.push(message.kind === 'event' ? message.event.type : message.kind);
          if (delivered.includes('Fast')) controller.abort();
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(delivered).toEqual(['caught-up']);

      await slow.query('commit');
      await subscription;
      expect(delivered).toEqual(['caught-up', 'Slow', 'Fast']);
      expect((await store.readAll()).map((e) => e.type)).toEqual(['Slow', 'Fast']);
    } finally {
      await slow.end();
      await database.dispose();
    }
  });
});

describe.each(availableTestDatabaseKinds())('live delivery on %s', (kind) => {
  it('wakes a caught-up subscriber through LISTEN/NOTIFY, long before its fallback poll', async () => {
    const database = await createTestDatabase(kind);
    // A poll this slow would fail the test's timeout: only the notification can deliver in time.
    const store = await PostgresEventStore.create(database, { pollIntervalMs: 10 * 60_000 });
    const controller = new AbortController();
    try {
      const delivered: string[] = [];
      let caughtUp!: () => void;
      const ready = new Promise<void>((resolve) => (caughtUp = resolve));
      const subscription = (async () => {
        for await (const message of store.subscribeToAll({ signal: controller.signal })) {
          if (message.kind === 'caught-up') caughtUp();
          else delivered.push(message.event.type);
          if (delivered.length === 1) controller.abort();
        }
      })();
      await ready;
      await store.appendToStream(uniqueStream('live'), [testEvent('Notified')]);
      await subscription;
      expect(delivered).toEqual(['Notified']);
    } finally {
      controller.abort();
      await database.dispose();
    }
  }, 20_000);
});
