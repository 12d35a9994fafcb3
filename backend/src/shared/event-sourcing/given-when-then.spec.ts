/*
 * Spec-only (its `.spec.ts` name keeps it out of dist, and jest runs only `*.unit|int|ops.spec.ts`):
 * the given–when–then every decider spec is written in.
 */
import type { DomainEvent } from '@ticketshop/projections';
import { DomainError } from './domain-error';
import type { Decider } from './decider';

/**
 * `given(events)` is the state those events fold into, `when(events, command)` the events the decider
 * decides on it, `refusal(events, command)` the DomainError it throws instead (fails when it decides).
 */
export function givenWhenThen<State, Command, Event extends DomainEvent>(
  decider: Pick<Decider<State, Command, Event>, 'decide' | 'evolve' | 'initialState'>,
) {
  const given = (events: readonly Event[]): State => events.reduce(decider.evolve, decider.initialState);
  const when = (events: readonly Event[], command: Command): Event[] => decider.decide(command, given(events));
  const refusal = (events: readonly Event[], command: Command): DomainError => {
    try {
      when(events, command);
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
    throw new Error('expected a DomainError, the decider decided instead');
  };
  return { given, when, refusal };
}
