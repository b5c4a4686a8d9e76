// The manifest (already requested by index.html's inline script) and the app load side by side:
// the shell renders its frame at once and each remote route waits for its remote. The dynamic
// import is the async boundary that lets the federation runtime settle the shared modules.
import { loadRemotesManifest, prefetchRoute } from './app/remotes';

declare global {
  interface Window {
    __chowkStartupFailed?: () => void;
  }
}

// The current route's remote starts loading while the shell's own bootstrap runs.
void loadRemotesManifest().then(() => prefetchRoute(window.location.pathname));
import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] could not start:', error);
  window.__chowkStartupFailed?.();
});
