import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newsletterSubscriptionStreamId, normalizeEmail, type EventStore } from '@ticketshop/projections';
import { v5 as uuidv5 } from 'uuid';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { MailDelivery, publicUrl } from '../../mail/public-api';
import type { CommandResult } from '../../shared/event-sourcing/command-result';
import { decideAndAppend } from '../../shared/event-sourcing/event-sourced-handler';
import { issueToken } from '../../shared/security-tokens';
import { subscriptionDecider } from '../domain/subscription.decider';
import { confirmSubscriptionMail } from '../newsletter-mails';
import { SubscribeCommand } from './subscribe.command';

const SUBSCRIPTION_NAMESPACE = '3c0f4f8e-2d7b-4c55-9a8e-6d1f2b3a4c5d';
const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/** One stream per address: its id is derived from the normalized address, which never appears in it. */
const subscriptionIdOf = (email: string): string => uuidv5(normalizeEmail(email), SUBSCRIPTION_NAMESPACE);

@CommandHandler(SubscribeCommand)
export class SubscribeHandler implements ICommandHandler<SubscribeCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly mail: MailDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, language, metadata }: SubscribeCommand): Promise<CommandResult> {
    const subscriptionId = subscriptionIdOf(email);
    const confirm = issueToken(subscriptionId);
    const unsubscribe = issueToken(subscriptionId);
    const { result, events } = await decideAndAppend(
      this.store,
      newsletterSubscriptionStreamId(subscriptionId),
      subscriptionDecider,
      {
        type: 'RequestSubscription',
        data: {
          subscriptionId,
          email: normalizeEmail(email),
          language,
          confirmTokenHash: confirm.tokenHash,
          unsubscribeTokenHash: unsubscribe.tokenHash,
          expiresAt: new Date(metadata.now.getTime() + CONFIRMATION_VALID_MS).toISOString(),
        },
      },
      metadata,
    );
    if (events.length > 0) {
      const link = (path: string, token: string) =>
        publicUrl(this.config, `${path}?token=${encodeURIComponent(token)}`);
      await this.mail.deliver(
        {
          to: normalizeEmail(email),
          ...confirmSubscriptionMail({
            language,
            confirmLink: link('/newsletter/confirm', confirm.token),
            unsubscribeLink: link('/newsletter/unsubscribe', unsubscribe.token),
          }),
        },
        { kind: 'newsletter-confirmation', subscriptionId },
      );
    }
    return result;
  }
}
