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

/**
 * Load, decide, append: the whole of a command handler. A concurrent writer makes the append fail on
 * its expected revision; the command is then decided again on the fresh state, never overwritten.
 */
export async function handleWithDecider<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: CommandMetadata,
): Promise<CommandResult> {
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const state = recorded.reduce(
      (current, event) =>
        decider.evolve(current, {
          type: event.type,
          data: eventCatalog.upcast(event.type, event.version, event.data),
        } as Event),
      decider.initialState,
    );
    const revision = recorded.length === 0 ? undefined : recorded[recorded.length - 1]!.streamRevision;
    const events = decider.decide(command, state);
    if (events.length === 0) {
      const head = recorded[recorded.length - 1];
      return { position: (head?.globalPosition ?? 0n).toString(), revision: (revision ?? -1n).toString() };
    }
    const expectedRevision: ExpectedRevision = revision === undefined ? 'no_stream' : revision;
    try {
      const result = await store.appendToStream(
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
      return { position: result.position.toString(), revision: result.nextExpectedRevision.toString() };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}
