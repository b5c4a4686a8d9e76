/**
 * When a pending payment is asked about again: PhonePe's reconciliation schedule for the
 * Check Status API ("Check Status API – Reconciliation [MANDATORY]"): the first check 20–25 s
 * after the transaction starts, then every 3 s for 30 s, every 6 s for 60 s, every 10 s for
 * 60 s, every 30 s for 60 s, then every minute until the 20-minute timeout.
 */
const PHASES: readonly { every: number; for: number }[] = [
  { every: 3, for: 30 },
  { every: 6, for: 60 },
  { every: 10, for: 60 },
  { every: 30, for: 60 },
];
export const FIRST_CHECK_S = 25;
export const STATUS_TIMEOUT_S = 20 * 60;

/** Every check's offset from the start, in seconds: 25, 28, … 52, 55, 61, … 1195, 1200. */
export const STATUS_CHECK_OFFSETS_S: readonly number[] = (() => {
  const offsets: number[] = [];
  let at = FIRST_CHECK_S;
  for (const phase of PHASES) {
    for (const end = at + phase.for; at < end; at += phase.every) offsets.push(at);
  }
  for (; at < STATUS_TIMEOUT_S; at += 60) offsets.push(at);
  // The last check is at the timeout itself: a payment still pending then has expired.
  offsets.push(STATUS_TIMEOUT_S);
  return Object.freeze(offsets);
})();

/** The next check strictly after `now`, or null once the schedule has run out (the payment times out). */
export function nextStatusCheckAt(startedAt: Date, now: Date): Date | null {
  const elapsedS = (now.getTime() - startedAt.getTime()) / 1000;
  const next = STATUS_CHECK_OFFSETS_S.find((offset) => offset > elapsedS);
  return next === undefined ? null : new Date(startedAt.getTime() + next * 1000);
}

/** The payment has been pending longer than the gateway's timeout. */
export const statusTimedOut = (startedAt: Date, now: Date): boolean =>
  now.getTime() - startedAt.getTime() >= STATUS_TIMEOUT_S * 1000;
