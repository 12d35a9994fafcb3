/**
 * The event store on PostgreSQL (a server or embedded PGlite). Appends lock the stream's row in
 * `event_streams`; readers of the whole log only pass events whose writing transaction is older than
 * every transaction still in flight, so a position that commits late is never skipped (ADR 0003).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database/database';
import type { ReadModelDatabase } from '../projectors/read-model-database';
import type { EventMetadata } from '../events/metadata';
import { migrateToLatest } from '../schema/migrate';
import { infrastructureMigrations } from '../schema/infrastructure.migrations';
import {
  assertExpectedRevision,
  serializeForAppend,
  UnstorableEventError,
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

/** Events one `append_to_streams` statement carries at most; the rest wait for the next. */
const MAX_EVENTS_PER_STATEMENT = 2000;

interface QueuedAppend {
  streamId: string;
  events: readonly EventToAppend[];
  /** The events as JSON text, checked to be storable (`serializeForAppend`). */
  json: string[];
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

interface SubscriptionPage {
  events: RecordedEvent[];
  /** The position up to which the log was looked through. */
  passedTo: bigint;
  /** More may follow at once. */
  full: boolean;
}

interface AppendOutcomeRow {
  append_index: number;
  outcome: 'appended' | 'wrong_expected_revision' | 'partial_repeat';
  next_revision: bigint | string | null;
  last_position: bigint | string | null;
}

export interface PostgresEventStoreOptions {
  /** Events read per round trip while catching up. */
  pageSize?: number;
  /** Fallback poll for live subscribers when a notification is lost. */
  pollIntervalMs?: number;
  /** How long a woken live subscriber waits for more appends before it reads. */
  liveReadDelayMs?: number;
  /** A live subscriber reads at most once per this many milliseconds, however often it is woken. */
  liveReadIntervalMs?: number;
}

export class PostgresEventStore implements EventStore {
  private readonly pageSize: number;
  private readonly pollIntervalMs: number;
  private readonly liveReadDelayMs: number;
  private readonly liveReadIntervalMs: number;

  private readonly appendQueue: QueuedAppend[] = [];
  private appending = false;

  private constructor(
    private readonly database: Database,
    options: PostgresEventStoreOptions,
  ) {
    this.pageSize = options.pageSize ?? 1000;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.liveReadDelayMs = options.liveReadDelayMs ?? 10;
    this.liveReadIntervalMs = options.liveReadIntervalMs ?? 50;
  }

  static async create(database: Database, options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> {
    await migrateToLatest(database.db, infrastructureMigrations, 'schema_migrations');
    return new PostgresEventStore(database, options);
  }

  appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    let json: string[];
    try {
      // Refused here, an append with text the database cannot keep never joins (and fails) a batch.
      json = serializeForAppend(streamId, events);
    } catch (error) {
      return Promise.reject(error);
    }
    if (events.length === 0) return this.checkRevision(streamId, expected);
    if (new Set(events.map((event) => event.eventId)).size < events.length) {
      return Promise.reject(new Error(`Append to ${streamId} names one event id twice`));
    }
    return new Promise((resolve, reject) => {
      this.appendQueue.push({ streamId, events, json, expected, resolve, reject });
      if (this.appendQueue.length === 1 && !this.appending) setImmediate(() => void this.recordAppends());
    });
  }

  /**
   * Group commit: whatever appends queued up while the previous statement ran go together in one
   * `append_to_streams` call (migration 0004), one transaction and one flush to disk. An on-sale rush
   * of orders, each on its own new stream, then costs one round trip per batch instead of per order.
   */
  private async recordAppends(): Promise<void> {
    this.appending = true;
    try {
      while (this.appendQueue.length > 0) await this.recordBatch(this.takeAppendBatch());
    } finally {
      this.appending = false;
    }
  }

  /**
   * One statement for the batch. If the database refuses it for something in the data, the
   * statement stored nothing and the fault lies with some of the appends: each half is recorded on
   * its own, in order, down to the offending append, which alone fails. The others get the answers
   * they would have had in the batch (two appends to one stream still apply in order). Any other
   * failure (a lost connection, a server shutting down) may have stored the batch or not, so every
   * append in it gets that error, as a lone append would.
   */
  private async recordBatch(batch: readonly QueuedAppend[]): Promise<void> {
    let outcomes: (AppendResult | Error)[];
    try {
      outcomes = await this.appendTogether(batch);
    } catch (error) {
      if (!isRefusalOfData(error)) {
        for (const append of batch) append.reject(error);
      } else if (batch.length === 1) {
        const [append] = batch as [QueuedAppend];
        append.reject(new UnstorableEventError(append.streamId, String(error.message), null, null, { cause: error }));
      } else {
        const half = Math.ceil(batch.length / 2);
        await this.recordBatch(batch.slice(0, half));
        await this.recordBatch(batch.slice(half));
      }
      return;
    }
    batch.forEach((append, index) => {
      const outcome = outcomes[index]!;
      if (outcome instanceof Error) append.reject(outcome);
      else append.resolve(outcome);
    });
  }

  /**
   * The queued appends that go together: up to MAX_EVENTS_PER_STATEMENT events, and never one event id
   * twice (a repeat then goes in the next batch, where it finds the first copy stored).
   */
  private takeAppendBatch(): QueuedAppend[] {
    const ids = new Set<string>();
    let events = 0;
    let count = 0;
    for (const append of this.appendQueue) {
      events += append.events.length;
      const repeats = append.events.some((event) => ids.has(event.eventId));
      if (count > 0 && (events > MAX_EVENTS_PER_STATEMENT || repeats)) break;
      for (const event of append.events) ids.add(event.eventId);
      count++;
    }
    return this.appendQueue.splice(0, count);
  }

  /**
   * Appending transactions take turns and the function looks for stored event ids after its turn
   * came, so a repeat of another process's append finds it committed: no unique violation to retry.
   */
  private async appendTogether(batch: readonly QueuedAppend[]): Promise<(AppendResult | Error)[]> {
    const events = `[${batch.flatMap((append) => append.json).join(',')}]`;
    const result = await sql<AppendOutcomeRow>`
      select append_index, outcome, next_revision, last_position from append_to_streams(
        ${batch.map((a) => a.streamId)}::text[],
        ${batch.map((a) => (typeof a.expected === 'bigint' ? a.expected.toString() : a.expected))}::text[],
        ${batch.map((a) => a.events.length)}::int[],
        ${events}::jsonb)`.execute(this.database.db);
    const outcomes: (AppendResult | Error)[] = [];
    for (const row of result.rows) outcomes[row.append_index] = outcomeOf(batch[row.append_index]!, row);
    return outcomes;
  }

  /** An append of no events only checks the expected revision. */
  private checkRevision(streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
    return this.database.db.transaction().execute(async (trx) => {
      const found = await sql<{ revision: bigint | string }>`
        select revision from event_streams where stream_id = ${streamId}`.execute(trx);
      const current = found.rows[0] ? BigInt(found.rows[0].revision) : NO_STREAM;
      assertExpectedRevision(streamId, expected, current);
      return { nextExpectedRevision: current, position: await this.headPositionWithin(trx) };
    });
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    let query = this.database.db
      .withTables<{ event_log: EventRow }>()
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

  private async headPositionWithin(db: Kysely<ReadModelDatabase>): Promise<bigint> {
    const result = await sql<{ position: bigint | string | null }>`
      select max(global_position) as position from event_log
      where transaction_id < pg_snapshot_xmin(pg_current_snapshot())`.execute(db);
    return BigInt(result.rows[0]?.position ?? 0);
  }

  async *subscribeToAll(options: SubscribeOptions = {}): AsyncGenerator<SubscriptionMessage> {
    const { signal } = options;
    let position = options.after ?? 0n;
    let caughtUp = false;
    let lastLiveRead = 0;
    const wakeup = new Wakeup();
    let notifiedAt = 0;
    /** When the last read that moved the position began: a notification before it was for what it read. */
    let advancedByReadAt = 0;
    const unlisten = await this.database.listen(NOTIFY_CHANNEL, () => {
      notifiedAt = Date.now();
      wakeup.wake();
    });
    try {
      while (!signal?.aborted) {
        wakeup.reset();
        const readFrom = position;
        const readAt = Date.now();
        const page = await this.readPage(position, options.eventTypes);
        // Embedded PGlite answers synchronously; without a macrotask break a long catch-up holds the process.
        await new Promise((resolve) => setImmediate(resolve));
        for (const event of page.events) {
          if (signal?.aborted) return;
          yield { kind: 'event', event };
          position = event.globalPosition;
        }
        if (page.passedTo > position) {
          position = page.passedTo;
          yield { kind: 'checkpoint', position };
        }
        if (!page.full) {
          if (!caughtUp) {
            caughtUp = true;
            yield { kind: 'caught-up', position };
          }
          // An append was announced but this read passed nothing: it commits behind an older transaction
          // still running somewhere in the cluster (readers pass only rows older than the oldest one,
          // ADR 0003), so it becomes visible in a moment. Look again shortly rather than at the next
          // poll, or a wake-up would cost up to a whole poll interval (seen: ~1 s instead of ~50 ms).
          if (position !== readFrom) advancedByReadAt = readAt;
          const announcedUnseen =
            position === readFrom && notifiedAt >= advancedByReadAt && Date.now() - notifiedAt < this.pollIntervalMs;
          await wakeup.wait(announcedUnseen ? this.liveReadIntervalMs : this.pollIntervalMs, signal);
          // Appends that follow within a moment are read with this one: in a rush, one read per
          // interval instead of one per append, for every subscriber.
          const pause = Math.max(this.liveReadDelayMs, lastLiveRead + this.liveReadIntervalMs - Date.now());
          if (pause > 0) await delay(pause, signal);
          lastLiveRead = Date.now();
        }
      }
    } finally {
      await unlisten();
    }
  }

  /**
   * The next page of a subscription. Filtered, the server sends only the asked-for types, and
   * `passedTo` says how far the log was looked through: the newest visible position when the page
   * is not full. Appends take turns (migration 0004), so the visible events are always the whole log
   * up to that position, and nothing below it can still appear.
   */
  private async readPage(after: bigint, eventTypes: ReadonlySet<string> | undefined): Promise<SubscriptionPage> {
    if (!eventTypes) {
      const events = await this.readAll({ after, maxCount: this.pageSize });
      return { events, passedTo: events.at(-1)?.globalPosition ?? after, full: events.length === this.pageSize };
    }
    const result = await sql<EventRow & { head: bigint | string | null }>`
      select h.head, e.*
      from (select max(global_position) as head from event_log
            where transaction_id < pg_snapshot_xmin(pg_current_snapshot())) h
      left join lateral (
        select global_position, stream_id, stream_revision, event_id, event_type, event_version, data,
               metadata, recorded_at
        from event_log
        where global_position > ${after} and global_position <= h.head
          and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          and event_type = any(${[...eventTypes]}::text[])
        order by global_position
        limit ${this.pageSize}) e on true`.execute(this.database.db);
    const events = result.rows.filter((row) => row.global_position !== null).map(toRecordedEvent);
    const full = events.length === this.pageSize;
    const head = BigInt(result.rows[0]?.head ?? 0);
    const passedTo = full ? events.at(-1)!.globalPosition : head > after ? head : after;
    return { events, passedTo, full };
  }

  async close(): Promise<void> {
    // The database belongs to whoever opened it; the store holds nothing else.
  }
}

/**
 * The database refused the statement for what it was given (SQLSTATE classes 22 data exception, 23
 * integrity constraint violation, 54 program limit exceeded, such as a too long stream id), not for
 * how it went: the statement stored nothing, and a smaller batch without the offending append
 * succeeds.
 */
function isRefusalOfData(error: unknown): error is Error & { code: string } {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') return false;
  return ['22', '23', '54'].includes(error.code.slice(0, 2));
}

function outcomeOf(append: QueuedAppend, row: AppendOutcomeRow): AppendResult | Error {
  if (row.outcome === 'appended') {
    return { nextExpectedRevision: BigInt(row.next_revision!), position: BigInt(row.last_position!) };
  }
  if (row.outcome === 'wrong_expected_revision') {
    const current = BigInt(row.next_revision!);
    return new WrongExpectedRevisionError(
      append.streamId,
      append.expected,
      current === NO_STREAM ? 'no_stream' : current,
    );
  }
  return new Error(`Append to ${append.streamId} repeats some, but not all, event ids of an earlier append`);
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
