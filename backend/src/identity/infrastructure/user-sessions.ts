import { sessionStreamId, userStreamId, type EventStore } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { sessionDecider } from '../domain/session.decider';

/**
 * Ends every session a user signed in with (each sign-in is recorded on the user's stream), except
 * the one asking. Used when the password changes, so a stolen session dies with the old password.
 */
export async function revokeSessionsOf(
  store: EventStore,
  userId: string,
  metadata: CommandMetadata,
  except?: string,
): Promise<void> {
  const history = await store.readStream(userStreamId(userId));
  const sessionIds = history
    .filter((event) => event.type === 'UserLoggedIn')
    .map((event) => String(event.data.sessionId))
    .filter((sessionId) => sessionId !== except);
  for (const sessionId of sessionIds) {
    await decideAndAppend(
      store,
      sessionStreamId(sessionId),
      sessionDecider,
      { type: 'RevokeSession', data: { sessionId, reason: 'password-changed' } },
      metadata,
    );
  }
}
