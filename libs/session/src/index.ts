/**
 * The browser session without HTTP: local storage, the device id, the session hooks and the
 * current-user type. No HTTP client: the shell's first render needs only this, and the HTTP client
 * (`@chowk/api-client`, which calls these hooks) loads when the first call is made.
 */
import { browserLanguage, isLanguage, isUiLanguage, STORAGE_KEYS, type UiLanguage } from '@chowk/contracts';

/** Local storage that never throws (private mode, quota, no window in tests). */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      /* storage unavailable: the session lasts for this page only */
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};

/** A random id made once per browser and kept; sent as X-Device-Id on every request. */
export function getDeviceId(): string {
  let id = storage.get(STORAGE_KEYS.deviceId);
  if (!id) {
    id =
      typeof crypto !== 'undefined' && 'randomUUID' in crypto
        ? crypto.randomUUID()
        : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
    storage.set(STORAGE_KEYS.deviceId, id);
  }
  return id;
}

/** Clears the signed-in user's token and data (the 401 action of docs/product.md §8). */
export function clearUserSession(): void {
  storage.remove(STORAGE_KEYS.token);
  storage.remove(STORAGE_KEYS.user);
}

export interface ApiClientHooks {
  notifyError: (message: string) => void;
  /** 401 on a user call: token and user data are already cleared; go to /login. */
  onUnauthorized: () => void;
  /** 401 on an admin call: the admin token is already cleared; show the admin sign-in. */
  onAdminUnauthorized: () => void;
}

export const hooks: ApiClientHooks = {
  notifyError: () => undefined,
  onUnauthorized: () => undefined,
  onAdminUnauthorized: () => undefined,
};

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  Object.assign(hooks, next);
}

export interface CurrentUser {
  user: { _id?: string; email?: string; mobile?: string; name?: string } | null;
  role: string | null;
  shop: unknown;
  customer: unknown;
}

/**
 * The language of this device (docs/product.md "Languages"): the one chosen in a switch, kept in
 * local storage; on a first visit the browser's. The shell and every remote read it here (one
 * instance, shared), each translating its own words; a change reaches every subscriber at once.
 */
let language: UiLanguage | null = null;
const languageListeners = new Set<(next: UiLanguage) => void>();

export function getLanguage(): UiLanguage {
  if (language) return language;
  const kept = storage.get(STORAGE_KEYS.language);
  language = isUiLanguage(kept) ? kept : browserLanguage(globalThis.navigator?.languages);
  return language;
}

/** Chooses the language (remembered on this device) and tells every subscriber. */
export function setLanguage(next: UiLanguage): void {
  if (!isUiLanguage(next)) return;
  const current = getLanguage();
  storage.set(STORAGE_KEYS.language, next);
  if (next === current) return;
  language = next;
  languageListeners.forEach((listener) => listener(next));
}

/** Calls `listener` on every change of language; returns the unsubscribe. */
export function onLanguageChange(listener: (next: UiLanguage) => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

/** The language the API should answer in (the pseudo-locale asks for English). */
export const apiLanguage = (): string => (isLanguage(getLanguage()) ? getLanguage() : 'en');
