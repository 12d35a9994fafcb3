/**
 * The seat inventory of one catalog event: the single place that decides whether seats are free, so
 * that no interleaving of orders, retries or crashes ever sells more than a ticket type's quantity.
 * Reservations are keyed by order id, which makes every command safe to repeat. It also caps the
 * seats one buyer holds unpaid at once, so one client cannot take an event off sale for the length of a
 * hold by placing order after order (the buyer's e-mail is on each hold since SeatsReserved v2).
 *
 * The state grows with every order of the event, so folding copies it once per batch instead of once
 * per event (`foldEvents`, `decideBatch`); `evolve` and `decide` keep the one-at-a-time shape for
 * tests and callers that need it. None of them changes the state it is given.
 */
import type { SeatInventoryEvent, SeatLine, SeatReleaseReason, SoldSeatLine } from '@ticketshop/projections';
import type { BatchOutcome } from '../../shared/event-sourcing/batching-stream-writer';
import { DomainError } from '../../shared/event-sourcing/domain-error';
import { orderingErrors } from './ordering.errors';

export interface DiscountCodeLimit {
  discountCodeId: string;
  /** null: unlimited. */
  usageLimit: number | null;
}

interface Reservation {
  /** `returned`: sold, then fully refunded, and its seats are on sale again. */
  status: 'held' | 'sold' | 'released' | 'returned';
  lines: SeatLine[];
  /** What SeatsSold recorded, revenue included, less the seats of voided tickets given back; empty until sold. */
  soldLines: SoldSeatLine[];
  /** Tickets whose seats were given back when staff voided them. */
  returnedTickets: ReadonlySet<string>;
  discountCodeId: string | null;
  /** Normalised; null for holds recorded before buyers were named. */
  buyerEmail: string | null;
}

export interface SeatInventoryState {
  capacity: Map<string, number>;
  /** Seats held or sold, by ticket type. */
  taken: Map<string, number>;
  /** Orders holding or having paid with each discount code. */
  codeUses: Map<string, number>;
  /** Seats held unpaid, by buyer e-mail (normalised). */
  heldByBuyer: Map<string, number>;
  reservations: Map<string, Reservation>;
}

export type SeatInventoryCommand =
  | {
      type: 'ReserveSeats';
      data: {
        catalogEventId: string;
        orderId: string;
        lines: SeatLine[];
        discountCode: DiscountCodeLimit | null;
        /** The catalog's quantities: the inventory adopts those it does not hold yet. */
        capacities: Record<string, number>;
        expiresAt: string;
        /** Normalised. */
        buyerEmail: string;
        /** The shop's setting (MAX_HELD_SEATS_PER_BUYER), carried by the command so the decider stays pure. */
        maxHeldSeatsPerBuyer: number;
      };
    }
  | { type: 'ReleaseSeats'; data: { catalogEventId: string; orderId: string; reason: SeatReleaseReason } }
  | {
      type: 'SellSeats';
      data: {
        catalogEventId: string;
        orderId: string;
        lines: SoldSeatLine[];
        discountCode: DiscountCodeLimit | null;
        capacities: Record<string, number>;
      };
    }
  | { type: 'SetSeatCapacity'; data: { catalogEventId: string; ticketTypeId: string; capacity: number } }
  | { type: 'ReturnSoldSeats'; data: { catalogEventId: string; orderId: string } }
  | {
      type: 'ReturnVoidedSeats';
      data: { catalogEventId: string; orderId: string; tickets: { ticketId: string; ticketTypeId: string }[] };
    };

export const initialSeatInventoryState = (): SeatInventoryState => ({
  capacity: new Map(),
  taken: new Map(),
  codeUses: new Map(),
  heldByBuyer: new Map(),
  reservations: new Map(),
});

const seatsOf = (lines: readonly SeatLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

export function decide(command: SeatInventoryCommand, state: SeatInventoryState): SeatInventoryEvent[] {
  const { catalogEventId } = command.data;
  switch (command.type) {
    case 'ReserveSeats': {
      const { orderId, lines, discountCode, capacities, expiresAt, buyerEmail, maxHeldSeatsPerBuyer } = command.data;
      if (state.reservations.has(orderId)) return [];
      const held = state.heldByBuyer.get(buyerEmail) ?? 0;
      const asked = seatsOf(lines);
      if (held + asked > maxHeldSeatsPerBuyer) throw orderingErrors.tooManySeatsHeld(held, maxHeldSeatsPerBuyer);
      const adopted = takeSeats(state, lines, discountCode, capacities);
      return [
        ...adopted.map((set) => ({ type: 'SeatCapacitySet' as const, data: { catalogEventId, ...set } })),
        {
          type: 'SeatsReserved',
          data: {
            catalogEventId,
            orderId,
            lines,
            discountCodeId: discountCode?.discountCodeId ?? null,
            expiresAt,
            buyerEmail,
          },
        },
      ];
    }
    case 'ReleaseSeats': {
      const reservation = state.reservations.get(command.data.orderId);
      if (reservation?.status !== 'held') return [];
      return [
        {
          type: 'SeatsReleased',
          data: {
            catalogEventId,
            orderId: command.data.orderId,
            lines: reservation.lines,
            discountCodeId: reservation.discountCodeId,
            reason: command.data.reason,
          },
        },
      ];
    }
    case 'SellSeats': {
      const { orderId, lines, discountCode, capacities } = command.data;
      const reservation = state.reservations.get(orderId);
      // Sold already, or sold and refunded: a repeated sale never takes the seats again.
      if (reservation?.status === 'sold' || reservation?.status === 'returned') return [];
      const discountCodeId = discountCode?.discountCodeId ?? null;
      if (reservation?.status === 'held') {
        return [{ type: 'SeatsSold', data: { catalogEventId, orderId, lines, discountCodeId, wasHeld: true } }];
      }
      // Released (or never reserved here): the seats must be free again to be sold.
      const seatLines = lines.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity }));
      const adopted = takeSeats(state, seatLines, discountCode, capacities);
      return [
        ...adopted.map((set) => ({ type: 'SeatCapacitySet' as const, data: { catalogEventId, ...set } })),
        { type: 'SeatsSold', data: { catalogEventId, orderId, lines, discountCodeId, wasHeld: false } },
      ];
    }
    case 'SetSeatCapacity': {
      const { ticketTypeId, capacity } = command.data;
      const taken = state.taken.get(ticketTypeId) ?? 0;
      if (capacity < taken) throw orderingErrors.capacityBelowTaken(taken);
      if (state.capacity.get(ticketTypeId) === capacity) return [];
      return [{ type: 'SeatCapacitySet', data: { catalogEventId, ticketTypeId, capacity } }];
    }
    case 'ReturnSoldSeats': {
      const { orderId } = command.data;
      const reservation = state.reservations.get(orderId);
      if (reservation?.status !== 'sold') return [];
      return [{ type: 'SoldSeatsReturned', data: { catalogEventId, orderId, lines: reservation.soldLines } }];
    }
    case 'ReturnVoidedSeats': {
      const { orderId } = command.data;
      const reservation = state.reservations.get(orderId);
      // Returned with the whole order already, or never sold here: no seat of it is taken.
      if (reservation?.status !== 'sold') return [];
      const tickets = command.data.tickets.filter((ticket) => !reservation.returnedTickets.has(ticket.ticketId));
      if (tickets.length === 0) return [];
      return [
        {
          type: 'VoidedSeatsReturned',
          data: {
            catalogEventId,
            orderId,
            ticketIds: tickets.map((ticket) => ticket.ticketId),
            lines: voidedShares(reservation.soldLines, tickets),
          },
        },
      ];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

/**
 * The seats of voided tickets with their share of each sold line's revenue: an even share per seat,
 * and all that is left when the line's last seat goes, so the shares of a line add up to it.
 */
function voidedShares(
  soldLines: readonly SoldSeatLine[],
  tickets: readonly { ticketTypeId: string }[],
): SoldSeatLine[] {
  const left = new Map(perTicketType(soldLines).map((line) => [line.ticketTypeId, line]));
  const returned = new Map<string, SoldSeatLine>();
  for (const { ticketTypeId } of tickets) {
    const line = left.get(ticketTypeId);
    if (!line || line.quantity === 0) continue;
    const share = line.quantity === 1 ? line.revenueCents : Math.floor(line.revenueCents / line.quantity);
    left.set(ticketTypeId, { ...line, quantity: line.quantity - 1, revenueCents: line.revenueCents - share });
    const sum = returned.get(ticketTypeId) ?? { ticketTypeId, quantity: 0, revenueCents: 0 };
    returned.set(ticketTypeId, { ...sum, quantity: sum.quantity + 1, revenueCents: sum.revenueCents + share });
  }
  return [...returned.values()];
}

/** Lines summed per ticket type, in the order the types first appear. */
function perTicketType(lines: readonly SoldSeatLine[]): SoldSeatLine[] {
  const sums = new Map<string, SoldSeatLine>();
  for (const line of lines) {
    const sum = sums.get(line.ticketTypeId);
    sums.set(
      line.ticketTypeId,
      sum
        ? { ...sum, quantity: sum.quantity + line.quantity, revenueCents: sum.revenueCents + line.revenueCents }
        : line,
    );
  }
  return [...sums.values()];
}

/** What is still sold once the given lines went back on sale; lines with no seat left are dropped. */
function withoutReturned(sold: readonly SoldSeatLine[], returned: readonly SoldSeatLine[]): SoldSeatLine[] {
  const back = new Map(perTicketType(returned).map((line) => [line.ticketTypeId, line]));
  return perTicketType(sold)
    .map((line) => {
      const gone = back.get(line.ticketTypeId);
      return gone
        ? { ...line, quantity: line.quantity - gone.quantity, revenueCents: line.revenueCents - gone.revenueCents }
        : line;
    })
    .filter((line) => line.quantity > 0);
}

/** Checks that the seats and the code can be taken; answers the capacities adopted from the catalog. */
function takeSeats(
  state: SeatInventoryState,
  lines: readonly SeatLine[],
  discountCode: DiscountCodeLimit | null,
  capacities: Record<string, number>,
): { ticketTypeId: string; capacity: number }[] {
  const adopted: { ticketTypeId: string; capacity: number }[] = [];
  for (const { ticketTypeId, quantity } of lines) {
    let capacity = state.capacity.get(ticketTypeId);
    if (capacity === undefined) {
      capacity = capacities[ticketTypeId] ?? 0;
      adopted.push({ ticketTypeId, capacity });
    }
    const available = Math.max(0, capacity - (state.taken.get(ticketTypeId) ?? 0));
    if (quantity > available) throw orderingErrors.notEnoughSeats(ticketTypeId, available);
  }
  if (discountCode && discountCode.usageLimit !== null) {
    if ((state.codeUses.get(discountCode.discountCodeId) ?? 0) >= discountCode.usageLimit) {
      throw orderingErrors.discountCodeUsedUp();
    }
  }
  return adopted;
}

function cloneState(state: SeatInventoryState): SeatInventoryState {
  return {
    capacity: new Map(state.capacity),
    taken: new Map(state.taken),
    codeUses: new Map(state.codeUses),
    heldByBuyer: new Map(state.heldByBuyer),
    reservations: new Map(state.reservations),
  };
}

const add = (map: Map<string, number>, key: string, delta: number) => map.set(key, (map.get(key) ?? 0) + delta);

/** A hold ends (released or paid): its seats no longer count against the buyer. */
function endHold(state: SeatInventoryState, reservation: Reservation): void {
  if (reservation.status !== 'held' || reservation.buyerEmail === null) return;
  const left = (state.heldByBuyer.get(reservation.buyerEmail) ?? 0) - seatsOf(reservation.lines);
  if (left > 0) state.heldByBuyer.set(reservation.buyerEmail, left);
  else state.heldByBuyer.delete(reservation.buyerEmail);
}

/** Applies an event to a state this module owns (a fresh copy), in place. */
function apply(state: SeatInventoryState, event: SeatInventoryEvent): void {
  switch (event.type) {
    case 'SeatCapacitySet':
      state.capacity.set(event.data.ticketTypeId, event.data.capacity);
      return;
    case 'SeatsReserved': {
      const { orderId, lines, discountCodeId, buyerEmail } = event.data;
      for (const line of lines) add(state.taken, line.ticketTypeId, line.quantity);
      if (discountCodeId) add(state.codeUses, discountCodeId, 1);
      if (buyerEmail !== null) add(state.heldByBuyer, buyerEmail, seatsOf(lines));
      state.reservations.set(orderId, {
        status: 'held',
        lines,
        soldLines: [],
        returnedTickets: new Set(),
        discountCodeId,
        buyerEmail,
      });
      return;
    }
    case 'SeatsReleased': {
      const reservation = state.reservations.get(event.data.orderId);
      if (reservation?.status !== 'held') return;
      for (const line of reservation.lines) add(state.taken, line.ticketTypeId, -line.quantity);
      if (reservation.discountCodeId) add(state.codeUses, reservation.discountCodeId, -1);
      endHold(state, reservation);
      state.reservations.set(event.data.orderId, { ...reservation, status: 'released' });
      return;
    }
    case 'SeatsSold': {
      const { orderId, lines, discountCodeId, wasHeld } = event.data;
      const seatLines = lines.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity }));
      if (!wasHeld) {
        for (const line of seatLines) add(state.taken, line.ticketTypeId, line.quantity);
        if (discountCodeId) add(state.codeUses, discountCodeId, 1);
      }
      const before = state.reservations.get(orderId);
      if (before) endHold(state, before);
      state.reservations.set(orderId, {
        status: 'sold',
        lines: seatLines,
        soldLines: lines,
        returnedTickets: new Set(),
        discountCodeId,
        buyerEmail: before?.buyerEmail ?? null,
      });
      return;
    }
    case 'SoldSeatsReturned': {
      const reservation = state.reservations.get(event.data.orderId);
      if (reservation?.status !== 'sold') return;
      // The discount code's use stays counted: the buyer did use it.
      for (const line of event.data.lines) add(state.taken, line.ticketTypeId, -line.quantity);
      state.reservations.set(event.data.orderId, { ...reservation, status: 'returned' });
      return;
    }
    case 'VoidedSeatsReturned': {
      const reservation = state.reservations.get(event.data.orderId);
      if (reservation?.status !== 'sold') return;
      for (const line of event.data.lines) add(state.taken, line.ticketTypeId, -line.quantity);
      const soldLines = withoutReturned(reservation.soldLines, event.data.lines);
      state.reservations.set(event.data.orderId, {
        ...reservation,
        lines: soldLines.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity })),
        soldLines,
        returnedTickets: new Set([...reservation.returnedTickets, ...event.data.ticketIds]),
      });
      return;
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function evolve(state: SeatInventoryState, event: SeatInventoryEvent): SeatInventoryState {
  return foldEvents(state, [event]);
}

export function foldEvents(state: SeatInventoryState, events: readonly SeatInventoryEvent[]): SeatInventoryState {
  if (events.length === 0) return state;
  const next = cloneState(state);
  for (const event of events) apply(next, event);
  return next;
}

/**
 * Decides commands one after another, each on the state the previous ones left: the heart of an
 * on-sale rush, where one append records a whole batch. A refused command does not stop the others.
 */
export function decideBatch(
  commands: readonly SeatInventoryCommand[],
  state: SeatInventoryState,
): { state: SeatInventoryState; outcomes: BatchOutcome<SeatInventoryEvent>[] } {
  const next = cloneState(state);
  const outcomes = commands.map((command): BatchOutcome<SeatInventoryEvent> => {
    try {
      const events = decide(command, next);
      for (const event of events) apply(next, event);
      return { ok: true, events };
    } catch (error) {
      if (error instanceof DomainError) return { ok: false, error };
      throw error;
    }
  });
  return { state: next, outcomes };
}

/** Seats still free of a ticket type, as the inventory counts them (undefined: not adopted yet). */
export function availableSeats(state: SeatInventoryState, ticketTypeId: string): number | undefined {
  const capacity = state.capacity.get(ticketTypeId);
  return capacity === undefined ? undefined : Math.max(0, capacity - (state.taken.get(ticketTypeId) ?? 0));
}
