/**
 * The shell's side of the store, for a test that loads it in an isolated module registry
 * before the remote (a dynamic import of '@chowk/store' itself would read as lazy loading
 * of the lib to Nx's module-boundary rule).
 */
export { adminSignedIn, makeStore } from '@chowk/store';
