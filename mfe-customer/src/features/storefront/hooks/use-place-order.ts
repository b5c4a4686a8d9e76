import { useRef, useState } from 'react';
import { CUSTOMER_API_MESSAGES, CUSTOMER_FAILURE, type CustomerOrder, type PlaceOrderPayload } from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { usePlaceOrderMutation } from '../../../store/customer.api';

export type PlaceResult =
  | { kind: 'placed'; order: CustomerOrder }
  | { kind: 'notVerified'; message: string }
  /** The customer's sign-in expired (401): the client has dropped it; the order was not placed. */
  | { kind: 'signInEnded' }
  | { kind: 'failed'; status: number; message: string }
  /** A click while the same order is on its way: nothing sent. */
  | { kind: 'busy' };

interface Attempt {
  key: string;
  payload: string;
}

const ATTEMPT_PREFIX = 'checkoutAttempt:';

/**
 * Answers that say the order may not have reached the shop's server, or reached one that went
 * away mid-answer: no answer at all (0), 502 (the front proxy lost the instance, say a restart),
 * 503 (briefly unavailable), 504 (a gateway timeout). The same Idempotency-Key makes a resend
 * safe (the server answers with the order when the first send made it), so these are sent again
 * on their own, after each wait in `resendDelaysMs`, before the customer sees a failure.
 */
const RESENT_STATUSES = new Set([0, 502, 503, 504]);

/** The automatic resends' waits (tests set them to 0). */
export const placeOrderTiming = { resendDelaysMs: [1_000, 3_000] };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A new Idempotency-Key: a UUID (crypto.randomUUID needs a secure context; the fallback does not). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// The attempt outlives a reload of the checkout (a slow phone that lost the answer and was
// reloaded sends the same key again), but not the tab: sessionStorage.
function readAttempt(shopCode: string): Attempt | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(ATTEMPT_PREFIX + shopCode);
    const value = raw ? (JSON.parse(raw) as Partial<Attempt>) : null;
    return value && typeof value.key === 'string' && typeof value.payload === 'string' ? (value as Attempt) : null;
  } catch {
    return null;
  }
}

function writeAttempt(shopCode: string, attempt: Attempt | null): void {
  try {
    if (attempt) globalThis.sessionStorage?.setItem(ATTEMPT_PREFIX + shopCode, JSON.stringify(attempt));
    else globalThis.sessionStorage?.removeItem(ATTEMPT_PREFIX + shopCode);
  } catch {
    /* storage unavailable: the key lasts for this page */
  }
}

/**
 * Placing the order (docs/product.md §4 Checkout: submitting; success; failure keeps the page). One
 * Idempotency-Key per checkout attempt: made for an order's first send and sent again with
 * the same order (Retry, a second click, a reload), so the server makes one order whatever
 * reaches it; an order that changed (another quantity, other notes) is a new attempt with a
 * new key. A send while one is on its way sends nothing (checked before React re-renders, so a
 * double click cannot slip through). A send that got no answer, or a 502/503/504, is sent again
 * with the same key on its own (RESENT_STATUSES); the button reads "Placing Order..." meanwhile.
 */
export function usePlaceOrder(shopCode: string) {
  const [placeOrder] = usePlaceOrderMutation();
  // Busy from the first send to the last answer, the automatic resends and their waits included.
  const [busy, setBusy] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);

  const keyFor = (payload: string): string => {
    const known = attempt.current ?? readAttempt(shopCode);
    if (known && known.payload === payload) {
      attempt.current = known;
      return known.key;
    }
    attempt.current = { key: newIdempotencyKey(), payload };
    writeAttempt(shopCode, attempt.current);
    return attempt.current.key;
  };

  const place = async (payload: PlaceOrderPayload): Promise<PlaceResult> => {
    if (inFlight.current) return { kind: 'busy' };
    inFlight.current = true;
    setBusy(true);
    setError(null);
    const idempotencyKey = keyFor(JSON.stringify(payload));
    const send = async () => {
      for (const delay of placeOrderTiming.resendDelaysMs) {
        try {
          return await placeOrder({ shopCode, payload, idempotencyKey }).unwrap();
        } catch (e) {
          if (!RESENT_STATUSES.has((e as QueryError).status)) throw e;
        }
        await wait(delay);
      }
      return placeOrder({ shopCode, payload, idempotencyKey }).unwrap();
    };
    try {
      const answer = await send();
      if (!answer.success || !answer.data) {
        const message = answer.message || CUSTOMER_FAILURE.order;
        setError(message);
        return { kind: 'failed', status: 200, message };
      }
      attempt.current = null;
      writeAttempt(shopCode, null);
      return { kind: 'placed', order: answer.data };
    } catch (e) {
      const failed = e as QueryError;
      if (failed.status === 401) return { kind: 'signInEnded' };
      if (failed.status === 403) {
        // The contact is not (or no longer) verified on this device: verification opens again.
        return { kind: 'notVerified', message: failed.serverMessage ?? CUSTOMER_API_MESSAGES.notVerified };
      }
      // docs/product.md §8: the server's message, else 'Failed to place order'; no answer at all: '… Please try again.'
      const message = failed.status ? (failed.serverMessage ?? CUSTOMER_FAILURE.order) : CUSTOMER_FAILURE.orderRetry;
      setError(message);
      return { kind: 'failed', status: failed.status, message };
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { place, busy, error, clearError: () => setError(null) };
}
