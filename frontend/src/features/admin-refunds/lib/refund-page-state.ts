/**
 * What the events list hands the refund page after cancelling an event that sold tickets, so the page
 * says why the administrator is there.
 */
export interface EventCancelledState {
  eventCancelled: true;
}

export function isEventCancelledState(state: unknown): state is EventCancelledState {
  return typeof state === 'object' && state !== null && 'eventCancelled' in state && state.eventCancelled === true;
}
