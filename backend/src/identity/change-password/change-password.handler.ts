import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { decideAndAppend, loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { userErrors } from '../domain/user.errors';
import { IdentityMails } from '../infrastructure/identity-mails';
import { hashPassword, passwordMatches } from '../infrastructure/passwords';
import { UserSessions } from '../infrastructure/user-sessions';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly mails: IdentityMails,
    private readonly sessions: UserSessions,
  ) {}

  async execute({ userId, sessionId, currentPassword, newPassword, metadata }: ChangePasswordCommand) {
    const { state: current } = await loadAggregate(this.store, userStreamId(userId), userDecider);
    if (!current.exists) throw userErrors.notFound();
    if (!(await passwordMatches(current.passwordHash, currentPassword))) throw userErrors.wrongCurrentPassword();
    const { result, state } = await decideAndAppend(
      this.store,
      userStreamId(userId),
      userDecider,
      { type: 'ChangePassword', data: { userId, passwordHash: await hashPassword(newPassword) } },
      metadata,
    );
    // Other devices signed in with the old password are signed out; this one stays.
    await this.sessions.revokeAllOf(userId, metadata, sessionId);
    if (state.exists) {
      await this.mails.sendPasswordChanged(
        { userId, email: state.email, firstName: state.firstName, language: state.language },
        metadata.now,
      );
    }
    return result;
  }
}
