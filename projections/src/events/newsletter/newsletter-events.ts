import { defineEvent, type DomainEvent } from '../event-catalog';
import type { UserLanguage } from '../identity/identity-values';

export const NewsletterSubscriptionRequested = defineEvent('NewsletterSubscriptionRequested');
export const NewsletterSubscriptionConfirmed = defineEvent('NewsletterSubscriptionConfirmed');
export const NewsletterUnsubscribed = defineEvent('NewsletterUnsubscribed');

export const newsletterEventDefinitions = [
  NewsletterSubscriptionRequested,
  NewsletterSubscriptionConfirmed,
  NewsletterUnsubscribed,
];

/** Someone typed an address into the newsletter box; nothing is sent to it until the mail link is opened. */
export type NewsletterSubscriptionRequested = DomainEvent<
  'NewsletterSubscriptionRequested',
  {
    subscriptionId: string;
    email: string;
    language: UserLanguage;
    /** SHA-256 of the confirmation link's secret, and of the unsubscribe link's. */
    confirmTokenHash: string;
    unsubscribeTokenHash: string;
    expiresAt: string;
  }
>;
export type NewsletterSubscriptionConfirmed = DomainEvent<
  'NewsletterSubscriptionConfirmed',
  { subscriptionId: string }
>;
export type NewsletterUnsubscribed = DomainEvent<'NewsletterUnsubscribed', { subscriptionId: string }>;

/** Everything that can happen on a `newsletter-subscription-<id>` stream (one per address). */
export type NewsletterEvent =
  NewsletterSubscriptionRequested | NewsletterSubscriptionConfirmed | NewsletterUnsubscribed;

export const newsletterSubscriptionStreamId = (subscriptionId: string): string =>
  `newsletter-subscription-${subscriptionId}`;
