import type { NewsletterEvent } from '@ticketshop/projections';
import { refusalCode } from '../../testing/domain-errors';
import { decide, evolve, subscriptionDecider, type SubscriptionCommand } from './subscription.decider';

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

function given(...past: NewsletterEvent[]) {
  const state = past.reduce(evolve, subscriptionDecider.initialState);
  return { when: (command: SubscriptionCommand) => () => decide(command, state) };
}

describe('newsletter subscription decider', () => {
  it('given nothing, when an address subscribes, then the subscription is requested', () => {
    expect(given().when({ type: 'RequestSubscription', data: request })()).toEqual([requested]);
  });

  it('given a pending or ended subscription, when it subscribes again, then a new request (and link) is made', () => {
    expect(given(requested).when({ type: 'RequestSubscription', data: request })()).toEqual([requested]);
    expect(given(requested, confirmed, unsubscribed).when({ type: 'RequestSubscription', data: request })()).toEqual([
      requested,
    ]);
  });

  it('given a confirmed subscription, when it subscribes again, then nothing happens and no mail goes out', () => {
    expect(given(requested, confirmed).when({ type: 'RequestSubscription', data: request })()).toEqual([]);
  });

  it('given a request, when its link is opened, then it is confirmed; opening it again changes nothing', () => {
    expect(given(requested).when(confirm('confirm-1'))()).toEqual([confirmed]);
    expect(given(requested, confirmed).when(confirm('confirm-1'))()).toEqual([]);
  });

  it.each([
    ['a wrong token', given(requested).when(confirm('other'))],
    ['an expired link', given(requested).when(confirm('confirm-1', '2026-12-02T00:00:00.000Z'))],
    ['no subscription', given().when(confirm('confirm-1'))],
    ['an ended subscription', given(requested, confirmed, unsubscribed).when(confirm('confirm-1'))],
  ])('given %s, when confirming, then the link is invalid', (_case, then) => {
    expect(refusalCode(then)).toBe('newsletter.invalid-link');
  });

  it('given a subscription, when the unsubscribe link is opened, then it ends, once', () => {
    expect(given(requested, confirmed).when(unsubscribe('unsubscribe-1'))()).toEqual([unsubscribed]);
    expect(given(requested, confirmed, unsubscribed).when(unsubscribe('unsubscribe-1'))()).toEqual([]);
    expect(refusalCode(given(requested).when(unsubscribe('confirm-1')))).toBe('newsletter.invalid-link');
  });
});
