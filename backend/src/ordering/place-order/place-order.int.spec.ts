import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import {
  orderStreamId,
  seatInventoryStreamId,
  type Buyer,
  type Database,
  type EventStore,
} from '@ticketshop/projections';
import { DATABASE, EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { commandMetadata } from '../../shared/event-sourcing/command-metadata';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { availableSeats } from '../domain/seat-inventory.decider';
import { ReservationSweeper } from '../process/reservation-sweeper';
import { SeatInventory } from '../seat-inventory/seat-inventory';
import { eventOnSale, settle } from '../testing/checkout-fixtures';
import { PlaceGuestOrderCommand } from './place-order.command';

/**
 * Orders sent through the command bus, as a caller that skips the HTTP validation would: the layers
 * below must keep one order the store refuses from costing anything to the others (ADR 0009).
 */
describe('placing an order the store refuses', () => {
  let shop: TestApp;
  const inventory = () => shop.app.get(SeatInventory);
  const store = () => shop.app.get<EventStore>(EVENT_STORE);

  beforeAll(async () => {
    shop = await createTestApp({ ORDER_SWEEP_INTERVAL_MS: '600000' });
  });
  afterAll(() => shop.close());

  /** An order of `quantity` seats; each buyer has their own e-mail, so no cap on one buyer's holds applies. */
  function placeOrder(ticketTypeId: string, quantity: number, buyer: Partial<Buyer> = {}, orderId = randomUUID()) {
    const command = new PlaceGuestOrderCommand(
      orderId,
      { email: `${orderId}@example.com`, firstName: 'Ona', lastName: 'Žemaitė', phone: '+37060000000', ...buyer },
      'lt',
      [{ ticketTypeId, quantity }],
      null,
      commandMetadata({ kind: 'system', name: 'guest-checkout' }),
    );
    return { orderId, placed: shop.app.get(CommandBus).execute(command) };
  }

  const reservationOf = async (catalogEventId: string, orderId: string) =>
    (await inventory().state(catalogEventId)).reservations.get(orderId)?.status;

  it('given the order is refused after its seats were held, then they are free again at once', async () => {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ quantity: 4 }]);
    const [ticketTypeId] = ticketTypeIds as [string];
    const cases = [
      { buyer: { firstName: 'Ona\u0000' }, field: 'guest_first_name' },
      { buyer: { lastName: 'Žemaitė\ud800' }, field: 'guest_last_name' },
    ];

    for (const { buyer, field } of cases) {
      const { orderId, placed } = placeOrder(ticketTypeId, 3, buyer);

      await expect(placed).rejects.toMatchObject({
        code: 'order.unstorable-text',
        kind: 'invalid',
        details: { field },
        messages: { lt: expect.stringContaining('negalima išsaugoti'), en: expect.stringContaining('cannot be saved') },
      });
      expect(await reservationOf(catalogEventId, orderId)).toBe('released');
      expect(availableSeats(await inventory().state(catalogEventId), ticketTypeId)).toBe(4);
      expect(await store().readStream(orderStreamId(orderId))).toEqual([]);
    }
    const held = await store().readStream(seatInventoryStreamId(catalogEventId));
    expect(held.filter((event) => event.type === 'SeatsReleased').map((event) => event.data.reason)).toEqual([
      'order-not-placed',
      'order-not-placed',
    ]);

    const { placed } = placeOrder(ticketTypeId, 4);
    await expect(placed).resolves.toMatchObject({ order: { lines: [{ ticketTypeId, quantity: 4 }] } });
  });

  it('given a retry with other text of an order that was recorded, then it is refused and the order keeps its seats', async () => {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ quantity: 4 }]);
    const [ticketTypeId] = ticketTypeIds as [string];
    const first = placeOrder(ticketTypeId, 2);
    await first.placed;

    const retry = placeOrder(ticketTypeId, 2, { firstName: 'Ona\u0000' }, first.orderId);

    await expect(retry.placed).rejects.toMatchObject({ code: 'order.unstorable-text' });
    expect(await reservationOf(catalogEventId, first.orderId)).toBe('held');
    expect(await store().readStream(orderStreamId(first.orderId))).toHaveLength(1);
  });

  it('given the order append fails in a way that may still have stored it, then the hold stays for the sweeper', async () => {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ quantity: 4 }]);
    const [ticketTypeId] = ticketTypeIds as [string];
    const orderId = randomUUID();
    const lost = new Error('Connection terminated unexpectedly');
    const append = store().appendToStream.bind(store());
    const failing = jest
      .spyOn(store(), 'appendToStream')
      .mockImplementation((streamId, events, options) =>
        streamId === orderStreamId(orderId) ? Promise.reject(lost) : append(streamId, events, options),
      );
    try {
      await expect(placeOrder(ticketTypeId, 2, {}, orderId).placed).rejects.toBe(lost);
    } finally {
      failing.mockRestore();
    }
    expect(await reservationOf(catalogEventId, orderId)).toBe('held');

    await settle(shop.app);
    await shop.app.get(ReservationSweeper).sweep(new Date(Date.now() + 16 * 60_000));

    expect(await reservationOf(catalogEventId, orderId)).toBe('released');
  });

  it('given many orders at once, some with a NUL or a broken character in the name, then every good one is accepted and no seat is held without an order', async () => {
    const { catalogEventId, ticketTypeIds } = await eventOnSale(shop.app, [{ quantity: 200 }]);
    const [ticketTypeId] = ticketTypeIds as [string];
    const orders = Array.from({ length: 60 }, (_, index) => {
      const bad = index % 2 === 1;
      const firstName = bad ? (index % 4 === 1 ? 'Ona\u0000' : '\udc00Ona') : 'Ona';
      return { bad, ...placeOrder(ticketTypeId, 2, { firstName }) };
    });

    const outcomes = await Promise.allSettled(orders.map(({ placed }) => placed));

    const good = orders.filter(({ bad }) => !bad).map(({ orderId }) => orderId);
    for (const [index, outcome] of outcomes.entries()) {
      if (orders[index]!.bad)
        expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'order.unstorable-text' } });
      else expect(outcome.status).toBe('fulfilled');
    }
    const state = await inventory().state(catalogEventId);
    const held = [...state.reservations].filter(([, reservation]) => reservation.status === 'held').map(([id]) => id);
    expect(held.sort()).toEqual([...good].sort());
    expect(availableSeats(state, ticketTypeId)).toBe(200 - 2 * good.length);
    for (const { orderId, bad } of orders) {
      expect(await store().readStream(orderStreamId(orderId))).toHaveLength(bad ? 0 : 1);
    }

    await settle(shop.app);
    const database = shop.app.get<Database>(DATABASE);
    const orphans = await database.db
      .selectFrom('read_models.seat_reservations as r')
      .leftJoin('read_models.orders as o', 'o.id', 'r.order_id')
      .select('r.order_id')
      .where('r.catalog_event_id', '=', catalogEventId)
      .where('r.status', '=', 'held')
      .where('o.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
  });
});
