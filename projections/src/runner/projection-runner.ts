/**
 * Keeps one projector's live generation up to date: catches up in batches, then applies each new
 * event as it arrives. Rows and checkpoint move in one transaction; a failure rolls both back and the
 * runner resumes from the last checkpoint, so every event counts exactly once.
 */
import type { Database } from '../database/database';
import type { EventStore, RecordedEvent } from '../eventstore/event-store';
import type { Projector } from '../projectors/projector';
import type { LeaseFence } from './job-lease';
import { activeProjection, applyBatch, checkpointOf } from './projection-store';
import { delay, ResumingLoop } from './resuming-loop';

export type RunnerState = 'starting' | 'catching-up' | 'live' | 'retrying' | 'stopped';

export interface RunnerLogger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export interface ProjectionRunnerOptions {
  batchSize?: number;
  /**
   * Live, at most one transaction per this many milliseconds: the first event after a quiet moment is
   * applied at once, while a rush's events gather into one transaction per interval.
   */
  liveIntervalMs?: number;
  retryDelayMs?: number;
  logger?: RunnerLogger;
  /** Called after every committed batch with the new checkpoint. */
  onCheckpoint?: (name: string, position: bigint) => void;
}

export class ProjectionRunner {
  private readonly loop = new ResumingLoop(
    (signal) => this.follow(signal),
    (error) => {
      this._lastError = error instanceof Error ? error.message : String(error);
      this._state = 'retrying';
      this.options.logger?.error('projection batch failed; resuming from its checkpoint', {
        projection: this.projector.name,
        error: this._lastError,
      });
      return this.retryDelayMs;
    },
  );
  private _state: RunnerState = 'stopped';
  private _position = 0n;
  private _lastError: string | undefined;
  private readonly batchSize: number;
  private readonly liveIntervalMs: number;
  private readonly retryDelayMs: number;
  private lastFlushAt = 0;
  private fence: LeaseFence | undefined;

  constructor(
    private readonly database: Database,
    private readonly store: EventStore,
    readonly projector: Projector,
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.liveIntervalMs = options.liveIntervalMs ?? 100;
    this.retryDelayMs = options.retryDelayMs ?? 1000;
  }

  get state(): RunnerState {
    return this._state;
  }

  get position(): bigint {
    return this._position;
  }

  get lastError(): string | undefined {
    return this._lastError;
  }

  /** Runs the projector; with a `fence`, every batch first confirms that its job lease still holds. */
  start(fence?: LeaseFence): void {
    this.fence = fence;
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    this._state = 'stopped';
  }

  private async follow(signal: AbortSignal): Promise<void> {
    this._state = 'starting';
    const active = await activeProjection(this.database.db, this.projector.name);
    if (!active) throw new Error(`Projection ${this.projector.name} is not registered`);
    this._position = await checkpointOf(this.database.db, active.schema);
    this._state = 'catching-up';
    let batch: RecordedEvent[] = [];
    // How far the subscription has passed: its last event, or beyond it when a filtered subscription
    // passed events this projector does not follow.
    let passedTo = this._position;
    let live = false;
    const messages = this.store
      .subscribeToAll({ after: this._position, signal, eventTypes: this.projector.eventTypes })
      [Symbol.asyncIterator]();
    let next = messages.next();
    for (;;) {
      const result = await next;
      if (result.done) break;
      next = messages.next();
      const message = result.value;
      if (message.kind === 'caught-up') {
        await this.flush(batch, maxOf(passedTo, message.position));
        batch = [];
        live = true;
        this._state = 'live';
        this._lastError = undefined;
        continue;
      }
      if (message.kind === 'event') {
        batch.push(message.event);
        passedTo = maxOf(passedTo, message.event.globalPosition);
      } else {
        passedTo = maxOf(passedTo, message.position);
      }
      if (batch.length >= this.batchSize || (live && (await this.liveBatchEnds(next, signal)))) {
        await this.flush(batch, passedTo);
        batch = [];
      }
    }
  }

  /**
   * Live, a batch ends where the subscription has to wait for the database, once the interval since
   * the last transaction has passed. Within the interval the runner waits without asking for more, so
   * the store reads the log once for the whole wait; what that read brought joins the batch.
   */
  private async liveBatchEnds(next: Promise<unknown>, signal: AbortSignal): Promise<boolean> {
    if (await readyBeforeNextTurn(next)) return false;
    const wait = this.lastFlushAt + this.liveIntervalMs - Date.now();
    if (wait <= 0) return true;
    await delay(wait, signal);
    return !(await readyBeforeNextTurn(next));
  }

  private async flush(events: readonly RecordedEvent[], passedTo: bigint): Promise<void> {
    if (events.length === 0 && passedTo <= this._position) return;
    this.lastFlushAt = Date.now();
    const position = await this.database.db.transaction().execute(async (trx) => {
      // A runner whose lease another process took writes nothing more (job-lease.ts).
      await this.fence?.confirm(trx);
      // The lock makes a rebuild's swap and any second runner of this projector wait their turn.
      const active = await activeProjection(trx, this.projector.name, true);
      if (!active) throw new Error(`Projection ${this.projector.name} is not registered`);
      return applyBatch(trx, this.projector, active, events, passedTo);
    });
    this._position = position;
    this.options.onCheckpoint?.(this.projector.name, position);
    await yieldToEventLoop();
  }
}

function maxOf(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

/** Whether a pending promise settles before the event loop's next turn (without waiting longer). */
async function readyBeforeNextTurn(pending: Promise<unknown>): Promise<boolean> {
  const turn = new Promise<false>((resolve) => setImmediate(() => resolve(false)));
  return Promise.race([pending.then(() => true as const), turn]);
}

/**
 * PGlite runs queries synchronously inside the process, so a long catch-up would otherwise starve
 * HTTP requests and signals until it ends.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
