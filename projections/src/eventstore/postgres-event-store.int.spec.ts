import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Client } from 'pg';
import { openDatabase } from '../database/database';
import { availableTestDatabaseKinds, createTestDatabase } from '../testing/test-database';
import { describeEventStoreConformance } from './event-store.conformance';
import { PostgresEventStore } from './postgres-event-store';
import { UnstorableEventError } from './event-store';
import { testEvent, testMetadata, uniqueStream } from '../testing/events';
import { startDatabaseOutage } from '../testing/database-outage';

for (const kind of availableTestDatabaseKinds()) {
  describeEventStoreConformance(`PostgreSQL adapter on ${kind}`, async () => {
    const database = await createTestDatabase(kind);
    const store = await PostgresEventStore.create(database, { pollIntervalMs: 200 });
    return { store, dispose: () => database.dispose() };
  });
}

describe.each(availableTestDatabaseKinds())('the event log on %s', (kind) => {
  it('refuses to change, remove or empty what was recorded, so the audit trail cannot be rewritten', async () => {
    const database = await createTestDatabase(kind);
    try {
      const store = await PostgresEventStore.create(database);
      const stream = uniqueStream('order');
      await store.appendToStream(stream, [testEvent('Refunded', { amountCents: 1000 })], {
        expectedRevision: 'no_stream',
      });
      await expect(
        sql`update event_log set data = '{"amountCents": 1}'::jsonb where stream_id = ${stream}`.execute(database.db),
      ).rejects.toThrow(/append-only: UPDATE refused/);
      await expect(sql`delete from event_log where stream_id = ${stream}`.execute(database.db)).rejects.toThrow(
        /append-only: DELETE refused/,
      );
      await expect(sql`truncate event_log`.execute(database.db)).rejects.toThrow(/append-only: TRUNCATE refused/);
      const [kept] = await store.readStream(stream);
      expect(kept?.data).toEqual({ amountCents: 1000 });
    } finally {
      await database.dispose();
    }
  });
});

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

onServer('appends from two processes (skipped without DATABASE_URL)', () => {
  it('given the same events appended by both at once, then both are answered as the one stored copy', async () => {
    const database = await createTestDatabase('postgres');
    const otherDatabase = await openDatabase({ url: database.url });
    try {
      const ours = await PostgresEventStore.create(database);
      const theirs = await PostgresEventStore.create(otherDatabase);
      const stream = uniqueStream('retried');
      const events = [testEvent('Once'), testEvent('Once')];

      const [mine, other] = await Promise.all([
        ours.appendToStream(stream, events, { expectedRevision: 'no_stream' }),
        theirs.appendToStream(stream, events, { expectedRevision: 'no_stream' }),
      ]);

      expect(other).toEqual(mine);
      expect(await ours.readStream(stream)).toHaveLength(2);
    } finally {
      await otherDatabase.close();
      await database.dispose();
    }
  });

  it('takes turns, so positions become visible in order and a reader never skips an earlier one', async () => {
    const database = await createTestDatabase('postgres');
    const store = await PostgresEventStore.create(database);
    const other = new Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('begin');
      const held = await other.query<{ last_position: string }>(
        `select last_position from append_to_streams(array[$1], array['any'], array[1], $2::jsonb)`,
        [
          uniqueStream('other'),
          JSON.stringify([{ eventId: randomUUID(), type: 'Earlier', version: 1, data: {}, metadata: testMetadata() }]),
        ],
      );
      let appended = false;
      const later = store.appendToStream(uniqueStream('ours'), [testEvent('Later')]).then((result) => {
        appended = true;
        return result;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(appended).toBe(false);

      await other.query('commit');
      expect((await later).position).toBeGreaterThan(BigInt(held.rows[0]!.last_position));
      expect((await store.readAll()).map((event) => event.type)).toEqual(['Earlier', 'Later']);
    } finally {
      await other.end();
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
          else if (message.kind === 'event') delivered.push(message.event.type);
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

describe.each(availableTestDatabaseKinds())('group commit on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    store = await PostgresEventStore.create(database);
  });
  afterEach(() => database.dispose());

  // The event store's own tables, which the read models' schema does not name.
  const storeTables = () =>
    database.db.withTables<{
      event_log: { stream_id: string; transaction_id: bigint | string };
      event_streams: { stream_id: string; revision: bigint };
    }>();

  const transactionsOf = async (streams: string[]) => {
    const rows = await storeTables()
      .selectFrom('event_log')
      .select(['stream_id', 'transaction_id'])
      .where('stream_id', 'in', streams)
      .execute();
    return new Set(rows.map((row) => String(row.transaction_id)));
  };

  const streamRows = async (streams: string[]) =>
    storeTables().selectFrom('event_streams').selectAll().where('stream_id', 'in', streams).execute();

  it('given appends to many new streams at once, then one transaction records them and each gets its own answer', async () => {
    const streams = Array.from({ length: 40 }, () => uniqueStream('order'));
    const results = await Promise.all(
      streams.map((stream) => store.appendToStream(stream, [testEvent('Placed')], { expectedRevision: 'no_stream' })),
    );

    expect(results.every((result) => result.nextExpectedRevision === 0n)).toBe(true);
    expect(new Set(results.map((result) => result.position)).size).toBe(40);
    expect(await transactionsOf(streams)).toHaveProperty('size', 1);
    for (const [index, stream] of streams.entries()) {
      const [event] = await store.readStream(stream);
      expect(event!.globalPosition).toBe(results[index]!.position);
    }
  });

  it('given a refused append among them, then only that one fails and the others are stored', async () => {
    const taken = uniqueStream('taken');
    await store.appendToStream(taken, [testEvent('First')]);
    const repeated = [testEvent('Repeated'), testEvent('Repeated')];
    const partly = uniqueStream('partly');
    await store.appendToStream(partly, [repeated[0]!]);
    const fresh = [uniqueStream('fresh'), uniqueStream('fresh')];

    const outcomes = await Promise.allSettled([
      store.appendToStream(fresh[0]!, [testEvent('Fresh')], { expectedRevision: 'no_stream' }),
      store.appendToStream(taken, [testEvent('Second')], { expectedRevision: 'no_stream' }),
      store.appendToStream(partly, repeated, { expectedRevision: 0n }),
      store.appendToStream(fresh[1]!, [testEvent('Fresh')], { expectedRevision: 'no_stream' }),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({
      name: 'WrongExpectedRevisionError',
      actual: 0n,
    });
    expect((outcomes[2] as PromiseRejectedResult).reason.message).toMatch(/repeats some, but not all/);
    expect(await transactionsOf(fresh)).toHaveProperty('size', 1);
    expect((await store.readStream(taken)).map((event) => event.type)).toEqual(['First']);
    expect(await store.readStream(partly)).toHaveLength(1);
  });

  it('given repeats of stored and of queued appends among them, then each answers as its first copy did', async () => {
    const stored = uniqueStream('stored');
    const storedEvents = [testEvent('Stored'), testEvent('Stored')];
    const first = await store.appendToStream(stored, storedEvents, { expectedRevision: 'no_stream' });
    const queued = uniqueStream('queued');
    const queuedEvents = [testEvent('Queued')];

    const [again, original, repeat, twice] = await Promise.allSettled([
      store.appendToStream(stored, storedEvents, { expectedRevision: 'no_stream' }),
      store.appendToStream(queued, queuedEvents, { expectedRevision: 'no_stream' }),
      store.appendToStream(queued, queuedEvents, { expectedRevision: 'no_stream' }),
      store.appendToStream(uniqueStream('twice'), [queuedEvents[0]!, queuedEvents[0]!]),
    ]);

    expect(again).toEqual({ status: 'fulfilled', value: first });
    expect(original.status).toBe('fulfilled');
    expect(repeat).toEqual(original);
    expect(twice).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/one event id twice/) },
    });
    expect(await store.readStream(stored)).toHaveLength(2);
    expect(await store.readStream(queued)).toHaveLength(1);
  });

  it('given appends with a NUL or an unpaired surrogate among them, then only those fail and the others are stored together', async () => {
    const bad = [
      { firstName: 'Ona\u0000' },
      { firstName: '\ud800' },
      { lastName: 'Žemaitė\udfff' },
      { ['\u0000']: 'in a key' },
    ];
    const appends = Array.from({ length: 40 }, (_, index) => ({
      stream: uniqueStream('order'),
      buyer: index % 10 === 3 ? bad[(index - 3) / 10]! : { firstName: 'Ona', lastName: 'Žemaitė 🎫' },
    }));

    const outcomes = await Promise.allSettled(
      appends.map(({ stream, buyer }) =>
        store.appendToStream(stream, [testEvent('OrderPlaced', { buyer })], { expectedRevision: 'no_stream' }),
      ),
    );

    const refused = appends.filter((_, index) => outcomes[index]!.status === 'rejected');
    expect(refused.map(({ buyer }) => buyer)).toEqual(bad);
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'fulfilled') continue;
      expect(outcome.reason).toBeInstanceOf(UnstorableEventError);
      expect(outcome.reason).toMatchObject({ streamId: appends[index]!.stream, eventIndex: 0 });
    }
    const stored = appends.filter((_, index) => outcomes[index]!.status === 'fulfilled').map(({ stream }) => stream);
    expect(stored).toHaveLength(36);
    expect(await transactionsOf(stored)).toHaveProperty('size', 1);
    for (const { stream, buyer } of appends) {
      const events = await store.readStream(stream);
      if (stored.includes(stream)) expect(events.map((event) => event.data)).toEqual([{ buyer }]);
      else expect(events).toEqual([]);
    }
    expect(await streamRows(refused.map(({ stream }) => stream))).toEqual([]);
  });

  it('given appends the database refuses for their data among them, then only those fail and the others keep their answers', async () => {
    const stored = uniqueStream('stored');
    const storedEvents = [testEvent('Stored')];
    const first = await store.appendToStream(stored, storedEvents, { expectedRevision: 'no_stream' });
    const taken = uniqueStream('taken');
    await store.appendToStream(taken, [testEvent('First')]);
    const ordered = uniqueStream('ordered');
    const fresh = Array.from({ length: 12 }, () => uniqueStream('fresh'));
    // What the adapter's own check cannot see: an event id that is not a UUID, a version out of
    // integer range, a stream id too long for the stream index.
    const notUuid = uniqueStream('not-uuid');
    const outOfRange = uniqueStream('out-of-range');
    const tooLong = `long-${Array.from({ length: 200 }, () => randomUUID()).join('')}`;
    const appendFresh = (index: number) =>
      store.appendToStream(fresh[index]!, [testEvent('Fresh')], { expectedRevision: 'no_stream' });

    const outcomes = await Promise.allSettled([
      appendFresh(0),
      store.appendToStream(notUuid, [{ ...testEvent('Bad'), eventId: 'not-a-uuid' }]),
      appendFresh(1),
      store.appendToStream(ordered, [testEvent('One')], { expectedRevision: 'no_stream' }),
      appendFresh(2),
      store.appendToStream(stored, storedEvents, { expectedRevision: 'no_stream' }),
      appendFresh(3),
      store.appendToStream(outOfRange, [{ ...testEvent('Bad'), version: 2 ** 40 }]),
      appendFresh(4),
      store.appendToStream(taken, [testEvent('Second')], { expectedRevision: 'no_stream' }),
      ...[5, 6, 7, 8].map(appendFresh),
      store.appendToStream(tooLong, [testEvent('Bad')]),
      store.appendToStream(ordered, [testEvent('Two')], { expectedRevision: 0n }),
      ...[9, 10, 11].map(appendFresh),
    ]);

    const failures = outcomes.flatMap((outcome, index) =>
      outcome.status === 'rejected' ? [[index, outcome.reason]] : [],
    );
    expect(failures).toEqual([
      [
        1,
        expect.objectContaining({
          name: 'UnstorableEventError',
          streamId: notUuid,
          cause: expect.objectContaining({ code: '22P02' }),
        }),
      ],
      [
        7,
        expect.objectContaining({
          name: 'UnstorableEventError',
          streamId: outOfRange,
          cause: expect.objectContaining({ code: '22003' }),
        }),
      ],
      [9, expect.objectContaining({ name: 'WrongExpectedRevisionError', actual: 0n })],
      [
        14,
        expect.objectContaining({
          name: 'UnstorableEventError',
          streamId: tooLong,
          cause: expect.objectContaining({ code: '54000' }),
        }),
      ],
    ]);
    expect(outcomes[5]).toEqual({ status: 'fulfilled', value: first });
    expect(outcomes[15]).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 1n } });
    for (const stream of fresh) expect(await store.readStream(stream)).toHaveLength(1);
    expect((await store.readStream(ordered)).map((event) => event.type)).toEqual(['One', 'Two']);
    expect((await store.readStream(taken)).map((event) => event.type)).toEqual(['First']);
    expect(await store.readStream(stored)).toHaveLength(1);
    expect(await streamRows([notUuid, outOfRange, tooLong])).toEqual([]);
    const after = await store.appendToStream(uniqueStream('after'), [testEvent('After')]);
    expect(after.position).toBeGreaterThan(0n);
  });

  it('given two appends to one stream at once, then they are applied in the order they were made', async () => {
    const stream = uniqueStream('ordered');
    const [first, second, stale] = await Promise.allSettled([
      store.appendToStream(stream, [testEvent('One')], { expectedRevision: 'no_stream' }),
      store.appendToStream(stream, [testEvent('Two')], { expectedRevision: 0n }),
      store.appendToStream(stream, [testEvent('Three')], { expectedRevision: 0n }),
    ]);

    expect(first).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 0n } });
    expect(second).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 1n } });
    expect(stale).toMatchObject({ status: 'rejected', reason: { actual: 1n } });
    expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['One', 'Two']);
  });
});

onServer('one LISTEN connection per process (skipped without DATABASE_URL)', () => {
  it('wakes every subscriber of a store through one connection', async () => {
    const database = await createTestDatabase('postgres');
    const store = await PostgresEventStore.create(database, { pollIntervalMs: 10 * 60_000 });
    const controller = new AbortController();
    try {
      const subscriber = async () => {
        let caughtUp!: () => void;
        const ready = new Promise<void>((resolve) => (caughtUp = resolve));
        const delivered = (async () => {
          for await (const message of store.subscribeToAll({ signal: controller.signal })) {
            if (message.kind === 'caught-up') caughtUp();
            else if (message.kind === 'event') return message.event.type;
          }
          return undefined;
        })();
        await ready;
        return { delivered };
      };
      const woken = [await subscriber(), await subscriber(), await subscriber()].map((s) => s.delivered);
      const listening = await sql<{ connections: string }>`
        select count(*) as connections from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%'`.execute(database.db);
      expect(Number(listening.rows[0]!.connections)).toBe(1);

      await store.appendToStream(uniqueStream('live'), [testEvent('Notified')]);

      expect(await Promise.all(woken)).toEqual(['Notified', 'Notified', 'Notified']);
    } finally {
      controller.abort();
      await database.dispose();
    }
  }, 20_000);
});

onServer('the LISTEN connection through an outage (skipped without DATABASE_URL)', () => {
  it('opens again by itself once the server is back, so live subscribers are woken by notifications again', async () => {
    const database = await createTestDatabase('postgres');
    const outage = await startDatabaseOutage(database.url!);
    const relayed = await openDatabase({ url: outage.url });
    // A poll this slow would fail the test's timeout: only a notification can deliver in time.
    const store = await PostgresEventStore.create(relayed, { pollIntervalMs: 10 * 60_000 });
    const writer = await PostgresEventStore.create(database);
    const controller = new AbortController();
    try {
      let caughtUp!: () => void;
      const ready = new Promise<void>((resolve) => (caughtUp = resolve));
      const delivered = (async () => {
        for await (const message of store.subscribeToAll({ signal: controller.signal })) {
          if (message.kind === 'caught-up') caughtUp();
          else if (message.kind === 'event') return message.event.type;
        }
        return undefined;
      })();
      await ready;

      outage.down();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(relayed.availability.available).toBe(false);
      outage.up();
      // The listener retries within a second; then a notification wakes the subscriber again.
      for (let waited = 0; waited < 5_000; waited += 100) {
        const listening = await sql<{ connections: string }>`
          select count(*) as connections from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`.execute(database.db);
        if (Number(listening.rows[0]!.connections) === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await writer.appendToStream(uniqueStream('after-outage'), [testEvent('Notified')]);

      expect(await delivered).toBe('Notified');
    } finally {
      controller.abort();
      await relayed.close();
      await outage.close();
      await database.dispose();
    }
  }, 30_000);
});
