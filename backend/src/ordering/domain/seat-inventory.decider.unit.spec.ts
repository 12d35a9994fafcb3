import { eventCatalog, type SeatInventoryEvent } from '@ticketshop/projections';
import { refusalCode } from '../../testing/domain-errors';
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

function given(...past: SeatInventoryEvent[]) {
  const state = past.reduce(evolve, initialSeatInventoryState());
  return {
    state,
    when: (command: SeatInventoryCommand) => ({
      then: (expected: SeatInventoryEvent[]) => expect(decide(command, state)).toEqual(expected),
      thenRefused: (code: string) => expect(refusalCode(() => decide(command, state))).toBe(code),
    }),
  };
}

describe('seat inventory', () => {
  it('given a new inventory, when seats are reserved, then it adopts the catalog quantity and holds them', () => {
    given()
      .when(reserve('order-1', 3))
      .then([capacitySet(10), reserved('order-1', 3)]);
  });

  it('given 8 of 10 seats taken, when 3 more are asked for, then it refuses and says 2 are left', () => {
    const { state } = given(capacitySet(10), reserved('order-1', 8));
    expect(refusalCode(() => decide(reserve('order-2', 3), state))).toBe('seats.not-enough');
    expect(() => decide(reserve('order-2', 3), state)).toThrow(/Only 2 tickets/);
    expect(decide(reserve('order-2', 2), state)).toEqual([reserved('order-2', 2)]);
  });

  it('given a reservation, when the same order reserves again (a retry), then nothing new is held', () => {
    given(capacitySet(10), reserved('order-1', 3)).when(reserve('order-1', 3)).then([]);
  });

  it('given a hold, when it is released, then the seats are free again and a second release changes nothing', () => {
    given(capacitySet(10), reserved('order-1', 10))
      .when(release('order-1'))
      .then([released('order-1', 10)]);
    const after = given(capacitySet(10), reserved('order-1', 10), released('order-1', 10));
    expect(availableSeats(after.state, 'tt-1')).toBe(10);
    after.when(release('order-1')).then([]);
  });

  it('given a hold, when it is sold, then the seats stay taken and selling again changes nothing', () => {
    given(capacitySet(10), reserved('order-1', 2))
      .when(sell('order-1', 2))
      .then([sold('order-1', 2, true)]);
    const after = given(capacitySet(10), reserved('order-1', 2), sold('order-1', 2, true));
    expect(availableSeats(after.state, 'tt-1')).toBe(8);
    after.when(sell('order-1', 2)).then([]);
    after.when(release('order-1')).then([]);
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
    given(...paid)
      .when(returnSold('order-1'))
      .then([returned]);
    const after = given(...paid, returned);
    expect(availableSeats(after.state, 'tt-1')).toBe(10);
    after.when(returnSold('order-1')).then([]);
    after.when(sell('order-1', 2)).then([]);
    given(capacitySet(10), reserved('order-1', 2)).when(returnSold('order-1')).then([]);
    given(capacitySet(10)).when(returnSold('order-1')).then([]);
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
      given(...paid)
        .when(returnVoided('k1'))
        .then([voidedReturned(['k1'], 1, 3333)]);
      const after = given(...paid, voidedReturned(['k1'], 1, 3333));
      expect(availableSeats(after.state, 'tt-1')).toBe(8);
      after.when(returnVoided('k1')).then([]);
      after.when(returnVoided('k1', 'k2')).then([voidedReturned(['k2'], 1, 3333)]);
    });

    it('given every seat of a line returned one by one, then the shares add up to the line', () => {
      given(...paid, voidedReturned(['k1', 'k2'], 2, 6666))
        .when(returnVoided('k3'))
        .then([voidedReturned(['k3'], 1, 3334)]);
    });

    it('given a voided ticket’s seat returned, when the order is refunded in full, then only the other seats go back', () => {
      given(...paid, voidedReturned(['k1'], 1, 3333))
        .when({ type: 'ReturnSoldSeats', data: { catalogEventId, orderId: 'order-1' } })
        .then([
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
      given(...paid, returned)
        .when(returnVoided('k1'))
        .then([]);
      given(capacitySet(10), reserved('order-1', 3)).when(returnVoided('k1')).then([]);
    });
  });

  it('given released seats that are still free, when a late payment sells them, then they are taken again', () => {
    given(capacitySet(10), reserved('order-1', 2), released('order-1', 2))
      .when(sell('order-1', 2))
      .then([sold('order-1', 2, false)]);
  });

  it('given released seats sold to others meanwhile, when a late payment tries to sell them, then it is refused', () => {
    given(capacitySet(10), reserved('order-1', 2), released('order-1', 2), reserved('order-2', 9))
      .when(sell('order-1', 2))
      .thenRefused('seats.not-enough');
  });

  it('given a code with one use left, when two orders use it, then the second is refused until the first is released', () => {
    const code = { discountCodeId: 'code-1', usageLimit: 2 };
    const { state } = given(capacitySet(10), reserved('order-1', 1, 'code-1'));
    expect(decide(reserve('order-2', 1, { discountCode: code }), state)).toEqual([reserved('order-2', 1, 'code-1')]);
    const full = foldEvents(state, [reserved('order-2', 1, 'code-1')]);
    expect(refusalCode(() => decide(reserve('order-3', 1, { discountCode: code }), full))).toBe(
      'seats.discount-code-used-up',
    );
  });

  it('given 6 seats taken, when the capacity drops below 6, then it is refused; to 6 or more it is set', () => {
    const setCapacity = (capacity: number): SeatInventoryCommand => ({
      type: 'SetSeatCapacity',
      data: { catalogEventId, ticketTypeId: 'tt-1', capacity },
    });
    given(capacitySet(10), reserved('order-1', 6)).when(setCapacity(5)).thenRefused('seats.capacity-below-taken');
    given(capacitySet(10), reserved('order-1', 6))
      .when(setCapacity(6))
      .then([capacitySet(6)]);
    given(capacitySet(10)).when(setCapacity(10)).then([]);
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
    given(...past)
      .when(asOna('order-3', 6))
      .thenRefused('seats.buyer-hold-limit');
    expect(() => decide(asOna('order-3', 6), given(...past).state)).toThrow(/at most 20 tickets .* \(15 held now\)/);
    given(...past)
      .when(asOna('order-3', 5))
      .then([onaHolds('order-3', 5)]);
  });

  it('given a buyer at the cap, when another buyer asks, then the other buyer is held as usual', () => {
    given(capacitySet(100), onaHolds('order-1', 10), onaHolds('order-2', 10))
      .when(reserve('order-3', 6, { capacities: { 'tt-1': 100 } }))
      .then([reserved('order-3', 6)]);
  });

  it('given a buyer at the cap, when the same order is retried, then it answers the hold, not a refusal', () => {
    given(capacitySet(100), onaHolds('order-1', 10), onaHolds('order-2', 10)).when(asOna('order-2', 10)).then([]);
  });

  it('given a buyer at the cap, when one hold is released or paid, then its seats no longer count', () => {
    const atCap = [capacitySet(100), onaHolds('order-1', 10), onaHolds('order-2', 10)];
    given(...atCap, released('order-1', 10))
      .when(asOna('order-3', 10))
      .then([onaHolds('order-3', 10)]);
    given(...atCap, sold('order-1', 10, true))
      .when(asOna('order-3', 10))
      .then([onaHolds('order-3', 10)]);
    given(...atCap, sold('order-1', 10, true))
      .when(asOna('order-3', 11))
      .thenRefused('seats.buyer-hold-limit');
  });

  it('given a late payment taking released seats again, then they count as sold, not as held by the buyer', () => {
    given(capacitySet(100), onaHolds('order-1', 10), released('order-1', 10), sold('order-1', 10, false))
      .when(asOna('order-2', 20))
      .then([onaHolds('order-2', 20)]);
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
    const { state } = given(capacitySet(100), stored);
    expect(availableSeats(state, 'tt-1')).toBe(80);
    given(capacitySet(100), stored, released('order-1', 20))
      .when(asOna('order-2', 20))
      .then([onaHolds('order-2', 20)]);
    given(capacitySet(100), stored)
      .when(asOna('order-2', 20))
      .then([onaHolds('order-2', 20)]);
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
