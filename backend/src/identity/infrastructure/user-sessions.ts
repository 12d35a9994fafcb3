import { Inject, Injectable } from '@nestjs/common';
import { sessionStreamId, userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import type { RevokeSession } from '../domain/session.commands';
import { sessionDecider } from '../domain/session.decider';
import { EndedSessions } from './ended-sessions';

/** Ends sessions: in the log, and at once for this process's access-token check. */
@Injectable()
export class UserSessions {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly ended: EndedSessions,
  ) {}

  async revoke(sessionId: string, reason: RevokeSession['data']['reason'], metadata: CommandMetadata): Promise<void> {
    const { events } = await decideAndAppend(
      this.store,
      sessionStreamId(sessionId),
      sessionDecider,
      { type: 'RevokeSession', data: { sessionId, reason } },
      metadata,
    );
    // Only a session that was live is remembered, so made-up ids sent to logout cost no memory.
    if (events.length > 0) this.ended.end(sessionId, metadata.now);
  }

  /**
   * Ends every session a user signed in with (each sign-in is recorded on the user's stream), except
   * the one asking. Used when the password changes, so a stolen session dies with the old password,
   * and when an admin changes the user's role or suspends them, so no refresh token outlives the
   * authority it was issued under.
   */
  async revokeAllOf(
    userId: string,
    metadata: CommandMetadata,
    except?: string,
    reason: RevokeSession['data']['reason'] = 'password-changed',
  ): Promise<void> {
    const history = await this.store.readStream(userStreamId(userId));
    const sessionIds = history
      .filter((event) => event.type === 'UserLoggedIn')
      .map((event) => String(event.data.sessionId))
      .filter((sessionId) => sessionId !== except);
    for (const sessionId of sessionIds) await this.revoke(sessionId, reason, metadata);
  }
}
