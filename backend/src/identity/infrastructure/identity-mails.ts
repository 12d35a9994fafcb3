import { Inject, Injectable } from '@nestjs/common';
import type { UserLanguage } from '@ticketshop/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MailDelivery, publicUrl } from '../../mail/public-api';
import { ShopSettings } from '../../settings/public-api';
import {
  passwordChangedMail,
  passwordResetMail,
  registrationAttemptMail,
  verificationMail,
} from '../mails/identity-mails';
import { RESET_TOKEN_TTL_MS } from './session-policy';

export interface MailRecipient {
  userId: string;
  email: string;
  firstName: string;
  language: UserLanguage;
}

/**
 * The identity mails, kept in the mail outbox before the request answers (so "check your inbox" holds
 * through a mail server outage of days) and sent in the background, so a slow mail server never holds
 * a request.
 */
@Injectable()
export class IdentityMails {
  constructor(
    private readonly delivery: MailDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: ShopSettings,
  ) {}

  sendVerification(to: MailRecipient, token: string): Promise<void> {
    const link = publicUrl(this.config, `/verify-email?token=${encodeURIComponent(token)}`);
    return this.delivery.deliver(
      { to: to.email, ...verificationMail({ language: to.language, firstName: to.firstName, link }) },
      { kind: 'email-verification', userId: to.userId },
    );
  }

  sendPasswordReset(to: MailRecipient, token: string): Promise<void> {
    const link = publicUrl(this.config, `/reset-password?token=${encodeURIComponent(token)}`);
    return this.delivery.deliver(
      {
        to: to.email,
        ...passwordResetMail({
          language: to.language,
          firstName: to.firstName,
          link,
          expiresInMinutes: RESET_TOKEN_TTL_MS / 60_000,
        }),
      },
      { kind: 'password-reset', userId: to.userId },
    );
  }

  /** Someone registered with `to`'s address again: the owner hears of it, the registrant does not. */
  sendRegistrationAttempt(to: MailRecipient): Promise<void> {
    return this.delivery.deliver(
      {
        to: to.email,
        ...registrationAttemptMail({
          language: to.language,
          firstName: to.firstName,
          loginLink: publicUrl(this.config, '/login'),
          resetLink: publicUrl(this.config, '/forgot-password'),
        }),
      },
      { kind: 'registration-attempt', userId: to.userId },
    );
  }

  sendPasswordChanged(to: MailRecipient, when: Date): Promise<void> {
    return this.delivery.deliver(
      {
        to: to.email,
        ...passwordChangedMail({
          language: to.language,
          firstName: to.firstName,
          when,
          timeZone: this.settings.current().system.timezone,
        }),
      },
      { kind: 'password-changed', userId: to.userId },
    );
  }
}
