import type { DomainEvent } from '@ticketshop/projections';

/** An aggregate as two pure functions and where it starts (Emmett's decider pattern). */
export interface Decider<State, Command, Event extends DomainEvent> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState: State;
}
