// The signed-in user and token (SPEC section 4, Session). Storage is written by
// the store's listener (store/make-store.ts), never from a reducer.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@marketplace/shared-api/types';
import { readStoredUser, readToken, type StoredUser } from '@marketplace/shared-api/session/storage';

export interface SessionState {
  user: StoredUser | User | null;
  token: string | null;
  /** True until the stored session has been checked with the server. */
  loading: boolean;
  /**
   * A logout is under way: the server is revoking the token, so nothing more is asked
   * with it (a badge refetched meanwhile answered 401 into the console).
   */
  ending?: boolean;
}

export function initialSessionState(): SessionState {
  return { user: readStoredUser(), token: readToken(), loading: true, ending: false };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ user: User; token: string }>) {
      state.user = action.payload.user;
      state.token = action.payload.token;
      state.loading = false;
      state.ending = false;
    },
    verified(state, action: PayloadAction<User>) {
      // The stored user, found unchanged, stays the same object: nothing that shows the
      // user renders again (on the list page that was 24 cards, a long task on a phone).
      if (JSON.stringify(state.user) !== JSON.stringify(action.payload)) state.user = action.payload;
      state.loading = false;
    },
    userUpdated(state, action: PayloadAction<User>) {
      if (state.user && (state.user as User).id === action.payload.id) state.user = action.payload;
    },
    /** Sent before the logout request (use-logout.ts). */
    sessionEnding(state) {
      state.ending = true;
    },
    /** Logout, a failed verification or any 401: nobody is signed in any more. */
    sessionCleared(state) {
      state.user = null;
      state.token = null;
      state.loading = false;
      state.ending = false;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectSessionLoading: (state) => state.loading,
    selectSessionEnding: (state) => state.ending === true,
    selectIsAdmin: (state) => (state.user as User | null)?.premium === 'Admin',
  },
});

export const { loggedIn, verified, userUpdated, sessionEnding, sessionCleared } = sessionSlice.actions;
export const { selectUser, selectSessionLoading, selectSessionEnding, selectIsAdmin } = sessionSlice.selectors;
