/**
 * One newsletter subscription per address, double opt-in: requested, confirmed through the mailed
 * link, and ended by the unsubscribe link that every mail carries. Pure: time comes in with commands.
 */
import type { NewsletterEvent, UserLanguage } from '@ticketshop/projections';
import type { Decider } from '../../shared/event-sourcing/decider';
import { DomainError } from '../../shared/event-sourcing/domain-error';

export type SubscriptionState =
  | { status: 'none' }
  | {
      status: 'pending' | 'confirmed' | 'unsubscribed';
      confirmTokenHash: string;
      unsubscribeTokenHash: string;
      expiresAt: string;
    };

export type SubscriptionCommand =
  | {
      type: 'RequestSubscription';
      data: {
        subscriptionId: string;
        email: string;
        language: UserLanguage;
        confirmTokenHash: string;
        unsubscribeTokenHash: string;
        expiresAt: string;
      };
    }
  | { type: 'ConfirmSubscription'; data: { subscriptionId: string; tokenHash: string; now: string } }
  | { type: 'Unsubscribe'; data: { subscriptionId: string; tokenHash: string } };

export const invalidNewsletterLink = () =>
  new DomainError('newsletter.invalid-link', 'invalid', {
    lt: 'Nuoroda negaliojanti arba pasenusi. Užsiprenumeruokite dar kartą.',
    en: 'The link is invalid or has expired. Please subscribe again.',
  });

function decide(command: SubscriptionCommand, state: SubscriptionState): NewsletterEvent[] {
  const { subscriptionId } = command.data;
  switch (command.type) {
    case 'RequestSubscription':
      // A confirmed reader is left alone: no second mail for someone who already gets the letter.
      if (state.status === 'confirmed') return [];
      return [{ type: 'NewsletterSubscriptionRequested', data: command.data }];
    case 'ConfirmSubscription':
      if (state.status === 'none' || state.status === 'unsubscribed') throw invalidNewsletterLink();
      if (state.confirmTokenHash !== command.data.tokenHash) throw invalidNewsletterLink();
      if (state.status === 'confirmed') return [];
      if (Date.parse(command.data.now) > Date.parse(state.expiresAt)) throw invalidNewsletterLink();
      return [{ type: 'NewsletterSubscriptionConfirmed', data: { subscriptionId } }];
    case 'Unsubscribe':
      if (state.status === 'none' || state.unsubscribeTokenHash !== command.data.tokenHash) {
        throw invalidNewsletterLink();
      }
      return state.status === 'unsubscribed' ? [] : [{ type: 'NewsletterUnsubscribed', data: { subscriptionId } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function evolve(state: SubscriptionState, event: NewsletterEvent): SubscriptionState {
  switch (event.type) {
    case 'NewsletterSubscriptionRequested':
      return {
        status: 'pending',
        confirmTokenHash: event.data.confirmTokenHash,
        unsubscribeTokenHash: event.data.unsubscribeTokenHash,
        expiresAt: event.data.expiresAt,
      };
    case 'NewsletterSubscriptionConfirmed':
      return state.status === 'none' ? state : { ...state, status: 'confirmed' };
    case 'NewsletterUnsubscribed':
      return state.status === 'none' ? state : { ...state, status: 'unsubscribed' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const subscriptionDecider: Decider<SubscriptionState, SubscriptionCommand, NewsletterEvent> = {
  decide,
  evolve,
  initialState: { status: 'none' },
};
