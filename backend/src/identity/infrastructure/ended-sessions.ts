import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { LogFollower } from '../../shared/event-sourcing/log-follower';
import { ACCESS_TOKEN_TTL_SECONDS } from './session-policy';

/**
 * An access token lives ACCESS_TOKEN_TTL_SECONDS and none is issued for an ended session, so an end
 * older than that (plus a margin for clocks) has no token left to refuse and is forgotten.
 */
const REMEMBER_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + 60_000;

/**
 * The sessions that ended (logout, refresh-token reuse, password change, a suspended user's refresh)
 * recently enough that an access token of theirs may still be unexpired. Every request asks it, so it
 * is a map in memory: fed from the log (every process learns of an end written by any process, within
 * the subscription's pacing) and, in the process that ended a session, at once.
 */
@Injectable()
export class EndedSessions implements OnApplicationBootstrap, BeforeApplicationShutdown {
  /** Session id → when it ended (ms); kept in the order ends became known, roughly by time. */
  private readonly ended = new Map<string, number>();
  private readonly follower: LogFollower;

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {
    this.follower = new LogFollower(store, {
      follows: new Set(['SessionRevoked']),
      what: 'session ends',
      logger: new Logger('EndedSessions'),
      onEvent: (event) => this.remember(String(event.data.sessionId), event.recordedAt.getTime()),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.follower.start(await firstPositionBefore(this.store, new Date(Date.now() - REMEMBER_MS)));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.follower.stop();
  }

  /** Records an end this process just appended, so the very next request is refused. */
  end(sessionId: string, at: Date): void {
    this.remember(sessionId, at.getTime());
  }

  async hasEnded(sessionId: string): Promise<boolean> {
    if (!this.follower.hasCaughtUp) await this.follower.caughtUp;
    return this.ended.has(sessionId);
  }

  private remember(sessionId: string, at: number): void {
    const forgetBefore = Date.now() - REMEMBER_MS;
    for (const [oldest, endedAt] of this.ended) {
      if (endedAt >= forgetBefore) break;
      this.ended.delete(oldest);
    }
    if (at >= forgetBefore && !this.ended.has(sessionId)) this.ended.set(sessionId, at);
  }
}

/**
 * A position to follow the log from so that nothing recorded since `since` is missed, found by
 * bisecting on positions (each probe reads one event) instead of reading the whole log: the last
 * position whose next event was recorded before `since`.
 */
async function firstPositionBefore(store: EventStore, since: Date): Promise<bigint> {
  let low = 0n;
  let high = await store.headPosition();
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    const [next] = await store.readAll({ after: middle, maxCount: 1 });
    if (next && next.recordedAt < since) low = middle;
    else high = middle - 1n;
  }
  return low;
}
