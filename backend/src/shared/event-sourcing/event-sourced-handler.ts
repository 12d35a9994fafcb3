import {
  WrongExpectedRevisionError,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
} from '@ticketshop/projections';
import { eventMetadata, type CommandMetadata } from './command-metadata';
import type { CommandResult } from './command-result';
import type { Decider } from './decider';
import { DomainEventStore, type EventIdOf } from './domain-event-store';
import type { CachedStream, StreamStateCache } from './stream-state-cache';

const MAX_ATTEMPTS = 10;

/** An event as `evolve` gets it: with the metadata it was stored with, which names who caused it. */
type EvolvedEvent<Event extends DomainEvent> = Event & { metadata: EventMetadata };

/** A decider whose `evolve` may read an event's metadata; every plain `Decider` is one. */
export interface EventSourcedDecider<State, Command, Event extends DomainEvent> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: EvolvedEvent<Event>): State;
  initialState: State;
}

export interface CommandHandlingOptions<State, Event extends DomainEvent> {
  /** How appended events get their ids: random unless given, e.g. derived from the command so a redelivery stores nothing twice. */
  eventId?: EventIdOf;
  /** Keeps the stream's state in memory and reads only its tail: for streams that grow long and are decided on often. */
  cache?: StreamStateCache<State, Event>;
  /** How often a command is decided again after a concurrent append (10 unless given). */
  maxAttempts?: number;
  /** Waits before deciding again, e.g. a random pause so that two writers do not keep colliding in step. */
  beforeRetry?: (attempt: number) => Promise<void>;
}

/** An aggregate's state from its stream, and the revision to expect when appending to it. */
export async function loadAggregate<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<EventSourcedDecider<State, never, Event>, 'evolve' | 'initialState'>,
): Promise<CachedStream<State>> {
  const recorded = await new DomainEventStore(store).read<Event>(streamId);
  const head = recorded[recorded.length - 1];
  return {
    state: recorded.reduce(decider.evolve, decider.initialState),
    revision: head?.streamRevision,
    position: head?.globalPosition ?? 0n,
  };
}

/**
 * Load, decide, append: the whole of a command handler, and the one place it is written. A concurrent
 * writer makes the append fail on its expected revision; the command is then decided again on the
 * fresh state, never overwritten. Answers the events it appended too, for handlers that act on what
 * was decided (send a mail), and the state after them.
 */
export async function decideAndAppend<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: EventSourcedDecider<State, Command, Event> | Decider<State, Command, Event>,
  command: Command,
  metadata: CommandMetadata,
  options: CommandHandlingOptions<State, Event> = {},
): Promise<{ result: CommandResult; events: Event[]; state: State }> {
  const { cache, maxAttempts = MAX_ATTEMPTS } = options;
  const evolve = decider.evolve as EventSourcedDecider<State, Command, Event>['evolve'];
  for (let attempt = 1; ; attempt++) {
    const { state, revision, position } = cache
      ? await cache.load(streamId)
      : await loadAggregate(store, streamId, { evolve, initialState: decider.initialState });
    const events = decider.decide(command, state);
    if (events.length === 0) {
      return { result: { position: position.toString(), revision: (revision ?? -1n).toString() }, events, state };
    }
    try {
      const appended = await new DomainEventStore(store).append(streamId, events, {
        expectedRevision: revision ?? 'no_stream',
        metadata,
        eventId: options.eventId,
      });
      const stored = eventMetadata(metadata);
      const next = events.reduce((current, event) => evolve(current, { ...event, metadata: stored }), state);
      cache?.remember(streamId, { state: next, revision: appended.nextExpectedRevision, position: appended.position });
      return {
        result: { position: appended.position.toString(), revision: appended.nextExpectedRevision.toString() },
        events,
        state: next,
      };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < maxAttempts) {
        await options.beforeRetry?.(attempt);
        continue;
      }
      // Whether the append landed is unknown: the next load reads the stream again.
      cache?.forget(streamId);
      throw error;
    }
  }
}

export async function handleWithDecider<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: EventSourcedDecider<State, Command, Event> | Decider<State, Command, Event>,
  command: Command,
  metadata: CommandMetadata,
  options?: CommandHandlingOptions<State, Event>,
): Promise<CommandResult> {
  return (await decideAndAppend(store, streamId, decider, command, metadata, options)).result;
}
