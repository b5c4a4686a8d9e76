import { AppRoutes } from './app/router';
import { afterFirstScreen } from './app/after-first-screen';
import { mountApp } from './app/mount-app';

/** Called by main.ts once the first route's modules are in. */
export function start() {
  mountApp(<AppRoutes />);
  // The service worker only serves the next visit: its code loads after this one's first screen.
  afterFirstScreen(() => {
    void import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker(), console.warn);
  });
}
