import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../../eventstore/event-store';
import { eventCatalog } from '../../events/shop-event-catalog';
import { generateOrderLog } from '../../testing/finance-order-log';
import { orderPlacedData, orderLine } from '../../testing/ordering-fixtures';
import { applyOrderEvent, emptyBook, type LedgerEntry, type OrderBook } from './finance-ledger';

/** Applies the log to books kept per order, as the projector does batch by batch. */
function ledgerOf(events: readonly RecordedEvent[]): Map<string, OrderBook> {
  const books = new Map<string, OrderBook>();
  for (const event of events) {
    const orderId = String(event.data.orderId);
    if (!books.has(orderId)) books.set(orderId, emptyBook());
    applyOrderEvent(books.get(orderId)!, event);
  }
  return books;
}

const sum = (entries: readonly LedgerEntry[]) => entries.reduce((total, entry) => total + entry.amount_cents, 0);

let position = 0n;
function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  position += 1n;
  return {
    eventId: randomUUID(),
    streamId: `order-${String(data.orderId)}`,
    streamRevision: 0n,
    globalPosition: position,
    type,
    version: eventCatalog.versionOf(type),
    data,
    metadata: {
      actor: { kind: 'system', name: 'test' },
      correlationId: 'c',
      causationId: 'c',
      occurredAt: '2026-11-20T10:00:00.000Z',
    },
    recordedAt: new Date('2026-11-20T10:00:00.000Z'),
  };
}

describe('finance ledger', () => {
  const orderId = randomUUID();
  const catalogEventId = randomUUID();
  const placed = orderPlacedData(
    orderId,
    catalogEventId,
    [orderLine(randomUUID(), { quantity: 2, discountCents: 500 })],
    {
      feeCents: 113,
    },
  );
  const payment = { provider: 'sandbox', providerTransactionId: 't1', amountCents: placed.totalCents, currency: 'EUR' };
  const refundRequested = (refundId: string, amountCents: number, reason = 'admin', paid = payment) =>
    recorded('PaymentRefundRequested', {
      orderId,
      refundId,
      reason,
      ...paid,
      amountCents,
      note: '',
      notifyCustomer: true,
      refundRequestId: null,
    });

  it('given a paid order, then a sale, its discount and its fee sum to what was paid, pointing at the payment', () => {
    const orderPlaced = recorded('OrderPlaced', placed);
    const succeeded = recorded('PaymentSucceeded', { orderId, ...payment });
    const book = ledgerOf([orderPlaced, succeeded]).get(orderId)!;
    expect(
      book.entries.map(({ kind, amount_cents, tickets, orders }) => ({ kind, amount_cents, tickets, orders })),
    ).toEqual([
      { kind: 'sale', amount_cents: 5000, tickets: 2, orders: 1 },
      { kind: 'discount', amount_cents: -500, tickets: 0, orders: 0 },
      { kind: 'payment_fee', amount_cents: 113, tickets: 0, orders: 0 },
    ]);
    expect(sum(book.entries)).toBe(placed.totalCents);
    expect(book.entries.every((entry) => entry.position === succeeded.globalPosition)).toBe(true);
    expect(book.entries[0]).toMatchObject({
      event_id: succeeded.eventId,
      provider: 'sandbox',
      currency: 'EUR',
      catalog_event_id: catalogEventId,
    });
  });

  it('given a refund asked for, then nothing is entered until the provider confirms it; a failed one never', () => {
    const events = [
      recorded('OrderPlaced', placed),
      recorded('PaymentSucceeded', { orderId, ...payment }),
      refundRequested('r1', 1000),
      refundRequested('r2', 700),
      recorded('PaymentRefundFailed', { orderId, refundId: 'r2', error: 'declined', manual: false }),
    ];
    expect(
      ledgerOf(events)
        .get(orderId)!
        .entries.map((entry) => entry.kind),
    ).toEqual(['sale', 'discount', 'payment_fee']);
    const refunded = recorded('PaymentRefunded', { orderId, refundId: 'r1', providerRefundId: null });
    const entries = ledgerOf([...events, refunded]).get(orderId)!.entries;
    expect(entries.at(-1)).toMatchObject({
      kind: 'refund',
      amount_cents: -1000,
      tickets: 0,
      position: refunded.globalPosition,
    });
  });

  it('given refunds that together return the whole payment, then the last one gives the tickets back', () => {
    const book = ledgerOf([
      recorded('OrderPlaced', placed),
      recorded('PaymentSucceeded', { orderId, ...payment }),
      refundRequested('r1', 1000),
      recorded('PaymentRefunded', { orderId, refundId: 'r1', providerRefundId: null }),
      refundRequested('r2', placed.totalCents - 1000, 'event-cancelled'),
      recorded('PaymentRefunded', { orderId, refundId: 'r2', providerRefundId: null }),
    ]).get(orderId)!;
    expect(book.entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.tickets)).toEqual([0, -2]);
    expect(sum(book.entries)).toBe(0);
    expect(book.entries.reduce((total, entry) => total + entry.tickets, 0)).toBe(0);
  });

  it('given a late payment accepted, then it is a sale; refused, then it is held and returned', () => {
    const late = { ...payment, providerTransactionId: 'late' };
    const accepted = ledgerOf([
      recorded('OrderPlaced', placed),
      recorded('OrderExpired', { orderId }),
      recorded('LatePaymentReceived', { orderId, ...late }),
      recorded('LatePaymentAccepted', { orderId }),
    ]).get(orderId)!;
    expect(accepted.entries.map((entry) => entry.kind)).toEqual(['sale', 'discount', 'payment_fee']);

    const refused = ledgerOf([
      recorded('OrderPlaced', placed),
      recorded('OrderExpired', { orderId }),
      recorded('LatePaymentReceived', { orderId, ...late }),
      recorded('LatePaymentRejected', { orderId, reason: 'seats-gone' }),
      refundRequested('r1', placed.totalCents, 'seats-gone', late),
      recorded('PaymentRefunded', { orderId, refundId: 'r1', providerRefundId: null }),
    ]).get(orderId)!;
    expect(refused.entries.map(({ kind, amount_cents }) => ({ kind, amount_cents }))).toEqual([
      { kind: 'late_payment', amount_cents: placed.totalCents },
      { kind: 'late_payment_refund', amount_cents: -placed.totalCents },
    ]);
  });

  it('given a second payment, then it is held and returned, and the order keeps its tickets', () => {
    const second = { ...payment, providerTransactionId: 't2' };
    const book = ledgerOf([
      recorded('OrderPlaced', placed),
      recorded('PaymentSucceeded', { orderId, ...payment }),
      recorded('DuplicatePaymentReceived', { orderId, ...second }),
      refundRequested('d1', placed.totalCents, 'duplicate-payment', second),
      recorded('PaymentRefunded', { orderId, refundId: 'd1', providerRefundId: null }),
    ]).get(orderId)!;
    expect(book.entries.slice(3).map(({ kind, amount_cents, tickets }) => ({ kind, amount_cents, tickets }))).toEqual([
      { kind: 'duplicate_payment', amount_cents: placed.totalCents, tickets: 0 },
      { kind: 'duplicate_payment_refund', amount_cents: -placed.totalCents, tickets: 0 },
    ]);
    expect(sum(book.entries)).toBe(placed.totalCents);
  });

  it('given every event delivered twice, then the ledger is that of one delivery', () => {
    const events = [
      recorded('OrderPlaced', placed),
      recorded('PaymentSucceeded', { orderId, ...payment }),
      refundRequested('r1', 1000),
      recorded('PaymentRefunded', { orderId, refundId: 'r1', providerRefundId: null }),
    ];
    const once = ledgerOf(events).get(orderId)!.entries;
    const twice = ledgerOf(events.flatMap((event) => [event, event])).get(orderId)!.entries;
    expect(twice).toEqual(once);
  });

  it('given a generated log of thousands of orders, then each order’s entries sum to what it was paid less what came back', () => {
    const log = generateOrderLog(5_000, 2026);
    const books = ledgerOf(log.events);
    const kinds = new Set<string>();
    const wrong: string[] = [];
    for (const order of log.orders) {
      const entries = books.get(order.orderId)!.entries;
      for (const entry of entries) kinds.add(entry.kind);
      const expected = order.paidCents - order.refundedCents;
      if (sum(entries) !== expected) wrong.push(`${order.orderId}: ${sum(entries)} ≠ ${expected}`);
      if (entries.some((entry) => entry.currency !== order.currency)) wrong.push(`${order.orderId}: currency`);
    }
    expect(wrong).toEqual([]);
    // The log really exercised every kind of money movement.
    expect([...kinds].sort()).toEqual([
      'discount',
      'duplicate_payment',
      'duplicate_payment_refund',
      'late_payment',
      'late_payment_refund',
      'payment_fee',
      'refund',
      'sale',
    ]);
  });
});
