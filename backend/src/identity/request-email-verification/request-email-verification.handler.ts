import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { IdentityMails } from '../infrastructure/identity-mails';
import { issueMailLink } from '../infrastructure/mail-link';
import { VERIFICATION_TOKEN_TTL_MS } from '../infrastructure/session-policy';
import { RequestEmailVerificationCommand } from './request-email-verification.command';

@CommandHandler(RequestEmailVerificationCommand)
export class RequestEmailVerificationHandler implements ICommandHandler<RequestEmailVerificationCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly mails: IdentityMails,
  ) {}

  async execute({ email, metadata }: RequestEmailVerificationCommand): Promise<void> {
    const link = await issueMailLink(
      this.store,
      email,
      'RequestEmailVerification',
      VERIFICATION_TOKEN_TTL_MS,
      metadata,
    );
    if (link) await this.mails.sendVerification(link.recipient, link.token);
  }
}
