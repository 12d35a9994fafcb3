import type { DomainEvent, EventStore } from '@ticketshop/projections';
import { DomainEventStore, type StoredDomainEvent } from './domain-event-store';

export interface CachedStream<State> {
  state: State;
  /** undefined: the stream does not exist yet. */
  revision: bigint | undefined;
  /** Global position of the newest event folded in (0n for none). */
  position: bigint;
}

interface TailReads<State> {
  inFlight?: Promise<CachedStream<State>>;
  /** The read that starts when the one in flight ends, shared by every load that asked meanwhile. */
  next?: Promise<CachedStream<State>>;
}

/**
 * Keeps streams' states in memory and brings them up to date by reading only the events appended
 * since, so a hot stream (an event's seat inventory, its catalog entry) is not read whole for every
 * order. Another process may have appended meanwhile: every `load` reads the tail first.
 *
 * Loads of one stream share reads: a load that comes while a read is in flight waits for the next
 * read, which starts after it asked and so sees everything committed before; however many loads wait,
 * that is one read. In a rush, a hot stream costs one read per round trip instead of one per order.
 */
export class StreamStateCache<State, Event extends DomainEvent> {
  private readonly streams = new Map<string, CachedStream<State>>();
  private readonly tailReads = new Map<string, TailReads<State>>();

  private readonly store: DomainEventStore;

  constructor(
    store: EventStore,
    private readonly initialState: () => State,
    private readonly fold: (state: State, events: StoredDomainEvent<Event>[]) => State,
  ) {
    this.store = new DomainEventStore(store);
  }

  load(streamId: string): Promise<CachedStream<State>> {
    const reads = this.tailReads.get(streamId) ?? {};
    this.tailReads.set(streamId, reads);
    if (!reads.inFlight) {
      reads.inFlight = this.readTail(streamId).finally(() => {
        reads.inFlight = undefined;
        if (!reads.next) this.tailReads.delete(streamId);
      });
      return reads.inFlight;
    }
    reads.next ??= reads.inFlight
      .catch(() => undefined)
      .then(() => {
        reads.next = undefined;
        return this.load(streamId);
      });
    return reads.next;
  }

  private async readTail(streamId: string): Promise<CachedStream<State>> {
    const cached = this.streams.get(streamId) ?? { state: this.initialState(), revision: undefined, position: 0n };
    const recorded = await this.store.read<Event>(
      streamId,
      cached.revision === undefined ? {} : { fromRevision: cached.revision + 1n },
    );
    if (recorded.length === 0) {
      this.streams.set(streamId, cached);
      return cached;
    }
    const last = recorded[recorded.length - 1]!;
    const fresh = {
      state: this.fold(cached.state, recorded),
      revision: last.streamRevision,
      position: last.globalPosition,
    };
    this.streams.set(streamId, fresh);
    return fresh;
  }

  /** Records what this process just appended, so the next load starts from there. */
  remember(streamId: string, entry: CachedStream<State>): void {
    this.streams.set(streamId, entry);
  }

  /** After an append whose outcome is unknown the cached state cannot be trusted. */
  forget(streamId: string): void {
    this.streams.delete(streamId);
  }

  /** Forgets every stream (clear caches): the next load of each reads it whole. */
  clear(): void {
    this.streams.clear();
  }
}
