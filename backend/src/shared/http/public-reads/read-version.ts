import { sql } from 'kysely';
import type { Database } from '@ticketshop/projections';

/**
 * What a cached answer was built from. An answer stays valid exactly as long as its source still
 * hands out the same version object: a new one means the data (or the clock) moved past it.
 */
export interface ReadVersion {
  /** The read model's log position the answer includes; 0 for answers that come from no read model. */
  readonly position: bigint;
}

export interface ReadSource {
  readonly name: string;
  /**
   * The version an answer built now would have. `atLeast` is a position the caller has already seen
   * reached (read-your-writes): the source looks again rather than answer with an older one.
   */
  current(atLeast?: bigint): ReadVersion | Promise<ReadVersion>;
  /** Forgets what it knows, so the next answer is built afresh (clear caches). */
  reset(): void;
}

/** Answers that depend on nothing that changes while the process runs (lookups, configuration). */
export class StaticReadSource implements ReadSource {
  private version: ReadVersion = { position: 0n };

  constructor(readonly name: string) {}

  current(): ReadVersion {
    return this.version;
  }

  reset(): void {
    this.version = { position: 0n };
  }
}

export interface ProjectionReadSourceOptions {
  /** The projection whose read models feed the answers. */
  projection: string;
  /** Reads the projection's checkpoint (projectionCheckpoint). */
  checkpoint(): Promise<bigint>;
  /** How long a checkpoint read stays the shop's knowledge before it is read again; 0: every request. */
  checkEveryMs: number;
  /**
   * The first moment after `now` at which answers change although no event arrives (an event ends, a
   * sale window opens or closes); Infinity when none is ahead.
   */
  nextChangeAfter(now: Date): Promise<number>;
  clock?: () => number;
}

interface ProjectionVersion extends ReadVersion {
  readonly validUntil: number;
}

/**
 * The version of answers read from one projection's read models: its checkpoint, and the time window
 * in which the clock changes nothing. The checkpoint is read again `checkEveryMs` after the last read
 * answered, by one query whatever the number of requests, and requests keep the last version while
 * that read is under way, for one more interval at most: a moved projection is seen within two
 * intervals (or at once by a reader that waited for its own write).
 */
export class ProjectionReadSource implements ReadSource {
  readonly name: string;
  private version: ProjectionVersion | undefined;
  private checkedAt = -Infinity;
  private refreshing: Promise<ProjectionVersion> | undefined;
  /** Counts the moves told by `lookAgain`: a look begun before the last of them may not be trusted. */
  private moves = 0;
  private readonly clock: () => number;

  constructor(private readonly options: ProjectionReadSourceOptions) {
    this.name = options.projection;
    this.clock = options.clock ?? Date.now;
  }

  current(atLeast?: bigint): ReadVersion | Promise<ReadVersion> {
    const now = this.clock();
    const known = this.version;
    const usable =
      known !== undefined && now < known.validUntil && (atLeast === undefined || known.position >= atLeast);
    const age = now - this.checkedAt;
    if (usable && age < this.options.checkEveryMs) return known;
    if (!this.refreshing) {
      const look = this.refresh().finally(() => {
        if (this.refreshing === look) this.refreshing = undefined;
      });
      this.refreshing = look;
      // Whoever needs the outcome awaits it; a look made in the background must not fail unheard.
      look.catch(() => undefined);
    }
    // While the next look is under way the last one still holds, for one more interval at most.
    if (usable && age < 2 * this.options.checkEveryMs) return known;
    return this.refreshing;
  }

  reset(): void {
    this.version = undefined;
    this.lookAgain();
  }

  /**
   * The projection may have moved (its runner in this process said so): the next answer waits for a
   * look begun after now. Unlike `reset`, a look that finds the checkpoint where it was keeps the
   * version, so the cached answers stay valid.
   */
  lookAgain(): void {
    this.moves++;
    this.checkedAt = -Infinity;
    this.refreshing = undefined;
  }

  private async refresh(): Promise<ProjectionVersion> {
    const moves = this.moves;
    const startedAt = this.clock();
    const position = await this.options.checkpoint();
    const known = this.version;
    // The interval counts from the answer, not the question: a database slow to answer would
    // otherwise keep every request waiting for the next look.
    if (known && known.position === position && startedAt < known.validUntil) {
      if (moves === this.moves) this.checkedAt = this.clock();
      return known;
    }
    // Rows read after the checkpoint include at least it; the window is judged from before the reads.
    const validUntil = await this.options.nextChangeAfter(new Date(startedAt));
    const version = { position, validUntil };
    // A look overtaken by a move answers its own caller, but the shop keeps waiting for a newer one.
    if (moves !== this.moves) return version;
    this.version = version;
    this.checkedAt = this.clock();
    return version;
  }
}

/** The checkpoint of a projection's live generation: its read models include the log up to it. */
export async function projectionCheckpoint(database: Database, projection: string): Promise<bigint> {
  const result = await sql<{ position: string | bigint }>`
    select c.position from projections p
    join projection_checkpoints c on c.schema_name = p.active_schema
    where p.name = ${projection}`.execute(database.db);
  return BigInt(result.rows[0]?.position ?? 0);
}
