/**
 * A generated log of many orders whose money moves every way the order decider allows: paid, paid late
 * (accepted, or refused and returned), paid twice (the second returned), refunded in parts or whole,
 * refunds that fail and are retried or stay open. Each order also says what it was paid and what came
 * back, counted from the events alone, so a ledger can be checked against it.
 */
import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../eventstore/event-store';
import { eventCatalog } from '../events/shop-event-catalog';

/** A small seeded generator, so a failing log can be made again. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface GeneratedOrder {
  orderId: string;
  catalogEventId: string;
  currency: 'EUR' | 'USD';
  /** Money the buyer's payments brought in, in cents: the paying one, a late one, duplicates. */
  paidCents: number;
  /** Refunds the provider confirmed, in cents. */
  refundedCents: number;
}

export interface GeneratedLog {
  events: RecordedEvent[];
  orders: GeneratedOrder[];
  catalogEventIds: string[];
}

type Step = [type: string, data: Record<string, unknown>];

const PROVIDERS = ['sandbox', 'makecommerce', 'paysera'] as const;

/** `count` orders over `catalogEvents` events, their events interleaved as many buyers' would be. */
export function generateOrderLog(count: number, seed = 14, catalogEvents = 12): GeneratedLog {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const chance = (p: number) => random() < p;
  const catalogEventIds = Array.from({ length: catalogEvents }, () => randomUUID());
  const stories: Step[][] = [];
  const orders: GeneratedOrder[] = [];

  for (let i = 0; i < count; i++) {
    const orderId = randomUUID();
    const catalogEventId = pick(catalogEventIds);
    const currency = chance(0.85) ? 'EUR' : 'USD';
    const quantity = 1 + Math.floor(random() * 4);
    const unitPriceCents = 500 + Math.floor(random() * 9_500);
    const subtotalCents = quantity * unitPriceCents;
    const discountCents = chance(0.3) ? Math.floor(subtotalCents * pick([0.1, 0.25, 0.5])) : 0;
    const feeCents = chance(0.5) ? Math.round((subtotalCents - discountCents) * 0.025) : 0;
    const totalCents = subtotalCents - discountCents + feeCents;
    const provider = pick(PROVIDERS);
    const payment = (transaction: string) => ({
      provider,
      providerTransactionId: transaction,
      amountCents: totalCents,
      currency,
    });
    const story: Step[] = [
      [
        'OrderPlaced',
        {
          orderId,
          event: {
            catalogEventId,
            name: { lt: 'Renginys', en: 'Event' },
            startsAt: '2027-06-01T16:00:00.000Z',
            venue: { name: 'Arena', address: 'Gatvė 1', city: 'Vilnius' },
          },
          buyer: { email: 'b@example.lt', firstName: 'B', lastName: 'B', phone: '+37060000000' },
          language: 'lt',
          lines: [
            {
              ticketTypeId: randomUUID(),
              name: { lt: 'Bilietas', en: 'Ticket' },
              quantity,
              unitPriceCents,
              discountCents,
            },
          ],
          discountCode: null,
          subtotalCents,
          discountCents,
          feeCents,
          totalCents,
          currency,
          expiresAt: '2026-01-01T00:15:00.000Z',
        },
      ],
    ];
    const generated: GeneratedOrder = { orderId, catalogEventId, currency, paidCents: 0, refundedCents: 0 };
    orders.push(generated);
    stories.push(story);
    let refunds = 0;
    /** A refund asked for, then confirmed, failed (and maybe retried), or left open. */
    const refund = (reason: string, amountCents: number, paid: ReturnType<typeof payment>) => {
      const refundId = `${orderId}:${refunds++}`;
      story.push([
        'PaymentRefundRequested',
        { orderId, refundId, reason, ...paid, amountCents, note: '', notifyCustomer: true, refundRequestId: null },
      ]);
      const outcome = random();
      if (outcome < 0.1) return 'open';
      if (outcome < 0.25) {
        story.push(['PaymentRefundFailed', { orderId, refundId, error: 'declined', manual: false }]);
        if (chance(0.5)) return 'failed';
        story.push(['PaymentRefundRetried', { orderId, refundId }]);
      }
      if (chance(0.3)) {
        story.push(['PaymentRefundSent', { orderId, refundId, providerRefundId: null, awaiting: 'provider' }]);
      }
      story.push(['PaymentRefunded', { orderId, refundId, providerRefundId: `p-${refundId}` }]);
      generated.refundedCents += amountCents;
      return 'refunded';
    };

    const path = random();
    let paying: ReturnType<typeof payment>;
    if (path < 0.1) {
      story.push(['OrderExpired', { orderId }]);
      continue;
    } else if (path < 0.75) {
      paying = payment(`t-${orderId}`);
      story.push([
        'PaymentInitiated',
        { orderId, paymentId: randomUUID(), provider, amountCents: totalCents, currency, providerTransactionId: null },
      ]);
      story.push(['PaymentSucceeded', { orderId, ...paying }]);
      generated.paidCents += totalCents;
    } else {
      const late = payment(`late-${orderId}`);
      story.push(['OrderExpired', { orderId }], ['LatePaymentReceived', { orderId, ...late }]);
      generated.paidCents += totalCents;
      if (chance(0.5)) {
        story.push(['LatePaymentAccepted', { orderId }]);
        paying = late;
      } else {
        story.push(['LatePaymentRejected', { orderId, reason: 'seats-gone' }]);
        refund('seats-gone', totalCents, late);
        continue;
      }
    }
    if (chance(0.1)) {
      const second = payment(`dup-${orderId}`);
      story.push(['DuplicatePaymentReceived', { orderId, ...second }]);
      generated.paidCents += totalCents;
      refund('duplicate-payment', totalCents, second);
    }
    // Admin or event-cancelled refunds, never more than is left: open and confirmed ones both count, a
    // failed one gives its share back.
    let left = totalCents;
    while (left > 0 && chance(0.4)) {
      const amountCents = chance(0.4) ? left : 1 + Math.floor(random() * left);
      if (refund(pick(['admin', 'event-cancelled']), amountCents, paying) !== 'failed') left -= amountCents;
    }
  }

  return { events: interleave(stories, random), orders, catalogEventIds };
}

/** The stories' events in one log: each story in its own order, the stories mixed. */
function interleave(stories: Step[][], random: () => number): RecordedEvent[] {
  const cursors = stories.map(() => 0);
  const open = stories.map((_, index) => index);
  const events: RecordedEvent[] = [];
  // About a year and a half of trading, so reports cross months and years.
  const steps = stories.reduce((sum, story) => sum + story.length, 0);
  const averageStep = (540 * 86_400_000) / steps;
  let time = Date.UTC(2025, 0, 1);
  while (open.length > 0) {
    const slot = Math.floor(random() * open.length);
    const index = open[slot]!;
    const [type, data] = stories[index]![cursors[index]!]!;
    cursors[index]!++;
    if (cursors[index] === stories[index]!.length) open.splice(slot, 1);
    time += Math.floor(random() * 2 * averageStep);
    const position = BigInt(events.length + 1);
    events.push({
      eventId: randomUUID(),
      streamId: `order-${String(data.orderId)}`,
      streamRevision: BigInt(cursors[index]! - 1),
      globalPosition: position,
      type,
      version: eventCatalog.versionOf(type),
      data,
      metadata: {
        actor: { kind: 'system', name: 'generated' },
        correlationId: 'generated',
        causationId: 'generated',
        occurredAt: new Date(time).toISOString(),
      },
      recordedAt: new Date(time),
    });
  }
  return events;
}
