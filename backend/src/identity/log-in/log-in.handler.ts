import { HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sessionStreamId, userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { ShopSettings } from '../../settings/public-api';
import { decideAndAppend, loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';
import { AccessTokens } from '../auth/access-tokens';
import { LoginThrottle } from '../auth/login-throttle';
import { loadUserResponse } from '../current-user/user.response';
import { sessionDecider } from '../domain/session.decider';
import { userDecider } from '../domain/user.decider';
import { findUserIdByEmail } from '../infrastructure/email-reservations';
import { passwordMatches, spendPasswordCheckTime } from '../infrastructure/passwords';
import { REFRESH_TOKEN_TTL_MS } from '../infrastructure/session-policy';
import { issueToken, newId } from '../../shared/security-tokens';
import { LogInCommand } from './log-in.command';
import type { SignedInSession } from './signed-in-session';

// One answer for an unknown address and a wrong password, so neither can be probed (docs/identity.md, "Sessions").
const invalidCredentials = () =>
  new LocalizedHttpException(HttpStatus.UNAUTHORIZED, {
    lt: 'Neteisingas el. paštas arba slaptažodis',
    en: 'Invalid email or password',
  });

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly throttle: LoginThrottle,
    private readonly accessTokens: AccessTokens,
    private readonly settings: ShopSettings,
  ) {}

  async execute({ email, password, clientAddress, metadata }: LogInCommand): Promise<SignedInSession> {
    await this.throttle.assertAllowed(email, clientAddress);
    const userId = await findUserIdByEmail(this.store, email);
    const { state } = userId
      ? await loadAggregate(this.store, userStreamId(userId), userDecider)
      : { state: userDecider.initialState };
    const matches = state.exists
      ? await passwordMatches(state.passwordHash, password)
      : await spendPasswordCheckTime(password).then(() => false);
    if (!state.exists || !matches) {
      await this.throttle.recordFailure(email, clientAddress);
      throw invalidCredentials();
    }
    await this.throttle.recordSuccess(email, clientAddress);

    const asUser = { ...metadata, actor: { kind: 'user' as const, userId: state.id, role: state.role } };
    const sessionId = newId();
    await decideAndAppend(
      this.store,
      userStreamId(state.id),
      userDecider,
      {
        type: 'RecordLogin',
        data: {
          userId: state.id,
          sessionId,
          requireEmailVerification: this.settings.current().system.requireEmailVerification,
        },
      },
      asUser,
    );
    const refresh = issueToken(sessionId);
    const refreshExpiresAt = new Date(metadata.now.getTime() + REFRESH_TOKEN_TTL_MS);
    await decideAndAppend(
      this.store,
      sessionStreamId(sessionId),
      sessionDecider,
      {
        type: 'StartSession',
        data: { sessionId, userId: state.id, tokenHash: refresh.tokenHash, expiresAt: refreshExpiresAt.toISOString() },
      },
      asUser,
    );
    const user = (await loadUserResponse(this.store, state.id))!;
    return {
      user,
      accessToken: await this.accessTokens.sign(state.id, state.role, sessionId),
      refreshToken: refresh.token,
      refreshExpiresAt,
    };
  }
}
