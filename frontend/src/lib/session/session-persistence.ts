import { createListenerMiddleware } from '@reduxjs/toolkit';
import { sessionSlice, type SessionState } from './session-slice';
import { writeStoredUser } from './session-storage';

/**
 * Mirrors the current user into storage whenever it changes, so reducers stay pure and no caller can
 * forget to persist a sign-in or a sign-out.
 */
export const sessionPersistence = createListenerMiddleware<{ session: SessionState }>();

sessionPersistence.startListening({
  predicate: (_action, current, previous) => current.session.user !== previous.session.user,
  effect: (_action, api) => {
    writeStoredUser(sessionSlice.selectors.selectCurrentUser(api.getState()));
  },
});
