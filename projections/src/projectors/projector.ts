import type { Kysely, Migration } from 'kysely';
import type { RecordedEvent } from '../eventstore/event-store';
import type { ReadModelTables } from './read-model-database';

/**
 * A read model: the tables it owns and how events change them. The runner hands it events in log
 * order, inside the transaction that also moves its checkpoint, with table names resolved to the
 * projection's current generation schema.
 */
export interface Projector {
  /** Stable name, used for the checkpoint and the CLI (`npm run projections -- rebuild <name>`). */
  readonly name: string;
  /** Bumped whenever the projected shape or logic changes: a new version is rebuilt from position 0. */
  readonly version: number;
  /** Tables published as `read_models.<table>` views for the query side. */
  readonly tables: readonly string[];
  /**
   * The event types it projects; the live runner subscribes to these alone. Absent: every event. A
   * projector must ignore the types it does not list, as rebuilds still hand it the whole log.
   */
  readonly eventTypes?: ReadonlySet<string>;
  /**
   * Indexes that serve the read side only, never a query of `project` itself: a rebuild creates them
   * once its new generation is filled rather than keeping them up to date row by row.
   */
  readonly queryIndexes?: readonly string[];
  /** Creates the tables inside the generation schema (table names are schema-less). */
  readonly migrations: Readonly<Record<string, Migration>>;
  /**
   * Applies a batch of events (data already upcast to the current version). Must be harmless for an
   * event it has already applied, so a redelivery never changes the tables.
   */
  project(events: readonly RecordedEvent[], db: Kysely<ReadModelTables>): Promise<void>;
}
