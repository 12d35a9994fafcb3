import { userStreamId, type EventStore } from '@ticketshop/projections';
import type { CommandMetadata } from '../../shared/event-sourcing/command-metadata';
import { loadAggregate } from '../../shared/event-sourcing/event-sourced-handler';
import { userDecider } from '../domain/user.decider';

/** Metadata naming the account itself as the actor, for what its owner does without a session (mail links). */
export async function asAccountOwner(
  store: EventStore,
  userId: string,
  metadata: CommandMetadata,
): Promise<CommandMetadata> {
  const { state } = await loadAggregate(store, userStreamId(userId), userDecider);
  return { ...metadata, actor: { kind: 'user', userId, role: state.exists ? state.role : 'user' } };
}
