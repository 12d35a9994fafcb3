import { eventCatalog, type DomainEvent, type EventStore } from '@ticketshop/projections';

export interface CachedStream<State> {
  state: State;
  /** undefined: the stream does not exist yet. */
  revision: bigint | undefined;
  /** Global position of the newest event folded in (0n for none). */
  position: bigint;
}

/**
 * Keeps streams' states in memory and brings them up to date by reading only the events appended
 * since, so a hot stream (an event's seat inventory, its catalog entry) is not read whole for every
 * order. Another process may have appended meanwhile: every `load` reads the tail first.
 */
export class StreamStateCache<State, Event extends DomainEvent> {
  private readonly streams = new Map<string, CachedStream<State>>();

  constructor(
    private readonly store: EventStore,
    private readonly initialState: () => State,
    private readonly fold: (state: State, events: Event[]) => State,
  ) {}

  async load(streamId: string): Promise<CachedStream<State>> {
    const cached = this.streams.get(streamId) ?? { state: this.initialState(), revision: undefined, position: 0n };
    const recorded = await this.store.readStream(
      streamId,
      cached.revision === undefined ? {} : { fromRevision: cached.revision + 1n },
    );
    if (recorded.length === 0) {
      this.streams.set(streamId, cached);
      return cached;
    }
    const events = recorded.map(
      (event) => ({ type: event.type, data: eventCatalog.upcast(event.type, event.version, event.data) }) as Event,
    );
    const last = recorded[recorded.length - 1]!;
    const fresh = {
      state: this.fold(cached.state, events),
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
}
