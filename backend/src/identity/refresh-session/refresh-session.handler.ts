import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sessionStreamId, userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { decideAndAppend, loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { AccessTokens } from '../auth/access-tokens';
import { JWT_SECRET } from '../auth/jwt.strategy';
import { loadUserResponse } from '../current-user/user.response';
import { sessionDecider, sessionErrors } from '../domain/session.decider';
import { userDecider } from '../domain/user.decider';
import { EndedSessions } from '../infrastructure/ended-sessions';
import { REFRESH_TOKEN_TTL_MS } from '../infrastructure/session-policy';
import { readToken } from '../../shared/security-tokens';
import type { SignedInSession } from '../log-in/signed-in-session';
import { RefreshSessionCommand } from './refresh-session.command';
import { successorToken } from './successor-token';

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly accessTokens: AccessTokens,
    private readonly ended: EndedSessions,
    @Inject(JWT_SECRET) private readonly key: string,
  ) {}

  async execute({ refreshToken, metadata }: RefreshSessionCommand): Promise<SignedInSession> {
    const presented = readToken(refreshToken);
    if (!presented) throw sessionErrors.invalid();
    const sessionId = presented.id;
    const { state: session } = await loadAggregate(this.store, sessionStreamId(sessionId), sessionDecider);
    if (session.status === 'none') throw sessionErrors.invalid();
    const { state: user } = await loadAggregate(this.store, userStreamId(session.userId), userDecider);
    if (!user.exists) throw sessionErrors.invalid();

    const asUser = { ...metadata, actor: { kind: 'user' as const, userId: user.id, role: user.role } };
    const next = successorToken(sessionId, presented.tokenHash, this.key);
    const refreshExpiresAt = new Date(metadata.now.getTime() + REFRESH_TOKEN_TTL_MS);
    const { events } = await decideAndAppend(
      this.store,
      sessionStreamId(sessionId),
      sessionDecider,
      {
        type: 'RefreshSession',
        data: {
          sessionId,
          presentedTokenHash: presented.tokenHash,
          newTokenHash: next.tokenHash,
          expiresAt: refreshExpiresAt.toISOString(),
          now: metadata.now.toISOString(),
          userActive: user.status !== 'suspended',
        },
      },
      asUser,
    );
    // A reused token or a suspended account ended the session just now: the caller is signed out, and
    // so is every access token of the session.
    if (events.some((event) => event.type === 'SessionRevoked')) {
      this.ended.end(sessionId, metadata.now);
      throw sessionErrors.invalid();
    }
    return {
      user: (await loadUserResponse(this.store, user.id))!,
      accessToken: await this.accessTokens.sign(user.id, user.role, sessionId),
      refreshToken: next.token,
      refreshExpiresAt,
    };
  }
}
