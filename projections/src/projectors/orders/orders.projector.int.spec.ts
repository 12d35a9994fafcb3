import { randomUUID } from 'node:crypto';
import type { EventToAppend, RecordedEvent } from '../../eventstore/event-store';
import { PostgresEventStore } from '../../eventstore/postgres-event-store';
import {
  applyBatch,
  digestOf,
  prepareGeneration,
  publishGeneration,
  inGeneration,
} from '../../runner/projection-store';
import { publishedCatalogEvent } from '../../testing/catalog-fixtures';
import { orderingEvent, orderLine, orderPlacedData } from '../../testing/ordering-fixtures';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { catalogProjector } from '../catalog/catalog.projector';
import type { Projector } from '../projector';
import { ordersProjector } from './orders.projector';

const projectors: Projector[] = [catalogProjector, ordersProjector];
const byAdminNote = 'Vėlavo renginio pradžia';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString();

/** Stored events as the log would deliver them, in this order, without going through a store. */
function recorded(events: [streamId: string, event: EventToAppend][]): RecordedEvent[] {
  const revisions = new Map<string, bigint>();
  return events.map(([streamId, event], i) => {
    const revision = revisions.get(streamId) ?? 0n;
    revisions.set(streamId, revision + 1n);
    return {
      ...event,
      streamId,
      streamRevision: revision,
      globalPosition: BigInt(i + 1),
      recordedAt: new Date('2026-11-01T10:00:00Z'),
    };
  });
}

interface Story {
  catalogEventId: string;
  standard: string;
  vip: string;
  discountCodeId: string;
  /** Paid after a cancelled attempt, tickets issued, one admitted, a duplicate payment refunded. */
  paid: string;
  /** Never paid: expired and its seats released. */
  expired: string;
  /** Paid after expiry when the seats were gone: cancelled and refunded. */
  rejected: string;
  /** Paid after expiry while seats were left: sold again and completed. */
  accepted: string;
  /** Placed, seats still held. */
  holding: string;
  events: RecordedEvent[];
}

function story(): Story {
  const catalogEventId = randomUUID();
  const catalog = publishedCatalogEvent(catalogEventId, {}, [{ priceCents: 2500 }, { priceCents: 6000 }]);
  const [standard, vip] = catalog
    .filter((event) => event.type === 'TicketTypeAdded')
    .map((event) => String(event.data.ticketTypeId)) as [string, string];
  const discountCodeId = randomUUID();
  const [paid, expired, rejected, accepted, holding] = [1, 2, 3, 4, 5].map(() => randomUUID()) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const inventory = `seat-inventory-${catalogEventId}`;
  const seats = (type: string, data: Record<string, unknown>, minute: number): [string, EventToAppend] => [
    inventory,
    orderingEvent(type, { catalogEventId, ...data }, at(minute)),
  ];
  const order = (orderId: string, type: string, data: Record<string, unknown>, minute: number) =>
    [`order-${orderId}`, orderingEvent(type, { orderId, ...data }, at(minute))] as [string, EventToAppend];
  const payment = (amountCents: number, transaction: string) => ({
    provider: 'sandbox',
    providerTransactionId: transaction,
    amountCents,
    currency: 'EUR',
  });

  const paidLines = [
    orderLine(standard, { quantity: 2, discountCents: 500 }),
    orderLine(vip, { unitPriceCents: 6000 }),
  ];
  const paidOrder = orderPlacedData(paid, catalogEventId, paidLines, {
    discountCode: { discountCodeId, code: 'RUDUO' },
    feeCents: 100,
  });
  const attempt = (minute: number) =>
    order(
      paid,
      'PaymentInitiated',
      {
        paymentId: randomUUID(),
        provider: 'makecommerce',
        amountCents: paidOrder.totalCents,
        currency: 'EUR',
        providerTransactionId: null,
      },
      minute,
    );
  const ticketIds = [randomUUID(), randomUUID(), randomUUID()] as const;
  const duplicateRefund = randomUUID();
  const rejectedRefund = randomUUID();
  const partRefund = randomUUID();
  const automatic = { note: '', notifyCustomer: true, refundRequestId: null };
  const byAdmin = { note: byAdminNote, notifyCustomer: false, refundRequestId: null };
  const refusedRefund = randomUUID();

  const events = recorded([
    ...catalog.map((event): [string, EventToAppend] => [`catalog-event-${catalogEventId}`, event]),
    [
      `catalog-event-${catalogEventId}`,
      orderingEvent('DiscountCodeCreated', {
        catalogEventId,
        discountCodeId,
        details: {
          code: 'RUDUO',
          discountType: 'fixed',
          amount: 250,
          currency: 'EUR',
          validFrom: '2026-01-01T00:00:00.000Z',
          validUntil: '2027-02-01T00:00:00.000Z',
          usageLimit: 10,
          ticketTypeIds: [standard],
          isActive: true,
        },
      }),
    ],
    seats('SeatCapacitySet', { ticketTypeId: standard, capacity: 100 }, 0),
    seats('SeatCapacitySet', { ticketTypeId: vip, capacity: 100 }, 0),

    // The paid order.
    seats(
      'SeatsReserved',
      {
        orderId: paid,
        lines: [
          { ticketTypeId: standard, quantity: 2 },
          { ticketTypeId: vip, quantity: 1 },
        ],
        discountCodeId,
        expiresAt: at(16),
      },
      1,
    ),
    order(paid, 'OrderPlaced', { ...paidOrder, expiresAt: at(16) }, 1),
    attempt(2),
    order(paid, 'PaymentCancelled', { provider: 'makecommerce', providerTransactionId: null }, 3),
    attempt(4),
    order(paid, 'PaymentSucceeded', payment(paidOrder.totalCents, 'tx-paid'), 5),
    seats(
      'SeatsSold',
      {
        orderId: paid,
        lines: [
          { ticketTypeId: standard, quantity: 2, revenueCents: 4500 },
          { ticketTypeId: vip, quantity: 1, revenueCents: 6000 },
        ],
        discountCodeId,
        wasHeld: true,
      },
      5,
    ),
    order(
      paid,
      'TicketsIssued',
      {
        tickets: [
          { ticketId: ticketIds[0], code: `A-${paid}`, ticketTypeId: standard, holderName: 'Ona Onaitė' },
          { ticketId: ticketIds[1], code: `B-${paid}`, ticketTypeId: standard, holderName: 'Ona Onaitė' },
          { ticketId: ticketIds[2], code: `C-${paid}`, ticketTypeId: vip, holderName: 'Ona Onaitė' },
        ],
      },
      6,
    ),
    order(paid, 'OrderConfirmationSent', { email: 'ona@example.lt' }, 7),
    order(paid, 'DuplicatePaymentReceived', payment(paidOrder.totalCents, 'tx-again'), 8),
    order(
      paid,
      'PaymentRefundRequested',
      {
        ...payment(paidOrder.totalCents, 'tx-again'),
        refundId: duplicateRefund,
        reason: 'duplicate-payment',
        ...automatic,
      },
      8,
    ),
    order(paid, 'PaymentRefunded', { refundId: duplicateRefund, providerRefundId: 're-1' }, 9),

    // The expired order.
    seats(
      'SeatsReserved',
      { orderId: expired, lines: [{ ticketTypeId: standard, quantity: 1 }], discountCodeId: null, expiresAt: at(20) },
      5,
    ),
    order(
      expired,
      'OrderPlaced',
      orderPlacedData(expired, catalogEventId, [orderLine(standard)], { expiresAt: at(20) }),
      5,
    ),
    order(expired, 'OrderExpired', {}, 20),
    seats(
      'SeatsReleased',
      {
        orderId: expired,
        lines: [{ ticketTypeId: standard, quantity: 1 }],
        discountCodeId: null,
        reason: 'order-expired',
      },
      20,
    ),

    // The late payment rejected.
    seats(
      'SeatsReserved',
      { orderId: rejected, lines: [{ ticketTypeId: vip, quantity: 1 }], discountCodeId: null, expiresAt: at(21) },
      6,
    ),
    order(
      rejected,
      'OrderPlaced',
      orderPlacedData(rejected, catalogEventId, [orderLine(vip, { unitPriceCents: 6000 })], { expiresAt: at(21) }),
      6,
    ),
    order(rejected, 'OrderExpired', {}, 21),
    seats(
      'SeatsReleased',
      { orderId: rejected, lines: [{ ticketTypeId: vip, quantity: 1 }], discountCodeId: null, reason: 'order-expired' },
      21,
    ),
    order(rejected, 'LatePaymentReceived', payment(6000, 'tx-late'), 25),
    order(rejected, 'LatePaymentRejected', { reason: 'seats-gone' }, 25),
    order(
      rejected,
      'PaymentRefundRequested',
      { ...payment(6000, 'tx-late'), refundId: rejectedRefund, reason: 'seats-gone', ...automatic },
      25,
    ),
    order(rejected, 'PaymentRefunded', { refundId: rejectedRefund, providerRefundId: 're-2' }, 26),
    order(rejected, 'RefundNoticeSent', { refundId: rejectedRefund, email: 'ona@example.lt' }, 26),

    // The late payment accepted.
    seats(
      'SeatsReserved',
      { orderId: accepted, lines: [{ ticketTypeId: vip, quantity: 1 }], discountCodeId: null, expiresAt: at(22) },
      7,
    ),
    order(
      accepted,
      'OrderPlaced',
      orderPlacedData(accepted, catalogEventId, [orderLine(vip, { unitPriceCents: 6000 })], { expiresAt: at(22) }),
      7,
    ),
    order(accepted, 'OrderExpired', {}, 22),
    seats(
      'SeatsReleased',
      { orderId: accepted, lines: [{ ticketTypeId: vip, quantity: 1 }], discountCodeId: null, reason: 'order-expired' },
      22,
    ),
    order(accepted, 'LatePaymentReceived', payment(6000, 'tx-late-ok'), 27),
    seats(
      'SeatsSold',
      {
        orderId: accepted,
        lines: [{ ticketTypeId: vip, quantity: 1, revenueCents: 6000 }],
        discountCodeId: null,
        wasHeld: false,
      },
      27,
    ),
    order(accepted, 'LatePaymentAccepted', {}, 28),
    order(
      accepted,
      'PaymentRefundRequested',
      { ...payment(1000, 'tx-late-ok'), refundId: partRefund, reason: 'admin', ...byAdmin },
      30,
    ),
    order(accepted, 'PaymentRefunded', { refundId: partRefund, providerRefundId: 're-3' }, 31),
    order(
      accepted,
      'PaymentRefundRequested',
      { ...payment(2000, 'tx-late-ok'), refundId: refusedRefund, reason: 'admin', ...byAdmin },
      32,
    ),
    order(accepted, 'PaymentRefundFailed', { refundId: refusedRefund, error: 'Card expired', manual: false }, 33),

    // Still holding its seats.
    seats(
      'SeatsReserved',
      { orderId: holding, lines: [{ ticketTypeId: standard, quantity: 3 }], discountCodeId: null, expiresAt: at(45) },
      30,
    ),
    order(
      holding,
      'OrderPlaced',
      orderPlacedData(holding, catalogEventId, [orderLine(standard, { quantity: 3 })], { expiresAt: at(45) }),
      30,
    ),

    // The admission comes last, on the day.
    order(paid, 'TicketAdmitted', { ticketId: ticketIds[0], admittedAt: '2027-06-01T15:30:00.000Z' }, 40),

    // The refused refund is retried and sent: its call is recorded, its answer lost and the refund left
    // uncertain, until the call's own answer comes late; then the event is cancelled.
    order(accepted, 'PaymentRefundRetried', { refundId: refusedRefund }, 41),
    order(
      accepted,
      'PaymentRefundAttempted',
      { refundId: refusedRefund, attemptId: 'attempt-1', reference: 'ref 0a0b0c0d', attemptedAt: at(41) },
      41,
    ),
    order(accepted, 'PaymentRefundUncertain', { refundId: refusedRefund, attemptId: 'attempt-1', reason: 'x' }, 42),
    order(
      accepted,
      'PaymentRefundSent',
      { refundId: refusedRefund, providerRefundId: 're-4', awaiting: 'provider' },
      42,
    ),
    order(paid, 'OrderEventCancelled', {}, 43),
  ]);
  return { catalogEventId, standard, vip, discountCodeId, paid, expired, rejected, accepted, holding, events };
}

describe('orders projector (with the catalog sales figures)', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
    await PostgresEventStore.create(database);
  });
  afterEach(() => database.dispose());

  async function project(batches: RecordedEvent[][]): Promise<string> {
    const digests: string[] = [];
    for (const projector of projectors) {
      const schema = await prepareGeneration(database, projector, 1);
      await database.db.transaction().execute((trx) => publishGeneration(trx, projector, schema));
      for (const batch of batches) {
        // Straight to the projector, past the checkpoint, as a redelivery before the checkpoint check would be.
        await database.db.transaction().execute((trx) => projector.project(batch, inGeneration(trx, schema)));
      }
      digests.push(await digestOf(database.db, projector));
    }
    return digests.join(';');
  }

  it('given every event delivered twice, then the tables equal those of a single delivery', async () => {
    const { events } = story();
    const once = await project([events]);
    await database.dispose();
    database = await createTestDatabase();
    await PostgresEventStore.create(database);

    const twice = await project([
      events.flatMap((e) => [e, e]),
      events,
      events.slice(0, 12),
      events.slice(20, 30).flatMap((e) => [e, e]),
    ]);

    expect(once).toMatch(/orders:5:.*order_tickets:3:.*seat_reservations:5:/);
    expect(twice).toBe(once);
  });

  it('given one event per batch, as when live, then the tables equal those of one batch', async () => {
    const { events } = story();
    const once = await project([events]);
    await database.dispose();
    database = await createTestDatabase();
    await PostgresEventStore.create(database);

    expect(await project(events.map((event) => [event]))).toBe(once);
  });

  it('given a story of orders, then each row shows what happened to it', async () => {
    const s = story();
    await project([s.events]);
    const orders = new Map(
      (await database.db.selectFrom('read_models.orders').selectAll().execute()).map((row) => [row.id as string, row]),
    );
    const time = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

    const paid = orders.get(s.paid)!;
    expect(paid).toMatchObject({
      number: s.paid.slice(-8).toUpperCase(),
      catalog_event_id: s.catalogEventId,
      status: 'completed',
      payment_status: 'paid',
      buyer_email: ' Ona@Example.LT ',
      buyer_email_normalized: 'ona@example.lt',
      buyer_name: 'Ona Onaitė',
      buyer_phone: '+37060000000',
      language: 'lt',
      discount_code_id: s.discountCodeId,
      tickets_count: 3,
      subtotal_cents: 11000,
      discount_cents: 500,
      fee_cents: 100,
      total_cents: 10600,
      currency: 'EUR',
      payment_provider: 'sandbox',
      paid_cents: 10600,
      // The duplicate payment's refund gave back the second payment: the order's own is intact.
      refunded_cents: 0,
      refundable_cents: 10600,
      refund_summary: 'none',
      admin_status: 'completed',
      event_cancelled: true,
      search_text: `${s.paid.slice(-8)} ona onaitė ona@example.lt +37060000000`,
      phone_digits: '37060000000',
      document: expect.objectContaining({
        orderId: s.paid,
        discountCode: { discountCodeId: s.discountCodeId, code: 'RUDUO' },
      }),
    });
    expect(
      [paid.created_at, paid.expires_at, paid.paid_at, paid.tickets_issued_at, paid.confirmation_sent_at].map(time),
    ).toEqual([at(1), at(16), at(5), at(6), at(7)]);

    expect(orders.get(s.expired)).toMatchObject({
      status: 'expired',
      admin_status: 'cancelled',
      payment_status: 'pending',
      paid_at: null,
    });
    expect(orders.get(s.rejected)).toMatchObject({
      status: 'cancelled',
      admin_status: 'refunded',
      payment_status: 'refunded',
      refunded_cents: 6000,
      refundable_cents: 0,
      refund_summary: 'refunded',
      refunds: [
        expect.objectContaining({ reason: 'seats-gone', amountCents: 6000, state: 'refunded', refundedAt: at(26) }),
      ],
    });
    // One part refunded, one refused by the provider, retried and with it again: 60 € paid, 10 € back, 20 € on the way.
    expect(orders.get(s.accepted)).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
      admin_status: 'completed',
      paid_cents: 6000,
      refunded_cents: 1000,
      refund_pending_cents: 2000,
      refundable_cents: 3000,
      refund_summary: 'processing',
      refunds: [
        expect.objectContaining({ amountCents: 1000, state: 'refunded', refundedAt: at(31), note: byAdminNote }),
        expect.objectContaining({
          amountCents: 2000,
          state: 'sent',
          awaiting: 'provider',
          error: null,
          failedAt: null,
        }),
      ],
    });
    expect(time(orders.get(s.accepted)!.paid_at)).toBe(at(28));
    expect(orders.get(s.holding)).toMatchObject({ status: 'initializing', payment_status: 'pending' });

    const tickets = await database.db.selectFrom('read_models.order_tickets').selectAll().orderBy('code').execute();
    expect(tickets.map((t) => [t.code, t.status, time(t.admitted_at), t.ticket_type_id, t.order_id])).toEqual([
      [`A-${s.paid}`, 'used', '2027-06-01T15:30:00.000Z', s.standard, s.paid],
      [`B-${s.paid}`, 'cancelled', null, s.standard, s.paid],
      [`C-${s.paid}`, 'cancelled', null, s.vip, s.paid],
    ]);
    expect(tickets[0]).toMatchObject({
      catalog_event_id: s.catalogEventId,
      ticket_type_name: { lt: 'Standartinis', en: 'Standard' },
      holder_name: 'Ona Onaitė',
    });

    const reservations = new Map(
      (await database.db.selectFrom('read_models.seat_reservations').selectAll().execute()).map((row) => [
        row.order_id as string,
        row,
      ]),
    );
    expect(Object.fromEntries([...reservations].map(([id, row]) => [id, row.status]))).toEqual({
      [s.paid]: 'sold',
      [s.expired]: 'released',
      [s.rejected]: 'released',
      [s.accepted]: 'sold',
      [s.holding]: 'held',
    });
    expect(reservations.get(s.holding)).toMatchObject({
      catalog_event_id: s.catalogEventId,
      lines: [{ ticketTypeId: s.standard, quantity: 3 }],
      discount_code_id: null,
    });
    expect(time(reservations.get(s.holding)!.expires_at)).toBe(at(45));

    const ticketTypes = await database.db
      .selectFrom('read_models.catalog_ticket_types')
      .select(['id', 'quantity_held', 'quantity_sold', 'revenue_cents'])
      .where('catalog_event_id', '=', s.catalogEventId)
      .orderBy('sort_position')
      .execute();
    expect(ticketTypes.map((t) => [t.id, t.quantity_held, t.quantity_sold, BigInt(t.revenue_cents as bigint)])).toEqual(
      [
        [s.standard, 3, 2, 4500n],
        [s.vip, 0, 2, 12000n],
      ],
    );
    const code = await database.db
      .selectFrom('read_models.catalog_discount_codes')
      .select(['id', 'used_count'])
      .executeTakeFirstOrThrow();
    expect(code).toEqual({ id: s.discountCodeId, used_count: 1 });
  });

  it('given a batch through the runner path, then rows and checkpoint move together', async () => {
    const { events, paid } = story();
    const schema = await prepareGeneration(database, ordersProjector, 1);

    const position = await database.db
      .transaction()
      .execute((trx) => applyBatch(trx, ordersProjector, { schema }, events));
    const again = await database.db
      .transaction()
      .execute((trx) => applyBatch(trx, ordersProjector, { schema }, events));

    expect(position).toBe(BigInt(events.length));
    expect(again).toBe(position);
    const row = await inGeneration(database.db, schema)
      .selectFrom('orders')
      .select(['status', 'last_position'])
      .where('id', '=', paid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
  });
});
