import { AppRoutes } from './app/router';
import { afterFirstScreen } from './app/after-first-screen';
import { mountApp } from './app/mount-app';
import { shellI18n } from './i18n';
import { uiI18n } from '@chowk/ui';

/**
 * The shell's and the kit's words in the device's language (a chunk each when it is not English),
 * so the first screen is not drawn in English and redrawn; main.ts waits for it with the route.
 */
export function languageReady(): Promise<unknown> {
  return Promise.all([shellI18n.loadNamespaces('shell'), uiI18n.loadNamespaces('ui')]);
}

/** Called by main.ts once the first route's modules are in. */
export function start() {
  mountApp(<AppRoutes />);
  // The service worker only serves the next visit: its code loads after this one's first screen.
  afterFirstScreen(() => {
    void import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker(), console.warn);
  });
}
