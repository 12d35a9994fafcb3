import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredUser } from './session-storage';
import { isAdmin } from './user';
import type { UserResponse } from '../api-types/generated';

export interface SessionState {
  user: UserResponse | null;
  /**
   * 'pending' while a user remembered from an earlier visit has not yet been confirmed by the server
   * (GET /auth/me), so guards wait instead of showing a page the session may no longer allow.
   */
  authCheck: 'pending' | 'done';
  /** True after the user signed out here: guarded pages then send them home, not to the login. */
  signedOutByUser: boolean;
}

function initialSessionState(): SessionState {
  const user = readStoredUser();
  return { user, authCheck: user ? 'pending' : 'done', signedOutByUser: false };
}

export const sessionSlice = createSlice({
  name: 'session',
  // Lazy, so each new store (each page load, each test) reads storage as it is then.
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<UserResponse>) {
      state.user = action.payload;
      state.authCheck = 'done';
      state.signedOutByUser = false;
    },
    /**
     * Fresh data about the signed-in user. Ignored once signed out, so an answer that arrives after
     * logout cannot sign the visitor back in.
     */
    userUpdated(state, action: PayloadAction<UserResponse>) {
      if (state.user) state.user = action.payload;
      state.authCheck = 'done';
    },
    signedOut(state) {
      state.user = null;
      state.authCheck = 'done';
    },
    loggedOut(state) {
      state.user = null;
      state.authCheck = 'done';
      state.signedOutByUser = true;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectIsAdmin: (state) => isAdmin(state.user),
    selectAuthChecking: (state) => state.authCheck === 'pending',
    selectSignedOutByUser: (state) => state.signedOutByUser,
  },
});

export const { signedIn, userUpdated, signedOut, loggedOut } = sessionSlice.actions;
export const { selectCurrentUser, selectIsAdmin, selectAuthChecking, selectSignedOutByUser } = sessionSlice.selectors;
