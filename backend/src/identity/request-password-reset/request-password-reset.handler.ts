import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { findUserIdByEmail } from '../infrastructure/email-reservations';
import { IdentityMails } from '../infrastructure/identity-mails';
import { asAccountOwner } from '../infrastructure/self-actor';
import { RESET_TOKEN_TTL_MS } from '../infrastructure/session-policy';
import { issueToken } from '../infrastructure/tokens';
import { RequestPasswordResetCommand } from './request-password-reset.command';

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly mails: IdentityMails,
  ) {}

  async execute({ email, metadata }: RequestPasswordResetCommand): Promise<void> {
    const userId = await findUserIdByEmail(this.store, email);
    if (!userId) return;
    const token = issueToken(userId);
    const { events, state } = await decideAndAppend(
      this.store,
      userStreamId(userId),
      userDecider,
      {
        type: 'RequestPasswordReset',
        data: {
          userId,
          tokenHash: token.tokenHash,
          expiresAt: new Date(metadata.now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
        },
      },
      await asAccountOwner(this.store, userId, metadata),
    );
    if (events.length > 0 && state.exists) {
      this.mails.sendPasswordReset(
        { userId, email: state.email, firstName: state.firstName, language: state.language },
        token.token,
      );
    }
  }
}
