import { randomUUID } from 'node:crypto';
import {
  eventCatalog,
  WrongExpectedRevisionError,
  type DomainEvent,
  type EventStore,
  type ExpectedRevision,
} from '@ticketshop/projections';
import type { Decider } from './decider';
import { eventMetadata, type CommandMetadata } from './command-metadata';
import type { CommandResult } from './command-result';

const MAX_ATTEMPTS = 10;

/** An aggregate's state from its stream, and the revision to expect when appending to it. */
export async function loadAggregate<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'evolve' | 'initialState'>,
): Promise<{ state: State; revision: bigint | undefined; position: bigint }> {
  const recorded = await store.readStream(streamId);
  const state = recorded.reduce(
    (current, event) =>
      decider.evolve(current, {
        type: event.type,
        data: eventCatalog.upcast(event.type, event.version, event.data),
      } as Event),
    decider.initialState,
  );
  const head = recorded[recorded.length - 1];
  return { state, revision: head?.streamRevision, position: head?.globalPosition ?? 0n };
}

/**
 * Load, decide, append: the whole of a command handler. A concurrent writer makes the append fail on
 * its expected revision; the command is then decided again on the fresh state, never overwritten.
 * Answers the events it appended too, for handlers that act on what was decided (send a mail).
 */
export async function decideAndAppend<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: CommandMetadata,
): Promise<{ result: CommandResult; events: Event[]; state: State }> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision, position } = await loadAggregate(store, streamId, decider);
    const events = decider.decide(command, state);
    if (events.length === 0) {
      return { result: { position: position.toString(), revision: (revision ?? -1n).toString() }, events, state };
    }
    const expectedRevision: ExpectedRevision = revision === undefined ? 'no_stream' : revision;
    try {
      const appended = await store.appendToStream(
        streamId,
        events.map((event) => ({
          eventId: randomUUID(),
          type: event.type,
          version: eventCatalog.versionOf(event.type),
          data: event.data as Record<string, unknown>,
          metadata: eventMetadata(metadata),
        })),
        { expectedRevision },
      );
      return {
        result: { position: appended.position.toString(), revision: appended.nextExpectedRevision.toString() },
        events,
        state: events.reduce(decider.evolve, state),
      };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}

export async function handleWithDecider<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: CommandMetadata,
): Promise<CommandResult> {
  return (await decideAndAppend(store, streamId, decider, command, metadata)).result;
}
