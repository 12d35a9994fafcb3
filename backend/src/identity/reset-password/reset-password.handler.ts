import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { userErrors } from '../domain/user.errors';
import { IdentityMails } from '../infrastructure/identity-mails';
import { hashPassword } from '../infrastructure/passwords';
import { asAccountOwner } from '../infrastructure/self-actor';
import { readToken } from '../../shared/security-tokens';
import { UserSessions } from '../infrastructure/user-sessions';
import { ResetPasswordCommand } from './reset-password.command';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly mails: IdentityMails,
    private readonly sessions: UserSessions,
  ) {}

  async execute({ token, password, metadata }: ResetPasswordCommand) {
    const presented = readToken(token);
    if (!presented) throw userErrors.invalidResetToken();
    const asOwner = await asAccountOwner(this.store, presented.id, metadata);
    const passwordHash = await hashPassword(password);
    let outcome;
    try {
      outcome = await decideAndAppend(
        this.store,
        userStreamId(presented.id),
        userDecider,
        {
          type: 'ResetPassword',
          data: { userId: presented.id, tokenHash: presented.tokenHash, passwordHash, now: metadata.now.toISOString() },
        },
        asOwner,
      );
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'user.not-found') {
        throw userErrors.invalidResetToken();
      }
      throw error;
    }
    await this.sessions.revokeAllOf(presented.id, asOwner);
    const { state } = outcome;
    if (state.exists) {
      await this.mails.sendPasswordChanged(
        { userId: state.id, email: state.email, firstName: state.firstName, language: state.language },
        metadata.now,
      );
    }
    return outcome.result;
  }
}
