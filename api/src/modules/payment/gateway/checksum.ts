import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PhonePe's request and response signature, X-VERIFY (Standard Checkout "Calculate X-Verify"):
 * SHA256(base64 body + API endpoint + salt key) in lower-case hex, then "###" and the salt
 * index. A GET has no body (the status check signs just its path); the server-to-server
 * callback signs its base64 `response` with an empty endpoint.
 */
export function xVerify(base64Body: string, endpoint: string, saltKey: string, saltIndex: number): string {
  return `${createHash('sha256').update(`${base64Body}${endpoint}${saltKey}`).digest('hex')}###${saltIndex}`;
}

/**
 * Checks a received X-VERIFY against the salt keys we hold (by index): constant-time, and
 * false for a missing, malformed or unknown-index header. Nothing is trusted before this.
 */
export function verifyXVerify(
  header: string | undefined,
  base64Body: string,
  endpoint: string,
  saltKeys: ReadonlyMap<number, string>,
): boolean {
  const match = /^([0-9a-fA-F]{64})###(\d{1,3})$/.exec(header?.trim() ?? '');
  if (!match) return false;
  const key = saltKeys.get(Number(match[2]));
  if (key === undefined) return false;
  const expected = Buffer.from(xVerify(base64Body, endpoint, key, Number(match[2])).slice(0, 64), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[1] as string, 'hex'));
}

/** The gateway's payload encoding: compact JSON, base64. */
export const encodePayload = (payload: unknown): string => Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');

/** The reverse; null for anything that is not base64 of a JSON object. */
export function decodePayload(base64: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The checksum of the browser's return (redirect mode POST, "UI Callback"): SHA256(code +
 * merchantId + transactionId + amount + providerReferenceId + salt key) ### salt index. The app
 * never settles on it (only a verified callback or a status check does); the sandbox signs it
 * as the gateway would.
 */
export function formPostChecksum(
  fields: { code: string; merchantId: string; transactionId: string; amount: number; providerReferenceId: string },
  saltKey: string,
  saltIndex: number,
): string {
  const text = `${fields.code}${fields.merchantId}${fields.transactionId}${fields.amount}${fields.providerReferenceId}${saltKey}`;
  return `${createHash('sha256').update(text).digest('hex')}###${saltIndex}`;
}
