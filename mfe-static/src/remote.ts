import type { RemoteDefinition } from '@chowk/contracts';

/**
 * What this remote puts in the shell (the contract of libs/contracts remote-contract.ts): the
 * public pages and the footer. A new page is a route here plus an entry in rspack.config.js.
 */
export const remote = {
  contract: 1,
  name: 'mfe_static',
  label: 'this page',
  labels: { hi: 'यह पेज', ta: 'இந்தப் பக்கத்தை' },
  defaultPrefix: '/',
  routes: [
    { path: '', module: './Landing', frame: 'site' },
    { path: 'about', module: './About', frame: 'site' },
    { path: 'contact', module: './Contact', frame: 'site' },
    { path: 'privacy-policy', module: './Privacy', frame: 'site' },
    { path: 'refund-policy', module: './Refund', frame: 'site' },
    { path: 'terms', module: './Terms', frame: 'site' },
  ],
  widgets: { footer: './Footer' },
} as const satisfies RemoteDefinition;
