/**
 * Android: raw printer bytes handed to the RawBT app ("RawBT print service", package
 * ru.a402d.rawbtprinter, on Google Play), which prints them on the printer set up in it (Bluetooth,
 * USB OTG or network). Chrome opens an `intent:` link with the app; when the app is missing it opens
 * its Play Store page instead. The bytes travel in the link as base64 (`rawbt:base64,…`).
 */
export const RAWBT_PACKAGE = 'ru.a402d.rawbtprinter';

/** `btoa` takes a binary string: one character per byte. In chunks, so a long slip does not overflow the call stack. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const rawbtIntentUrl = (bytes: Uint8Array): string =>
  `intent:base64,${toBase64(bytes)}#Intent;scheme=rawbt;package=${RAWBT_PACKAGE};end;`;

/** Opens the link as a tap on it would (Chrome for Android hands `intent:` navigations to the app). */
export function openRawbt(bytes: Uint8Array, win: Window = window): void {
  win.location.href = rawbtIntentUrl(bytes);
}
