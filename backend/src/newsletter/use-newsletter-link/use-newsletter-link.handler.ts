import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newsletterSubscriptionStreamId, type EventStore } from '@ticketshop/projections';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { handleWithDecider } from '../../shared/event-sourcing/event-sourced-handler';
import { readToken } from '../../shared/security-tokens';
import { invalidNewsletterLink, subscriptionDecider } from '../domain/subscription.decider';
import { UseNewsletterLinkCommand } from './use-newsletter-link.command';

/** Both mailed links: confirming the subscription and leaving it. */
@CommandHandler(UseNewsletterLinkCommand)
export class UseNewsletterLinkHandler implements ICommandHandler<UseNewsletterLinkCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ link, token, metadata }: UseNewsletterLinkCommand): Promise<CommandResult> {
    const presented = readToken(token);
    if (!presented) throw invalidNewsletterLink();
    const { id: subscriptionId, tokenHash } = presented;
    return handleWithDecider(
      this.store,
      newsletterSubscriptionStreamId(subscriptionId),
      subscriptionDecider,
      link === 'confirm'
        ? { type: 'ConfirmSubscription', data: { subscriptionId, tokenHash, now: metadata.now.toISOString() } }
        : { type: 'Unsubscribe', data: { subscriptionId, tokenHash } },
      metadata,
    );
  }
}
