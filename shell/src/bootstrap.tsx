import { AppRoutes } from './app/router';
import { mountApp } from './app/mount-app';

/** Called by main.ts once the first route's modules are in. */
export function start() {
  mountApp(<AppRoutes />);
  void import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker(), console.warn);
}
