import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Actor } from '@ticketshop/projections';
import {
  actorOf,
  detailsOf,
  HISTORY_KEYS,
  historyKeyOf,
  MAIL_KINDS,
  orderStoryOf,
  type OrderStoryEvent,
} from './order-story';

const names = { buyerName: 'Ona Žemaitė', users: new Map([['u1', 'Rūta Administratorė']]) };
const admin: Actor = { kind: 'user', userId: 'u1', role: 'admin' };
const system = (name: string): Actor => ({ kind: 'system', name });
let revision = 0;
const event = (
  type: string,
  data: Record<string, unknown>,
  actor: Actor = system('payment-refunds'),
): OrderStoryEvent => ({
  revision: revision++,
  type,
  data: { orderId: 'o1', ...data },
  actor,
  occurredAt: `2026-11-0${Math.min(revision, 9)}T10:00:00.000Z`,
});
const payment = { provider: 'makecommerce', providerTransactionId: 'tx-1', amountCents: 4500, currency: 'EUR' };

describe('an order page from its stream', () => {
  beforeEach(() => {
    revision = 0;
  });

  it('names each entry with a dotted key, one made from the type for events it does not list', () => {
    expect(historyKeyOf('OrderPlaced')).toBe('order.placed');
    expect(historyKeyOf('PaymentRefundRequested')).toBe('order.refund_requested');
    expect(historyKeyOf('OrderSomethingNewHappened')).toBe('order.something_new_happened');
    expect(historyKeyOf('TicketTransferred')).toBe('order.ticket_transferred');
  });

  it('tells the buyer, a provider, an admin by name, another user and the system apart', () => {
    expect(actorOf(system('guest-checkout'), names)).toEqual({
      kind: 'buyer',
      id: null,
      name: 'Ona Žemaitė',
      role: null,
    });
    expect(actorOf(system('payment-provider:paysera'), names)).toEqual({
      kind: 'provider',
      id: null,
      name: 'paysera',
      role: null,
    });
    expect(actorOf(admin, names)).toEqual({ kind: 'admin', id: 'u1', name: 'Rūta Administratorė', role: 'admin' });
    expect(actorOf({ kind: 'user', userId: 'u9', role: 'organizer' }, names)).toEqual({
      kind: 'user',
      id: 'u9',
      name: 'u9',
      role: 'organizer',
    });
    expect(actorOf(system('order-fulfilment'), names)).toMatchObject({ kind: 'system', name: 'order-fulfilment' });
  });

  it('shows plain fields with amounts in euros, never ticket codes or nested data', () => {
    expect(detailsOf({ type: 'PaymentRefundRequested', data: { orderId: 'o1', ...payment, refundId: 'r1' } })).toEqual({
      provider: 'makecommerce',
      provider_transaction_id: 'tx-1',
      amount: 45,
      currency: 'EUR',
      refund_id: 'r1',
    });
    expect(
      detailsOf({
        type: 'TicketsIssued',
        data: { orderId: 'o1', tickets: [{ code: 'SECRET-1' }, { code: 'SECRET-2' }] },
      }),
    ).toEqual({ tickets: 2 });
  });

  it('follows attempts and refunds through sent, failed, retried and refunded, and lists the mails', () => {
    const story = orderStoryOf(
      [
        event('OrderPlaced', { totalCents: 4500, currency: 'EUR', lines: [{ quantity: 2 }] }, system('guest-checkout')),
        event(
          'PaymentInitiated',
          { ...payment, paymentId: 'p1', providerTransactionId: null },
          system('guest-checkout'),
        ),
        event('PaymentFailed', { provider: 'makecommerce', providerTransactionId: null, reason: 'Declined' }),
        event(
          'PaymentInitiated',
          { ...payment, paymentId: 'p2', providerTransactionId: null },
          system('guest-checkout'),
        ),
        event('PaymentSucceeded', payment, system('payment-provider:makecommerce')),
        event('OrderConfirmationSent', { email: 'ona@example.lt' }, system('order-mails')),
        event(
          'PaymentRefundRequested',
          { ...payment, amountCents: 1000, refundId: 'r1', reason: 'admin', note: 'Vėlavo' },
          admin,
        ),
        event('PaymentRefundSent', { refundId: 'r1', providerRefundId: null, awaiting: 'provider' }),
        event('PaymentRefundFailed', { refundId: 'r1', error: 'Insufficient funds', manual: false }),
        event('PaymentRefundRetried', { refundId: 'r1' }, admin),
        event('PaymentRefunded', { refundId: 'r1', providerRefundId: 're-1' }),
        event('RefundNoticeSent', { refundId: 'r1', email: 'ona@example.lt' }, system('order-mails')),
      ],
      names,
    );
    expect(story.payments.map((attempt) => [attempt.result, attempt.reason, attempt.amount])).toEqual([
      ['failed', 'Declined', 45],
      ['paid', null, 45],
    ]);
    expect(story.refunds).toEqual([
      expect.objectContaining({
        id: 'r1',
        amount: 10,
        state: 'refunded',
        note: 'Vėlavo',
        error: null,
        requested_by: expect.objectContaining({ kind: 'admin', name: 'Rūta Administratorė' }),
        refunded_at: expect.any(String),
      }),
    ]);
    expect(story.mails.map((mail) => mail.kind)).toEqual(['confirmation', 'refund_notice']);
    expect(story.history.map((entry) => entry.key)).toEqual([
      'order.placed',
      'order.payment_started',
      'order.payment_failed',
      'order.payment_started',
      'order.paid',
      'order.confirmation_sent',
      'order.refund_requested',
      'order.refund_sent',
      'order.refund_failed',
      'order.refund_retried',
      'order.refunded',
      'order.refund_notice_sent',
    ]);
    expect(story.history[0]).toMatchObject({ position: 0, details: { total: 45, currency: 'EUR', tickets: 2 } });
  });
});

// A key the back-office has no words for shows as the server named it (`BankTransferInstructionsSent`).
describe('the back-office has words for every history entry and mail the story names', () => {
  const screens = readFileSync(
    join(__dirname, '../../../../frontend/src/features/admin-orders/lib/history.ts'),
    'utf8',
  );
  const listed = (name: string) => new RegExp(`(?:export )?const ${name} = \\[([^\\]]*)\\]`).exec(screens)?.[1] ?? '';

  it.each(Object.values(HISTORY_KEYS))('%s', (key) => {
    expect(listed('HISTORY_KEYS')).toContain(`'${key.slice('order.'.length)}'`);
  });

  it.each(Object.values(MAIL_KINDS))('mail %s', (kind) => {
    expect(listed('MAIL_KINDS')).toContain(`'${kind}'`);
  });
});
