import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { IdentityMails } from '../infrastructure/identity-mails';
import { issueMailLink } from '../infrastructure/mail-link';
import { RESET_TOKEN_TTL_MS } from '../infrastructure/session-policy';
import { RequestPasswordResetCommand } from './request-password-reset.command';

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly mails: IdentityMails,
  ) {}

  async execute({ email, metadata }: RequestPasswordResetCommand): Promise<void> {
    const link = await issueMailLink(this.store, email, 'RequestPasswordReset', RESET_TOKEN_TTL_MS, metadata);
    if (link) await this.mails.sendPasswordReset(link.recipient, link.token);
  }
}
