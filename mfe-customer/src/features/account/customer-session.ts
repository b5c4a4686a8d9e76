import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, type CustomerProfile } from '@chowk/contracts';
import { storage } from '@chowk/session';

/**
 * The optional customer sign-in (docs/product.md §6): a token of role customer and the
 * profile, kept on this device apart from a shopkeeper's session.
 */
const listeners = new Set<() => void>();
let cached: { raw: string | null; profile: CustomerProfile | null } = { raw: null, profile: null };

function read(): CustomerProfile | null {
  const raw = storage.get(STORAGE_KEYS.customerToken) ? storage.get(STORAGE_KEYS.customer) : null;
  if (raw === cached.raw) return cached.profile;
  let profile: CustomerProfile | null = null;
  try {
    profile = raw ? (JSON.parse(raw) as CustomerProfile) : null;
  } catch {
    profile = null;
  }
  cached = { raw, profile };
  return profile;
}

export const signedInCustomer = read;

export function startCustomerSession(token: string, customer: CustomerProfile): void {
  storage.set(STORAGE_KEYS.customerToken, token);
  storage.set(STORAGE_KEYS.customer, JSON.stringify(customer));
  listeners.forEach((l) => l());
}

export function endCustomerSession(): void {
  storage.remove(STORAGE_KEYS.customerToken);
  storage.remove(STORAGE_KEYS.customer);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.customerToken || e.key === STORAGE_KEYS.customer) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The signed-in customer, or null; follows sign-in and sign-out in this and other tabs. */
export const useCustomerSession = (): CustomerProfile | null => useSyncExternalStore(subscribe, read, () => null);
