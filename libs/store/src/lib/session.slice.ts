import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ACCOUNT_TYPE_FREE_TRIAL, ROLE_ADMIN, type Shop, STORAGE_KEYS } from '@chowk/contracts';
import { storage, type CurrentUser } from '@chowk/session';

/**
 * idle → loading (the start-up check of /auth/me) → ready once it settled: the user loaded, the
 * token refused (401), or no session to check. `retrying`: the check failed short of a refusal
 * (a 5xx, a 429, the network): the stored session stands and the shell checks again.
 */
export type SessionStatus = 'idle' | 'loading' | 'retrying' | 'ready';

export interface SessionState {
  token: string | null;
  adminToken: string | null;
  accountType: string | null;
  role: string | null;
  user: CurrentUser['user'];
  /**
   * The signed-in shopkeeper's shop: the browser's one copy of it. /auth/me fills it at start
   * and after a sign-in; a save puts the shop its answer carries here (`shopChanged`).
   */
  shop: Shop | null;
  status: SessionStatus;
}

/**
 * The role claim of a stored JWT, unverified: a hint for what the page shows while the server
 * cannot be asked (every call it makes is still authorised by the server). Null when unreadable.
 */
export function roleOfToken(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const role = (JSON.parse(json) as { role?: unknown } | null)?.role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

export function readStoredSession(): SessionState {
  const user = storage.get(STORAGE_KEYS.user);
  let parsed: CurrentUser['user'] = null;
  try {
    parsed = user ? (JSON.parse(user) as CurrentUser['user']) : null;
  } catch {
    parsed = null;
  }
  return {
    token: storage.get(STORAGE_KEYS.token),
    adminToken: storage.get(STORAGE_KEYS.adminToken),
    accountType: storage.get(STORAGE_KEYS.accountType),
    role: null,
    user: parsed,
    shop: null,
    status: 'idle',
  };
}

const initialState: SessionState = {
  token: null,
  adminToken: null,
  accountType: null,
  role: null,
  user: null,
  shop: null,
  status: 'idle',
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionRestored: (_state, action: PayloadAction<SessionState>) => action.payload,
    userLoading: (state) => {
      state.status = 'loading';
    },
    userLoaded: (state, action: PayloadAction<CurrentUser>) => {
      state.user = action.payload.user;
      state.role = action.payload.role;
      state.shop = (action.payload.shop as Shop | null | undefined) ?? null;
      state.status = 'ready';
    },
    /** The shop as a save (or a reload of it) answered it. */
    shopChanged: (state, action: PayloadAction<Shop | null>) => {
      state.shop = action.payload;
    },
    /** No session to check, or its token refused (the 401 has signed the user out already). */
    userLoadFailed: (state) => {
      state.status = 'ready';
    },
    /**
     * The check failed short of a refusal: the session stays as stored, with the role its token
     * names, so a brief outage of the API never sends a signed-in shopkeeper to /login.
     */
    userLoadRetrying: (state) => {
      state.role ??= roleOfToken(state.token) ?? (state.adminToken ? ROLE_ADMIN : null);
      state.status = 'retrying';
    },
    signedIn: (state, action: PayloadAction<{ token: string; role: string; user?: CurrentUser['user'] }>) => {
      state.token = action.payload.token;
      state.role = action.payload.role;
      state.user = action.payload.user ?? null;
      if (state.accountType === ACCOUNT_TYPE_FREE_TRIAL) state.accountType = null;
    },
    /** Logout, or a 401 on a user call. */
    signedOut: (state) => {
      state.token = null;
      state.user = null;
      state.shop = null;
      state.role = state.adminToken ? ROLE_ADMIN : null;
    },
    adminSignedIn: (state, action: PayloadAction<string>) => {
      state.adminToken = action.payload;
      state.role = ROLE_ADMIN;
    },
    adminSignedOut: (state) => {
      state.adminToken = null;
      if (state.role === ROLE_ADMIN) state.role = null;
    },
    accountTypeSet: (state, action: PayloadAction<string | null>) => {
      // A trial ending (a sign-up or sign-in on this device) takes the trial's shop with it.
      if (state.accountType === ACCOUNT_TYPE_FREE_TRIAL && action.payload !== ACCOUNT_TYPE_FREE_TRIAL && !state.token)
        state.shop = null;
      state.accountType = action.payload;
    },
  },
  selectors: {
    selectSession: (s) => s,
    selectIsAdmin: (s) => Boolean(s.adminToken),
    selectIsSignedIn: (s) => Boolean(s.token),
    selectRole: (s) => s.role,
    selectShop: (s) => s.shop,
  },
});

export const {
  sessionRestored,
  userLoading,
  userLoaded,
  userLoadFailed,
  userLoadRetrying,
  shopChanged,
  signedIn,
  signedOut,
  adminSignedIn,
  adminSignedOut,
  accountTypeSet,
} = sessionSlice.actions;
export const { selectSession, selectIsAdmin, selectIsSignedIn, selectRole, selectShop } = sessionSlice.selectors;
