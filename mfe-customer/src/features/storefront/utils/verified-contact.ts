import { CONTACT_TYPES, CUSTOMER_LIMITS, STORAGE_KEYS, type VerifiedContact } from '@chowk/contracts';
import { storage } from '@chowk/session';

/** The contact this device verified by OTP (docs/product.md §3), with when: the server honours it for 24 hours. */
export interface StoredContact extends VerifiedContact {
  verifiedAt?: string;
}

const TTL_MS = CUSTOMER_LIMITS.verificationTtlHours * 3_600_000;

/** The stored verified contact, or null (none, unreadable, or older than the server honours). */
export function readVerifiedContact(now: Date = new Date()): StoredContact | null {
  const raw = storage.get(STORAGE_KEYS.verifiedContact);
  if (!raw) return null;
  let value: Partial<StoredContact> | null;
  try {
    value = JSON.parse(raw) as Partial<StoredContact> | null;
  } catch {
    return null;
  }
  if (
    !value ||
    !(CONTACT_TYPES as readonly unknown[]).includes(value.type) ||
    typeof value.identifier !== 'string' ||
    !value.identifier ||
    value.verified !== true
  ) {
    return null;
  }
  const at = value.verifiedAt ? Date.parse(value.verifiedAt) : NaN;
  // Past the server's window an order would be refused (403): ask again instead.
  if (Number.isFinite(at) && now.getTime() - at > TTL_MS) {
    storage.remove(STORAGE_KEYS.verifiedContact);
    return null;
  }
  return {
    type: value.type as VerifiedContact['type'],
    identifier: value.identifier,
    verified: true,
    verifiedAt: value.verifiedAt,
  };
}

export function saveVerifiedContact(contact: VerifiedContact, now: Date = new Date()): StoredContact {
  const stored: StoredContact = {
    type: contact.type,
    identifier: contact.identifier,
    verified: true,
    verifiedAt: now.toISOString(),
  };
  storage.set(STORAGE_KEYS.verifiedContact, JSON.stringify(stored));
  return stored;
}

export const clearVerifiedContact = (): void => storage.remove(STORAGE_KEYS.verifiedContact);
