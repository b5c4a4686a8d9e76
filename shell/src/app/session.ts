import { readStoredSession, sessionRestored, userLoadFailed, userLoaded, userLoading, type AppStore } from '@chowk/store';

/** Restores the session from storage and fetches the current user once at start. */
export function startSession(store: AppStore): Promise<void> {
  const stored = readStoredSession();
  store.dispatch(sessionRestored(stored));
  const auth = stored.token ? 'user' : stored.adminToken ? 'admin' : null;
  if (!auth) {
    store.dispatch(userLoadFailed());
    return Promise.resolve();
  }
  store.dispatch(userLoading());
  // The HTTP client loads only when there is a session to check: a first visit never needs it.
  return import('@chowk/api-client')
    .then(({ fetchCurrentUser }) => fetchCurrentUser(auth))
    .then((me) => {
      store.dispatch(userLoaded(me));
    })
    .catch(() => {
      store.dispatch(userLoadFailed());
    });
}
