import { Global, Inject, Injectable, Module } from '@nestjs/common';
import {
  seatInventoryStreamId,
  type EventStore,
  type SeatInventoryEvent,
  type SeatLine,
  type SeatReleaseReason,
  type SoldSeatLine,
} from '@ticketshop/projections';
import { CacheRegistry } from '../../shared/cache-registry';
import { EVENT_STORE } from '../../infrastructure/storage/storage.tokens';
import { BatchingStreamWriter, type BatchedResult } from '../../shared/event-sourcing/batching-stream-writer';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import {
  decideBatch,
  foldEvents,
  initialSeatInventoryState,
  type DiscountCodeLimit,
  type SeatInventoryCommand,
  type SeatInventoryState,
} from '../domain/seat-inventory.decider';

/**
 * The seat inventories of all events, one stream each. Commands for one event are queued and
 * recorded in batches (BatchingStreamWriter), so an on-sale rush is one append per batch.
 */
@Injectable()
export class SeatInventory {
  private readonly writer: BatchingStreamWriter<SeatInventoryState, SeatInventoryCommand, SeatInventoryEvent>;

  constructor(@Inject(EVENT_STORE) store: EventStore, caches: CacheRegistry) {
    this.writer = new BatchingStreamWriter(store, {
      initialState: initialSeatInventoryState,
      fold: foldEvents,
      decideBatch,
    });
    caches.register('seat-inventory-streams', () => this.writer.clearCache());
  }

  reserve(
    data: {
      catalogEventId: string;
      orderId: string;
      lines: SeatLine[];
      discountCode: DiscountCodeLimit | null;
      capacities: Record<string, number>;
      expiresAt: string;
      buyerEmail: string;
      maxHeldSeatsPerBuyer: number;
    },
    metadata: CommandMetadata,
  ): Promise<BatchedResult<SeatInventoryEvent>> {
    return this.run({ type: 'ReserveSeats', data }, metadata);
  }

  release(
    data: { catalogEventId: string; orderId: string; reason: SeatReleaseReason },
    metadata: CommandMetadata,
  ): Promise<BatchedResult<SeatInventoryEvent>> {
    return this.run({ type: 'ReleaseSeats', data }, metadata);
  }

  sell(
    data: {
      catalogEventId: string;
      orderId: string;
      lines: SoldSeatLine[];
      discountCode: DiscountCodeLimit | null;
      capacities: Record<string, number>;
    },
    metadata: CommandMetadata,
  ): Promise<BatchedResult<SeatInventoryEvent>> {
    return this.run({ type: 'SellSeats', data }, metadata);
  }

  setCapacity(
    data: { catalogEventId: string; ticketTypeId: string; capacity: number },
    metadata: CommandMetadata,
  ): Promise<BatchedResult<SeatInventoryEvent>> {
    return this.run({ type: 'SetSeatCapacity', data }, metadata);
  }

  /** A fully refunded order's sold seats go back on sale (once per order). */
  returnSold(
    data: { catalogEventId: string; orderId: string },
    metadata: CommandMetadata,
  ): Promise<BatchedResult<SeatInventoryEvent>> {
    return this.run({ type: 'ReturnSoldSeats', data }, metadata);
  }

  /** The seats of tickets staff voided go back on sale (once per ticket). */
  returnVoided(
    data: { catalogEventId: string; orderId: string; tickets: { ticketId: string; ticketTypeId: string }[] },
    metadata: CommandMetadata,
  ): Promise<BatchedResult<SeatInventoryEvent>> {
    return this.run({ type: 'ReturnVoidedSeats', data }, metadata);
  }

  state(catalogEventId: string): Promise<SeatInventoryState> {
    return this.writer.read(seatInventoryStreamId(catalogEventId));
  }

  private run(command: SeatInventoryCommand, metadata: CommandMetadata) {
    return this.writer.execute(seatInventoryStreamId(command.data.catalogEventId), command, metadata);
  }
}

/** Global: the catalog guards quantity changes with it, the ordering context sells through it. */
@Global()
@Module({ providers: [SeatInventory], exports: [SeatInventory] })
export class SeatInventoryModule {}
