import { eventCatalog, type SeatInventoryEvent } from '@ticketshop/projections';
import { givenWhenThen } from '../../shared/event-sourcing/given-when-then.spec';
import {
  availableSeats,
  decide,
  decideBatch,
  evolve,
  foldEvents,
  initialSeatInventoryState,
  type SeatInventoryCommand,
} from './seat-inventory.decider';

const catalogEventId = 'event-1';
const expiresAt = '2027-05-01T10:15:00.000Z';
// Each order its own buyer unless a test says otherwise, so the cap on held seats stays out of the way.
const buyerOf = (orderId: string) => `${orderId}@example.com`;
const reserve = (orderId: string, quantity: number, extra: object = {}): SeatInventoryCommand => ({
  type: 'ReserveSeats',
  data: {
    catalogEventId,
    orderId,
    lines: [{ ticketTypeId: 'tt-1', quantity }],
    discountCode: null,
    capacities: { 'tt-1': 10 },
    expiresAt,
    buyerEmail: buyerOf(orderId),
    maxHeldSeatsPerBuyer: 20,
    ...extra,
  },
});
const sell = (orderId: string, quantity: number): SeatInventoryCommand => ({
  type: 'SellSeats',
  data: {
    catalogEventId,
    orderId,
    lines: [{ ticketTypeId: 'tt-1', quantity, revenueCents: quantity * 2500 }],
    discountCode: null,
    capacities: { 'tt-1': 10 },
  },
});
const release = (orderId: string): SeatInventoryCommand => ({
  type: 'ReleaseSeats',
  data: { catalogEventId, orderId, reason: 'order-expired' },
});
const capacitySet = (capacity: number): SeatInventoryEvent => ({
  type: 'SeatCapacitySet',
  data: { catalogEventId, ticketTypeId: 'tt-1', capacity },
});
const reserved = (
  orderId: string,
  quantity: number,
  discountCodeId: string | null = null,
  buyerEmail: string | null = buyerOf(orderId),
): SeatInventoryEvent => ({
  type: 'SeatsReserved',
  data: { catalogEventId, orderId, lines: [{ ticketTypeId: 'tt-1', quantity }], discountCodeId, expiresAt, buyerEmail },
});
const released = (orderId: string, quantity: number): SeatInventoryEvent => ({
  type: 'SeatsReleased',
  data: {
    catalogEventId,
    orderId,
    lines: [{ ticketTypeId: 'tt-1', quantity }],
    discountCodeId: null,
    reason: 'order-expired',
  },
});
const sold = (orderId: string, quantity: number, wasHeld: boolean): SeatInventoryEvent => ({
  type: 'SeatsSold',
  data: {
    catalogEventId,
    orderId,
    lines: [{ ticketTypeId: 'tt-1', quantity, revenueCents: quantity * 2500 }],
    discountCodeId: null,
    wasHeld,
  },
});

const { given, when, refusal } = givenWhenThen({ decide, evolve, initialState: initialSeatInventoryState() });

describe('seat inventory', () => {
  it('given a new inventory, when seats are reserved, then it adopts the catalog quantity and holds them', () => {
    expect(when([], reserve('order-1', 3))).toEqual([capacitySet(10), reserved('order-1', 3)]);
  });

  it('given 8 of 10 seats taken, when 3 more are asked for, then it refuses and says 2 are left', () => {
    const past = [capacitySet(10), reserved('order-1', 8)];
    expect(refusal(past, reserve('order-2', 3)).code).toBe('seats.not-enough');
    expect(refusal(past, reserve('order-2', 3)).message).toMatch(/Only 2 tickets/);
    expect(when(past, reserve('order-2', 2))).toEqual([reserved('order-2', 2)]);
  });

  it('given a reservation, when the same order reserves again (a retry), then nothing new is held', () => {
    expect(when([capacitySet(10), reserved('order-1', 3)], reserve('order-1', 3))).toEqual([]);
  });

  it('given a hold, when it is released, then the seats are free again and a second release changes nothing', () => {
    expect(when([capacitySet(10), reserved('order-1', 10)], release('order-1'))).toEqual([released('order-1', 10)]);
    const after = [capacitySet(10), reserved('order-1', 10), released('order-1', 10)];
    expect(availableSeats(given(after), 'tt-1')).toBe(10);
    expect(when(after, release('order-1'))).toEqual([]);
  });

  it('given a hold, when it is sold, then the seats stay taken and selling again changes nothing', () => {
    expect(when([capacitySet(10), reserved('order-1', 2)], sell('order-1', 2))).toEqual([sold('order-1', 2, true)]);
    const after = [capacitySet(10), reserved('order-1', 2), sold('order-1', 2, true)];
    expect(availableSeats(given(after), 'tt-1')).toBe(8);
    expect(when(after, sell('order-1', 2))).toEqual([]);
    expect(when(after, release('order-1'))).toEqual([]);
  });

  it('given sold seats, when the fully refunded order returns them, then they are free again, once', () => {
    const returnSold = (orderId: string): SeatInventoryCommand => ({
      type: 'ReturnSoldSeats',
      data: { catalogEventId, orderId },
    });
    const returned: SeatInventoryEvent = {
      type: 'SoldSeatsReturned',
      data: { catalogEventId, orderId: 'order-1', lines: [{ ticketTypeId: 'tt-1', quantity: 2, revenueCents: 5000 }] },
    };
    const paid = [capacitySet(10), reserved('order-1', 2), sold('order-1', 2, true)];
    expect(when(paid, returnSold('order-1'))).toEqual([returned]);
    const after = [...paid, returned];
    expect(availableSeats(given(after), 'tt-1')).toBe(10);
    expect(when(after, returnSold('order-1'))).toEqual([]);
    expect(when(after, sell('order-1', 2))).toEqual([]);
    expect(when([capacitySet(10), reserved('order-1', 2)], returnSold('order-1'))).toEqual([]);
    expect(when([capacitySet(10)], returnSold('order-1'))).toEqual([]);
  });

  describe('voided tickets', () => {
    // Three seats sold for 100.00: shares of 33.33, 33.33 and the last seat's 33.34.
    const paid = [
      capacitySet(10),
      reserved('order-1', 3),
      {
        type: 'SeatsSold',
        data: {
          catalogEventId,
          orderId: 'order-1',
          lines: [{ ticketTypeId: 'tt-1', quantity: 3, revenueCents: 10000 }],
          discountCodeId: null,
          wasHeld: true,
        },
      } satisfies SeatInventoryEvent,
    ];
    const returnVoided = (...ticketIds: string[]): SeatInventoryCommand => ({
      type: 'ReturnVoidedSeats',
      data: {
        catalogEventId,
        orderId: 'order-1',
        tickets: ticketIds.map((ticketId) => ({ ticketId, ticketTypeId: 'tt-1' })),
      },
    });
    const voidedReturned = (ticketIds: string[], quantity: number, revenueCents: number): SeatInventoryEvent => ({
      type: 'VoidedSeatsReturned',
      data: {
        catalogEventId,
        orderId: 'order-1',
        ticketIds,
        lines: [{ ticketTypeId: 'tt-1', quantity, revenueCents }],
      },
    });

    it('given a sold order, when a voided ticket’s seat is returned, then one seat is free again with its share, once', () => {
      expect(when(paid, returnVoided('k1'))).toEqual([voidedReturned(['k1'], 1, 3333)]);
      const after = [...paid, voidedReturned(['k1'], 1, 3333)];
      expect(availableSeats(given(after), 'tt-1')).toBe(8);
      expect(when(after, returnVoided('k1'))).toEqual([]);
      expect(when(after, returnVoided('k1', 'k2'))).toEqual([voidedReturned(['k2'], 1, 3333)]);
    });

    it('given every seat of a line returned one by one, then the shares add up to the line', () => {
      expect(when([...paid, voidedReturned(['k1', 'k2'], 2, 6666)], returnVoided('k3'))).toEqual([
        voidedReturned(['k3'], 1, 3334),
      ]);
    });

    it('given a voided ticket’s seat returned, when the order is refunded in full, then only the other seats go back', () => {
      expect(
        when([...paid, voidedReturned(['k1'], 1, 3333)], {
          type: 'ReturnSoldSeats',
          data: { catalogEventId, orderId: 'order-1' },
        }),
      ).toEqual([
        {
          type: 'SoldSeatsReturned',
          data: {
            catalogEventId,
            orderId: 'order-1',
            lines: [{ ticketTypeId: 'tt-1', quantity: 2, revenueCents: 6667 }],
          },
        },
      ]);
    });

    it('given an order returned in full or never sold, when a voided ticket’s seat is returned, then nothing moves', () => {
      const returned: SeatInventoryEvent = {
        type: 'SoldSeatsReturned',
        data: {
          catalogEventId,
          orderId: 'order-1',
          lines: [{ ticketTypeId: 'tt-1', quantity: 3, revenueCents: 10000 }],
        },
      };
      expect(when([...paid, returned], returnVoided('k1'))).toEqual([]);
      expect(when([capacitySet(10), reserved('order-1', 3)], returnVoided('k1'))).toEqual([]);
    });
  });

  it('given released seats that are still free, when a late payment sells them, then they are taken again', () => {
    expect(when([capacitySet(10), reserved('order-1', 2), released('order-1', 2)], sell('order-1', 2))).toEqual([
      sold('order-1', 2, false),
    ]);
  });

  it('given released seats sold to others meanwhile, when a late payment tries to sell them, then it is refused', () => {
    expect(
      refusal(
        [capacitySet(10), reserved('order-1', 2), released('order-1', 2), reserved('order-2', 9)],
        sell('order-1', 2),
      ).code,
    ).toBe('seats.not-enough');
  });

  it('given a code with one use left, when two orders use it, then the second is refused until the first is released', () => {
    const code = { discountCodeId: 'code-1', usageLimit: 2 };
    const past = [capacitySet(10), reserved('order-1', 1, 'code-1')];
    expect(when(past, reserve('order-2', 1, { discountCode: code }))).toEqual([reserved('order-2', 1, 'code-1')]);
    const full = [...past, reserved('order-2', 1, 'code-1')];
    expect(refusal(full, reserve('order-3', 1, { discountCode: code })).code).toBe('seats.discount-code-used-up');
  });

  it('given 6 seats taken, when the capacity drops below 6, then it is refused; to 6 or more it is set', () => {
    const setCapacity = (capacity: number): SeatInventoryCommand => ({
      type: 'SetSeatCapacity',
      data: { catalogEventId, ticketTypeId: 'tt-1', capacity },
    });
    expect(refusal([capacitySet(10), reserved('order-1', 6)], setCapacity(5)).code).toBe('seats.capacity-below-taken');
    expect(when([capacitySet(10), reserved('order-1', 6)], setCapacity(6))).toEqual([capacitySet(6)]);
    expect(when([capacitySet(10)], setCapacity(10))).toEqual([]);
  });

  it('given 5 seats, when a batch of orders asks for 2 each, then the first two are held and the third refused', () => {
    const start = foldEvents(initialSeatInventoryState(), [capacitySet(5)]);
    const { state, outcomes } = decideBatch(
      [reserve('a', 2), reserve('b', 2), reserve('c', 2), reserve('d', 1)],
      start,
    );
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, false, true]);
    expect(availableSeats(state, 'tt-1')).toBe(0);
    expect(availableSeats(start, 'tt-1')).toBe(5);
  });
});

describe('seat inventory: seats one buyer holds at once', () => {
  const ona = 'ona@example.com';
  const asOna = (orderId: string, quantity: number) =>
    reserve(orderId, quantity, { buyerEmail: ona, capacities: { 'tt-1': 100 } });
  const onaHolds = (orderId: string, quantity: number) => reserved(orderId, quantity, null, ona);

  it('given a buyer holding 15 of at most 20, when 6 more are asked for, then it is refused; 5 more are held', () => {
    const past = [capacitySet(100), onaHolds('order-1', 10), onaHolds('order-2', 5)];
    expect(refusal(past, asOna('order-3', 6)).code).toBe('seats.buyer-hold-limit');
    expect(refusal(past, asOna('order-3', 6)).message).toMatch(/at most 20 tickets .* \(15 held now\)/);
    expect(when(past, asOna('order-3', 5))).toEqual([onaHolds('order-3', 5)]);
  });

  it('given a buyer at the cap, when another buyer asks, then the other buyer is held as usual', () => {
    expect(
      when(
        [capacitySet(100), onaHolds('order-1', 10), onaHolds('order-2', 10)],
        reserve('order-3', 6, { capacities: { 'tt-1': 100 } }),
      ),
    ).toEqual([reserved('order-3', 6)]);
  });

  it('given a buyer at the cap, when the same order is retried, then it answers the hold, not a refusal', () => {
    expect(when([capacitySet(100), onaHolds('order-1', 10), onaHolds('order-2', 10)], asOna('order-2', 10))).toEqual(
      [],
    );
  });

  it('given a buyer at the cap, when one hold is released or paid, then its seats no longer count', () => {
    const atCap = [capacitySet(100), onaHolds('order-1', 10), onaHolds('order-2', 10)];
    expect(when([...atCap, released('order-1', 10)], asOna('order-3', 10))).toEqual([onaHolds('order-3', 10)]);
    expect(when([...atCap, sold('order-1', 10, true)], asOna('order-3', 10))).toEqual([onaHolds('order-3', 10)]);
    expect(refusal([...atCap, sold('order-1', 10, true)], asOna('order-3', 11)).code).toBe('seats.buyer-hold-limit');
  });

  it('given a late payment taking released seats again, then they count as sold, not as held by the buyer', () => {
    expect(
      when(
        [capacitySet(100), onaHolds('order-1', 10), released('order-1', 10), sold('order-1', 10, false)],
        asOna('order-2', 20),
      ),
    ).toEqual([onaHolds('order-2', 20)]);
  });

  it('given a hold stored at v1, without a buyer, then it is read as held for nobody and counts against no cap', () => {
    const v1 = {
      catalogEventId,
      orderId: 'order-1',
      lines: [{ ticketTypeId: 'tt-1', quantity: 20 }],
      discountCodeId: null,
      expiresAt,
    };
    const upcast = eventCatalog.upcast('SeatsReserved', 1, v1);
    expect(upcast).toEqual({ ...v1, buyerEmail: null });
    const stored = { type: 'SeatsReserved', data: upcast } as SeatInventoryEvent;
    expect(availableSeats(given([capacitySet(100), stored]), 'tt-1')).toBe(80);
    expect(when([capacitySet(100), stored, released('order-1', 20)], asOna('order-2', 20))).toEqual([
      onaHolds('order-2', 20),
    ]);
    expect(when([capacitySet(100), stored], asOna('order-2', 20))).toEqual([onaHolds('order-2', 20)]);
  });

  it('given one batch of a buyer’s orders, then those within the cap are held and the rest refused', () => {
    const start = foldEvents(initialSeatInventoryState(), [capacitySet(100)]);
    const { state, outcomes } = decideBatch(
      [asOna('a', 8), asOna('b', 8), asOna('c', 8), asOna('d', 4), reserve('e', 8, { capacities: { 'tt-1': 100 } })],
      start,
    );
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, false, true, true]);
    expect(availableSeats(state, 'tt-1')).toBe(100 - 8 - 8 - 4 - 8);
  });
});
