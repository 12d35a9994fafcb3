import type { NewsletterEvent } from '@ticketshop/projections';
import { givenWhenThen } from '../../shared/event-sourcing/given-when-then.spec';
import { subscriptionDecider, type SubscriptionCommand } from './subscription.decider';

const subscriptionId = '7a1b0c1e-1111-4c4c-8d8d-0a0b0c0d0e0f';
const request = {
  subscriptionId,
  email: 'ona@example.lt',
  language: 'lt' as const,
  confirmTokenHash: 'confirm-1',
  unsubscribeTokenHash: 'unsubscribe-1',
  expiresAt: '2026-12-01T00:00:00.000Z',
};
const requested: NewsletterEvent = { type: 'NewsletterSubscriptionRequested', data: request };
const confirmed: NewsletterEvent = { type: 'NewsletterSubscriptionConfirmed', data: { subscriptionId } };
const unsubscribed: NewsletterEvent = { type: 'NewsletterUnsubscribed', data: { subscriptionId } };
const confirm = (tokenHash: string, now = '2026-11-25T00:00:00.000Z'): SubscriptionCommand => ({
  type: 'ConfirmSubscription',
  data: { subscriptionId, tokenHash, now },
});
const unsubscribe = (tokenHash: string): SubscriptionCommand => ({
  type: 'Unsubscribe',
  data: { subscriptionId, tokenHash },
});

const { when, refusal } = givenWhenThen(subscriptionDecider);

describe('newsletter subscription decider', () => {
  it('given nothing, when an address subscribes, then the subscription is requested', () => {
    expect(when([], { type: 'RequestSubscription', data: request })).toEqual([requested]);
  });

  it('given a pending or ended subscription, when it subscribes again, then a new request (and link) is made', () => {
    expect(when([requested], { type: 'RequestSubscription', data: request })).toEqual([requested]);
    expect(when([requested, confirmed, unsubscribed], { type: 'RequestSubscription', data: request })).toEqual([
      requested,
    ]);
  });

  it('given a confirmed subscription, when it subscribes again, then nothing happens and no mail goes out', () => {
    expect(when([requested, confirmed], { type: 'RequestSubscription', data: request })).toEqual([]);
  });

  it('given a request, when its link is opened, then it is confirmed; opening it again changes nothing', () => {
    expect(when([requested], confirm('confirm-1'))).toEqual([confirmed]);
    expect(when([requested, confirmed], confirm('confirm-1'))).toEqual([]);
  });

  it.each<[string, NewsletterEvent[], SubscriptionCommand]>([
    ['a wrong token', [requested], confirm('other')],
    ['an expired link', [requested], confirm('confirm-1', '2026-12-02T00:00:00.000Z')],
    ['no subscription', [], confirm('confirm-1')],
    ['an ended subscription', [requested, confirmed, unsubscribed], confirm('confirm-1')],
  ])('given %s, when confirming, then the link is invalid', (_case, past, command) => {
    expect(refusal(past, command).code).toBe('newsletter.invalid-link');
  });

  it('given a subscription, when the unsubscribe link is opened, then it ends, once', () => {
    expect(when([requested, confirmed], unsubscribe('unsubscribe-1'))).toEqual([unsubscribed]);
    expect(when([requested, confirmed, unsubscribed], unsubscribe('unsubscribe-1'))).toEqual([]);
    expect(refusal([requested], unsubscribe('confirm-1')).code).toBe('newsletter.invalid-link');
  });
});
