import {
  readStoredSession,
  sessionRestored,
  userLoadFailed,
  userLoaded,
  userLoading,
  userLoadRetrying,
  type AppStore,
} from '@chowk/store';

type Auth = 'user' | 'admin';

/** The wait before check number `attempt + 1` after a failed one: 1 s, 2 s, 4 s … at most 30 s. */
export const retryDelayMs = (attempt: number): number => Math.min(1_000 * 2 ** attempt, 30_000);

/** Restores the session from storage and fetches the current user at start, again until it answers. */
export function startSession(store: AppStore): Promise<void> {
  const stored = readStoredSession();
  store.dispatch(sessionRestored(stored));
  const auth = stored.token ? 'user' : stored.adminToken ? 'admin' : null;
  if (!auth) {
    store.dispatch(userLoadFailed());
    return Promise.resolve();
  }
  store.dispatch(userLoading());
  return checkUser(store, auth, 0);
}

/** One check of /auth/me; settles when it answered, leaves the next one scheduled when it could not. */
function checkUser(store: AppStore, auth: Auth, attempt: number): Promise<void> {
  // The HTTP client loads only when there is a session to check: a first visit never needs it.
  return import('@chowk/api-client')
    .then(({ fetchCurrentUser }) => fetchCurrentUser(auth))
    .then(
      (me) => void store.dispatch(userLoaded(me)),
      (error: unknown) => {
        // Only a refused token ends the session: the client has signed out and gone to /login.
        if ((error as { status?: unknown } | null)?.status === 401) return void store.dispatch(userLoadFailed());
        // Anything else (a 5xx while an instance restarts, a 429, the network, this chunk) says
        // nothing about the token: the page shows with the stored session, and the check runs again.
        store.dispatch(userLoadRetrying());
        retryLater(store, auth, attempt);
      },
    );
}

/** The next check: after the backoff, or as soon as the browser is back online, whichever comes first. */
function retryLater(store: AppStore, auth: Auth, attempt: number): void {
  const retry = () => {
    clearTimeout(timer);
    globalThis.removeEventListener?.('online', retry);
    // A sign-in, a logout or a 401 elsewhere settled the session meanwhile: nothing left to check.
    const session = store.getState().session;
    if (session.status === 'retrying' && (auth === 'user' ? session.token : session.adminToken))
      void checkUser(store, auth, attempt + 1);
  };
  const timer = setTimeout(retry, retryDelayMs(attempt));
  globalThis.addEventListener?.('online', retry);
}
