import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { handleWithDecider } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';
import { userErrors } from '../domain/user.errors';
import { asAccountOwner } from '../infrastructure/self-actor';
import { readToken } from '../../shared/security-tokens';
import { VerifyEmailCommand } from './verify-email.command';

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ token, metadata }: VerifyEmailCommand) {
    const presented = readToken(token);
    if (!presented) throw userErrors.invalidVerificationToken();
    const asOwner = await asAccountOwner(this.store, presented.id, metadata);
    try {
      return await handleWithDecider(
        this.store,
        userStreamId(presented.id),
        userDecider,
        {
          type: 'VerifyEmail',
          data: { userId: presented.id, tokenHash: presented.tokenHash, now: metadata.now.toISOString() },
        },
        asOwner,
      );
    } catch (error) {
      // An unknown account is just another invalid link to the person holding it.
      if (error instanceof Error && 'code' in error && error.code === 'user.not-found') {
        throw userErrors.invalidVerificationToken();
      }
      throw error;
    }
  }
}
