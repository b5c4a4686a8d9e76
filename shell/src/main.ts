// The manifest (already requested by index.html's inline script), the first route's remote and the
// app load side by side. The dynamic import is the async boundary that lets the federation runtime
// settle the shared modules. Until the app mounts, index.html shows a static splash.
import { loadRemotesManifest, prefetchRoute } from './app/remotes';

declare global {
  interface Window {
    __chowkStartupFailed?: () => void;
  }
}

// The current route's remote starts loading while the shell's own bootstrap loads; the app
// mounts once that route's modules are in (or after START_WAIT_MS), so the first screen is the
// page itself rather than a spinner that React would keep up to 300 ms after the page is ready.
const START_WAIT_MS = 1500;
const firstRoute = loadRemotesManifest().then(() => prefetchRoute(window.location.pathname));
const waited = Promise.race([firstRoute, new Promise((resolve) => setTimeout(resolve, START_WAIT_MS))]);
const bootstrap = import('./bootstrap');
// The words of the chosen language load beside the route (nothing to wait for in English).
const words = bootstrap.then(({ languageReady }) =>
  Promise.race([languageReady(), new Promise((resolve) => setTimeout(resolve, START_WAIT_MS))]),
);
Promise.all([bootstrap, waited, words])
  .then(([{ start }]) => start())
  .catch((error: unknown) => {
    console.error('[shell] could not start:', error);
    window.__chowkStartupFailed?.();
  });
