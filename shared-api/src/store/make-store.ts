// The store factory: one store for the composed site (the shell calls this once),
// and a fresh one per component test. Lazy remotes add slices with slice.injectInto(rootReducer).
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@marketplace/shared-api/api/api';
import { sessionSlice, type SessionState } from '@marketplace/shared-api/session/session-slice';
import { writeStoredUser, writeToken } from '@marketplace/shared-api/session/storage';

// Remotes declare their lazy slices by augmenting this interface (empty until one does).
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootState = ReturnType<typeof rootReducer>;

/** SPEC section 4: whenever the user or token changes it is written to storage, or removed when null. */
function persistSession() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (_action, current, previous) => {
      const now = (current as RootState).session;
      const before = (previous as RootState).session;
      return now.user !== before.user || now.token !== before.token;
    },
    effect: (_action, listenerApi) => {
      const { user, token } = (listenerApi.getState() as RootState).session;
      writeStoredUser(user);
      writeToken(token);
    },
  });
  return listener.middleware;
}

export function makeStore(preloadedSession?: Partial<SessionState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedSession
      ? ({ session: { ...sessionSlice.getInitialState(), ...preloadedSession } } as Partial<RootState>)
      : undefined,
    middleware: (getDefault) => getDefault().prepend(persistSession()).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
