import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { CACHES_STREAM_ID, type EventStore, type RecordedEvent } from '@ticketshop/projections';
import { EVENT_STORE } from '../infrastructure/storage/storage.tokens';
import { CacheRegistry } from './cache-registry';
import { eventMetadata, type CommandMetadata } from './event-sourcing/command-metadata';
import { LogFollower } from './event-sourcing/log-follower';
import { RateLimits, type Limit } from './rate-limits/rate-limits';

/**
 * Clearings one admin may ask for per minute. Each is an event kept in the log for ever and empties every
 * process's caches at once, so a script or a stolen session looping on the button must not be able to
 * grow the log and keep every shop reading cold; no one needs more than a few in a row.
 */
const CLEARINGS_PER_MINUTE = 5;
const TOO_MANY_CLEARINGS = {
  lt: 'Per daug talpyklų išvalymų per trumpą laiką',
  en: 'Too many cache clearings in a short time',
};

/**
 * "Clear caches" for the whole shop, not only the process an admin's request reached: the clearing is
 * recorded in the log (`CachesCleared` on the `caches` stream), and every process, following that event
 * type live (LISTEN/NOTIFY on PostgreSQL, a one-second poll behind it), empties its own registered
 * caches when it is recorded. Through the log rather than a bare NOTIFY, so a process whose listening
 * connection was away at that moment still sees it when its subscription resumes, and the clearing is
 * in the audit trail with the admin who asked.
 */
@Injectable()
export class CacheClearings implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('CacheClearings');
  /** Clearings this process recorded and has already done itself. */
  private readonly ownEventIds = new Set<string>();
  private readonly follower: LogFollower;
  private readonly clearingsByActor: Limit;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly caches: CacheRegistry,
    limits: RateLimits,
  ) {
    this.clearingsByActor = limits.limit({ keyPrefix: 'cache-clearings', points: CLEARINGS_PER_MINUTE, duration: 60 });
    this.follower = new LogFollower(store, {
      follows: new Set(['CachesCleared']),
      what: 'cache clearings',
      logger: this.logger,
      onEvent: (event) => this.cleared(event),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    // A process that starts has empty caches: only clearings from now on concern it.
    this.follower.start(await this.store.headPosition());
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.follower.stop();
  }

  /**
   * Records the clearing and empties this process's caches at once; answers their names. Past
   * CLEARINGS_PER_MINUTE of one actor, 429 with Retry-After, and nothing is recorded.
   */
  async clearEverywhere(metadata: CommandMetadata): Promise<{ cleared: string[]; position: bigint }> {
    const { actor } = metadata;
    await this.clearingsByActor.take(actor.kind === 'user' ? actor.userId : actor.name, TOO_MANY_CLEARINGS);
    const eventId = randomUUID();
    this.ownEventIds.add(eventId);
    try {
      const { position } = await this.store.appendToStream(
        CACHES_STREAM_ID,
        [
          {
            eventId,
            type: 'CachesCleared',
            version: 1,
            data: { caches: this.caches.names() },
            metadata: eventMetadata(metadata),
          },
        ],
        { expectedRevision: 'any' },
      );
      return { cleared: await this.caches.clearAll(), position };
    } catch (error) {
      this.ownEventIds.delete(eventId);
      throw error;
    }
  }

  private async cleared(event: RecordedEvent): Promise<void> {
    if (this.ownEventIds.delete(event.eventId)) return;
    const cleared = await this.caches.clearAll();
    this.logger.log({ msg: 'caches cleared, as another process recorded', caches: cleared });
  }
}
