// Chromium for the bench: Debian's binary, headless, kept off the network.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const chromiumConfig = JSON.parse(readFileSync(new URL('../../e2e/chromium.json', import.meta.url), 'utf8'));
export const CHROMIUM_ARGS = chromiumConfig.args;

/** @param {{ args?: string[] }} [options]  flags beside the usual ones (the production topology's: its CA's keys) */
export function launchChromium({ args = [] } = {}) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || chromiumConfig.executablePath,
    args: [...CHROMIUM_ARGS, ...args],
  });
}
