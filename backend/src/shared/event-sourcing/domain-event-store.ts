import { randomUUID } from 'node:crypto';
import {
  eventCatalog,
  type AppendResult,
  type DomainEvent,
  type EventStore,
  type ExpectedRevision,
  type ReadStreamOptions,
  type RecordedEvent,
} from '@ticketshop/projections';
import { eventMetadata, type CommandMetadata } from './command-metadata';

/** A stored event as the domain reads it: its data already at the type's current version. */
export type StoredDomainEvent<Event extends DomainEvent = DomainEvent> = Event &
  Pick<RecordedEvent, 'eventId' | 'streamId' | 'streamRevision' | 'globalPosition' | 'metadata'>;

/** How an appended event gets its id; the same id is stored once, so a derived id makes a retry idempotent. */
export type EventIdOf = (event: DomainEvent, index: number, metadata: CommandMetadata) => string;

const randomEventId: EventIdOf = () => randomUUID();

/** Events are stored at the version they were written in; the catalog's upcasters bring them to today's. */
export function upcastRecorded<Event extends DomainEvent>(recorded: RecordedEvent): StoredDomainEvent<Event> {
  return {
    ...recorded,
    data: eventCatalog.upcast(recorded.type, recorded.version, recorded.data),
  } as unknown as StoredDomainEvent<Event>;
}

/**
 * The event-store port in domain events: reads answer upcast events, appends stamp each event with its
 * type's current version and the command's metadata. Code outside the store never upcasts by hand.
 */
export class DomainEventStore {
  constructor(private readonly store: EventStore) {}

  async read<Event extends DomainEvent>(
    streamId: string,
    options?: ReadStreamOptions,
  ): Promise<StoredDomainEvent<Event>[]> {
    return (await this.store.readStream(streamId, options)).map((recorded) => upcastRecorded<Event>(recorded));
  }

  append(
    streamId: string,
    events: readonly DomainEvent[],
    options: { expectedRevision: ExpectedRevision; metadata: CommandMetadata; eventId?: EventIdOf },
  ): Promise<AppendResult> {
    const eventId = options.eventId ?? randomEventId;
    return this.store.appendToStream(
      streamId,
      events.map((event, index) => ({
        eventId: eventId(event, index, options.metadata),
        type: event.type,
        version: eventCatalog.versionOf(event.type),
        data: event.data as Record<string, unknown>,
        metadata: eventMetadata(options.metadata),
      })),
      { expectedRevision: options.expectedRevision },
    );
  }
}
