import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { findUserIdByEmail } from '../infrastructure/email-reservations';
import { IdentityMails } from '../infrastructure/identity-mails';
import { asAccountOwner } from '../infrastructure/self-actor';
import { VERIFICATION_TOKEN_TTL_MS } from '../infrastructure/session-policy';
import { issueToken } from '../infrastructure/tokens';
import { RequestEmailVerificationCommand } from './request-email-verification.command';

@CommandHandler(RequestEmailVerificationCommand)
export class RequestEmailVerificationHandler implements ICommandHandler<RequestEmailVerificationCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly mails: IdentityMails,
  ) {}

  async execute({ email, metadata }: RequestEmailVerificationCommand): Promise<void> {
    const userId = await findUserIdByEmail(this.store, email);
    if (!userId) return;
    const token = issueToken(userId);
    const { events, state } = await decideAndAppend(
      this.store,
      userStreamId(userId),
      userDecider,
      {
        type: 'RequestEmailVerification',
        data: {
          userId,
          tokenHash: token.tokenHash,
          expiresAt: new Date(metadata.now.getTime() + VERIFICATION_TOKEN_TTL_MS).toISOString(),
        },
      },
      await asAccountOwner(this.store, userId, metadata),
    );
    if (events.length > 0 && state.exists) {
      this.mails.sendVerification(
        { userId, email: state.email, firstName: state.firstName, language: state.language },
        token.token,
      );
    }
  }
}
