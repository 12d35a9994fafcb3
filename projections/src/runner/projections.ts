/**
 * Everything the shop derives from the log: registers projectors (rebuilding those whose version
 * changed), runs them, reports their lag, rebuilds on demand, and lets queries wait for a position.
 */
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { Database } from '../database/database';
import type { EventStore } from '../eventstore/event-store';
import type { Projector } from '../projectors/projector';
import type { LeasedWork } from './job-lease';
import { activeProjection, checkpointOf } from './projection-store';
import {
  ProjectionRunner,
  type ProjectionRunnerOptions,
  type RunnerLogger,
  type RunnerState,
} from './projection-runner';
import { registerEmptyProjection, rebuildProjections, type RebuildOptions, type RebuildResult } from './rebuild';

export interface ProjectionStatus {
  name: string;
  version: number;
  generation: number;
  position: string;
  head: string;
  lag: number;
  state: RunnerState | 'not-running-here';
  lastError?: string;
}

export interface ProjectionsOptions extends Omit<ProjectionRunnerOptions, 'onCheckpoint'> {
  logger?: RunnerLogger;
}

export class Projections {
  private readonly runners: Map<string, ProjectionRunner>;
  private readonly checkpoints = new EventEmitter();

  constructor(
    private readonly database: Database,
    private readonly store: EventStore,
    readonly projectors: readonly Projector[],
    private readonly options: ProjectionsOptions = {},
  ) {
    this.checkpoints.setMaxListeners(0);
    this.runners = new Map(
      projectors.map((projector) => [
        projector.name,
        new ProjectionRunner(database, store, projector, {
          ...options,
          onCheckpoint: () => this.checkpoints.emit('moved'),
        }),
      ]),
    );
  }

  /**
   * Makes every projector's tables exist at its current version. A new projector starts empty and its
   * runner catches up; one whose version moved is rebuilt before it serves, as its old tables no longer
   * match the code that reads them.
   */
  async initialize(rebuildOptions: RebuildOptions = {}): Promise<void> {
    const changed: Projector[] = [];
    for (const projector of this.projectors) {
      const active = await activeProjection(this.database.db, projector.name);
      if (active?.version === projector.version) continue;
      if (!active) {
        await registerEmptyProjection(this.database, projector);
        continue;
      }
      this.options.logger?.info('projection version changed; rebuilding', {
        projection: projector.name,
        from: active.version,
        to: projector.version,
      });
      changed.push(projector);
    }
    if (changed.length > 0) await rebuildProjections(this.database, this.store, changed, rebuildOptions);
  }

  start(): void {
    for (const runner of this.runners.values()) runner.start();
  }

  async stop(): Promise<void> {
    await Promise.all([...this.runners.values()].map((runner) => runner.stop()));
  }

  /**
   * Each runner as a background job, `projection:<name>`, for JobLeases to run in the one process that
   * holds its lease (instead of `start()`, which runs them all here).
   */
  jobs(): { name: string; work: LeasedWork }[] {
    return [...this.runners.entries()].map(([name, runner]) => ({ name: `projection:${name}`, work: runner }));
  }

  async rebuild(name: string, options: RebuildOptions = {}): Promise<RebuildResult> {
    const [result] = await this.rebuildTogether([name], options);
    return result!;
  }

  /** Rebuilds the named projections in one pass over the log; every name is checked before anything starts. */
  async rebuildTogether(names: readonly string[], options: RebuildOptions = {}): Promise<RebuildResult[]> {
    const known = this.projectors.map((p) => p.name);
    const selected = [...new Set(names)].map((name) => {
      const projector = this.projectors.find((p) => p.name === name);
      if (!projector) throw new UnknownProjectionError(name, known);
      return projector;
    });
    const results = await rebuildProjections(this.database, this.store, selected, options);
    this.checkpoints.emit('moved');
    return results;
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.store.headPosition();
    const statuses: ProjectionStatus[] = [];
    for (const projector of this.projectors) {
      const active = await activeProjection(this.database.db, projector.name);
      const position = active ? await checkpointOf(this.database.db, active.schema) : 0n;
      const runner = this.runners.get(projector.name);
      const running = runner && runner.state !== 'stopped';
      statuses.push({
        name: projector.name,
        version: active?.version ?? projector.version,
        generation: active?.generation ?? 0,
        position: position.toString(),
        head: head.toString(),
        lag: Number(head > position ? head - position : 0n),
        state: running ? runner.state : 'not-running-here',
        ...(running && runner.lastError ? { lastError: runner.lastError } : {}),
      });
    }
    return statuses;
  }

  /** The lowest checkpoint over all live generations: every read model includes the log up to it. */
  async readPosition(): Promise<bigint> {
    const result = await sql<{ position: bigint | string | null }>`
      select min(c.position) as position from projections p
      join projection_checkpoints c on c.schema_name = p.active_schema
      where p.name = any(${this.projectors.map((p) => p.name)}::text[])`.execute(this.database.db);
    return BigInt(result.rows[0]?.position ?? 0);
  }

  /** Resolves true once every read model includes `position`, or false after `timeoutMs`. */
  /**
   * Calls `listener` each time a runner of this process moves a checkpoint, so what is derived from the
   * read models in memory can be dropped at once; answers the unsubscribe.
   */
  onCheckpoint(listener: () => void): () => void {
    this.checkpoints.on('moved', listener);
    return () => this.checkpoints.off('moved', listener);
  }

  async waitForPosition(position: bigint, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if ((await this.readPosition()) >= position) return true;
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      // Another process may run the projectors, so a short poll backs up the in-process signal.
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.checkpoints.off('moved', done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(remaining, 50));
        this.checkpoints.once('moved', done);
      });
    }
  }
}

export class UnknownProjectionError extends Error {
  constructor(name: string, known: readonly string[]) {
    super(`Unknown projection "${name}". Known: ${known.join(', ')}`);
    this.name = 'UnknownProjectionError';
  }
}
