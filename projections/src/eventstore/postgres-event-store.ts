/**
 * The event store on PostgreSQL (a server or embedded PGlite). Appends lock the stream's row in
 * `event_streams`; readers of the whole log only pass events whose writing transaction is older than
 * every transaction still in flight, so a position that commits late is never skipped (ADR 0003).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../database/database';
import type { EventMetadata } from '../events/metadata';
import { migrateToLatest } from '../schema/migrate';
import { infrastructureMigrations } from '../schema/infrastructure.migrations';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type SubscriptionMessage,
} from './event-store';
import { Wakeup } from './wakeup';
import { delay } from '../runner/resuming-loop';

const NOTIFY_CHANNEL = 'event_log_appended';
const NO_STREAM = -1n;
const UNIQUE_VIOLATION = '23505';

interface EventRow {
  global_position: bigint | string;
  stream_id: string;
  stream_revision: bigint | string;
  event_id: string;
  event_type: string;
  event_version: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recorded_at: Date;
}

export interface PostgresEventStoreOptions {
  /** Events read per round trip while catching up. */
  pageSize?: number;
  /** Fallback poll for live subscribers when a notification is lost. */
  pollIntervalMs?: number;
  /** How long a woken live subscriber waits for more appends before it reads. */
  liveReadDelayMs?: number;
}

export class PostgresEventStore implements EventStore {
  private readonly pageSize: number;
  private readonly pollIntervalMs: number;
  private readonly liveReadDelayMs: number;

  private constructor(
    private readonly database: Database,
    options: PostgresEventStoreOptions,
  ) {
    this.pageSize = options.pageSize ?? 1000;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.liveReadDelayMs = options.liveReadDelayMs ?? 10;
  }

  static async create(database: Database, options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> {
    await migrateToLatest(database.db, infrastructureMigrations, 'schema_migrations');
    return new PostgresEventStore(database, options);
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    for (;;) {
      try {
        if (events.length > 0) return await this.appendInOneStatement(streamId, events, expected);
        return await this.database.db
          .transaction()
          .execute((trx) => this.appendWithin(trx, streamId, events, expected));
      } catch (error) {
        // Two appends of the same event id raced; the loser now finds the winner's copy and succeeds.
        if (isUniqueViolation(error, 'event_log_event_id_key')) continue;
        throw error;
      }
    }
  }

  /** The append_to_stream function (migration 0003): the whole append in one round trip. */
  private async appendInOneStatement(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    try {
      const result = await sql<{ next_revision: bigint | string; last_position: bigint | string }>`
        select next_revision, last_position from append_to_stream(
          ${streamId}, ${typeof expected === 'bigint' ? expected.toString() : expected},
          ${events.map((e) => e.eventId)}::uuid[], ${events.map((e) => e.type)}::text[],
          ${events.map((e) => e.version)}::int[], ${events.map((e) => JSON.stringify(e.data))}::text[],
          ${events.map((e) => JSON.stringify(e.metadata))}::text[])`.execute(this.database.db);
      const row = result.rows[0]!;
      return { nextExpectedRevision: BigInt(row.next_revision), position: BigInt(row.last_position) };
    } catch (error) {
      const wrong = /wrong expected revision: (-?\d+)/.exec((error as Error)?.message ?? '');
      if (!wrong) throw error;
      const current = BigInt(wrong[1]!);
      throw new WrongExpectedRevisionError(streamId, expected, current === NO_STREAM ? 'no_stream' : current);
    }
  }

  private async appendWithin(
    trx: Transaction<unknown>,
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const duplicate = await this.alreadyAppended(trx, streamId, events);
    if (duplicate) return duplicate;

    await sql`insert into event_streams (stream_id, revision) values (${streamId}, ${NO_STREAM})
              on conflict (stream_id) do nothing`.execute(trx);
    const locked = await sql<{ revision: bigint | string }>`
      select revision from event_streams where stream_id = ${streamId} for update`.execute(trx);
    const current = BigInt(locked.rows[0]!.revision);
    assertExpectedRevision(streamId, expected, current);

    if (events.length === 0) {
      return { nextExpectedRevision: current, position: await this.headPositionWithin(trx) };
    }
    const inserted = await sql<{ global_position: bigint | string }>`
      insert into event_log (stream_id, stream_revision, event_id, event_type, event_version, data, metadata)
      select ${streamId}, ${current} + ordinality, e.event_id::uuid, e.event_type, e.event_version::int,
             e.data::jsonb, e.metadata::jsonb
      from unnest(${events.map((e) => e.eventId)}::text[], ${events.map((e) => e.type)}::text[],
                  ${events.map((e) => e.version)}::int[], ${events.map((e) => JSON.stringify(e.data))}::text[],
                  ${events.map((e) => JSON.stringify(e.metadata))}::text[])
           with ordinality as e(event_id, event_type, event_version, data, metadata, ordinality)
      order by ordinality
      returning global_position`.execute(trx);
    const next = current + BigInt(events.length);
    await sql`update event_streams set revision = ${next} where stream_id = ${streamId}`.execute(trx);
    await sql`select pg_notify(${NOTIFY_CHANNEL}, '')`.execute(trx);
    const positions = inserted.rows.map((row) => BigInt(row.global_position));
    return { nextExpectedRevision: next, position: positions.reduce((a, b) => (a > b ? a : b)) };
  }

  /** The same event ids already stored in this stream make the append a no-op (idempotent retry). */
  private async alreadyAppended(
    trx: Transaction<unknown>,
    streamId: string,
    events: readonly EventToAppend[],
  ): Promise<AppendResult | undefined> {
    if (events.length === 0) return undefined;
    const found = await sql<{ stream_id: string; stream_revision: bigint | string; global_position: bigint | string }>`
      select stream_id, stream_revision, global_position from event_log
      where event_id = any(${events.map((e) => e.eventId)}::uuid[])`.execute(trx);
    if (found.rows.length === 0) return undefined;
    const allHere = found.rows.length === events.length && found.rows.every((row) => row.stream_id === streamId);
    if (!allHere) {
      throw new Error(`Append to ${streamId} repeats some, but not all, event ids of an earlier append`);
    }
    const last = found.rows.reduce((a, b) => (BigInt(a.stream_revision) > BigInt(b.stream_revision) ? a : b));
    return { nextExpectedRevision: BigInt(last.stream_revision), position: BigInt(last.global_position) };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    let query = this.database.db
      .selectFrom('event_log')
      .selectAll()
      .where('stream_id', '=', streamId)
      .orderBy('stream_revision', backwards ? 'desc' : 'asc');
    if (options.fromRevision !== undefined) {
      query = query.where('stream_revision', backwards ? '<=' : '>=', options.fromRevision.toString());
    }
    if (options.maxCount !== undefined) query = query.limit(options.maxCount);
    const rows = (await query.execute()) as EventRow[];
    return rows.map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? 0n;
    const limit = options.maxCount ?? this.pageSize;
    const result = await sql<EventRow>`
      select global_position, stream_id, stream_revision, event_id, event_type, event_version, data,
             metadata, recorded_at
      from event_log
      where global_position > ${after}
        and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      order by global_position
      limit ${limit}`.execute(this.database.db);
    return result.rows.map(toRecordedEvent);
  }

  async headPosition(): Promise<bigint> {
    return this.headPositionWithin(this.database.db);
  }

  private async headPositionWithin(db: Kysely<unknown>): Promise<bigint> {
    const result = await sql<{ position: bigint | string | null }>`
      select max(global_position) as position from event_log
      where transaction_id < pg_snapshot_xmin(pg_current_snapshot())`.execute(db);
    return BigInt(result.rows[0]?.position ?? 0);
  }

  async *subscribeToAll(options: SubscribeOptions = {}): AsyncGenerator<SubscriptionMessage> {
    const { signal } = options;
    let position = options.after ?? 0n;
    let caughtUp = false;
    const wakeup = new Wakeup();
    const unlisten = await this.database.listen(NOTIFY_CHANNEL, () => wakeup.wake());
    try {
      while (!signal?.aborted) {
        wakeup.reset();
        const page = await this.readAll({ after: position, maxCount: this.pageSize });
        // Embedded PGlite answers synchronously; without a macrotask break a long catch-up holds the process.
        await new Promise((resolve) => setImmediate(resolve));
        for (const event of page) {
          if (signal?.aborted) return;
          yield { kind: 'event', event };
          position = event.globalPosition;
        }
        if (page.length < this.pageSize) {
          if (!caughtUp) {
            caughtUp = true;
            yield { kind: 'caught-up', position };
          }
          await wakeup.wait(this.pollIntervalMs, signal);
          // Appends that follow within a moment are read with this one: in a rush, one read (and one
          // projection transaction) per moment instead of one per append, for every subscriber.
          if (this.liveReadDelayMs > 0) await delay(this.liveReadDelayMs, signal);
        }
      }
    } finally {
      await unlisten();
    }
  }

  async close(): Promise<void> {
    // The database belongs to whoever opened it; the store holds nothing else.
  }
}

function assertExpectedRevision(streamId: string, expected: ExpectedRevision, current: bigint): void {
  const exists = current !== NO_STREAM;
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && !exists) ||
    (expected === 'stream_exists' && exists) ||
    (typeof expected === 'bigint' && expected === current);
  if (!ok) throw new WrongExpectedRevisionError(streamId, expected, exists ? current : 'no_stream');
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    streamRevision: BigInt(row.stream_revision),
    globalPosition: BigInt(row.global_position),
    type: row.event_type,
    version: row.event_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === UNIQUE_VIOLATION && (e.constraint === constraint || (e.message ?? '').includes(constraint));
}
